import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FindIdByEmailRequest } from '@console/contracts/account-recovery';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useFindIdByEmail } from './find-id-by-email';

type EmailForm = z.input<typeof FindIdByEmailRequest>;
type EmailValues = z.output<typeof FindIdByEmailRequest>;
const FIELDS = ['name', 'email'] as const;

/** Find id by name and registered e-mail: the ids go to that e-mail; the answer never says whether any did. */
export function FindIdByEmailPanel() {
  const { t } = useTranslation('shell');
  const find = useFindIdByEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailForm, unknown, EmailValues>({
    resolver: zodResolver(FindIdByEmailRequest),
    defaultValues: { name: '', email: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await find.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  if (sentTo) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status" data-testid="find-id-sent">
          {t('recovery.findId.sent', { email: sentTo })}
        </Alert>
        <Button onClick={() => setSentTo(null)}>{t('recovery.findId.again')}</Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t('recovery.findId.methods.email')}>
      <Typography variant="body2" color="text.secondary">
        {t('recovery.findId.emailHelp')}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label={t('recovery.findId.name')}
        autoComplete="name"
        {...form.register('name')}
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <TextField
        label={t('recovery.findId.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('recovery.findId.send')}
      </Button>
    </Stack>
  );
}
