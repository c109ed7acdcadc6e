import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface RemoteUnavailableProps {
  remote: string;
  /** Disabled by the release manager: no retry, only the notice. */
  disabled?: boolean;
  reason?: string | null;
  onRetry?: () => void;
}

/** Shown inside the layout when a remote cannot be used; the rest of the console keeps working. */
export function RemoteUnavailable({ remote, disabled, reason, onRetry }: RemoteUnavailableProps) {
  const { t } = useTranslation('shell');
  const service = t(`remote.services.${remote}`, { defaultValue: remote });
  return (
    <Paper
      variant="outlined"
      role="alert"
      data-testid="remote-unavailable"
      data-remote={remote}
      sx={{ p: 5, textAlign: 'center', my: 4 }}
    >
      <Typography variant="h5" component="h2" gutterBottom>
        {t('remote.unavailableTitle')}
      </Typography>
      <Typography color="text.secondary">
        {disabled ? t('remote.disabledMessage', { service }) : t('remote.unavailableMessage', { service })}
      </Typography>
      {disabled && reason ? (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {reason}
        </Typography>
      ) : null}
      {onRetry && !disabled ? (
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
