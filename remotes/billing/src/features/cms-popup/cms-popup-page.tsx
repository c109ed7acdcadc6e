import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CmsAccountCheck, PaymentMethod } from '@console/contracts/billing';
import { FailureAlert } from '@console/ui/failure-alert';
import { useCheckCmsAccount } from './check-cms-account';
import { CmsAccountStep } from './cms-account-step';
import { CmsConsentStep } from './cms-consent-step';
import { CmsDone } from './cms-done';
import { CmsAccountStep as AccountStepSchema, useCmsForm } from './cms-form';
import { useRegisterCms } from './register-cms';

/**
 * /console/popup/cms (no layout, master): CMS automatic-transfer registration. The account is
 * checked with the bank first; then the withdrawal day and the consent; the result goes to the opener.
 */
export function CmsPopupPage() {
  const { t } = useTranslation();
  const checkAccount = useCheckCmsAccount();
  const register = useRegisterCms();
  const [checked, setChecked] = useState<CmsAccountCheck | null>(null);
  const [registered, setRegistered] = useState<PaymentMethod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCmsForm(checked?.checkToken ?? '');
  const step = registered ? 2 : checked ? 1 : 0;

  const check = async () => {
    setFailure(null);
    const input = form.validate(AccountStepSchema);
    if (!input) return;
    try {
      const { phone: _phone, ...account } = input;
      setChecked(await checkAccount.mutateAsync(account));
    } catch (error) {
      setFailure(form.showServerErrors(error, t('cmsPopup.checkFailed')));
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    try {
      setRegistered(await register.mutateAsync(input));
    } catch (error) {
      setFailure(form.showServerErrors(error, t('cmsPopup.registerFailed')));
    }
  };

  const recheck = () => {
    setChecked(null);
    setFailure(null);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: 3 }}>
        <Typography variant="h5" component="h1" fontWeight={700} gutterBottom>
          {t('cmsPopup.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('cmsPopup.intro')}
        </Typography>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {(['account', 'consent', 'done'] as const).map((name) => (
            <Step key={name}>
              <StepLabel>{t(`cmsPopup.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {registered ? (
          <CmsDone method={registered} />
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('cmsPopup.title')}>
            <Stack spacing={2.5}>
              <CmsAccountStep
                form={form}
                locked={checked !== null}
                checking={checkAccount.isPending}
                onCheck={() => void check()}
              />
              {checked ? (
                <>
                  <Alert
                    severity="success"
                    role="status"
                    action={
                      <Button color="inherit" size="small" onClick={recheck}>
                        {t('cmsPopup.change')}
                      </Button>
                    }
                  >
                    {t('cmsPopup.checked', {
                      bank: checked.bankName,
                      account: checked.maskedAccount,
                      holder: checked.holderName,
                    })}
                  </Alert>
                  <CmsConsentStep form={form} />
                </>
              ) : null}
              <FailureAlert message={failure} />
              {checked ? (
                <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
                  {t('cmsPopup.submit')}
                </Button>
              ) : null}
            </Stack>
          </form>
        )}
      </Paper>
    </Box>
  );
}
