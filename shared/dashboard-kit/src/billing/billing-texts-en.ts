import type { billingBlockTextsKo, teamCapTextsKo } from './billing-texts-ko';

export const billingBlockTextsEn: typeof billingBlockTextsKo = {
  title: 'Billing',
  failed: 'The billing account could not be loaded.',
  modes: { PREPAID: 'Prepaid', POSTPAID: 'Postpaid' },
  balance: 'Balance',
  available: 'Available now',
  held: 'The balance less {{amount}} kept for sends waiting to go out.',
  lowBalance: 'The balance is below your alert level ({{amount}}). Top up so sending does not stop.',
  monthToDate: "This month's usage",
  monthToDateNote: 'Before VAT · invoiced on the 1st of next month.',
  latestInvoice: 'Latest invoice',
  invoiceLine: '{{month}} · {{total}}',
  noInvoice: 'No invoice yet.',
  invoiceFailed: 'The invoices could not be loaded.',
  invoiceStatuses: { ISSUED: 'Issued', PAID: 'Paid', OVERDUE: 'Overdue' },
  dueDate: 'Due {{date}}',
  toPaymentInfo: 'Payment info',
  toUsage: 'Usage',
};

export const teamCapTextsEn: typeof teamCapTextsKo = {
  title: "This month's team spending cap",
  failed: 'The team spending cap could not be loaded.',
  spent: 'Spent {{amount}}',
  cap: 'Cap {{amount}}',
  noCap: 'No cap',
  noCapHint: 'The master has set no cap. Spent this month: {{amount}}.',
  usedRate: '{{rate}}% of the cap used',
  nearCap: 'Close to the cap. Sends over the cap are refused.',
  overCap: 'The cap is used up. This team cannot send more this month.',
  note: 'Before VAT · includes sends waiting to go out',
};
