import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  passwordResetSchema,
  type PasswordResetRequest,
  type PasswordResetTicket,
} from '@console/contracts/account-recovery';
import { showServerErrors } from '@console/platform/server-field-errors';
import { formatDateTime } from '@console/ui/format';
import { PasswordStrengthMeter } from '../account/password-strength-meter';
import { useResetPassword } from './reset-password';

const FIELDS = ['newPassword', 'newPasswordConfirm'] as const;

/**
 * The new password for the ticket's login id, with the rules and strength meter of the sign-up and
 * the password change; the schema is made for that id (the password may not contain it).
 */
export function NewPasswordForm({ ticket, onDone }: { ticket: PasswordResetTicket; onDone(loginId: string): void }) {
  const { t } = useTranslation('shell');
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => passwordResetSchema(ticket.loginId), [ticket.loginId]);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(schema),
    defaultValues: { token: ticket.token, newPassword: '', newPasswordConfirm: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync(values);
      onDone(answer.loginId);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t('recovery.findPassword.newTitle')}>
      <Typography variant="h6" component="h2">
        {t('recovery.findPassword.newTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('recovery.findPassword.newFor', { loginId: ticket.loginId, time: formatDateTime(ticket.expiresAt) })}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {/* For password managers: the account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={ticket.loginId} readOnly hidden />
      <TextField
        label={t('recovery.findPassword.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        {...form.register('newPassword')}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message}
      />
      <PasswordStrengthMeter password={form.watch('newPassword')} loginId={ticket.loginId} />
      <TextField
        label={t('recovery.findPassword.confirm')}
        type="password"
        autoComplete="new-password"
        {...form.register('newPasswordConfirm')}
        error={Boolean(errors.newPasswordConfirm)}
        helperText={errors.newPasswordConfirm?.message}
      />
      <Typography variant="body2" color="text.secondary">
        {t('recovery.findPassword.sessionsEnd')}
      </Typography>
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {t('recovery.findPassword.submit')}
      </Button>
    </Stack>
  );
}
