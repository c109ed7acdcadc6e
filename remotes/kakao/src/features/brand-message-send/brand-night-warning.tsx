import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isBrandMessageNight } from '@console/contracts/kakao-brand-send';
import { formatDateTime } from '@console/ui/format';
import { useNow } from './use-now';

export interface BrandNightWarningProps {
  reserving: boolean;
  /** The chosen reservation (ISO, Korea time), when one is complete. */
  reserveAt: string | null | undefined;
  /** The schema's or the server's refusal of the time (field reserveAt). */
  error?: string;
}

/**
 * Kakao blocks brand messages from 20:50 to 08:00 (KST): said live while "now" (the clock ticks) or the
 * chosen reservation falls in that window. A refusal of a reservation shows under its picker; one of
 * "send now" shows here, since that choice has no field of its own.
 */
export function BrandNightWarning({ reserving, reserveAt, error }: BrandNightWarningProps) {
  const { t } = useTranslation();
  const now = useNow();
  if (error && !reserving)
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );
  if (error) return null;
  const sendAt = reserving ? (reserveAt ? new Date(reserveAt) : null) : now;
  if (!sendAt || !isBrandMessageNight(sendAt)) return null;
  return (
    <Alert severity="warning" role="status" data-testid="brand-night-warning">
      {reserving ? t('brandSend.night.reserved', { at: formatDateTime(sendAt) }) : t('brandSend.night.now')}
    </Alert>
  );
}
