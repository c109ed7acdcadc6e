import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CallbackNumberStatus, type CallbackNumber } from '@console/contracts/messaging';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { ExportButton } from '@console/ui/export-button';
import { formatDateTime, formatPhoneNumber } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePath, routePattern } from '../../route-paths';
import { CallbackStatusChip } from './callback-status-chip';
import { useCallbackNumbers } from './get-callback-numbers';
import { useTeamSeq } from '@console/platform/hooks';

// Loads when first opened (with the form library it uses): most visits of this page never open it.
const CallbackRegisterDialog = lazyDialog(
  () => import(/* webpackChunkName: "callback-register-dialog" */ './callback-register-dialog'),
  'CallbackRegisterDialog',
);

/** /console/team/{teamSeq}/service/callback: the team's sender numbers and their review. */
export function CallbackListPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const list = usePagedQueryState(routePattern('callback-list'), { filters: { status: '' } });
  const status = CallbackNumberStatus.safeParse(list.filters.status).data;
  const numbers = useCallbackNumbers(teamSeq, { page: list.page, size: list.size, status });
  const navigate = useNavigate();
  const [registering, setRegistering] = useState(false);

  const columns: DataTableColumn<CallbackNumber>[] = [
    { id: 'number', header: t('callback.columns.number'), render: (n) => formatPhoneNumber(n.number) },
    { id: 'label', header: t('callback.columns.label'), render: (n) => n.label || '-' },
    { id: 'status', header: t('callback.columns.status'), render: (n) => <CallbackStatusChip number={n} /> },
    { id: 'createdAt', header: t('callback.columns.createdAt'), render: (n) => formatDateTime(n.createdAt) },
    { id: 'decidedAt', header: t('callback.columns.decidedAt'), render: (n) => formatDateTime(n.decidedAt) },
  ];

  return (
    <Box>
      <PageHeader
        title={t('callback.title')}
        description={t('callback.description')}
        actions={
          <Stack direction="row" spacing={1}>
            <ExportButton
              url="/api/team/callback-numbers/export"
              params={status ? { status } : {}}
              fallbackName="callback-numbers.csv"
            />
            <Button component={Link} to={routePath('callback-regist-guide', { teamSeq })}>
              {t('callback.registGuide')}
            </Button>
            <Button variant="contained" onClick={() => setRegistering(true)}>
              {t('callbackForm.open')}
            </Button>
          </Stack>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('callback.approvedOnly')}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <SelectFilter
          label={t('callback.statusFilter')}
          value={list.filters.status ?? ''}
          options={CallbackNumberStatus.options.map((value) => ({ value, label: t(`callback.status.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      </Stack>
      <PagedQueryTable
        label={t('callback.title')}
        columns={columns}
        rowKey={(n) => n.seq}
        emptyMessage={status ? t('callback.emptyFiltered') : t('callback.empty')}
        rowHref={(n) => routePath('callback-detail', { teamSeq, seq: n.seq })}
        list={list}
        query={numbers}
      />
      {registering ? (
        <CallbackRegisterDialog
          onClose={() => setRegistering(false)}
          onRegistered={(detail) => void navigate(routePath('callback-detail', { teamSeq, seq: detail.seq }))}
        />
      ) : null}
    </Box>
  );
}
