import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SenderProfileStatus, type SenderProfile } from '@console/contracts/kakao';
import { useSession, useTeamSeq } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { formatDate } from '@console/ui/format';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePath, routePattern } from '../../route-paths';
import { useSenderKeys } from './get-sender-keys';
import { SenderKeyCell } from './sender-key-cell';
import { SenderKeyStatusChip } from './sender-key-status-chip';
import { useCanChangeKakao } from './use-can-change-kakao';

// Loads when first opened (with the form library it uses): most visits of this page never open it.
const SenderKeyRegistDialog = lazyDialog(
  () => import(/* webpackChunkName: "sender-key-regist-dialog" */ './sender-key-regist-dialog'),
  'SenderKeyRegistDialog',
);

/** /console/team/{teamSeq}/kakao/sender-key: the team's Kakao channels, their sender keys and registration. */
export function SenderKeyListPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  // Registering needs a verified business (the server answers 403 otherwise) and no withdrawal request.
  const canRegister = useCanChangeKakao();
  const [registering, setRegistering] = useState(false);
  const list = usePagedQueryState(routePattern('sender-key-list'), { filters: { status: '' } });
  const status = SenderProfileStatus.safeParse(list.filters.status).data;
  const profiles = useSenderKeys(teamSeq, { page: list.page, size: list.size, status });

  const columns: DataTableColumn<SenderProfile>[] = [
    { id: 'channel', header: t('senderKeys.columns.channel'), render: (p) => p.channelName },
    {
      id: 'channelId',
      header: t('senderKeys.columns.channelId'),
      render: (p) => (
        <Typography variant="body2" color="text.secondary">
          {p.channelId}
        </Typography>
      ),
    },
    { id: 'senderKey', header: t('senderKeys.columns.senderKey'), render: (p) => <SenderKeyCell profile={p} /> },
    { id: 'category', header: t('senderKeys.columns.category'), render: (p) => p.categoryName || p.category || '-' },
    {
      id: 'status',
      header: t('senderKeys.columns.status'),
      render: (p) => <SenderKeyStatusChip profile={p} />,
    },
    { id: 'createdAt', header: t('senderKeys.columns.createdAt'), render: (p) => formatDate(p.createdAt) },
  ];

  return (
    <Box>
      <PageHeader
        title={t('senderKeys.title')}
        description={t('senderKeys.description')}
        actions={
          <Button variant="contained" onClick={() => setRegistering(true)} disabled={!canRegister}>
            {t('senderKeys.register')}
          </Button>
        }
      />
      {user && !user.verified ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('senderKeys.needVerified')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <SelectFilter
          label={t('senderKeys.statusFilter')}
          value={list.filters.status ?? ''}
          options={SenderProfileStatus.options.map((value) => ({ value, label: t(`senderKeys.status.${value}`) }))}
          onChange={(value) => list.setFilter('status', value)}
        />
      </Stack>
      <PagedQueryTable
        label={t('senderKeys.title')}
        columns={columns}
        rowKey={(p) => p.seq}
        emptyMessage={status ? t('senderKeys.emptyFiltered') : t('senderKeys.empty')}
        rowHref={(p) => routePath('sender-key-detail', { teamSeq, seq: p.seq })}
        list={list}
        query={profiles}
      />
      {registering ? (
        <SenderKeyRegistDialog
          onClose={() => setRegistering(false)}
          onCreated={(profile) => void navigate(routePath('sender-key-detail', { teamSeq, seq: profile.seq }))}
        />
      ) : null}
    </Box>
  );
}
