import type { BillingAccount, InvoiceSummary } from '@console/contracts/billing';
import { pageOf } from '@console/testing/fake-platform';

/** A prepaid account: 52,300 KRW, 2,300 of it held for sends waiting to go out. */
export const PREPAID: BillingAccount = {
  mode: 'PREPAID',
  balanceKrw: 52_300,
  heldKrw: 2_300,
  availableKrw: 50_000,
  monthToDateKrw: 18_300,
  autoTopUp: { enabled: false, thresholdKrw: 0, amountKrw: 10_000, paymentMethodSeq: null },
  lowBalanceAlertKrw: 10_000,
  taxInvoiceEmail: 'tax@hanbit.example.kr',
  postpaidEligible: true,
  defaultPaymentMethodSeq: 3,
};
export const POSTPAID: BillingAccount = {
  ...PREPAID,
  mode: 'POSTPAID',
  balanceKrw: -18_300,
  heldKrw: 0,
  availableKrw: -18_300,
};

export const invoice = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  seq: 12,
  month: '2026-10',
  mode: 'POSTPAID',
  status: 'ISSUED',
  supplyKrw: 123_450,
  vatKrw: 12_345,
  totalKrw: 135_795,
  issuedAt: '2026-10-31T15:05:00.000Z',
  dueDate: '2026-11-25',
  paidAt: null,
  paidWith: null,
  ...overrides,
});
export const invoicesOf = (...items: InvoiceSummary[]) => pageOf(items, 1, 1);
