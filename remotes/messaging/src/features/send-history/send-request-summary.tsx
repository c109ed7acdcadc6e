import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SendRequestDetail } from '@console/contracts/send-requests';
import { formatCount, formatDateTime, formatKrw } from '@console/ui/format';
import { isKakaoChannel, senderNumberLabel } from './channel-labels';
import { RequestImages } from './request-images';
import { SendRequestStatusChip } from './send-status-chips';

/** One figure of the summary, labelled for screen readers too. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{value}</Typography>
    </Box>
  );
}

/** The request at a glance: state, counts of success / failure / pending / fallback, and cost. */
export function SendRequestSummaryCard({ request }: { request: SendRequestDetail }) {
  const { t, i18n } = useTranslation();
  const { counts } = request;
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <SendRequestStatusChip status={request.status} />
        {request.channel === 'RCS' ? (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t('history.detail.channelRcs', {
              type:
                (['SMS', 'LMS', 'MMS'] as const).find((type) => request.typeCounts[type] > 0) ?? request.rcsType ?? '',
            })}
          />
        ) : null}
        {request.channel === 'ALIMTALK' ? (
          <Chip size="small" color="primary" variant="outlined" label={t('history.detail.channelAlimtalk')} />
        ) : null}
        {request.channel === 'BRAND_MESSAGE' ? (
          <Chip size="small" color="primary" variant="outlined" label={t('history.detail.channelBrandMessage')} />
        ) : null}
        {request.channel === 'EMAIL' ? (
          <Chip size="small" color="primary" variant="outlined" label={t('history.detail.channelEmail')} />
        ) : null}
        {request.templateLabel ? (
          <Chip
            size="small"
            variant="outlined"
            label={t('history.detail.template', { template: request.templateLabel })}
          />
        ) : null}
        {request.fallbackEnabled ? (
          <Chip size="small" variant="outlined" label={t('history.detail.fallbackOn')} />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {/* An alimtalk goes from the Kakao channel: its number is only the fallback text's. */}
          {/* An e-mail goes from an address (its sender is in the mail), not a number. */}
          {t(
            request.channel === 'EMAIL'
              ? 'history.detail.metaEmail'
              : isKakaoChannel(request.channel)
                ? 'history.detail.metaAlimtalk'
                : 'history.detail.meta',
            {
              sender: senderNumberLabel(request.senderNumber),
              at: formatDateTime(request.reserveAt ?? request.createdAt),
              by: request.createdBy ?? '-',
            },
          )}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        <Figure label={t('history.detail.total')} value={formatCount(counts.total)} />
        <Figure label={t('history.detail.delivered')} value={formatCount(counts.delivered)} />
        <Figure label={t('history.detail.failed')} value={formatCount(counts.failed)} />
        <Figure label={t('history.detail.pending')} value={formatCount(counts.pending)} />
        <Figure label={t('history.detail.fallback')} value={formatCount(counts.fallback)} />
        <Figure label={t('history.detail.optedOut')} value={formatCount(counts.optedOut)} />
        <Figure label={t('history.detail.cost')} value={formatKrw(request.costKrw, i18n.language)} />
      </Stack>
      {request.duplicateCount > 0 ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('history.detail.duplicates', { count: request.duplicateCount })}
        </Typography>
      ) : null}
      <RequestImages images={request.images ?? []} />
      {request.subject ? <Typography fontWeight={700}>{request.subject}</Typography> : null}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1.5, borderRadius: 1 }}>
        {request.body}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('history.detail.costNote')}
      </Typography>
    </Paper>
  );
}
