import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { PRICES_KRW } from '@console/contracts/prices';
import { SendRequestQuery } from '@console/contracts/send-history';
import type { SendRequestSummary } from '@console/contracts/send-requests';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatCount, formatDateTime, formatKrw, formatPhoneNumber, isoDateInSeoul } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { issuesByField } from '@console/ui/query-draft';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePath, routePattern } from '../../route-paths';
import { DateRangeFilter, defaultRangeStart } from '../send-history/date-range-filter';
import { useSendRequests } from '../send-history/get-send-requests';
import { useCancelReservation } from './use-cancel-reservation';
import { useTeamSeq } from '@console/platform/hooks';

const BODY_EXCERPT = 40;

/** What the reservation will cost if every message is delivered. */
export const reservedCost = (r: Pick<SendRequestSummary, 'typeCounts'>) =>
  r.typeCounts.SMS * PRICES_KRW.SMS + r.typeCounts.LMS * PRICES_KRW.LMS + r.typeCounts.MMS * PRICES_KRW.MMS;

/** /console/team/{teamSeq}/send/reserve: reservations not yet started, with cancel. */
export function ReserveListPage() {
  const { t, i18n } = useTranslation();
  const teamSeq = useTeamSeq();
  const list = usePagedQueryState(routePattern('reserve-list'), {
    filters: { from: defaultRangeStart(), to: isoDateInSeoul() },
  });
  const { from = '', to = '' } = list.filters;
  const checked = SendRequestQuery.safeParse({ page: list.page, size: list.size, from, to, status: 'RESERVED' });
  const errors = issuesByField(checked.error);
  const requests = useSendRequests(
    teamSeq,
    { page: list.page, size: list.size, from, to, status: 'RESERVED' },
    checked.success,
  );
  const cancel = useCancelReservation();

  const columns: DataTableColumn<SendRequestSummary>[] = [
    { id: 'seq', header: t('history.columns.seq'), render: (r) => `#${r.seq}` },
    { id: 'reserveAt', header: t('reserve.columns.reserveAt'), render: (r) => formatDateTime(r.reserveAt) },
    {
      id: 'body',
      header: t('history.columns.body'),
      render: (r) => (
        <Typography variant="body2" sx={{ maxWidth: 280 }} noWrap title={r.body}>
          {r.body.length > BODY_EXCERPT ? `${r.body.slice(0, BODY_EXCERPT)}…` : r.body}
        </Typography>
      ),
    },
    { id: 'sender', header: t('history.columns.sender'), render: (r) => formatPhoneNumber(r.senderNumber) },
    { id: 'total', header: t('history.columns.total'), align: 'right', render: (r) => formatCount(r.counts.total) },
    {
      id: 'cost',
      header: t('reserve.columns.estimatedCost'),
      align: 'right',
      render: (r) => formatKrw(reservedCost(r), i18n.language),
    },
    { id: 'createdAt', header: t('reserve.columns.createdAt'), render: (r) => formatDateTime(r.createdAt) },
    {
      id: 'actions',
      header: t('reserve.columns.actions'),
      render: (r) => (
        <Button
          size="small"
          color="error"
          disabled={cancel.isPending}
          onClick={(event) => {
            event.stopPropagation();
            void cancel.run(r);
          }}
        >
          {t('reserve.cancel')}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader title={t('reserve.title')} description={t('reserve.description')} />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <DateRangeFilter from={from} to={to} onChange={list.setFilter} errors={errors} />
      </Stack>
      <PagedQueryTable
        label={t('reserve.title')}
        columns={columns}
        rowKey={(r) => r.seq}
        emptyMessage={t('reserve.empty')}
        invalidMessage={t('history.fixRange')}
        rowHref={(r) => routePath('reserve-detail', { teamSeq, seq: r.seq })}
        list={list}
        query={requests}
        enabled={checked.success}
      />
    </Box>
  );
}
