import { useState } from 'react';
import { Alert, Box, Link, Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { VerifiedIdentity } from '@console/contracts/signup';
import { useUi } from '@console/platform/hooks';
import { useRefreshSession } from '../account/refresh-session';
import { ProductLogo } from '../layouts/product-logo';
import { DetailsStep } from './details-step';
import { IdentityStep } from './identity-step';
import { TermsStep, type Agreements } from './terms-step';

const STEPS = ['terms', 'identity', 'details'] as const;

/**
 * /account/signup (no layout): terms, the identity check in the provider's popup, then the account
 * and the business. The new master is logged in and lands on the dashboard.
 */
export function SignupPage() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [step, setStep] = useState(0);
  // Null until step 1 is done; kept so going back shows the boxes as they were ticked.
  const [agreements, setAgreements] = useState<Agreements | null>(null);
  const [verified, setVerified] = useState<{ token: string; identity: VerifiedIdentity } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const finish = async () => {
    const session = await refreshSession();
    ui.toast(t('signup.welcome', { name: session.user?.name ?? '' }), 'success');
    navigate('/console/dashboard', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 6 }, px: 2 }}>
      <Box sx={{ maxWidth: 560, mx: 'auto' }}>
        <Box component={RouterLink} to="/" sx={{ display: 'inline-block', mb: 3, textDecoration: 'none' }}>
          <ProductLogo size={30} />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" fontWeight={800} gutterBottom>
            {t('signup.title')}
          </Typography>
          <Stepper activeStep={step} alternativeLabel sx={{ my: 3 }}>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{t(`signup.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {notice ? (
            <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          ) : null}
          {step === 0 ? (
            <TermsStep
              initial={agreements ?? { terms: false, privacy: false, marketing: false }}
              onNext={(next) => {
                setAgreements(next);
                setStep(1);
              }}
            />
          ) : null}
          {step === 1 ? (
            <IdentityStep
              token={verified?.token ?? null}
              onVerified={(token, identity) => {
                setVerified({ token, identity });
                setNotice(null);
                setStep(2);
              }}
              onBack={() => setStep(0)}
            />
          ) : null}
          {step === 2 && verified && agreements ? (
            <DetailsStep
              identityToken={verified.token}
              identity={verified.identity}
              agreements={agreements}
              onDone={finish}
              onIdentityExpired={(message) => {
                setVerified(null);
                setNotice(message);
                setStep(1);
              }}
              onBack={() => setStep(1)}
            />
          ) : null}
        </Paper>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          {t('signup.haveAccount')}{' '}
          <Link component={RouterLink} to="/account/login">
            {t('common.login')}
          </Link>
          {' · '}
          <Link component={RouterLink} to="/account/migration/bizplus">
            {t('signup.migrate')}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
