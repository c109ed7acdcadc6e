import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CallbackNumber, CallbackNumberStatus } from '@console/contracts/messaging';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const TONE: Record<CallbackNumberStatus, StatusTone> = { PENDING: 'info', APPROVED: 'success', REJECTED: 'error' };

/** Review state of a sender number; a rejected one shows why. */
export function CallbackStatusChip({ number }: { number: Pick<CallbackNumber, 'status' | 'rejectReason'> }) {
  const { t } = useTranslation();
  return (
    <Box>
      <StatusChip label={t(`callback.status.${number.status}`)} tone={TONE[number.status]} />
      {number.status === 'REJECTED' && number.rejectReason ? (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
          {t('callback.rejectReason', { reason: number.rejectReason })}
        </Typography>
      ) : null}
    </Box>
  );
}
