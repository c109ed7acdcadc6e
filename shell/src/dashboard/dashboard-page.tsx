import { Alert, Box, Card, CardActionArea, CardContent, Chip, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamStatus } from '@console/contracts/teams';
import { useSession } from '@console/platform/hooks';
import { useTeams } from '../teams/use-teams';
import { AccountStatusBanners } from '../account/account-status-banners';

const STATUS_COLOR: Record<TeamStatus, 'success' | 'warning' | 'default'> = {
  ACTIVE: 'success',
  REG: 'warning',
  CLOSED: 'default',
};

/** /console/dashboard: the user's team spaces from the server. */
export function DashboardPage() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const teams = useTeams();

  return (
    <Box>
      <Typography variant="h4" component="h1" fontWeight={800} gutterBottom>
        {t('dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('dashboard.greeting', { name: user?.name ?? '' })} · {user?.business.name}
      </Typography>
      <AccountStatusBanners />
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
