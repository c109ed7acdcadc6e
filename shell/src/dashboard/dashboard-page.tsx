import { Alert, Box, Card, CardActionArea, CardContent, Chip, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamStatus } from '@console/contracts/teams';
import { DashboardBlocks } from '@console/dashboard-kit/dashboard-blocks';
import { useSession, useTeam } from '@console/platform/hooks';
import { CancelWithdrawalButton } from '../account/cancel-withdrawal-button';
import { useTeams } from '../teams/use-teams';

const STATUS_COLOR: Record<TeamStatus, 'success' | 'warning' | 'default'> = {
  ACTIVE: 'success',
  REG: 'warning',
  CLOSED: 'default',
};

/** The user's team spaces, each opening its team dashboard. */
function TeamCards() {
  const { t } = useTranslation('shell');
  const teams = useTeams();
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {t('dashboard.teams')}
        </Typography>
        {teams.data ? (
          <Typography color="text.secondary">{t('dashboard.teamCount', { count: teams.data.total })}</Typography>
        ) : null}
      </Box>
      {teams.isError ? <Alert severity="error">{t('dashboard.loadFailed')}</Alert> : null}
      {teams.data?.items.length === 0 ? <Alert severity="info">{t('dashboard.empty')}</Alert> : null}
      <Grid container spacing={2} data-testid="dashboard-teams">
        {teams.isPending
          ? [0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={120} />
              </Grid>
            ))
          : teams.data?.items.map((team) => (
              <Grid key={team.teamSeq} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined">
                  <CardActionArea component={Link} to={`/console/team/${team.teamSeq}/dashboard`}>
                    <CardContent>
                      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                        <Typography variant="h6" component="h3">
                          {team.name}
                        </Typography>
                        <Chip
                          size="small"
                          color={STATUS_COLOR[team.status]}
                          label={t(`dashboard.status.${team.status}`)}
                        />
                      </Box>
                      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
                        {team.description}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t('dashboard.members', { count: team.memberCount })}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
      </Grid>
    </Box>
  );
}

/**
 * /console/dashboard: the console home over every team the user may open (@console/dashboard-kit's
 * blocks, each loading on its own), then the team spaces.
 */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const current = useTeam();
  const teams = useTeams();
  // Before the user picks a team, the quick actions work in the first usable one, as the menus do.
  const first = teams.data?.items.find((team) => team.status === 'ACTIVE') ?? teams.data?.items[0];
  const quickActionsTeam =
    current.teamSeq === null && first ? { teamSeq: first.teamSeq, status: first.status } : undefined;

  return (
    <Box>
      <Typography variant="h4" component="h1" fontWeight={800} gutterBottom>
        {t('dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('dashboard.greeting', { name: user?.name ?? '' })} · {user?.business.name}
      </Typography>
      <DashboardBlocks
        quickActionsTeam={quickActionsTeam}
        withdrawalAction={user?.role === 'ROLE_MASTER_DWT' ? <CancelWithdrawalButton /> : undefined}
      />
      <TeamCards />
    </Box>
  );
}
