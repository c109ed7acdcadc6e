import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@console/contracts/billing';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

export const INVOICE_STATUS_TONE: Record<InvoiceStatus, StatusTone> = {
  ISSUED: 'info',
  PAID: 'success',
  OVERDUE: 'error',
};

/** 발행 / 납부 완료 / 연체. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return <StatusChip label={t(`invoices.status.${status}`)} tone={INVOICE_STATUS_TONE[status]} />;
}
