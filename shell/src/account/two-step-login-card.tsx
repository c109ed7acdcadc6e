import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Paper,
  Skeleton,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { useSecurity } from './get-security';
import { useUpdateSecurity } from './update-security';

/**
 * Two-step login on or off. Turning it on is confirmed first (it changes how the user logs in);
 * turning it off weakens the account, so it asks for the password again in a dialog.
 */
export function TwoStepLoginCard() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const security = useSecurity();
  const update = useUpdateSecurity();
  const [askingPassword, setAskingPassword] = useState(false);

  const turnOn = async () => {
    const confirmed = await ui.confirm({
      title: t('account.security.turnOnTitle'),
      message: t('account.security.turnOnMessage', { mobile: security.data?.codeMobile ?? '' }),
    });
    if (!confirmed) return;
    try {
      await update.mutateAsync({ twoStepLogin: true });
      ui.toast(t('account.security.turnedOn'), 'success');
    } catch (error) {
      ui.toast(isApiError(error) ? error.message : String(error), 'error');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('account.security.twoStepTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.security.twoStepHelp')}
      </Typography>
      {security.isError ? <Alert severity="error">{t('account.loadFailed')}</Alert> : null}
      {security.isPending ? <Skeleton variant="text" width={240} /> : null}
      {security.data ? (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={security.data.twoStepLogin}
                onChange={(event) => (event.target.checked ? void turnOn() : setAskingPassword(true))}
                disabled={update.isPending}
              />
            }
            label={t(security.data.twoStepLogin ? 'account.security.on' : 'account.security.off')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('account.security.codeMobile', { mobile: security.data.codeMobile })}
          </Typography>
        </>
      ) : null}
      {askingPassword ? <TurnOffDialog onClose={() => setAskingPassword(false)} /> : null}
    </Paper>
  );
}

/** The password, asked again before two-step login goes off; a wrong one shows under the field. */
function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const update = useUpdateSecurity();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t('account.security.passwordRequired'));
      return;
    }
    try {
      await update.mutateAsync({ twoStepLogin: false, password });
      ui.toast(t('account.security.turnedOff'), 'success');
      onClose();
    } catch (error) {
      const onField = isApiError(error) ? error.fieldError('password') : undefined;
      setFieldError(onField ?? null);
      setFailure(onField ? null : isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="two-step-off-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="two-step-off-title">{t('account.security.turnOffTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('account.security.turnOffMessage')}</DialogContentText>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            type="password"
            label={t('account.security.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            autoComplete="current-password"
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('account.security.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={update.isPending}>
            {t('account.security.turnOff')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
