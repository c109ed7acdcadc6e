import { useEffect } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@console/platform/hooks';
import { withToasts } from './toaster';

/** When a newer build is detected, offers a reload (it does not force one mid-work). */
export function BuildUpdateNotice() {
  const { events } = usePlatform();
  const { t } = useTranslation('shell');
  useEffect(
    () =>
      events.on('build-update', () => {
        withToasts(({ enqueueSnackbar, closeSnackbar }) =>
          enqueueSnackbar(t('build.updated'), {
            key: 'build-update',
            variant: 'info',
            persist: true,
            preventDuplicate: true,
            action: (key) => (
              <>
                <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                  {t('build.reload')}
                </Button>
                <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
                  {t('common.close')}
                </Button>
              </>
            ),
          }),
        );
      }),
    [events, t],
  );
  return null;
}
