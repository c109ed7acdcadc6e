import type { Database } from '../db/database';
import { bookJob } from '../jobs/book-job';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import { bankSimulator } from './bank-simulator';
import { formatKrw } from './billing-ledger';
import { INVOICE_COLLECTION } from './billing-jobs';
import { PAID_BY_CMS, TRANSFER_ACCOUNT } from './invoices-repository';
import { monthLabel } from './month-closing';
import { addPaymentMethodEvent } from './payment-methods-repository';

export interface InvoiceCollectionDependencies {
  db: Database;
  notifications: NotificationsRepository;
}

/** Who the payment-method history names for what the collection did. */
const COLLECTION_ACTOR = 'CMS 자동이체';
const MASTERS = (bizSeq: number) => ({ bizSeq, roles: ['ROLE_MASTER'] as const });

/** The KST calendar day of an instant, 'YYYY-MM-DD'. */
export const kstDayOf = (date: Date) => new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
/** Tomorrow 00:10 KST: when the collection runs again. */
export function nextCollectionRun(now = new Date()): Date {
  const next = new Date(`${kstDayOf(now)}T00:10:00+09:00`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

interface DueInvoice {
  seq: number;
  biz_seq: number;
  month: string;
  total_krw: string;
  failed_before: boolean;
  method_seq: number;
  bank_code: string;
  account_number: string;
}

export interface CollectionResult {
  collected: number;
  failed: number;
  overdue: number;
}

/**
 * One collection day (`now`'s KST day): unpaid postpaid invoices due by today of businesses whose default
 * payment method is an active CMS account are withdrawn, each at most once a day (the day is claimed
 * before the bank is asked, so two runs never withdraw twice); then the issued ones past their due date
 * become overdue and their masters are told, once.
 */
export async function collectInvoices(
  deps: InvoiceCollectionDependencies,
  now = new Date(),
): Promise<CollectionResult> {
  const today = kstDayOf(now);
  const due = await deps.db.query<DueInvoice>(
    `UPDATE invoices i SET collection_tried_on = $1::date
       FROM billing_accounts a JOIN payment_methods p ON p.seq = a.default_method_seq
      WHERE a.biz_seq = i.biz_seq AND p.biz_seq = i.biz_seq AND p.kind = 'CMS' AND p.status = 'ACTIVE'
        AND i.mode = 'POSTPAID' AND i.status IN ('ISSUED', 'OVERDUE') AND i.due_date <= $1::date
        AND (i.collection_tried_on IS NULL OR i.collection_tried_on < $1::date)
      RETURNING i.seq, i.biz_seq, to_char(i.month, 'YYYY-MM') AS month, i.total_krw,
                i.collection_failure IS NOT NULL AS failed_before, p.seq AS method_seq, p.bank_code, p.account_number`,
    [today],
  );
  const result: CollectionResult = { collected: 0, failed: 0, overdue: 0 };
  for (const invoice of due) {
    const amountKrw = Number(invoice.total_krw);
    const what = `${monthLabel(invoice.month)} 청구서 ${formatKrw(amountKrw)} 출금`;
    const withdrawal = bankSimulator.withdraw({
      bankCode: invoice.bank_code,
      accountNumber: invoice.account_number,
      amountKrw,
    });
    await deps.db.transaction(async (tx) => {
      if (withdrawal.ok) {
        await tx.query(
          `UPDATE invoices SET status = 'PAID', paid_at = now(), paid_with = $2, transaction_id = $3, collection_failure = NULL
            WHERE seq = $1 AND status <> 'PAID'`,
          [invoice.seq, PAID_BY_CMS, withdrawal.transactionId],
        );
        await addPaymentMethodEvent(tx, invoice.method_seq, 'CHARGED', what, COLLECTION_ACTOR);
        return;
      }
      await tx.query('UPDATE invoices SET collection_failure = $2 WHERE seq = $1', [invoice.seq, withdrawal.reason]);
      await addPaymentMethodEvent(
        tx,
        invoice.method_seq,
        'CHARGE_FAILED',
        `${what}: ${withdrawal.reason}`,
        COLLECTION_ACTOR,
      );
      // Told on the first failure; the next days' tries stay in the payment method's history.
      if (invoice.failed_before) return;
      await deps.notifications.notify(
        MASTERS(invoice.biz_seq),
        'BILLING_PAYMENT_FAILED',
        'CMS 자동이체 출금에 실패했어요',
        `${monthLabel(invoice.month)} 이용 요금 ${formatKrw(amountKrw)}을 출금하지 못했어요 (사유: ${withdrawal.reason}). 계좌를 확인하시거나 ${TRANSFER_ACCOUNT}으로 계좌이체해 주세요.`,
        '/console/billing/invoice',
        { tx },
      );
    });
    if (withdrawal.ok) result.collected += 1;
    else result.failed += 1;
  }

  result.overdue = await deps.db.transaction(async (tx) => {
    const overdue = await tx.query<{ biz_seq: number; month: string; total_krw: string; due_date: string }>(
      `UPDATE invoices SET status = 'OVERDUE'
        WHERE mode = 'POSTPAID' AND status = 'ISSUED' AND due_date < $1::date
        RETURNING biz_seq, to_char(month, 'YYYY-MM') AS month, total_krw, to_char(due_date, 'YYYY-MM-DD') AS due_date`,
      [today],
    );
    for (const invoice of overdue) {
      await deps.notifications.notify(
        MASTERS(invoice.biz_seq),
        'BILLING_OVERDUE',
        `${monthLabel(invoice.month)} 이용 요금이 연체되었어요`,
        `납부 기한(${invoice.due_date})이 지났어요. ${formatKrw(Number(invoice.total_krw))}을 ${TRANSFER_ACCOUNT}으로 계좌이체해 주세요.`,
        '/console/billing/invoice',
        { tx },
      );
    }
    return overdue.length;
  });
  return result;
}

/** INVOICE_COLLECTION (recurring, daily): the collection, then its own run tomorrow. */
export const invoiceCollectionHandler = (deps: InvoiceCollectionDependencies) => async () => {
  await collectInvoices(deps);
  // 'queued': the running job itself does not count, a second booking would.
  await bookJob(deps.db, INVOICE_COLLECTION, {}, { runAt: nextCollectionRun(), unless: 'queued' });
};
