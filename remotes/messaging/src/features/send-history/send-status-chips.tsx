import { useTranslation } from 'react-i18next';
import type { MessageStatus, SendRequestStatus } from '@console/contracts/send-requests';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const REQUEST_TONE: Record<SendRequestStatus, StatusTone> = {
  RESERVED: 'info',
  SENDING: 'warning',
  DONE: 'success',
  CANCELLED: 'neutral',
  FAILED: 'error',
};
const MESSAGE_TONE: Record<MessageStatus, StatusTone> = {
  ACCEPTED: 'neutral',
  SENT_TO_CARRIER: 'info',
  DELIVERED: 'success',
  FAILED: 'error',
  OPTED_OUT: 'warning',
  CANCELLED: 'neutral',
};

/** State of a send request: 예약, 발송 중, 완료, 취소, 실패. */
export function SendRequestStatusChip({ status }: { status: SendRequestStatus }) {
  const { t } = useTranslation();
  return <StatusChip label={t(`history.requestStatus.${status}`)} tone={REQUEST_TONE[status]} />;
}

/** State of one message; a failure carries its Korean reason on hover. */
export function MessageStatusChip({ status, reason }: { status: MessageStatus; reason?: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusChip label={t(`history.messageStatus.${status}`)} tone={MESSAGE_TONE[status]} title={reason ?? undefined} />
  );
}
