import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CALLBACK_REVIEW_BUSINESS_DAYS, type CallbackNumberDetail } from '@console/contracts/messaging';
import { isApiError } from '@console/platform/api-error';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { formatDateTime, formatPhoneNumber } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePath } from '../../route-paths';
import { CallbackDocuments } from './callback-documents';
import { CallbackStatusChip } from './callback-status-chip';
import { useCallbackNumber } from './get-callback-number';
import { useDeleteCallbackNumber } from './delete-callback-number';
import { ReviewHistory } from '../review/review-history';

// Loads when first opened (with the form library it may use): most visits of this page never open it.
const CallbackResubmitDialog = lazyDialog(
  () => import(/* webpackChunkName: "callback-resubmit-dialog" */ './callback-resubmit-dialog'),
  'CallbackResubmitDialog',
);

const STATE_SEVERITY = { PENDING: 'info', APPROVED: 'success', REJECTED: 'warning' } as const;

/** /console/team/{teamSeq}/service/callback/{seq}: one number, its documents, review and actions. */
export function CallbackDetailPage() {
  const { t } = useTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const detail = useCallbackNumber(teamSeq, Number(seq));
  const back = routePath('callback-list', { teamSeq });

  if (detail.isPending) return <CircularProgress aria-label="loading" />;
  if (detail.isError || !detail.data) {
    return (
      <Box>
        <Alert severity="error" role="alert">
          {isApiError(detail.error) ? detail.error.message : t('callbackDetail.notFound')}
        </Alert>
        <Button component={Link} to={back} sx={{ mt: 2 }}>
          {t('callbackDetail.back')}
        </Button>
      </Box>
    );
  }
  return <CallbackDetail number={detail.data} back={back} />;
}

function CallbackDetail({ number, back }: { number: CallbackNumberDetail; back: string }) {
  const { t } = useTranslation();
  const ui = useUi();
  const navigate = useNavigate();
  const remove = useDeleteCallbackNumber();
  const [resubmitting, setResubmitting] = useState(false);
  const formatted = formatPhoneNumber(number.number);

  const onDelete = async () => {
    const confirmed = await ui.confirm({
      title: t('callbackDetail.deleteTitle'),
      message: t('callbackDetail.deleteConfirm', { number: formatted, label: number.label }),
      confirmText: t('callbackDetail.delete'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(number.seq);
      ui.toast(t('callbackDetail.deleted'), 'success');
      void navigate(back);
    } catch (error) {
      await ui.alert({ title: t('optOuts.failed'), message: isApiError(error) ? error.message : String(error) });
    }
  };

  return (
    <Box>
      <PageHeader
        title={formatted}
        description={number.label}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={back} color="inherit">
              {t('callbackDetail.back')}
            </Button>
            {number.status === 'REJECTED' ? (
              <Button variant="contained" onClick={() => setResubmitting(true)}>
                {t('callbackDetail.resubmit')}
              </Button>
            ) : null}
            <Button color="error" variant="outlined" onClick={() => void onDelete()}>
              {t('callbackDetail.delete')}
            </Button>
          </Stack>
        }
      />
      <Alert severity={STATE_SEVERITY[number.status]} sx={{ mb: 2 }}>
        {t(`callbackDetail.${number.status.toLowerCase()}Info`, { days: CALLBACK_REVIEW_BUSINESS_DAYS })}
      </Alert>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('callbackDetail.info')}>
          <Typography variant="subtitle1" gutterBottom>
            {t('callbackDetail.info')}
          </Typography>
          <CallbackStatusChip number={number} />
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
          >
            <dt>{t('callbackDetail.relation')}</dt>
            <dd style={{ margin: 0 }}>{t(`callbackForm.relations.${number.relation}`)}</dd>
            <dt>{t('callbackDetail.createdAt')}</dt>
            <dd style={{ margin: 0 }}>{formatDateTime(number.createdAt)}</dd>
            <dt>{t('callbackDetail.decidedAt')}</dt>
            <dd style={{ margin: 0 }}>{formatDateTime(number.decidedAt)}</dd>
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('callbackDetail.documents')}>
          <Typography variant="subtitle1">{t('callbackDetail.documents')}</Typography>
          <CallbackDocuments seq={number.seq} documents={number.documents} />
        </Paper>
        <ReviewHistory
          title={t('callbackDetail.history')}
          events={number.history}
          labelOf={(kind) => t(`callbackDetail.events.${kind}`)}
        />
      </Stack>
      {resubmitting ? <CallbackResubmitDialog number={number} onClose={() => setResubmitting(false)} /> : null}
    </Box>
  );
}
