import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IDENTITY_TOKEN_TTL_MINUTES, type VerifiedIdentity } from '@console/contracts/signup';
import { useVerifiedIdentity } from './get-verified-identity';
import { useIdentityCheckPopup, type IdentityCheckResult } from './identity-check-popup';

interface IdentityStepProps {
  token: string | null;
  onVerified(token: string, identity: VerifiedIdentity): void;
  onBack(): void;
}

/** Step 2: the mobile identity check in the provider's popup; its result arrives by postMessage. */
export function IdentityStep({ token: initialToken, onVerified, onBack }: IdentityStepProps) {
  const { t } = useTranslation('shell');
  const [token, setToken] = useState<string | null>(initialToken);
  const [problem, setProblem] = useState<string | null>(null);
  const identity = useVerifiedIdentity(token);

  const onResult = (result: IdentityCheckResult) => {
    if ('token' in result) {
      setProblem(null);
      setToken(result.token);
    } else {
      setProblem(t(`signup.identity.errors.${result.error}`));
    }
  };
  const openPopup = useIdentityCheckPopup(onResult);
  const start = () => {
    setProblem(null);
    if (!openPopup()) setProblem(t('signup.identity.popupBlocked'));
  };

  const failed = identity.isError ? identity.error.message : null;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('signup.identity.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('signup.identity.help', { minutes: IDENTITY_TOKEN_TTL_MINUTES })}
      </Typography>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failed}
        </Alert>
      ) : null}
      {identity.data ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="verified-identity">
          {t('signup.identity.verified', { name: identity.data.name, mobile: identity.data.mobile })}
        </Alert>
      ) : null}
      <Stack spacing={1.5}>
        {identity.data && token ? (
          <Button variant="contained" size="large" onClick={() => onVerified(token, identity.data)}>
            {t('signup.next')}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={start} disabled={identity.isFetching}>
            {t('signup.identity.start')}
          </Button>
        )}
        {identity.data ? (
          <Button variant="text" onClick={start}>
            {t('signup.identity.again')}
          </Button>
        ) : null}
        <Button color="inherit" onClick={onBack}>
          {t('signup.back')}
        </Button>
      </Stack>
    </Box>
  );
}
