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
import { DashboardBlocks } from '@console/dashboard-kit/dashboard-blocks';
import { useTeamSeq } from '@console/platform/hooks';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { useTeamMembers } from '../team-members/get-team-members';
import { useTeamDetail } from './get-team';
import { TeamStatusChip } from './team-status-chip';
import { useTeamPermissions } from './use-team-permissions';

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

/**
 * /console/team/{teamSeq}/dashboard: the team's status, members and keys, then the console home's
 * blocks for this team alone (@console/dashboard-kit: sends, requests, reviews, notices, each loading on
 * its own), then members and links. Nothing here waits for anything else.
 */
export function TeamDashboardPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const team = useTeamDetail(teamSeq);
  const members = useTeamMembers(teamSeq, { page: 1, size: 5 });
  const { canManageKeys } = useTeamPermissions(team.data?.status);
  const detail = team.data;
  const pending = <Skeleton width={80} />;

  return (
    <Box>
      <PageHeader
        title={detail ? t('dashboard.title', { name: detail.name }) : <Skeleton width={240} />}
        description={detail ? detail.description || t('dashboard.noDescription') : null}
      />
      {team.isError ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('settings.loadFailed')}
        </Alert>
      ) : null}
      {detail?.status === 'REG' ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('settings.registering', { minutes: TEAM_REGISTRATION_MAX_MINUTES, at: formatDateTime(detail.readyAt) })}
        </Alert>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label={t('dashboard.status')}
            value={detail ? <TeamStatusChip status={detail.status} /> : pending}
            testId="team-status"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label={t('dashboard.members')}
            value={detail ? t('teams.memberCount', { count: detail.memberCount }) : pending}
            testId="team-member-count"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label={t('dashboard.apiKeys')}
            value={detail ? t('dashboard.keyCount', { count: detail.activeApiKeyCount }) : pending}
            testId="team-key-count"
          />
        </Grid>
      </Grid>
      <DashboardBlocks teamSeq={teamSeq} />
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem', fontWeight: 700 }}>
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
          <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem', fontWeight: 700 }}>
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
