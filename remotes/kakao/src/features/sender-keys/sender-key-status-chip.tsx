import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SenderProfileStatus } from '@console/contracts/kakao';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

export const SENDER_KEY_TONE: Record<SenderProfileStatus, StatusTone> = {
  ACTIVE: 'success',
  BLOCKED: 'error',
  DORMANT: 'warning',
  DELETED: 'neutral',
};

/** A profile's state; a blocked, dormant or deleted one says why (Kakao's or the user's reason). */
export function SenderKeyStatusChip({
  profile,
  showReason = true,
}: {
  profile: { status: SenderProfileStatus; statusReason: string | null };
  showReason?: boolean;
}) {
  const { t } = useTranslation();
  const reason = profile.status !== 'ACTIVE' ? profile.statusReason : null;
  return (
    <Box>
      <StatusChip
        label={t(`senderKeys.status.${profile.status}`)}
        tone={SENDER_KEY_TONE[profile.status]}
        title={reason ?? undefined}
      />
      {showReason && reason ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 280 }}>
          {reason}
        </Typography>
      ) : null}
    </Box>
  );
}
