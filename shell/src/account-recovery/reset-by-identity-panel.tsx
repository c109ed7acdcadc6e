import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RecoveryLoginId, type PasswordResetTicket } from '@console/contracts/account-recovery';
import { isApiError } from '@console/platform/api-error';
import { showServerErrors } from '@console/platform/server-field-errors';
import { RecoveryForm } from './recovery-form';
import { useResetTicketByIdentity } from './reset-ticket-by-identity';
import { useIdentityCheck } from './use-identity-check';

const LoginIdForm = z.object({ loginId: RecoveryLoginId });
type LoginIdForm = z.infer<typeof LoginIdForm>;

/**
 * Reset by identity check: the id first (checked in place), then the provider's popup; the id's
 * owner gets the new-password form at once. A mistyped id keeps the check for another try.
 */
export function ResetByIdentityPanel({ onTicket }: { onTicket(ticket: PasswordResetTicket): void }) {
  const { t } = useTranslation('shell');
  const ticketByIdentity = useResetTicketByIdentity();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginIdForm>({ resolver: zodResolver(LoginIdForm), defaultValues: { loginId: '' } });
  const lastToken = useRef<string | null>(null);

  const ask = async (identityToken: string) => {
    lastToken.current = identityToken;
    setFailure(null);
    try {
      onTicket(await ticketByIdentity.mutateAsync({ loginId: form.getValues('loginId').trim(), identityToken }));
    } catch (error) {
      // An expired or used check cannot be tried again; a mismatch can, with the id corrected.
      if (!isApiError(error) || error.fieldError('identityToken')) lastToken.current = null;
      setFailure(showServerErrors(form.setError, error, ['loginId'], { focus: true }));
    }
  };
  const check = useIdentityCheck((token) => void ask(token));
  const onSubmit = form.handleSubmit(async () => {
    setFailure(null);
    if (lastToken.current) await ask(lastToken.current);
    else check.start();
  });

  return (
    <RecoveryForm
      label={t('recovery.findPassword.methods.identity')}
      help={t('recovery.findPassword.identityHelp')}
      failure={check.problem ?? failure}
      submitLabel={t('recovery.findPassword.identityStart')}
      submitDisabled={ticketByIdentity.isPending}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('recovery.findPassword.loginId')}
        autoComplete="username"
        {...form.register('loginId')}
        error={Boolean(form.formState.errors.loginId)}
        helperText={form.formState.errors.loginId?.message}
      />
    </RecoveryForm>
  );
}
