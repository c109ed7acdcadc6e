import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRemoteOverrides } from './remote-overrides';
import { useResetRemoteOverride } from './reset-remote-override';

const reloadPage = () => window.location.reload();

/**
 * Says, on every layout, that this browser loads a remote at another version or URL than everyone
 * else (a release manager's override), with a one-click reset. Nothing when there is none.
 */
export function OverrideBanner({ reload = reloadPage }: { reload?: () => void }) {
  const { t } = useTranslation('shell');
  const overrides = useRemoteOverrides();
  const reset = useResetRemoteOverride(reload);
  if (overrides.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="override-banner"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          disabled={reset.isPending}
          onClick={() => reset.mutate(undefined)}
        >
          {t('releases.banner.reset')}
        </Button>
      }
    >
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {overrides.map((o) => (
          <Typography component="li" variant="body2" key={o.remote} data-override-remote={o.remote}>
            {o.url
              ? t('releases.banner.url', { remote: o.remote, url: o.url })
              : t('releases.banner.version', { remote: o.remote, version: o.version ?? '' })}
          </Typography>
        ))}
      </Box>
      {reset.isError ? (
        <Typography variant="body2" role="alert" sx={{ mt: 0.5 }}>
          {t('releases.banner.resetFailed')}
        </Typography>
      ) : null}
    </Alert>
  );
}
