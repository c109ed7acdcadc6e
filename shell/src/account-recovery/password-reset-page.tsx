import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { PasswordResetTicket } from '@console/contracts/account-recovery';
import { isApiError } from '@console/platform/api-error';
import { usePlatform } from '@console/platform/hooks';
import { useResetTicket } from './get-reset-ticket';
import { NewPasswordForm } from './new-password-form';
import { RecoveryFrame } from './recovery-frame';
import { ResetByEmailPanel } from './reset-by-email-panel';
import { ResetByIdentityPanel } from './reset-by-identity-panel';

type Method = 'email' | 'identity';

/** The token of a mail's link: /account/find/password#token=... (a fragment never reaches a server). */
export const tokenFromHash = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;

/**
 * /account/find/password: a link by e-mail or an identity check, then the new password. Opened from
 * the mail's link it checks the token first and drops it from the address bar (and the history).
 */
export function PasswordResetPage() {
  const { t } = useTranslation('shell');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { auth } = usePlatform();
  const [linkToken, setLinkToken] = useState(() => tokenFromHash(hash));
  const [identityTicket, setIdentityTicket] = useState<PasswordResetTicket | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [method, setMethod] = useState<Method>('email');
  const linkTicket = useResetTicket(identityTicket || doneFor ? null : linkToken);

  // A link opened while the page is open (same document, only the fragment changed) starts over too.
  useEffect(() => {
    const token = tokenFromHash(hash);
    if (!token) return;
    setLinkToken(token);
    setIdentityTicket(null);
    setDoneFor(null);
    navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);

  const finish = (loginId: string) => {
    setDoneFor(loginId);
    // Every session of the account ended, this browser's too when it was logged in as that account.
    if (auth.getState().user?.loginId === loginId) auth.getState().clear();
  };
  const ticket = identityTicket ?? linkTicket.data ?? null;
  const frame = { title: t('recovery.findPassword.title'), subtitle: t('recovery.findPassword.subtitle') };

  let body;
  if (doneFor) {
    body = (
      <Stack spacing={2} data-testid="password-reset-done">
        <Alert severity="success" role="status">
          <Typography fontWeight={700}>{t('recovery.findPassword.doneTitle')}</Typography>
          {t('recovery.findPassword.done')}
        </Alert>
        <Button variant="contained" size="large" component={RouterLink} to="/account/login">
          {t('recovery.findPassword.toLogin')}
        </Button>
      </Stack>
    );
  } else if (ticket) {
    body = <NewPasswordForm ticket={ticket} onDone={finish} />;
  } else if (linkToken && linkTicket.isPending) {
    body = (
      <Stack direction="row" spacing={1.5} alignItems="center" role="status">
        <CircularProgress size={20} />
        <Typography>{t('recovery.findPassword.checking')}</Typography>
      </Stack>
    );
  } else if (linkToken && linkTicket.isError) {
    body = (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {isApiError(linkTicket.error) ? linkTicket.error.message : String(linkTicket.error)}
        </Alert>
        <Button variant="contained" onClick={() => setLinkToken(null)}>
          {t('recovery.findPassword.requestAgain')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <>
        <Tabs
          value={method}
          onChange={(_event, value: Method) => setMethod(value)}
          aria-label={t('recovery.findPassword.methodsLabel')}
          variant="fullWidth"
        >
          <Tab value="email" label={t('recovery.findPassword.methods.email')} />
          <Tab value="identity" label={t('recovery.findPassword.methods.identity')} />
        </Tabs>
        {method === 'email' ? <ResetByEmailPanel /> : <ResetByIdentityPanel onTicket={setIdentityTicket} />}
      </>
    );
  }
  return (
    <RecoveryFrame {...frame} current="/account/find/password">
      {body}
    </RecoveryFrame>
  );
}
