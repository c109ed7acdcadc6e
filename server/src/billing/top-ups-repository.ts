import type { TopUp, TopUpMethod, TopUpStatus } from '@console/contracts/billing';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface TopUpRow {
  seq: number;
  biz_seq: number;
  method: TopUpMethod;
  status: TopUpStatus;
  payment_method_seq: number | null;
  amount_krw: number;
  vat_krw: number;
  total_krw: number;
  paid_with: string;
  deposit_deadline: Date | null;
  fail_reason: string | null;
  automatic: boolean;
  requested_by: string;
  created_at: Date;
  paid_at: Date | null;
}

const COLUMNS = `seq, biz_seq, method, status, payment_method_seq, amount_krw, vat_krw, total_krw, paid_with,
  deposit_deadline, fail_reason, automatic, requested_by, created_at, paid_at`;

export type TopUpRecord = TopUp & { bizSeq: number; paymentMethodSeq: number | null };

const toTopUp = (row: TopUpRow): TopUpRecord => ({
  seq: row.seq,
  bizSeq: row.biz_seq,
  paymentMethodSeq: row.payment_method_seq,
  method: row.method,
  status: row.status,
  amountKrw: row.amount_krw,
  vatKrw: row.vat_krw,
  totalKrw: row.total_krw,
  paidWith: row.paid_with,
  depositDeadline: row.deposit_deadline?.toISOString() ?? null,
  failReason: row.fail_reason,
  automatic: row.automatic,
  requestedBy: row.requested_by,
  createdAt: row.created_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
});

export const publicTopUp = ({ bizSeq: _biz, paymentMethodSeq: _method, ...topUp }: TopUpRecord): TopUp => topUp;

export interface NewTopUp {
  bizSeq: number;
  method: TopUpMethod;
  status: TopUpStatus;
  paymentMethodSeq: number | null;
  amountKrw: number;
  vatKrw: number;
  paidWith: string;
  virtualAccount?: { bankCode: string; accountNumber: string; validHours: number };
  transactionId?: string | null;
  failReason?: string | null;
  automatic: boolean;
  requestedBy: string;
}

/** A top-up row; PAID ones are paid now. Answers the row. */
export async function insertTopUp(tx: Queryable, topUp: NewTopUp): Promise<TopUpRecord> {
  const [row] = await tx.query<TopUpRow>(
    `INSERT INTO top_ups (biz_seq, method, status, payment_method_seq, amount_krw, vat_krw, total_krw, paid_with,
       va_bank_code, va_account_number, deposit_deadline, transaction_id, fail_reason, automatic, requested_by, paid_at)
     VALUES ($1, $2, $3, $4, $5::int, $6::int, $5::int + $6::int, $7, $8, $9,
       CASE WHEN $10::int IS NULL THEN NULL ELSE now() + make_interval(hours => $10::int) END,
       $11, $12, $13, $14, CASE WHEN $3::text = 'PAID' THEN now() END)
     RETURNING ${COLUMNS}`,
    [
      topUp.bizSeq,
      topUp.method,
      topUp.status,
      topUp.paymentMethodSeq,
      topUp.amountKrw,
      topUp.vatKrw,
      topUp.paidWith,
      topUp.virtualAccount?.bankCode ?? null,
      topUp.virtualAccount?.accountNumber ?? null,
      topUp.virtualAccount?.validHours ?? null,
      topUp.transactionId ?? null,
      topUp.failReason ?? null,
      topUp.automatic,
      topUp.requestedBy,
    ],
  );
  return toTopUp(row!);
}

/** The business's top-ups, newest first. */
export async function listTopUps(db: Queryable, bizSeq: number, window: PageWindow) {
  const { rows, total } = await selectPage<TopUpRow>(
    db,
    {
      columns: COLUMNS,
      from: 'FROM top_ups WHERE biz_seq = $1',
      orderBy: 'created_at DESC, seq DESC',
      params: [bizSeq],
    },
    window,
  );
  return { items: rows.map((row) => publicTopUp(toTopUp(row))), total };
}

/** One top-up (any business: operators and jobs), locked until the transaction ends; with whether its deadline passed. */
export async function lockTopUp(tx: Queryable, seq: number): Promise<(TopUpRecord & { overdue: boolean }) | null> {
  const [row] = await tx.query<TopUpRow & { overdue: boolean }>(
    `SELECT ${COLUMNS}, coalesce(deposit_deadline <= now(), false) AS overdue FROM top_ups WHERE seq = $1 FOR UPDATE`,
    [seq],
  );
  return row ? { ...toTopUp(row), overdue: row.overdue } : null;
}

export async function markTopUpPaid(tx: Queryable, seq: number, transactionId: string): Promise<TopUpRecord> {
  const [row] = await tx.query<TopUpRow>(
    `UPDATE top_ups SET status = 'PAID', paid_at = now(), transaction_id = $2 WHERE seq = $1 RETURNING ${COLUMNS}`,
    [seq, transactionId],
  );
  return toTopUp(row!);
}

export async function markTopUpExpired(tx: Queryable, seq: number): Promise<TopUpRecord> {
  const [row] = await tx.query<TopUpRow>(
    `UPDATE top_ups SET status = 'EXPIRED', fail_reason = '입금 기한이 지났어요.' WHERE seq = $1 RETURNING ${COLUMNS}`,
    [seq],
  );
  return toTopUp(row!);
}
