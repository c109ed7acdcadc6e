import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link as MuiLink,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { formatCount, formatDateTime, formatKrw } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { useTeamMembers } from '../team-members/get-team-members';
import { useTeamDetail } from './get-team';
import { useTeamMonthStats } from './get-team-month-stats';
import { TeamStatusChip } from './team-status-chip';
import { useTeamPermissions } from './use-team-permissions';
import { useTeamSeq } from '@console/platform/hooks';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="div" fontWeight={700} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** /console/team/{teamSeq}/dashboard: status, members, keys, this month's sends and cost, links. */
export function TeamDashboardPage() {
  const { t, i18n } = useTranslation();
  const teamSeq = useTeamSeq();
  const team = useTeamDetail(teamSeq);
  const stats = useTeamMonthStats(teamSeq);
  const members = useTeamMembers(teamSeq, { page: 1, size: 5 });
  const { canManageKeys } = useTeamPermissions(team.data?.status);

  if (team.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />;
  if (team.isError) return <Alert severity="error">{t('settings.loadFailed')}</Alert>;
  const detail = team.data;
  const totals = stats.data?.totals;
  const pending = <Skeleton width={80} />;

  return (
    <Box>
      <PageHeader
        title={t('dashboard.title', { name: detail.name })}
        description={detail.description || t('dashboard.noDescription')}
      />
      {detail.status === 'REG' ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('settings.registering', { minutes: TEAM_REGISTRATION_MAX_MINUTES, at: formatDateTime(detail.readyAt) })}
        </Alert>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            label={t('dashboard.status')}
            value={<TeamStatusChip status={detail.status} />}
            testId="team-status"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            label={t('dashboard.members')}
            value={t('teams.memberCount', { count: detail.memberCount })}
            testId="team-member-count"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            label={t('dashboard.apiKeys')}
            value={t('dashboard.keyCount', { count: detail.activeApiKeyCount })}
            testId="team-key-count"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            label={t('dashboard.sent', { from: stats.data?.range.from ?? '' })}
            value={totals ? formatCount(totals.requested) : pending}
            testId="team-month-sent"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            label={t('dashboard.success')}
            value={totals ? formatCount(totals.success) : pending}
            testId="team-month-success"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure
            label={t('dashboard.cost')}
            value={totals ? formatKrw(totals.costKrw, i18n.language) : pending}
            testId="team-month-cost"
          />
        </Grid>
      </Grid>
      {stats.isError ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('dashboard.statsFailed')}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('dashboard.memberList')}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {(members.data?.items ?? []).map((m) => (
                <li key={m.userSeq}>{`${m.name} · ${t(`teamRoles.${m.teamRole}`)}`}</li>
              ))}
            </Stack>
            <MuiLink
              component={Link}
              to={routePath('team-settings', { teamSeq })}
              sx={{ display: 'inline-block', mt: 1 }}
            >
              {t('dashboard.allMembers')}
            </MuiLink>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('dashboard.links')}
            </Typography>
            <Stack spacing={1} alignItems="flex-start">
              <Button component={Link} to={routePath('team-settings', { teamSeq })}>
                {t('dashboard.toSettings')}
              </Button>
              {canManageKeys ? (
                <Button component={Link} to={routePath('linked-list', { teamSeq })}>
                  {t('dashboard.toKeys')}
                </Button>
              ) : null}
              {canManageKeys ? (
                <Button component={Link} to={routePath('team-sdk', { teamSeq })}>
                  {t('dashboard.toSdk')}
                </Button>
              ) : null}
              <Button component={Link} to={`/console/team/${teamSeq}/send/mt`}>
                {t('dashboard.toSend')}
              </Button>
              <Button component={Link} to={`/console/team/${teamSeq}/send/history`}>
                {t('dashboard.toHistory')}
              </Button>
            </Stack>
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
