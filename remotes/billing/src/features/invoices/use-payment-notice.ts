import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@console/contracts/billing';
import { formatDate } from '@console/ui/format';

export interface PaymentNotice {
  tone: 'success' | 'info' | 'warning';
  text: string;
  /** Whether the transfer account is worth showing: the invoice is still to be paid. */
  showAccount: boolean;
}

/** How an invoice is or was paid: paid (when, with what), prepaid balance, or transfer by the due date. */
export function usePaymentNotice(invoice: InvoiceSummary): PaymentNotice {
  const { t } = useTranslation();
  if (invoice.status === 'PAID')
    return {
      tone: 'success',
      text: t('invoices.pay.paid', { date: formatDate(invoice.paidAt), method: invoice.paidWith ?? '-' }),
      showAccount: false,
    };
  if (invoice.mode === 'PREPAID') return { tone: 'success', text: t('invoices.pay.prepaid'), showAccount: false };
  const date = formatDate(invoice.dueDate);
  if (invoice.status === 'OVERDUE')
    return { tone: 'warning', text: t('invoices.pay.overdue', { date }), showAccount: true };
  return { tone: 'info', text: t('invoices.pay.transfer', { date }), showAccount: true };
}
