import { randomInt } from 'node:crypto';
import { INVOICE_DUE_DAY, PRICES_KRW, vatOf, type PaymentMode } from '@console/contracts/billing';
import type { Database, Queryable } from '../db/database';
import { bookJob } from '../jobs/book-job';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import { createOutbox } from '../notifications/outbox-repository';
import { ensureBillingAccount, formatKrw } from './billing-ledger';
import { MONTH_CLOSING } from './billing-jobs';
import { PAID_FROM_BALANCE, TRANSFER_ACCOUNT } from './invoices-repository';
import { usageTypeOf } from './usage';

export interface MonthClosingDependencies {
  db: Database;
  notifications: NotificationsRepository;
}

/** 'YYYY-MM' of an instant in Seoul. */
export const kstMonthOf = (date: Date) => new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
/** The KST month before the one of `now` ('YYYY-MM'): what the closing on the 1st closes. */
export function previousKstMonth(now = new Date()): string {
  const month = new Date(`${kstMonthOf(now)}-01T00:00:00Z`);
  month.setUTCMonth(month.getUTCMonth() - 1);
  return month.toISOString().slice(0, 7);
}
/** The next 1st of a month, 00:05 KST, after `now`: when the closing runs again. */
export function nextClosingRun(now = new Date()): Date {
  const [year, month] = kstMonthOf(now).split('-').map(Number) as [number, number];
  // Date.UTC's month is 0-based: `month` is the next one; 9 hours earlier is 00:05 in Seoul.
  return new Date(Date.UTC(year, month, 1, 0, 5) - 9 * 3_600_000);
}
/** "2026년 3월" of 'YYYY-MM'. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

// The month's ledger rows, [its 1st 00:00 KST, the next month's): $2 is the month's first day.
const IN_MONTH = `created_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Seoul')
  AND created_at < (($2::date + interval '1 month')::timestamp AT TIME ZONE 'Asia/Seoul')`;

interface LineRow {
  team_seq: number | null;
  team_name: string | null;
  channel: string | null;
  type: string | null;
  unit_price_krw: number | null;
  quantity: string;
  amount_krw: string;
}
interface InvoiceLineDraft {
  teamSeq: number | null;
  teamName: string | null;
  channel: string;
  type: string;
  unitPriceKrw: number;
  quantity: number;
  amountKrw: number;
}

/** An invoice line's type: the usage type, and a brand message's targeting by its price. */
function invoiceTypeOf(channel: string, type: string, unitPriceKrw: number): string {
  const usageType = usageTypeOf(channel, type);
  if (usageType !== 'BRAND_MESSAGE') return usageType;
  if (unitPriceKrw === PRICES_KRW.BRAND_MESSAGE_FRIENDS) return 'BRAND_MESSAGE_FRIENDS';
  if (unitPriceKrw === PRICES_KRW.BRAND_MESSAGE_OTHERS) return 'BRAND_MESSAGE_OTHERS';
  return usageType;
}

/**
 * The month's charges net of refunds per team, channel, type and unit price: quantity is the charged
 * messages less the refunded ones, amount what they cost (lines that net to nothing are left out).
 */
async function linesOf(tx: Queryable, bizSeq: number, monthStart: string): Promise<InvoiceLineDraft[]> {
  const rows = await tx.query<LineRow>(
    `SELECT l.team_seq, t.name AS team_name, l.channel, l.type, l.unit_price_krw,
            sum(CASE WHEN l.kind = 'CHARGE' THEN l.quantity ELSE -l.quantity END) AS quantity,
            -sum(l.amount_krw) AS amount_krw
       FROM billing_ledger l LEFT JOIN teams t ON t.team_seq = l.team_seq
      WHERE l.biz_seq = $1 AND l.kind IN ('CHARGE', 'REFUND') AND ${IN_MONTH.replace(/created_at/g, 'l.created_at')}
      GROUP BY 1, 2, 3, 4, 5`,
    [bizSeq, monthStart],
  );
  const lines = new Map<string, InvoiceLineDraft>();
  for (const row of rows) {
    const channel = row.channel ?? 'SMS';
    const unitPriceKrw = row.unit_price_krw ?? 0;
    const type = invoiceTypeOf(channel, row.type ?? '', unitPriceKrw);
    const key = [row.team_seq, channel, type, unitPriceKrw].join('\u0000');
    const line = lines.get(key) ?? {
      teamSeq: row.team_seq,
      teamName: row.team_name,
      channel,
      type,
      unitPriceKrw,
      quantity: 0,
      amountKrw: 0,
    };
    line.quantity += Number(row.quantity);
    line.amountKrw += Number(row.amount_krw);
    lines.set(key, line);
  }
  return [...lines.values()]
    .filter((line) => line.quantity !== 0 || line.amountKrw !== 0)
    .sort(
      (a, b) =>
        (a.teamSeq ?? 0) - (b.teamSeq ?? 0) ||
        a.channel.localeCompare(b.channel) ||
        a.type.localeCompare(b.type) ||
        a.unitPriceKrw - b.unitPriceKrw,
    );
}

/** 24 digits as the tax authority's approval numbers: issue date, an office code, a serial. */
const approvalNumber = (issueDate: string) =>
  `${issueDate.replace(/-/g, '')}4100${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

interface Recipient {
  registration_number: string;
  company: string;
  representative: string;
  address: string;
  business_type: string;
  business_item: string;
  email: string | null;
}

/** The recipient of the tax invoice today: the saved tax info, else the business's own record. */
async function recipientOf(tx: Queryable, bizSeq: number): Promise<Recipient> {
  const [row] = await tx.query<Recipient>(
    `SELECT coalesce(t.registration_number, b.registration_number) AS registration_number,
            coalesce(t.company_name, b.name) AS company, coalesce(t.representative, b.representative) AS representative,
            coalesce(t.address, b.address) AS address, coalesce(t.business_type, '') AS business_type,
            coalesce(t.business_item, '') AS business_item, t.email
       FROM businesses b LEFT JOIN billing_tax_info t ON t.biz_seq = b.biz_seq WHERE b.biz_seq = $1`,
    [bizSeq],
  );
  return row!;
}

/**
 * One business's month in one transaction: its invoice, created at most once (UNIQUE (biz_seq, month)
 * and ON CONFLICT DO NOTHING, so a second or concurrent closing adds nothing), its lines only when the
 * invoice row was created here. Postpaid: issued, due on the 25th of the next month, masters told and
 * the tax invoice mailed; prepaid: already paid from the balance. Answers whether it created one.
 */
async function closeBusinessMonth(deps: MonthClosingDependencies, bizSeq: number, month: string): Promise<boolean> {
  const monthStart = `${month}-01`;
  return deps.db.transaction(async (tx) => {
    const lines = await linesOf(tx, bizSeq, monthStart);
    const supply = lines.reduce((sum, line) => sum + line.amountKrw, 0);
    if (supply <= 0) return false;
    await ensureBillingAccount(tx, bizSeq);
    const [account] = await tx.query<{ mode: PaymentMode; issue_date: string }>(
      `SELECT mode, to_char(now() AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS issue_date FROM billing_accounts WHERE biz_seq = $1`,
      [bizSeq],
    );
    const { mode, issue_date: issueDate } = account!;
    const recipient = await recipientOf(tx, bizSeq);
    const vat = vatOf(supply);
    const prepaid = mode === 'PREPAID';
    const [invoice] = await tx.query<{ seq: number; due_date: string }>(
      `INSERT INTO invoices (biz_seq, month, mode, status, supply_krw, vat_krw, total_krw, due_date, paid_at, paid_with,
         approval_number, recipient_registration_number, recipient_company, recipient_representative, recipient_address,
         recipient_business_type, recipient_business_item, recipient_email)
       VALUES ($1, $2::date, $3, $4, $5, $6, $7,
         CASE WHEN $8 THEN $9::date ELSE ($2::date + interval '1 month')::date + ($10::int - 1) END,
         CASE WHEN $8 THEN now() END, CASE WHEN $8 THEN $11 END,
         $12, $13, $14, $15, $16, $17, $18, $19)
       ON CONFLICT (biz_seq, month) DO NOTHING
       RETURNING seq, to_char(due_date, 'YYYY-MM-DD') AS due_date`,
      [
        bizSeq,
        monthStart,
        mode,
        prepaid ? 'PAID' : 'ISSUED',
        supply,
        vat,
        supply + vat,
        prepaid,
        issueDate,
        INVOICE_DUE_DAY,
        PAID_FROM_BALANCE,
        approvalNumber(issueDate),
        recipient.registration_number,
        recipient.company,
        recipient.representative,
        recipient.address,
        recipient.business_type,
        recipient.business_item,
        recipient.email,
      ],
    );
    if (!invoice) return false;
    await tx.query(
      `INSERT INTO invoice_lines (invoice_seq, team_seq, team_name, channel, type, quantity, unit_price_krw, amount_krw)
       SELECT $1, u.team_seq, u.team_name, u.channel, u.type, u.quantity, u.unit_price, u.amount
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::bigint[])
           WITH ORDINALITY AS u(team_seq, team_name, channel, type, quantity, unit_price, amount, n)
        ORDER BY u.n`,
      [
        invoice.seq,
        lines.map((line) => line.teamSeq),
        lines.map((line) => line.teamName),
        lines.map((line) => line.channel),
        lines.map((line) => line.type),
        lines.map((line) => line.quantity),
        lines.map((line) => line.unitPriceKrw),
        lines.map((line) => line.amountKrw),
      ],
    );
    if (!prepaid)
      await announceInvoice(deps, tx, {
        bizSeq,
        month,
        total: supply + vat,
        supply,
        vat,
        dueDate: invoice.due_date,
        email: recipient.email,
      });
    return true;
  });
}

/** A postpaid invoice was issued: the masters' notification and the tax invoice mailed to its address. */
async function announceInvoice(
  deps: MonthClosingDependencies,
  tx: Queryable,
  invoice: {
    bizSeq: number;
    month: string;
    total: number;
    supply: number;
    vat: number;
    dueDate: string;
    email: string | null;
  },
) {
  const [, dueMonth, dueDay] = invoice.dueDate.split('-').map(Number);
  const due = `${dueMonth}월 ${dueDay}일`;
  await deps.notifications.notify(
    { bizSeq: invoice.bizSeq, roles: ['ROLE_MASTER'] },
    'BILLING_INVOICE',
    `${monthLabel(invoice.month)} 이용 요금 청구서가 발행되었어요`,
    `${monthLabel(invoice.month)} 이용 요금 ${formatKrw(invoice.total)}(부가세 포함)이 청구되었어요. 납부 기한은 ${due}이에요.`,
    '/console/billing/invoice',
    { tx },
  );
  if (!invoice.email) return;
  await createOutbox(tx).send({
    channel: 'EMAIL',
    to: invoice.email,
    subject: `[콘솔] ${monthLabel(invoice.month)} 이용 요금 청구서와 전자세금계산서`,
    body: [
      `${monthLabel(invoice.month)} 이용 요금 청구서와 전자세금계산서를 보내 드려요.`,
      `공급가액 ${formatKrw(invoice.supply)}, 부가세 ${formatKrw(invoice.vat)}, 합계 ${formatKrw(invoice.total)}`,
      `납부 기한: ${invoice.dueDate}`,
      `CMS 자동이체를 등록하셨다면 납부 기한에 자동으로 출금돼요. 계좌이체로 납부하실 때는 ${TRANSFER_ACCOUNT}으로 보내 주세요.`,
      '자세한 내용은 콘솔의 요금·결제 > 청구서에서 확인할 수 있어요.',
    ].join('\n'),
  });
}

/**
 * Closes a KST month ('YYYY-MM') for every business that had charges in it and has no invoice for it
 * yet, one transaction per business. Re-runnable: answers how many invoices this run created.
 */
export async function closeMonth(deps: MonthClosingDependencies, month: string): Promise<number> {
  const businesses = await deps.db.query<{ biz_seq: number }>(
    `SELECT DISTINCT l.biz_seq FROM billing_ledger l
      WHERE l.kind IN ('CHARGE', 'REFUND') AND ${IN_MONTH.replace(/created_at/g, 'l.created_at')}
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.biz_seq = l.biz_seq AND i.month = $1::date)
      ORDER BY 1`,
    [`${month}-01`, `${month}-01`],
  );
  let created = 0;
  for (const { biz_seq } of businesses) if (await closeBusinessMonth(deps, biz_seq, month)) created += 1;
  return created;
}

/** Finished KST months (before `now`'s) with charges of a business that has no invoice for them, oldest first. */
export async function unclosedMonths(db: Queryable, now = new Date()): Promise<string[]> {
  const rows = await db.query<{ month: string }>(
    `SELECT DISTINCT to_char(m.month, 'YYYY-MM') AS month
       FROM (SELECT biz_seq, date_trunc('month', created_at AT TIME ZONE 'Asia/Seoul')::date AS month
               FROM billing_ledger
              WHERE kind IN ('CHARGE', 'REFUND') AND created_at < ($1::date::timestamp AT TIME ZONE 'Asia/Seoul')
              GROUP BY 1, 2
             -- A month whose charges were all refunded has nothing to invoice.
             HAVING sum(amount_krw) < 0) m
      WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.biz_seq = m.biz_seq AND i.month = m.month)
      ORDER BY 1`,
    [`${kstMonthOf(now)}-01`],
  );
  return rows.map((row) => row.month);
}

/**
 * MONTH_CLOSING (recurring): closes every finished month that still has a business without its invoice
 * (usually just the previous one), then books itself for the next 1st at 00:05 KST.
 */
export const monthClosingHandler = (deps: MonthClosingDependencies) => async () => {
  for (const month of await unclosedMonths(deps.db)) await closeMonth(deps, month);
  // 'queued': the running job itself does not count, a second booking would.
  await bookJob(deps.db, MONTH_CLOSING, {}, { runAt: nextClosingRun(), unless: 'queued' });
};
