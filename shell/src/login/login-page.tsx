import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginRequest } from '@console/contracts/session';
import { isApiError } from '@console/platform/api-error';
import { useApi, usePlatform, useSession } from '@console/platform/hooks';
import { AccountLinks } from '../account-recovery/account-links';
import { useRegistry } from '../registry/registry-context';
import { fetchSession, login } from '../session/session-api';
import { SecurityCodeForm } from './security-code-form';

/** Only same-site paths are followed after login. */
export function safeReturnUrl(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/console/dashboard';
}

/**
 * The demo accounts exist only where the demo seed runs: the hint shows outside production, as the
 * server's environment registry (CONSOLE_ENV) says, and not while that is unknown.
 */
export const showsDemoHint = (environment: string) => environment !== 'production' && environment !== 'unknown';

/**
 * /account/login: id and password, then the security-code step when the account asks for one; links
 * to find an id, reset a password and sign up.
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { environment } = useRegistry();
  const user = useSession((s) => s.user);
  const pendingCode = useSession((s) => s.securityCodeRequired);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({ resolver: zodResolver(LoginRequest), defaultValues: { id: '', password: '' } });
  const returnUrl = safeReturnUrl(params.get('returnUrl'));

  if (user) return <Navigate to={returnUrl} replace />;

  const finish = async () => {
    const session = await fetchSession();
    platform.auth.getState().setSession(session);
    if (session.user) navigate(returnUrl, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await login(api, values);
      if (answer.securityCodeRequired) {
        setCodeSentTo(answer.codeSentTo);
        platform.auth.setState({ securityCodeRequired: true });
      } else {
        await finish();
      }
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        error.fieldErrors.forEach((e) => form.setError(e.field as keyof LoginRequest, { message: e.message }));
      } else {
        setFailure(isApiError(error) && error.status !== 403 && error.status !== 0 ? error.message : t('login.failed'));
      }
    }
  });

  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        py: { xs: 4, sm: 10 },
        px: 2,
        bgcolor: 'background.default',
        minHeight: '70vh',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        {pendingCode ? (
          <SecurityCodeForm
            codeSentTo={codeSentTo}
            onDone={finish}
            onCancel={() => platform.auth.getState().logout({ reason: 'expired' })}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
            <Stack spacing={2.5}>
              <Box>
                <Typography variant="h5" component="h1" fontWeight={800}>
                  {t('login.title')}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {t('login.subtitle')}
                </Typography>
              </Box>
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <TextField
                label={t('login.id')}
                autoComplete="username"
                autoFocus
                {...form.register('id')}
                error={Boolean(form.formState.errors.id)}
                helperText={form.formState.errors.id?.message}
              />
              <TextField
                label={t('login.password')}
                type="password"
                autoComplete="current-password"
                {...form.register('password')}
                error={Boolean(form.formState.errors.password)}
                helperText={form.formState.errors.password?.message}
              />
              <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
                {t('login.submit')}
              </Button>
              <AccountLinks current="/account/login" />
              {showsDemoHint(environment) ? (
                <Typography variant="caption" color="text.secondary" data-testid="demo-hint">
                  {t('login.demoHint')}
                </Typography>
              ) : null}
            </Stack>
          </form>
        )}
      </Paper>
    </Box>
  );
}
