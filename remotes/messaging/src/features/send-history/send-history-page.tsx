import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { SendRequestQuery, SendRequestStatus } from '@console/contracts/send-history';
import type { SendRequestSummary } from '@console/contracts/send-requests';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { ExportButton } from '@console/ui/export-button';
import { formatCount, formatDateTime, formatKrw, isoDateInSeoul } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { issuesByField } from '@console/ui/query-draft';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { requestKindLabel, senderNumberLabel } from './channel-labels';
import { DateRangeFilter, defaultRangeStart } from './date-range-filter';
import { useSendRequests } from './get-send-requests';
import { SendRequestStatusChip } from './send-status-chips';
import { useTeamSeq } from '@console/platform/hooks';

/** How much of a body the list shows before cutting it. */
const BODY_EXCERPT = 40;

/** /console/team/{teamSeq}/send/history: the team's send requests in a date range of at most 31 days. */
export function SendHistoryPage() {
  const { t, i18n } = useTranslation();
  const teamSeq = useTeamSeq();
  const list = usePagedQueryState(routePattern('send-history'), {
    filters: { from: defaultRangeStart(), to: isoDateInSeoul(), status: '' },
  });
  const { from = '', to = '', status: rawStatus = '' } = list.filters;
  const status = SendRequestStatus.safeParse(rawStatus).data;
  // The server's own query schema: a range it would refuse is explained here and never sent.
  const checked = SendRequestQuery.safeParse({ page: list.page, size: list.size, from, to, status });
  const errors = issuesByField(checked.error);
  const requests = useSendRequests(teamSeq, { page: list.page, size: list.size, from, to, status }, checked.success);

  const columns: DataTableColumn<SendRequestSummary>[] = [
    { id: 'seq', header: t('history.columns.seq'), render: (r) => `#${r.seq}` },
    {
      id: 'createdAt',
      header: t('history.columns.createdAt'),
      render: (r) => formatDateTime(r.reserveAt ?? r.createdAt),
    },
    {
      id: 'body',
      header: t('history.columns.body'),
      render: (r) => (
        <Typography variant="body2" sx={{ maxWidth: 280 }} noWrap title={r.body}>
          {r.body.length > BODY_EXCERPT ? `${r.body.slice(0, BODY_EXCERPT)}…` : r.body}
        </Typography>
      ),
    },
    { id: 'sender', header: t('history.columns.sender'), render: (r) => senderNumberLabel(r.senderNumber) },
    {
      id: 'type',
      header: t('history.columns.type'),
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{requestKindLabel(t, r)}</span>,
    },
    { id: 'total', header: t('history.columns.total'), align: 'right', render: (r) => formatCount(r.counts.total) },
    {
      id: 'results',
      header: t('history.columns.results'),
      render: (r) =>
        t('history.resultCounts', {
          delivered: formatCount(r.counts.delivered),
          failed: formatCount(r.counts.failed),
          pending: formatCount(r.counts.pending),
        }) + (r.counts.fallback > 0 ? t('history.fallbackCount', { fallback: formatCount(r.counts.fallback) }) : ''),
    },
    {
      id: 'cost',
      header: t('history.columns.cost'),
      align: 'right',
      render: (r) => formatKrw(r.costKrw, i18n.language),
    },
    { id: 'status', header: t('history.columns.status'), render: (r) => <SendRequestStatusChip status={r.status} /> },
  ];

  return (
    <Box>
      <PageHeader
        title={t('history.title')}
        description={t('history.description')}
        actions={
          checked.success ? (
            <ExportButton
              url="/api/team/send-requests/export"
              params={{ from, to, ...(status ? { status } : {}) }}
              fallbackName="send-requests.csv"
            />
          ) : null
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap alignItems="flex-start">
        <DateRangeFilter from={from} to={to} onChange={list.setFilter} errors={errors} />
        <SelectFilter
          label={t('history.statusFilter')}
          value={rawStatus}
          options={SendRequestStatus.options.map((value) => ({ value, label: t(`history.requestStatus.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      </Stack>
      <PagedQueryTable
        label={t('history.title')}
        columns={columns}
        rowKey={(r) => r.seq}
        emptyMessage={t('history.empty')}
        invalidMessage={t('history.fixRange')}
        rowHref={(r) => routePath('send-history-detail', { teamSeq, seq: r.seq })}
        list={list}
        query={requests}
        enabled={checked.success}
      />
    </Box>
  );
}
