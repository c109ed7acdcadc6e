import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LoginHistoryItem, LoginResult } from '@console/contracts/account';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatDateTime } from '@console/ui/format';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { useLoginHistory } from './get-login-history';

const TONE: Record<LoginResult, StatusTone> = {
  SUCCESS: 'success',
  CODE_SENT: 'info',
  WRONG_PASSWORD: 'error',
  UNKNOWN_ID: 'error',
  THROTTLED: 'warning',
};

/** The account's login attempts (time, IP, browser, result), paged on the server. */
export function LoginHistoryTable() {
  const { t } = useTranslation('shell');
  const list = usePagedQueryState('/account/info/security', { size: 10 });
  const history = useLoginHistory(list.page, list.size);

  const columns: DataTableColumn<LoginHistoryItem>[] = [
    {
      id: 'createdAt',
      header: t('account.security.columns.createdAt'),
      width: 170,
      render: (item) => formatDateTime(item.createdAt),
    },
    { id: 'ip', header: t('account.security.columns.ip'), width: 150, render: (item) => item.ip },
    {
      id: 'userAgent',
      header: t('account.security.columns.userAgent'),
      render: (item) => (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }} color="text.secondary">
          {item.userAgent ?? '-'}
        </Typography>
      ),
    },
    {
      id: 'result',
      header: t('account.security.columns.result'),
      width: 150,
      render: (item) => <StatusChip label={t(`account.security.result.${item.result}`)} tone={TONE[item.result]} />,
    },
  ];

  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('account.security.historyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.security.historyHelp')}
      </Typography>
      <PagedQueryTable
        label={t('account.security.historyTitle')}
        columns={columns}
        rowKey={(item) => item.seq}
        emptyMessage={t('account.security.historyEmpty')}
        list={list}
        query={history}
      />
    </Box>
  );
}
