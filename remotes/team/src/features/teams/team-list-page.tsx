import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleAllows } from '@console/contracts/roles';
import { TeamStatus, type TeamSummary } from '@console/contracts/teams';
import { useSession } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatDate } from '@console/ui/format';
import { AddIcon } from '@console/ui/icons';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern, routeRoles } from '../../route-paths';
import { useTeams } from './get-teams';
import { TeamStatusChip } from './team-status-chip';

/** /console/team: the business's team spaces, paged on the server. */
export function TeamListPage() {
  const { t } = useTranslation();
  const role = useSession((s) => s.user?.role);
  const canCreate = role !== undefined && roleAllows(role, routeRoles('team-create'));
  const list = usePagedQueryState(routePattern('team-list'), { filters: { status: '' } });
  const status = TeamStatus.safeParse(list.filters.status).data;
  const teams = useTeams({ page: list.page, size: list.size, status });

  const columns: DataTableColumn<TeamSummary>[] = [
    { id: 'name', header: t('teams.columns.name'), render: (team) => team.name },
    { id: 'description', header: t('teams.columns.description'), render: (team) => team.description || '-' },
    { id: 'status', header: t('teams.columns.status'), render: (team) => <TeamStatusChip status={team.status} /> },
    {
      id: 'members',
      header: t('teams.columns.members'),
      align: 'right',
      render: (team) => t('teams.memberCount', { count: team.memberCount }),
    },
    { id: 'createdAt', header: t('teams.columns.createdAt'), render: (team) => formatDate(team.createdAt) },
  ];

  return (
    <Box>
      <PageHeader
        title={t('teams.title')}
        description={t('teams.description')}
        actions={
          canCreate ? (
            <Button variant="contained" component={Link} to={routePath('team-create')} startIcon={<AddIcon />}>
              {t('teams.create')}
            </Button>
          ) : null
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <SelectFilter
          label={t('teams.statusFilter')}
          value={list.filters.status ?? ''}
          options={TeamStatus.options.map((value) => ({ value, label: t(`teams.status.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      </Stack>
      <PagedQueryTable
        label={t('teams.title')}
        columns={columns}
        rowKey={(team) => team.teamSeq}
        emptyMessage={status ? t('teams.emptyFiltered') : t('teams.empty')}
        rowHref={(team) => routePath('team-settings', { teamSeq: team.teamSeq })}
        list={list}
        query={teams}
      />
    </Box>
  );
}
