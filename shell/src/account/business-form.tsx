import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusinessUpdateRequest, formatBusinessNumber, type BusinessInfo } from '@console/contracts/business';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useUpdateBusiness } from './update-business';

const FIELDS = ['name', 'representative', 'address'] as const;

/**
 * The business's details: the master edits name, representative and address; the registration
 * number and the type identify the business and stay as registered. Others read them only.
 */
export function BusinessForm({ business, editable }: { business: BusinessInfo; editable: boolean }) {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const update = useUpdateBusiness();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BusinessUpdateRequest>({
    resolver: zodResolver(BusinessUpdateRequest),
    values: { name: business.name, representative: business.representative, address: business.address },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      ui.toast(t('account.biz.saved'), 'success');
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3 }}
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('account.biz.formTitle')}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {t('account.biz.formTitle')}
      </Typography>
      {editable ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('account.biz.readOnly')}
        </Alert>
      )}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Stack spacing={2.5} sx={{ maxWidth: 560, pt: 1 }}>
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`business.fields.${name}`)}
            {...form.register(name)}
            error={Boolean(errors[name])}
            helperText={errors[name]?.message}
            slotProps={{ htmlInput: { readOnly: !editable } }}
          />
        ))}
        <TextField
          label={t('business.fields.registrationNumber')}
          value={formatBusinessNumber(business.registrationNumber)}
          helperText={t('account.biz.fixedHelp')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label={t('business.fields.type')}
          value={t(`business.type.${business.type}`)}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        {editable ? (
          <Button
            type="submit"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={form.formState.isSubmitting || !form.formState.isDirty}
          >
            {t('account.save')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
