import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KAKAO_LIMITS, SenderProfileRecover, type SenderProfileDetail } from '@console/contracts/kakao';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { formatPhoneNumber } from '@console/ui/format';
import { useRecoverSenderKey, useRequestRecoverToken } from './recover-sender-key';
import { TokenCountdown } from './token-countdown';

/** A dormant profile back to active: Kakao texts a token to its admin phone, the user enters it. */
export function SenderKeyRecoverPanel({ profile }: { profile: SenderProfileDetail }) {
  const { t } = useTranslation();
  const ui = useUi();
  const requestToken = useRequestRecoverToken(profile.seq);
  const recover = useRecoverSenderKey(profile.seq);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SenderProfileRecover>({
    resolver: zodResolver(SenderProfileRecover),
    defaultValues: { token: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const title = t('senderKeys.recover.title');

  const sendToken = async () => {
    setFailure(null);
    try {
      const answer = await requestToken.mutateAsync();
      setDeadline(Date.now() + answer.validMinutes * 60_000);
      form.reset({ token: '' });
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['token']));
    }
  };

  const submit = form.handleSubmit(async ({ token }) => {
    setFailure(null);
    try {
      await recover.mutateAsync(token);
      ui.toast(t('senderKeys.recover.done'), 'success');
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['token'], { focus: true }));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'warning.main' }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={1.5} component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Typography variant="body2" color="text.secondary">
          {t('senderKeys.recover.intro', {
            phone: profile.adminPhone ? formatPhoneNumber(profile.adminPhone) : '-',
            minutes: KAKAO_LIMITS.tokenValidMinutes,
          })}
        </Typography>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} alignItems="center">
          <Button variant="outlined" onClick={() => void sendToken()} disabled={requestToken.isPending}>
            {deadline ? t('senderKeys.token.resend') : t('senderKeys.token.send')}
          </Button>
          {deadline ? <TokenCountdown deadline={deadline} /> : null}
        </Stack>
        {deadline ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
            <TextField
              size="small"
              label={t('senderKeys.token.label')}
              required
              autoFocus
              inputProps={{ inputMode: 'numeric', maxLength: KAKAO_LIMITS.tokenLength, autoComplete: 'one-time-code' }}
              {...form.register('token')}
              error={Boolean(errors.token)}
              helperText={errors.token?.message ?? t('senderKeys.token.help', { length: KAKAO_LIMITS.tokenLength })}
            />
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('senderKeys.recover.submit')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
