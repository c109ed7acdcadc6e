import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RcsReviewStatus } from '@console/contracts/rcs';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const TONE: Record<RcsReviewStatus, StatusTone> = { REVIEW: 'info', APPROVED: 'success', REJECTED: 'error' };

/** Review state of a brand or template; a rejected one shows why. */
export function RcsStatusChip({
  item,
  showReason = true,
}: {
  item: { status: RcsReviewStatus; rejectReason: string | null };
  showReason?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <StatusChip label={t(`rcs.status.${item.status}`)} tone={TONE[item.status]} />
      {showReason && item.status === 'REJECTED' && item.rejectReason ? (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
          {t('rcs.rejectReason', { reason: item.rejectReason })}
        </Typography>
      ) : null}
    </Box>
  );
}
