import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PASSWORD_RESET_TOKEN_TTL_MINUTES, PasswordResetByEmailRequest } from '@console/contracts/account-recovery';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useRequestPasswordReset } from './request-password-reset';

type EmailForm = z.input<typeof PasswordResetByEmailRequest>;
type EmailValues = z.output<typeof PasswordResetByEmailRequest>;
const FIELDS = ['loginId', 'email'] as const;
const minutes = PASSWORD_RESET_TOKEN_TTL_MINUTES;

/** Reset by e-mail: the id and its registered e-mail; a link goes out when they match, and nothing says whether. */
export function ResetByEmailPanel() {
  const { t } = useTranslation('shell');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailForm, unknown, EmailValues>({
    resolver: zodResolver(PasswordResetByEmailRequest),
    defaultValues: { loginId: '', email: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  if (sentTo) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status" data-testid="reset-link-sent">
          {t('recovery.findPassword.sent', { email: sentTo, minutes })}
        </Alert>
        <Button onClick={() => setSentTo(null)}>{t('recovery.findPassword.again')}</Button>
      </Stack>
    );
  }
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('recovery.findPassword.methods.email')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('recovery.findPassword.emailHelp', { minutes })}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label={t('recovery.findPassword.loginId')}
        autoComplete="username"
        {...form.register('loginId')}
        error={Boolean(errors.loginId)}
        helperText={errors.loginId?.message}
      />
      <TextField
        label={t('recovery.findPassword.email')}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('recovery.findPassword.send')}
      </Button>
    </Stack>
  );
}
