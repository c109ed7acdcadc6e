import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TeamStatus } from '@console/contracts/teams';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const TONE: Record<TeamStatus, StatusTone> = { REG: 'warning', ACTIVE: 'success', CLOSED: 'neutral' };

/** A team's status; a team still registering says how long it can take. */
export function TeamStatusChip({ status }: { status: TeamStatus }) {
  const { t } = useTranslation();
  return (
    <Box>
      <StatusChip label={t(`teams.status.${status}`)} tone={TONE[status]} />
      {status === 'REG' ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('teams.regNote', { minutes: TEAM_REGISTRATION_MAX_MINUTES })}
        </Typography>
      ) : null}
    </Box>
  );
}
