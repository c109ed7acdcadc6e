/** The billing module's durable jobs (their handlers live beside the work they do). */

/** Charges the card of a prepaid business whose balance fell below its automatic top-up threshold. Payload { bizSeq }. */
export const AUTO_TOP_UP = 'billing.auto-top-up';
/** Closes every finished KST month that has no invoice yet, then books its next run (recurring). */
export const MONTH_CLOSING = 'billing.month-closing';
/** On and after the due date: collects issued invoices by CMS and marks unpaid ones overdue (recurring). */
export const INVOICE_COLLECTION = 'billing.invoice-collection';
/** The simulated bank deposits what a virtual account waits for. Payload { topUpSeq }. */
export const VIRTUAL_ACCOUNT_DEPOSIT = 'billing.virtual-account-deposit';
