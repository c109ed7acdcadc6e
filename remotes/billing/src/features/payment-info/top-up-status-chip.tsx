import { useTranslation } from 'react-i18next';
import type { TopUp, TopUpStatus } from '@console/contracts/billing';
import { formatDateTime } from '@console/ui/format';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const TONE: Record<TopUpStatus, StatusTone> = {
  WAITING_DEPOSIT: 'info',
  PAID: 'success',
  FAILED: 'error',
  EXPIRED: 'neutral',
};

/** 입금 대기 / 충전 완료 / 실패 / 기한 만료, with the deadline or the reason on hover. */
export function TopUpStatusChip({ topUp }: { topUp: TopUp }) {
  const { t } = useTranslation();
  const title =
    topUp.status === 'WAITING_DEPOSIT' && topUp.depositDeadline
      ? t('paymentInfo.history.deadline', { at: formatDateTime(topUp.depositDeadline) })
      : (topUp.failReason ?? undefined);
  return <StatusChip label={t(`paymentInfo.history.status.${topUp.status}`)} tone={TONE[topUp.status]} title={title} />;
}
