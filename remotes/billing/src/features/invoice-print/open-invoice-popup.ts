import { routePath } from '../../route-paths';

/** The printable invoice's window: one named window (a second invoice reuses it), about A4 on screen. */
export const INVOICE_POPUP = { name: 'invoice', features: 'width=860,height=1100' } as const;

/** /console/popup/invoice?seq=N */
export const invoicePopupUrl = (seq: number): string => `${routePath('invoice-popup')}?seq=${seq}`;

/** Opens the printable invoice; null when the browser blocked the popup. */
export function openInvoicePopup(seq: number): Window | null {
  return window.open(invoicePopupUrl(seq), INVOICE_POPUP.name, INVOICE_POPUP.features);
}
