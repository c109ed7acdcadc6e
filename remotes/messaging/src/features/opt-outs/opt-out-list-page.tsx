import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { OptOutQuery, type OptOut } from '@console/contracts/opt-outs';
import { isWithdrawalRequested, roleAllows } from '@console/contracts/roles';
import { isApiError } from '@console/platform/api-error';
import { useSession, useTeamSeq, useUi } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { ExportButton } from '@console/ui/export-button';
import { formatDateTime, formatPhoneNumber } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePattern } from '../../route-paths';
import { useDeleteOptOut } from './delete-opt-out';
import { useOptOuts } from './get-opt-outs';

// Loads when first opened (with the form library it uses): most visits of this page never open it.
const OptOutAddDialog = lazyDialog(
  () => import(/* webpackChunkName: "opt-out-add-dialog" */ './opt-out-add-dialog'),
  'OptOutAddDialog',
);
const OptOutBulkDialog = lazyDialog(
  () => import(/* webpackChunkName: "opt-out-bulk-dialog" */ './opt-out-bulk-dialog'),
  'OptOutBulkDialog',
);

/** /console/team/{teamSeq}/service/reject: the team's 080 opt-out list. */
export function OptOutListPage() {
  const { t } = useTranslation();
  const ui = useUi();
  const teamSeq = useTeamSeq();
  const role = useSession((s) => s.user?.role);
  const canEdit =
    role !== undefined && roleAllows(role, ['ROLE_MASTER', 'ROLE_MANAGER']) && !isWithdrawalRequested(role);
  const list = usePagedQueryState(routePattern('reject-list'), { filters: { q: '' } });
  const [search, setSearch] = useState(list.filters.q ?? '');
  const [searchError, setSearchError] = useState<string | null>(null);
  const q = list.filters.q || undefined;
  const optOuts = useOptOuts(teamSeq, { page: list.page, size: list.size, q });
  const remove = useDeleteOptOut();
  const [dialog, setDialog] = useState<'add' | 'bulk' | null>(null);

  const onSearch = (event: React.FormEvent) => {
    event.preventDefault();
    // The same rule as the server: digits and hyphens; the hyphens are dropped.
    const parsed = OptOutQuery.shape.q.safeParse(search);
    if (!parsed.success) return setSearchError(parsed.error.issues[0]?.message ?? '');
    setSearchError(null);
    list.setFilter('q', parsed.data ?? '');
  };

  const onDelete = async (entry: OptOut) => {
    const phone = formatPhoneNumber(entry.phone);
    if (
      !(await ui.confirm({
        title: t('optOuts.deleteTitle'),
        message: t('optOuts.deleteConfirm', { phone }),
        confirmText: t('optOuts.delete'),
        destructive: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(entry.seq);
      ui.toast(t('optOuts.deleted'), 'success');
    } catch (error) {
      await ui.alert({ title: t('optOuts.failed'), message: isApiError(error) ? error.message : String(error) });
    }
  };

  const columns: DataTableColumn<OptOut>[] = [
    { id: 'phone', header: t('optOuts.columns.phone'), render: (o) => formatPhoneNumber(o.phone) },
    { id: 'source', header: t('optOuts.columns.source'), render: (o) => t(`optOuts.sources.${o.source}`) },
    { id: 'createdAt', header: t('optOuts.columns.createdAt'), render: (o) => formatDateTime(o.createdAt) },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: '',
            align: 'right' as const,
            render: (o: OptOut) => (
              <Button
                size="small"
                color="error"
                onClick={() => void onDelete(o)}
                aria-label={t('optOuts.deleteOf', { phone: formatPhoneNumber(o.phone) })}
              >
                {t('optOuts.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Box>
      <PageHeader
        title={t('optOuts.title')}
        description={t('optOuts.description')}
        actions={
          <Stack direction="row" spacing={1}>
            <ExportButton url="/api/team/opt-outs/export" params={q ? { q } : {}} fallbackName="opt-outs.csv" />
            {canEdit ? (
              <Button variant="outlined" onClick={() => setDialog('bulk')}>
                {t('optOuts.bulk')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button variant="contained" onClick={() => setDialog('add')}>
                {t('optOuts.add')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('optOuts.adInfo')}
      </Alert>
      {canEdit ? null : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('optOuts.readOnly')}
        </Alert>
      )}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={onSearch}
        role="search"
        aria-label={t('optOuts.search')}
      >
        <TextField
          size="small"
          label={t('optOuts.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          error={Boolean(searchError)}
          helperText={searchError ?? t('optOuts.searchHelp')}
          inputProps={{ inputMode: 'tel' }}
        />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', mt: 0.25 }}>
          {t('optOuts.searchSubmit')}
        </Button>
      </Stack>
      <PagedQueryTable
        label={t('optOuts.title')}
        columns={columns}
        rowKey={(o) => o.seq}
        emptyMessage={q ? t('optOuts.emptySearch') : t('optOuts.empty')}
        list={list}
        query={optOuts}
      />
      {dialog === 'add' ? <OptOutAddDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'bulk' ? <OptOutBulkDialog onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
