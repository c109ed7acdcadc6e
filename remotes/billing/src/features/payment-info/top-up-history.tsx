import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TopUp } from '@console/contracts/billing';
import type { DataTableColumn } from '@console/ui/data-table';
import { formatDateTime, formatKrw } from '@console/ui/format';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { routePattern } from '../../route-paths';
import { useTopUps } from './get-top-ups';
import { TopUpStatusChip } from './top-up-status-chip';

/** Every top-up of the business, newest first: by hand or automatic, by card or virtual account. */
export function TopUpHistory() {
  const { t, i18n } = useTranslation();
  const krw = (value: number) => formatKrw(value, i18n.language);
  // Kept apart from any other list of the page: its own key under the route's pattern.
  const list = usePagedQueryState(`${routePattern('billing-info')}#top-ups`, { size: 10 });
  const query = useTopUps({ page: list.page, size: list.size });
  const title = t('paymentInfo.history.title');
  const columns: DataTableColumn<TopUp>[] = [
    { id: 'createdAt', header: t('paymentInfo.history.createdAt'), render: (row) => formatDateTime(row.createdAt) },
    {
      id: 'method',
      header: t('paymentInfo.history.method'),
      render: (row) => (
        <Stack direction="row" spacing={0.5} alignItems="center">
          <span>{t(`paymentInfo.topUp.methods.${row.method}`)}</span>
          {row.automatic ? <Chip size="small" label={t('paymentInfo.history.automatic')} /> : null}
        </Stack>
      ),
    },
    { id: 'amount', header: t('paymentInfo.history.amount'), align: 'right', render: (row) => krw(row.amountKrw) },
    { id: 'total', header: t('paymentInfo.history.total'), align: 'right', render: (row) => krw(row.totalKrw) },
    { id: 'paidWith', header: t('paymentInfo.history.paidWith'), render: (row) => row.paidWith },
    { id: 'status', header: t('paymentInfo.history.statusHeader'), render: (row) => <TopUpStatusChip topUp={row} /> },
    { id: 'requestedBy', header: t('paymentInfo.history.requestedBy'), render: (row) => row.requestedBy },
  ];
  return (
    <Box component="section" aria-labelledby="top-up-history-title" sx={{ mb: 3 }}>
      <Typography id="top-up-history-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <PagedQueryTable
        label={title}
        columns={columns}
        rowKey={(row) => row.seq}
        list={list}
        query={query}
        emptyMessage={t('paymentInfo.history.empty')}
      />
    </Box>
  );
}
