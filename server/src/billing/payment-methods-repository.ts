import type {
  PaymentMethod,
  PaymentMethodDetail,
  PaymentMethodEvent,
  PaymentMethodKind,
} from '@console/contracts/billing';
import type { Queryable } from '../db/database';
import { ensureBillingAccount } from './billing-ledger';

type EventKind = PaymentMethodEvent['kind'];

interface MethodRow {
  seq: number;
  biz_seq: number;
  kind: PaymentMethodKind;
  status: 'ACTIVE' | 'REMOVED';
  label: string;
  card_expiry: string | null;
  card_billing_key: string | null;
  bank_code: string | null;
  account_number: string | null;
  holder_name: string | null;
  withdrawal_day: number | null;
  consent_text: string | null;
  consent_agreed_at: Date | null;
  consent_agreed_by: string | null;
  consent_phone: string | null;
  registered_by: string;
  created_at: Date;
  is_default: boolean;
}

const COLUMNS = `p.seq, p.biz_seq, p.kind, p.status, p.label, p.card_expiry, p.card_billing_key, p.bank_code,
  p.account_number, p.holder_name, p.withdrawal_day, p.consent_text, p.consent_agreed_at, p.consent_agreed_by,
  p.consent_phone, p.registered_by, p.created_at, (a.default_method_seq IS NOT DISTINCT FROM p.seq) AS is_default`;
const FROM = 'FROM payment_methods p LEFT JOIN billing_accounts a ON a.biz_seq = p.biz_seq';

/** A payment method with what charging it needs (never sent to a screen as is). */
export interface PaymentMethodRecord extends PaymentMethod {
  bizSeq: number;
  cardBillingKey: string | null;
  bankCode: string | null;
  accountNumber: string | null;
}

const toRecord = (row: MethodRow): PaymentMethodRecord => ({
  seq: row.seq,
  bizSeq: row.biz_seq,
  kind: row.kind,
  status: row.status,
  label: row.label,
  isDefault: row.is_default,
  cardExpiry: row.card_expiry,
  withdrawalDay: row.withdrawal_day,
  holderName: row.holder_name,
  registeredBy: row.registered_by,
  createdAt: row.created_at.toISOString(),
  cardBillingKey: row.card_billing_key,
  bankCode: row.bank_code,
  accountNumber: row.account_number,
});

export const publicMethod = (record: PaymentMethodRecord): PaymentMethod => ({
  seq: record.seq,
  kind: record.kind,
  status: record.status,
  label: record.label,
  isDefault: record.isDefault,
  cardExpiry: record.cardExpiry,
  withdrawalDay: record.withdrawalDay,
  holderName: record.holderName,
  registeredBy: record.registeredBy,
  createdAt: record.createdAt,
});

/** The active payment methods of a business: the default first, then the newest. */
export async function listPaymentMethods(db: Queryable, bizSeq: number): Promise<PaymentMethod[]> {
  const rows = await db.query<MethodRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE p.biz_seq = $1 AND p.status = 'ACTIVE'
     ORDER BY (a.default_method_seq IS NOT DISTINCT FROM p.seq) DESC, p.created_at DESC, p.seq DESC`,
    [bizSeq],
  );
  return rows.map((row) => publicMethod(toRecord(row)));
}

/** One payment method of the business (removed ones too), or null. `lock` holds it until the transaction ends. */
export async function findPaymentMethod(
  db: Queryable,
  bizSeq: number,
  seq: number,
  options: { lock?: boolean } = {},
): Promise<PaymentMethodRecord | null> {
  const [row] = await db.query<MethodRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE p.biz_seq = $1 AND p.seq = $2${options.lock ? ' FOR UPDATE OF p' : ''}`,
    [bizSeq, seq],
  );
  return row ? toRecord(row) : null;
}

/** The detail screen: the method, the CMS consent kept as evidence, and its history (oldest first). */
export async function paymentMethodDetail(
  db: Queryable,
  bizSeq: number,
  seq: number,
): Promise<PaymentMethodDetail | null> {
  const [row] = await db.query<MethodRow>(`SELECT ${COLUMNS} ${FROM} WHERE p.biz_seq = $1 AND p.seq = $2`, [
    bizSeq,
    seq,
  ]);
  if (!row) return null;
  const events = await db.query<{ kind: EventKind; detail: string | null; actor: string; created_at: Date }>(
    'SELECT kind, detail, actor, created_at FROM payment_method_events WHERE payment_method_seq = $1 ORDER BY seq',
    [seq],
  );
  return {
    ...publicMethod(toRecord(row)),
    consent:
      row.consent_agreed_at && row.consent_text
        ? {
            text: row.consent_text,
            agreedAt: row.consent_agreed_at.toISOString(),
            agreedBy: row.consent_agreed_by ?? '',
            phone: row.consent_phone ?? '',
          }
        : null,
    bankCode: row.bank_code,
    history: events.map((event) => ({
      kind: event.kind,
      detail: event.detail,
      by: event.actor,
      at: event.created_at.toISOString(),
    })),
  };
}

/** How many active methods of a kind the business has. */
export async function countActive(db: Queryable, bizSeq: number, kind: PaymentMethodKind): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM payment_methods WHERE biz_seq = $1 AND kind = $2 AND status = 'ACTIVE'",
    [bizSeq, kind],
  );
  return row?.n ?? 0;
}

export interface NewCard {
  bizSeq: number;
  label: string;
  brand: string;
  last4: string;
  expiry: string;
  billingKey: string;
  registeredBy: string;
}

export async function insertCard(tx: Queryable, card: NewCard): Promise<number> {
  const [row] = await tx.query<{ seq: number }>(
    `INSERT INTO payment_methods (biz_seq, kind, label, card_brand, card_last4, card_expiry, card_billing_key, registered_by)
     VALUES ($1, 'CARD', $2, $3, $4, $5, $6, $7) RETURNING seq`,
    [card.bizSeq, card.label, card.brand, card.last4, card.expiry, card.billingKey, card.registeredBy],
  );
  return row!.seq;
}

export interface NewCmsAccount {
  bizSeq: number;
  label: string;
  bankCode: string;
  accountNumber: string;
  maskedAccount: string;
  holderName: string;
  holderIdMasked: string;
  withdrawalDay: number;
  consentText: string;
  consentVersion: string;
  agreedBy: string;
  phone: string;
  registeredBy: string;
}

export async function insertCmsAccount(tx: Queryable, account: NewCmsAccount): Promise<number> {
  const [row] = await tx.query<{ seq: number }>(
    `INSERT INTO payment_methods (biz_seq, kind, label, bank_code, account_number, masked_account, holder_name,
       holder_id_masked, withdrawal_day, consent_text, consent_version, consent_agreed_at, consent_agreed_by,
       consent_phone, registered_by)
     VALUES ($1, 'CMS', $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), $11, $12, $13) RETURNING seq`,
    [
      account.bizSeq,
      account.label,
      account.bankCode,
      account.accountNumber,
      account.maskedAccount,
      account.holderName,
      account.holderIdMasked,
      account.withdrawalDay,
      account.consentText,
      account.consentVersion,
      account.agreedBy,
      account.phone,
      account.registeredBy,
    ],
  );
  return row!.seq;
}

export async function addPaymentMethodEvent(
  tx: Queryable,
  seq: number,
  kind: EventKind,
  detail: string | null,
  actor: string,
  at: Date | null = null,
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_method_events (payment_method_seq, kind, detail, actor, created_at)
     VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()))`,
    [seq, kind, detail, actor, at],
  );
}

/** The business's default payment method (null: none). */
export async function setDefaultMethod(tx: Queryable, bizSeq: number, seq: number | null): Promise<void> {
  await ensureBillingAccount(tx, bizSeq);
  await tx.query('UPDATE billing_accounts SET default_method_seq = $2, updated_at = now() WHERE biz_seq = $1', [
    bizSeq,
    seq,
  ]);
}

export async function markRemoved(tx: Queryable, seq: number): Promise<void> {
  await tx.query("UPDATE payment_methods SET status = 'REMOVED', removed_at = now() WHERE seq = $1", [seq]);
}

/** The newest other active method of a kind (the next default when the default is removed). */
export async function newestActive(
  tx: Queryable,
  bizSeq: number,
  kind: PaymentMethodKind,
  exceptSeq: number,
): Promise<number | null> {
  const [row] = await tx.query<{ seq: number }>(
    `SELECT seq FROM payment_methods WHERE biz_seq = $1 AND kind = $2 AND status = 'ACTIVE' AND seq <> $3
     ORDER BY created_at DESC, seq DESC LIMIT 1`,
    [bizSeq, kind, exceptSeq],
  );
  return row?.seq ?? null;
}
