import { useTranslation } from 'react-i18next';
import { formatKrw } from '@console/ui/format';

/** 'YYYY-MM' -> { year, month } without a leading zero on the month; anything else is shown as is. */
function yearMonth(value: string): { year: string; month: string } | null {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  return match ? { year: match[1]!, month: String(Number(match[2])) } : null;
}

/** How the invoice screens and the printable invoice name months, channels, types and amounts. */
export function useInvoiceLabels() {
  const { t, i18n } = useTranslation();
  return {
    /** '2026-10' -> "2026년 10월". */
    month: (value: string) => {
      const ym = yearMonth(value);
      return ym ? t('invoices.month', ym) : value;
    },
    /** '2026-10' -> "2026년 10월 이용분". */
    monthOfUse: (value: string) => {
      const ym = yearMonth(value);
      return ym ? t('invoices.monthOfUse', ym) : value;
    },
    /** The channel id of a line (SMS, RCS, ALIMTALK, BRAND_MESSAGE); an unknown one is shown as sent. */
    channel: (value: string) => t(`invoices.channels.${value}`, { defaultValue: value }),
    /** The message type of a line, named as the price table names it. */
    type: (value: string) => t(`pricing.types.${value}`, { defaultValue: value }),
    krw: (value: number) => formatKrw(value, i18n.language),
  };
}
