import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The content area while a screen's code loads (a remote, one of its screens, or a shell page of
 * its own chunk): the layout around it stays, only this area waits. No heading: a page's h1 on
 * screen means the page itself is there.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }} aria-busy="true">
      <CircularProgress size={22} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/**
 * "메시지 발송 화면을 불러오는 중…": the view while the shell loads a remote and while the remote loads
 * a screen. Both read the shell's texts (namespace shell, on the page before any remote mounts), so
 * nothing on screen changes between the two waits.
 */
export function RemoteLoading({ remote }: { remote: string }) {
  const { t } = useTranslation('shell');
  return (
    <PageLoading label={t('remote.loading', { service: t(`remote.services.${remote}`, { defaultValue: remote }) })} />
  );
}
