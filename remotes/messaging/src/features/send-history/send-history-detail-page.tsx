import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MessageStatus } from '@console/contracts/send-history';
import type { MessageResult } from '@console/contracts/send-requests';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { ExportButton } from '@console/ui/export-button';
import { formatDateTime, formatKrw } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { messageKindLabel, recipientLabel } from './channel-labels';
import { messageFilterParams, useSendRequestMessages } from './get-send-request-messages';
import { useSendRequest } from './get-send-request';
import { MessageStatusChip } from './send-status-chips';
import { SendRequestSummaryCard } from './send-request-summary';
import { useTeamSeq } from '@console/platform/hooks';

/** How much of a recipient's text the results show before cutting it. */
const TEXT_EXCERPT = 30;

/** /console/team/{teamSeq}/send/history/{seq}: a request's summary and its per-recipient results. */
export function SendHistoryDetailPage() {
  const { t, i18n } = useTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const request = useSendRequest(teamSeq, seq);
  const list = usePagedQueryState(routePattern('send-history-detail'), { filters: { status: '', phone: '' } });
  const status = MessageStatus.safeParse(list.filters.status).data;
  const phone = (list.filters.phone ?? '').replace(/\D/g, '') || undefined;
  const counts = request.data?.counts;
  const progress =
    request.data && counts
      ? `${request.data.status}:${counts.delivered + counts.failed + counts.optedOut + counts.cancelled + counts.fallback}`
      : '';
  const messages = useSendRequestMessages(teamSeq, seq, { page: list.page, size: list.size, status, phone }, progress);

  const columns: DataTableColumn<MessageResult>[] = [
    { id: 'phone', header: t('history.messages.phone'), render: recipientLabel },
    {
      id: 'type',
      header: t('history.messages.type'),
      // A fallback replaces a message of this request: it names the request's channel.
      render: (m) => messageKindLabel(t, m, request.data?.channel),
    },
    {
      // Each recipient's own text: variables filled, whole on hover.
      id: 'text',
      header: t('history.columns.body'),
      render: (m) => (
        <Typography variant="body2" sx={{ maxWidth: 220 }} noWrap title={m.text}>
          {m.text.length > TEXT_EXCERPT ? `${m.text.slice(0, TEXT_EXCERPT)}…` : m.text}
        </Typography>
      ),
    },
    {
      id: 'status',
      header: t('history.messages.status'),
      render: (m) => <MessageStatusChip status={m.status} reason={m.resultReason} />,
    },
    {
      id: 'reason',
      header: t('history.messages.reason'),
      render: (m) => (m.resultReason ? `${m.resultReason}${m.resultCode ? ` (${m.resultCode})` : ''}` : '-'),
    },
    { id: 'sentAt', header: t('history.messages.sentAt'), render: (m) => formatDateTime(m.sentAt) },
    { id: 'reportedAt', header: t('history.messages.reportedAt'), render: (m) => formatDateTime(m.reportedAt) },
    {
      id: 'cost',
      header: t('history.messages.cost'),
      align: 'right',
      render: (m) => formatKrw(m.costKrw, i18n.language),
    },
  ];

  const back = (
    <Button component={Link} to={routePath('send-history', { teamSeq })} color="inherit">
      {t('history.backToList')}
    </Button>
  );
  if (request.isError) {
    return (
      <Box>
        <PageHeader title={t('history.detail.title', { seq })} actions={back} />
        <Alert severity="error">{request.error.message}</Alert>
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title={t('history.detail.title', { seq })}
        actions={
          <Stack direction="row" spacing={1}>
            <ExportButton
              url={`/api/team/send-requests/${encodeURIComponent(seq)}/messages/export`}
              params={messageFilterParams({ status, phone })}
              fallbackName={`send-results-${seq}.csv`}
            />
            {back}
          </Stack>
        }
      />
      {request.data ? <SendRequestSummaryCard request={request.data} /> : null}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <SelectFilter
          label={t('history.messages.statusFilter')}
          value={list.filters.status ?? ''}
          options={MessageStatus.options.map((value) => ({ value, label: t(`history.messageStatus.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
        <TextField
          size="small"
          label={t('history.messages.phoneFilter')}
          value={list.filters.phone ?? ''}
          onChange={(event) => list.setFilter('phone', event.target.value)}
        />
      </Stack>
      <PagedQueryTable
        label={t('history.messages.title')}
        columns={columns}
        rowKey={(m) => m.seq}
        emptyMessage={status || phone ? t('history.messages.emptyFiltered') : t('history.messages.empty')}
        list={list}
        query={messages}
      />
    </Box>
  );
}
