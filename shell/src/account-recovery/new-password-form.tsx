import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  passwordResetSchema,
  type PasswordResetRequest,
  type PasswordResetTicket,
} from '@console/contracts/account-recovery';
import { showServerErrors } from '@console/platform/server-field-errors';
import { formatDateTime } from '@console/ui/format';
import { NewPasswordFields } from './new-password-fields';
import { RecoveryForm } from './recovery-form';
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
    <RecoveryForm
      label={t('recovery.findPassword.newTitle')}
      title={t('recovery.findPassword.newTitle')}
      help={t('recovery.findPassword.newFor', { loginId: ticket.loginId, time: formatDateTime(ticket.expiresAt) })}
      failure={failure}
      submitLabel={t('recovery.findPassword.submit')}
      submitDisabled={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      {/* For password managers: the account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={ticket.loginId} readOnly hidden />
      <NewPasswordFields
        newPassword={{
          label: t('recovery.findPassword.newPassword'),
          field: form.register('newPassword'),
          error: errors.newPassword?.message,
        }}
        confirm={{
          label: t('recovery.findPassword.confirm'),
          field: form.register('newPasswordConfirm'),
          error: errors.newPasswordConfirm?.message,
        }}
        typed={form.watch('newPassword')}
        loginId={ticket.loginId}
        autoFocus
      />
      <Typography variant="body2" color="text.secondary">
        {t('recovery.findPassword.sessionsEnd')}
      </Typography>
    </RecoveryForm>
  );
}
