import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { useTeamSeq } from '@console/platform/hooks';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { TeamMembersPanel } from '../team-members/team-members-panel';
import { CloseTeamSection } from './close-team-section';
import { useTeamDetail } from './get-team';
import { TeamInfoSection } from './team-info-section';
import { TeamStatusChip } from './team-status-chip';
import { useTeamPermissions } from './use-team-permissions';

/** /console/team/{teamSeq}: status, name and description, members, and closing the team. */
export function TeamSettingsPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const team = useTeamDetail(teamSeq);
  const { canEdit, canClose, canManageKeys } = useTeamPermissions(team.data?.status);

  if (team.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />;
  if (team.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void team.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('settings.loadFailed')}
      </Alert>
    );
  }
  const detail = team.data;

  return (
    <Box>
      <PageHeader
        title={detail.name}
        description={t('settings.description')}
        actions={
          <>
            <Button component={Link} to={routePath('team-dashboard', { teamSeq })} variant="outlined">
              {t('settings.toDashboard')}
            </Button>
            {canManageKeys ? (
              <Button component={Link} to={routePath('linked-list', { teamSeq })} variant="outlined">
                {t('settings.toKeys')}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ mb: 2 }}>
            <Typography color="text.secondary" sx={{ minWidth: 80 }}>
              {t('settings.status')}
            </Typography>
            <TeamStatusChip status={detail.status} />
          </Stack>
          {detail.status === 'REG' ? (
            <Alert severity="info" sx={{ mb: 3 }} data-testid="team-registering">
              {t('settings.registering', {
                minutes: TEAM_REGISTRATION_MAX_MINUTES,
                at: formatDateTime(detail.readyAt),
              })}
            </Alert>
          ) : null}
          {detail.status === 'CLOSED' ? (
            <Alert severity="warning" sx={{ mb: 3 }}>
              {t('settings.closed')}
            </Alert>
          ) : null}
          <TeamInfoSection key={`${detail.name}\n${detail.description}`} team={detail} canEdit={canEdit} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <TeamMembersPanel teamSeq={teamSeq} canManage={canEdit} />
        </Paper>
        {canClose ? <CloseTeamSection teamSeq={teamSeq} teamName={detail.name} /> : null}
      </Stack>
    </Box>
  );
}
