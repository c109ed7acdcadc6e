import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TeamSpendCap } from '@console/contracts/billing';
import { useSession } from '@console/platform/hooks';
import { formatKrw } from '@console/ui/format';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { useTeamCaps } from './get-team-caps';

// Loads when first opened (with the form library it may use): most visits of this page never open it.
const TeamCapDialog = lazyDialog(
  () => import(/* webpackChunkName: "team-cap-dialog" */ './team-cap-dialog'),
  'TeamCapDialog',
);

/** Share of the cap used, as a whole percent (may pass 100 when sends were accepted before a lower cap). */
export const capUsagePercent = (cap: TeamSpendCap): number | null =>
  cap.monthlyCapKrw === null || cap.monthlyCapKrw <= 0 ? null : Math.floor((cap.spentKrw / cap.monthlyCapKrw) * 100);

/** At 80 % a team is warned; at 100 % its sends are refused. */
const usageColor = (percent: number) => (percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary');

function UsageCell({ cap }: { cap: TeamSpendCap }) {
  const { t } = useTranslation();
  const percent = capUsagePercent(cap);
  if (percent === null)
    return (
      <Typography variant="body2" color="text.secondary">
        -
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        color={usageColor(percent)}
        aria-label={t('teamCaps.usageLabel', { team: cap.teamName })}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'right' }}>
        {t('teamCaps.usage', { percent })}
      </Typography>
    </Box>
  );
}

/**
 * Team spend caps for masters (placed on the payment info page): each team's spend this KST month
 * against its monthly cap, with a dialog to set or lift the cap. Renders nothing for other roles.
 */
export function TeamCapsSection() {
  const { t, i18n } = useTranslation();
  const isMaster = useSession((s) => s.user?.role === 'ROLE_MASTER');
  const caps = useTeamCaps({ enabled: isMaster });
  const [editing, setEditing] = useState<TeamSpendCap | null>(null);
  if (!isMaster) return null;
  const krw = (value: number) => formatKrw(value, i18n.language);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="team-caps-title" sx={{ p: 2.5, mb: 3 }}>
      <Typography id="team-caps-title" variant="h6" component="h2">
        {t('teamCaps.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('teamCaps.description')}
      </Typography>
      {caps.isPending ? <Skeleton variant="rounded" height={120} data-testid="team-caps-loading" /> : null}
      {caps.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void caps.refetch()}>
              {t('teamCaps.retry')}
            </Button>
          }
        >
          {t('teamCaps.loadFailed')}
        </Alert>
      ) : null}
      {caps.data ? (
        <TableContainer>
          <Table size="small" aria-label={t('teamCaps.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('teamCaps.columns.team')}</TableCell>
                <TableCell align="right">{t('teamCaps.columns.spent')}</TableCell>
                <TableCell align="right">{t('teamCaps.columns.cap')}</TableCell>
                <TableCell>{t('teamCaps.columns.usage')}</TableCell>
                <TableCell align="center">{t('teamCaps.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {caps.data.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {t('teamCaps.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
              {caps.data.map((cap) => (
                <TableRow key={cap.teamSeq}>
                  <TableCell>{cap.teamName}</TableCell>
                  <TableCell align="right">{krw(cap.spentKrw)}</TableCell>
                  <TableCell align="right">
                    {cap.monthlyCapKrw === null ? (
                      <Typography variant="body2" color="text.secondary" component="span">
                        {t('teamCaps.noCap')}
                      </Typography>
                    ) : (
                      krw(cap.monthlyCapKrw)
                    )}
                  </TableCell>
                  <TableCell>
                    <UsageCell cap={cap} />
                  </TableCell>
                  <TableCell align="center">
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setEditing(cap)}
                      aria-label={t('teamCaps.editLabel', { team: cap.teamName })}
                    >
                      {t('teamCaps.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {editing ? <TeamCapDialog cap={editing} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
