import { Alert, FormControlLabel, Paper, Skeleton, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { useSecurity } from './get-security';
import { useUpdateSecurity } from './update-security';

/** Two-step login on or off, each change confirmed first (it changes how the user logs in). */
export function TwoStepLoginCard() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const security = useSecurity();
  const update = useUpdateSecurity();

  const toggle = async (next: boolean) => {
    const mobile = security.data?.codeMobile ?? '';
    const confirmed = await ui.confirm({
      title: t(next ? 'account.security.turnOnTitle' : 'account.security.turnOffTitle'),
      message: t(next ? 'account.security.turnOnMessage' : 'account.security.turnOffMessage', { mobile }),
    });
    if (!confirmed) return;
    try {
      await update.mutateAsync(next);
      ui.toast(t(next ? 'account.security.turnedOn' : 'account.security.turnedOff'), 'success');
    } catch (error) {
      ui.toast(isApiError(error) ? error.message : String(error), 'error');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>{t('account.security.twoStepTitle')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('account.security.twoStepHelp')}</Typography>
      {security.isError ? <Alert severity="error">{t('account.loadFailed')}</Alert> : null}
      {security.isPending ? <Skeleton variant="text" width={240} /> : null}
      {security.data ? (
        <>
          <FormControlLabel
            control={<Switch checked={security.data.twoStepLogin} onChange={(event) => void toggle(event.target.checked)} disabled={update.isPending} />}
            label={t(security.data.twoStepLogin ? 'account.security.on' : 'account.security.off')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('account.security.codeMobile', { mobile: security.data.codeMobile })}
          </Typography>
        </>
      ) : null}
    </Paper>
  );
}
