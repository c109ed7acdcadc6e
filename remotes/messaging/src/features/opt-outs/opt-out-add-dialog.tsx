import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OptOutAddRequest } from '@console/contracts/opt-outs';
import { useUi } from '@console/platform/hooks';
import { formatPhoneNumber } from '@console/ui/format';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useAddOptOut } from './add-opt-out';

/** Adds one number to the opt-out list, validated in place with the server's schema. */
export function OptOutAddDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const ui = useUi();
  const add = useAddOptOut();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof OptOutAddRequest>, unknown, z.output<typeof OptOutAddRequest>>({
    resolver: zodResolver(OptOutAddRequest),
    defaultValues: { phone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { phone } = await add.mutateAsync(values);
      ui.toast(t('optOuts.added', { phone: formatPhoneNumber(phone) }), 'success');
      onClose();
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['phone'], { placeAt: 'root' }));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="opt-out-add-title">
      <form noValidate onSubmit={submit} aria-label={t('optOuts.addTitle')}>
        <DialogTitle id="opt-out-add-title">{t('optOuts.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('optOuts.phone')}
              required
              autoFocus
              inputProps={{ inputMode: 'tel' }}
              {...form.register('phone')}
              error={Boolean(errors.phone)}
              helperText={errors.phone?.message ?? t('optOuts.phoneHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('optOuts.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('optOuts.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
