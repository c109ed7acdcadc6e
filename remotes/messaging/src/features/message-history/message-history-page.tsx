import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  MessageHistoryQuery,
  MessageStatus,
  MESSAGE_RESULT_TYPES,
  MessageResultType,
} from '@console/contracts/send-history';
import type { MessageHistoryItem } from '@console/contracts/send-requests';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { ExportButton } from '@console/ui/export-button';
import { EMPTY_VALUE, formatDateTime, formatKrw, isoDateInSeoul } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { issuesByField } from '@console/ui/query-draft';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { isKakaoChannel, messageKindLabel, recipientLabel, senderNumberLabel } from '../send-history/channel-labels';
import { DateRangeFilter, defaultRangeStart } from '../send-history/date-range-filter';
import { MessageStatusChip } from '../send-history/send-status-chips';
import { messageHistoryFilterParams, useMessageHistory } from './get-message-history';
import { useTeamSeq } from '@console/platform/hooks';

const TEXT_EXCERPT = 30;

/** /console/team/{teamSeq}/history/send: every message the team sent, across requests, in a 31-day range. */
export function MessageHistoryPage() {
  const { t, i18n } = useTranslation();
  const teamSeq = useTeamSeq();
  const list = usePagedQueryState(routePattern('history-send'), {
    filters: { from: defaultRangeStart(), to: isoDateInSeoul(), status: '', type: '', phone: '' },
  });
  const { from = '', to = '' } = list.filters;
  const status = MessageStatus.safeParse(list.filters.status).data;
  const type = MessageResultType.safeParse(list.filters.type).data;
  const phone = (list.filters.phone ?? '').replace(/\D/g, '') || undefined;
  const filters = { from, to, status, type, phone };
  // The server's own query schema: a range it would refuse is explained here and never sent.
  const checked = MessageHistoryQuery.safeParse({ page: list.page, size: list.size, ...filters });
  const errors = issuesByField(checked.error);
  const messages = useMessageHistory(teamSeq, { page: list.page, size: list.size, ...filters }, checked.success);

  const columns: DataTableColumn<MessageHistoryItem>[] = [
    {
      id: 'createdAt',
      header: t('messageHistory.columns.createdAt'),
      render: (m) => formatDateTime(m.sentAt ?? m.createdAt),
    },
    { id: 'phone', header: t('history.messages.phone'), render: recipientLabel },
    {
      id: 'sender',
      header: t('history.columns.sender'),
      // An alimtalk goes from the Kakao channel; the request's number is only its fallback's.
      render: (m) =>
        isKakaoChannel(m.channel) || m.channel === 'EMAIL' ? EMPTY_VALUE : senderNumberLabel(m.senderNumber),
    },
    {
      id: 'type',
      header: t('history.messages.type'),
      // A fallback names what it replaced when that message is on the same page (it usually is: same request, same time).
      render: (m) =>
        messageKindLabel(t, m, messages.data?.items.find((original) => original.seq === m.fallbackOf)?.channel),
    },
    {
      id: 'text',
      header: t('history.columns.body'),
      render: (m) => (
        <Typography variant="body2" sx={{ maxWidth: 240 }} noWrap title={m.text}>
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
    {
      id: 'cost',
      header: t('history.messages.cost'),
      align: 'right',
      render: (m) => formatKrw(m.costKrw, i18n.language),
    },
    {
      id: 'request',
      header: t('messageHistory.columns.request'),
      render: (m) => (
        <Link
          component={RouterLink}
          to={routePath('send-history-detail', { teamSeq, seq: m.requestSeq })}
          onClick={(event) => event.stopPropagation()}
        >
          #{m.requestSeq}
        </Link>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('messageHistory.title')}
        description={t('messageHistory.description')}
        actions={
          checked.success ? (
            <ExportButton
              url="/api/team/messages/export"
              params={messageHistoryFilterParams(filters)}
              fallbackName="messages.csv"
            />
          ) : null
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap alignItems="flex-start">
        <DateRangeFilter from={from} to={to} onChange={list.setFilter} errors={errors} />
        <SelectFilter
          label={t('history.messages.statusFilter')}
          value={list.filters.status ?? ''}
          options={MessageStatus.options.map((value) => ({ value, label: t(`history.messageStatus.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
          minWidth={120}
        />
        <SelectFilter
          label={t('history.messages.type')}
          value={list.filters.type ?? ''}
          options={MESSAGE_RESULT_TYPES.map((value) => ({
            value,
            label: value === 'EMAIL' ? t('history.messages.emailType') : value,
          }))}
          onChange={(value) => list.setFilter('type', value)}
          minWidth={110}
        />
        <TextField
          size="small"
          label={t('history.messages.phoneFilter')}
          value={list.filters.phone ?? ''}
          onChange={(event) => list.setFilter('phone', event.target.value)}
          error={Boolean(errors.phone)}
          helperText={errors.phone ?? t('messageHistory.phoneHelp')}
        />
      </Stack>
      <PagedQueryTable
        label={t('messageHistory.title')}
        columns={columns}
        rowKey={(m) => m.seq}
        emptyMessage={t('messageHistory.empty')}
        invalidMessage={t('history.fixRange')}
        list={list}
        query={messages}
        enabled={checked.success}
      />
    </Box>
  );
}
