import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { TeamMembersPanel } from '../team-members/team-members-panel';
import { CloseTeamSection } from './close-team-section';
import { useTeamDetail } from './get-team';
import { TeamForm } from './team-form';
import { TeamStatusChip } from './team-status-chip';
import { useUpdateTeam } from './update-team';
import { useTeamPermissions } from './use-team-permissions';

/** /console/team/{teamSeq}: status, name and description, members, and closing the team. */
export function TeamSettingsPage() {
  const { t } = useTranslation();
  const ui = useUi();
  const teamSeq = useTeamSeq();
  const team = useTeamDetail(teamSeq);
  const update = useUpdateTeam(teamSeq);
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
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('settings.info')}
          </Typography>
          <TeamForm
            key={`${detail.name}\n${detail.description}`}
            label={t('settings.info')}
            submitLabel={t('settings.save')}
            disabled={!canEdit}
            defaultValues={{ name: detail.name, description: detail.description }}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              ui.toast(t('settings.saved'), 'success');
            }}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <TeamMembersPanel teamSeq={teamSeq} canManage={canEdit} />
        </Paper>
        {canClose ? <CloseTeamSection teamSeq={teamSeq} teamName={detail.name} /> : null}
      </Stack>
    </Box>
  );
}
