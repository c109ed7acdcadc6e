import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RcsReviewStatus, RcsTemplateQuery, type RcsTemplate } from '@console/contracts/rcs';
import { isWithdrawalRequested, roleAllows } from '@console/contracts/roles';
import { isApiError } from '@console/platform/api-error';
import { useSession, useTeamSeq } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { useRcsBrand } from './get-rcs-brand';
import { useRcsTemplates } from './get-rcs-templates';
import { RcsBrandPanel } from './rcs-brand-panel';
import { RcsStatusChip } from './rcs-status-chip';

/** /console/team/{teamSeq}/rcs/template: the brand and chat rooms, then the paged template list. */
export function RcsTemplateListPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const role = useSession((s) => s.user?.role);
  const canEdit =
    role !== undefined && roleAllows(role, ['ROLE_MASTER', 'ROLE_MANAGER']) && !isWithdrawalRequested(role);
  const brand = useRcsBrand(teamSeq);
  const list = usePagedQueryState(routePattern('rcs-template-list'), { filters: { status: '', q: '' } });
  const status = RcsReviewStatus.safeParse(list.filters.status).data;
  const q = list.filters.q || undefined;
  const templates = useRcsTemplates(teamSeq, { page: list.page, size: list.size, status, q });
  const [search, setSearch] = useState(list.filters.q ?? '');
  const [searchError, setSearchError] = useState<string | null>(null);
  const brandApproved = brand.data?.status === 'APPROVED';

  const onSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = RcsTemplateQuery.shape.q.safeParse(search);
    if (!parsed.success) return setSearchError(parsed.error.issues[0]?.message ?? '');
    setSearchError(null);
    list.setFilter('q', parsed.data ?? '');
  };

  const columns: DataTableColumn<RcsTemplate>[] = [
    {
      id: 'name',
      header: t('rcsManage.list.columns.name'),
      render: (item) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {item.name}
        </Box>
      ),
    },
    {
      id: 'kind',
      header: t('rcsManage.list.columns.kind'),
      render: (item) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {t(`rcs.kinds.${item.kind}`)}
        </Box>
      ),
    },
    {
      id: 'body',
      header: t('rcsManage.list.columns.body'),
      render: (item) => (
        <Typography
          variant="body2"
          sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          title={item.body}
        >
          {item.body}
        </Typography>
      ),
    },
    { id: 'status', header: t('rcsManage.list.columns.status'), render: (item) => <RcsStatusChip item={item} /> },
    {
      id: 'createdAt',
      header: t('rcsManage.list.columns.createdAt'),
      render: (item) => formatDateTime(item.createdAt),
    },
    {
      id: 'decidedAt',
      header: t('rcsManage.list.columns.decidedAt'),
      render: (item) => formatDateTime(item.decidedAt),
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('rcs.title')}
        description={t('rcs.description')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={routePath('rcs-regist-guide', { teamSeq })}>
              {t('rcs.guide')}
            </Button>
            {canEdit && brandApproved ? (
              <Button variant="contained" component={Link} to={routePath('rcs-template-regist', { teamSeq })}>
                {t('rcsManage.list.register')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      {brand.isPending ? (
        <CircularProgress aria-label="loading" sx={{ mb: 2 }} />
      ) : brand.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {isApiError(brand.error) ? brand.error.message : t('rcs.failed')}
        </Alert>
      ) : (
        <RcsBrandPanel brand={brand.data ?? null} canEdit={canEdit} />
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('rcsManage.list.title')}
      </Typography>
      {!brand.isPending && !brandApproved ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('rcsManage.list.needBrand')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} alignItems="flex-start">
        <SelectFilter
          label={t('rcsManage.list.statusFilter')}
          value={list.filters.status ?? ''}
          options={RcsReviewStatus.options.map((value) => ({ value, label: t(`rcs.status.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={onSearch}
          role="search"
          aria-label={t('rcsManage.list.search')}
        >
          <TextField
            size="small"
            label={t('rcsManage.list.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={Boolean(searchError)}
            helperText={searchError ?? t('rcsManage.list.searchHelp')}
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', mt: 0.25 }}>
            {t('rcsManage.list.searchSubmit')}
          </Button>
        </Stack>
      </Stack>
      <PagedQueryTable
        label={t('rcsManage.list.title')}
        columns={columns}
        rowKey={(item) => item.seq}
        emptyMessage={status || q ? t('rcsManage.list.emptyFiltered') : t('rcsManage.list.empty')}
        rowHref={(item) => routePath('rcs-template-detail', { teamSeq, seq: item.seq })}
        list={list}
        query={templates}
      />
    </Box>
  );
}
