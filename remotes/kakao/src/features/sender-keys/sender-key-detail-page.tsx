import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { SenderProfileDetail } from '@console/contracts/kakao';
import { useTeamSeq } from '@console/platform/hooks';
import { CopyButton } from '@console/ui/copy-button';
import { DefinitionList } from '@console/ui/definition-list';
import { DetailQueryGate } from '@console/ui/detail-query-gate';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDateTime, formatPhoneNumber } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { useConfirmedDelete } from '@console/ui/use-confirmed-delete';
import { routePath } from '../../route-paths';
import { useDeleteSenderKey } from './delete-sender-key';
import { useSenderKey } from './get-sender-key';
import { SenderKeyConsultation } from './sender-key-consultation';
import { SenderKeyHistory } from './sender-key-history';
import { SenderKeyRecoverPanel } from './sender-key-recover-panel';
import { SenderKeyStatusChip } from './sender-key-status-chip';
import { useCanChangeKakao } from './use-can-change-kakao';

const SEVERITY = { ACTIVE: 'success', BLOCKED: 'error', DORMANT: 'warning', DELETED: 'info' } as const;

/** /console/team/{teamSeq}/kakao/sender-key/{seq}: one sender profile, its key, state, history and actions. */
export function SenderKeyDetailPage() {
  const { t } = useTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const detail = useSenderKey(teamSeq, Number(seq));
  const back = routePath('sender-key-list', { teamSeq });
  return (
    <DetailQueryGate
      query={detail}
      notFound={t('senderKeys.detail.notFound')}
      back={back}
      backLabel={t('senderKeys.detail.back')}
    >
      {(profile) => <SenderKeyDetail profile={profile} back={back} />}
    </DetailQueryGate>
  );
}

function SenderKeyDetail({ profile, back }: { profile: SenderProfileDetail; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanChangeKakao();
  const remove = useDeleteSenderKey();
  const live = profile.status !== 'DELETED';

  const deletion = useConfirmedDelete({
    texts: () => ({
      title: t('senderKeys.detail.deleteTitle'),
      message: t('senderKeys.detail.deleteConfirm', { channel: profile.channelName }),
      confirmText: t('senderKeys.detail.delete'),
      deleted: t('senderKeys.detail.deleted'),
      failed: t('senderKeys.failed'),
    }),
    remove: () => remove.mutateAsync(profile.seq),
    onDeleted: () => void navigate(back),
  });

  const rows: [string, ReactNode][] = [
    [t('senderKeys.detail.channelId'), profile.channelId],
    [
      t('senderKeys.detail.senderKey'),
      <Stack key="key" direction="row" spacing={0.5} alignItems="center">
        <Typography
          component="span"
          variant="body2"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          data-testid="sender-key"
        >
          {profile.senderKey}
        </Typography>
        <CopyButton value={profile.senderKey} label={t('senderKeys.detail.copyKey')} />
      </Stack>,
    ],
    [t('senderKeys.detail.category'), profile.categoryName || profile.category],
    [t('senderKeys.detail.adminPhone'), profile.adminPhone ? formatPhoneNumber(profile.adminPhone) : '-'],
    [t('senderKeys.detail.status'), <SenderKeyStatusChip key="status" profile={profile} />],
    [t('senderKeys.detail.templateCount'), t('senderKeys.detail.templateCountValue', { count: profile.templateCount })],
    [t('senderKeys.detail.createdAt'), formatDateTime(profile.createdAt)],
    [t('senderKeys.detail.usedAt'), profile.usedAt ? formatDateTime(profile.usedAt) : t('senderKeys.detail.notUsed')],
  ];

  return (
    <Box>
      <PageHeader
        title={profile.channelName}
        description={profile.channelId}
        actions={
          <>
            <Button component={Link} to={back} color="inherit">
              {t('senderKeys.detail.back')}
            </Button>
            {canEdit && live ? (
              <Button
                color="error"
                variant="outlined"
                onClick={() => void deletion.confirmDelete()}
                disabled={remove.isPending}
              >
                {t('senderKeys.detail.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      <FailureAlert message={deletion.failure} onClose={deletion.dismissFailure} sx={{ mb: 2 }} />
      <Alert severity={SEVERITY[profile.status]} role="status" sx={{ mb: 2 }}>
        {t(`senderKeys.detail.state.${profile.status}`)}
        {profile.status !== 'ACTIVE' && profile.statusReason ? (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
            {t('senderKeys.detail.reason', { reason: profile.statusReason })}
          </Typography>
        ) : null}
      </Alert>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('senderKeys.detail.info')}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {t('senderKeys.detail.info')}
            </Typography>
            <DefinitionList rows={rows} />
            {canEdit && live && (profile.usedAt || profile.templateCount > 0) ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
                {t('senderKeys.detail.deleteHint')}
              </Typography>
            ) : null}
          </Paper>
          {canEdit && profile.status === 'DORMANT' ? <SenderKeyRecoverPanel profile={profile} /> : null}
          {live ? <SenderKeyConsultation profile={profile} /> : null}
        </Stack>
        <Box sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0 }}>
          <SenderKeyHistory events={profile.history} />
        </Box>
      </Stack>
    </Box>
  );
}
