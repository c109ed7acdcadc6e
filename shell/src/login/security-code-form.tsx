import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SecurityLoginRequest } from '@console/contracts/session';
import { isApiError } from '@console/platform/api-error';
import { useApi, useUi } from '@console/platform/hooks';
import { resendSecurityCode, securityLogin } from '../session/session-api';

interface SecurityCodeFormProps {
  codeSentTo: string | null;
  onDone(): Promise<void>;
  onCancel(): void;
}

/** The second login step: the 6-digit code sent to the account's mobile. */
export function SecurityCodeForm({ codeSentTo, onDone, onCancel }: SecurityCodeFormProps) {
  const { t } = useTranslation('shell');
  const api = useApi();
  const ui = useUi();
  const [sentTo, setSentTo] = useState(codeSentTo);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SecurityLoginRequest>({
    resolver: zodResolver(SecurityLoginRequest),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await securityLogin(api, code);
      await onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        await ui.alert({ title: t('dialog.sessionExpiredTitle'), message: t('dialog.loginExpiredMessage') });
        onCancel();
        return;
      }
      const fieldMessage = isApiError(error) ? error.fieldError('code') : undefined;
      if (fieldMessage) form.setError('code', { message: fieldMessage });
      else setFailure(isApiError(error) ? error.message : String(error));
    }
  });

  const resend = async () => {
    setFailure(null);
    try {
      const answer = await resendSecurityCode(api);
      setSentTo(answer.codeSentTo);
      ui.toast(t('login.codeResent'), 'success');
    } catch (error) {
      setFailure(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.codeTitle')}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" fontWeight={800}>
          {t('login.codeTitle')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('login.codeSentTo', { to: sentTo ?? '' })}
        </Typography>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField
          label={t('login.code')}
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { maxLength: 6 } }}
          {...form.register('code')}
          error={Boolean(form.formState.errors.code)}
          helperText={form.formState.errors.code?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('login.codeSubmit')}
        </Button>
        <Stack direction="row" justifyContent="space-between">
          <Button size="small" onClick={() => void resend()}>
            {t('login.codeResend')}
          </Button>
          <Button size="small" color="inherit" onClick={onCancel}>
            {t('login.backToLogin')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
