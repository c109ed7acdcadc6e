import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@console/contracts/account-sessions';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { formatDateTime } from '@console/ui/format';
import { useActiveSessions } from './get-active-sessions';
import { useLogOutOtherSessions } from './log-out-other-sessions';
import { useLogOutSession } from './log-out-session';

const COLUMNS = ['device', 'ip', 'createdAt', 'lastSeenAt', 'action'] as const;

/**
 * The devices logged in to the account now (browser, IP, last seen; this one marked), beside the
 * login history: log out any of the others, or all of them at once.
 */
export function ActiveSessionsCard() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const sessions = useActiveSessions();
  const logOutOne = useLogOutSession();
  const logOutOthers = useLogOutOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const deviceOf = (session: ActiveSession) =>
    [session.browser ?? t('activeSessions.unknownBrowser'), session.os].filter(Boolean).join(' · ');
  const failed = (error: unknown) => ui.toast(isApiError(error) ? error.message : String(error), 'error');

  const endOne = async (session: ActiveSession) => {
    const names = { device: deviceOf(session), ip: session.ip ?? '-' };
    const confirmed = await ui.confirm({
      title: t('activeSessions.confirmOneTitle'),
      message: t('activeSessions.confirmOne', names),
      confirmText: t('activeSessions.logOut'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await logOutOne.mutateAsync(session.sessionId);
      ui.toast(t('activeSessions.loggedOut'), 'success');
    } catch (error) {
      failed(error);
    }
  };
  const endOthers = async () => {
    const confirmed = await ui.confirm({
      title: t('activeSessions.confirmOthersTitle'),
      message: t('activeSessions.confirmOthers', { count: others.length }),
      confirmText: t('activeSessions.logOut'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      const { ended } = await logOutOthers.mutateAsync();
      ui.toast(t('activeSessions.loggedOutOthers', { count: ended }), 'success');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="active-sessions">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('activeSessions.title')}
          </Typography>
          <Typography color="text.secondary">{t('activeSessions.help')}</Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          disabled={others.length === 0 || logOutOthers.isPending}
          onClick={() => void endOthers()}
        >
          {t('activeSessions.logOutOthers')}
        </Button>
      </Box>
      {sessions.data && others.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('activeSessions.onlyThis')}
        </Alert>
      ) : null}
      {sessions.isError ? <Alert severity="error">{t('account.loadFailed')}</Alert> : null}
      {sessions.isPending ? <Skeleton variant="rounded" height={96} /> : null}
      {sessions.data ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('activeSessions.tableLabel')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'action' ? 'center' : undefined}>
                    {t(`activeSessions.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((session) => (
                <TableRow key={session.sessionId} data-current={session.current}>
                  <TableCell title={session.userAgent ?? undefined}>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Typography variant="body2" fontWeight={session.current ? 700 : 400}>
                        {deviceOf(session)}
                      </Typography>
                      {session.current ? (
                        <Chip size="small" color="primary" label={t('activeSessions.thisDevice')} />
                      ) : null}
                    </Stack>
                  </TableCell>
                  <TableCell>{session.ip ?? '-'}</TableCell>
                  <TableCell>{formatDateTime(session.createdAt)}</TableCell>
                  <TableCell>{formatDateTime(session.lastSeenAt)}</TableCell>
                  <TableCell align="center">
                    {session.current ? null : (
                      <Button
                        size="small"
                        color="error"
                        variant="outlined"
                        aria-label={t('activeSessions.logOutLabel', {
                          device: deviceOf(session),
                          ip: session.ip ?? '-',
                        })}
                        disabled={logOutOne.isPending}
                        onClick={() => void endOne(session)}
                      >
                        {t('activeSessions.logOut')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Paper>
  );
}
