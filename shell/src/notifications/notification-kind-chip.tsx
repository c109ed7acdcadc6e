import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@console/contracts/notifications';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const TONE: Record<NotificationKind, StatusTone> = {
  VERIFICATION_APPROVED: 'success',
  VERIFICATION_REJECTED: 'error',
  TEAM_READY: 'success',
  INVITATION_ACCEPTED: 'info',
  PROVIDER_APPROVED: 'success',
  CALLBACK_APPROVED: 'success',
  CALLBACK_REJECTED: 'error',
  RCS_APPROVED: 'success',
  RCS_REJECTED: 'error',
  KAKAO_APPROVED: 'success',
  KAKAO_REJECTED: 'error',
  KAKAO_NOTICE: 'info',
  BILLING_LOW_BALANCE: 'warning',
  BILLING_TOP_UP: 'success',
  BILLING_PAYMENT_FAILED: 'error',
  BILLING_INVOICE: 'info',
  BILLING_OVERDUE: 'error',
  BILLING_SEND_REFUSED: 'error',
  SERVICE_INQUIRY_ANSWERED: 'success',
  SYSTEM: 'neutral',
};

/** What a notification is about, as a small coloured label. */
export function NotificationKindChip({ kind }: { kind: NotificationKind }) {
  const { t } = useTranslation('shell');
  return <StatusChip label={t(`notifications.kind.${kind}`)} tone={TONE[kind]} />;
}
