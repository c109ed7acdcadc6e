import type {
  BillingAccount,
  BillingSettingsInput,
  PaymentMode,
  TaxInfo,
  TaxInfoInput,
} from '@console/contracts/billing';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { conflict, invalidField, notFound } from '../http/api-error';
import { bookJob } from '../jobs/book-job';
import { AUTO_TOP_UP } from './billing-jobs';
import { ensureBillingAccount, readBillingAccount } from './billing-ledger';
import { findPaymentMethod } from './payment-methods-repository';

export const POSTPAID_NO_AUTO_TOP_UP = '후불 요금제는 자동 충전을 쓰지 않아요.';
export const AUTO_TOP_UP_CARD_MISSING =
  '자동 충전에 쓸 카드를 선택해 주세요. 등록된 카드가 없으면 먼저 카드를 등록해 주세요.';
export const POSTPAID_NEEDS_VERIFICATION = '후불은 사업자 인증을 마친 사업자만 쓸 수 있어요.';

const CARD_FIELD = 'autoTopUp.paymentMethodSeq';

async function isActiveCard(tx: Queryable, bizSeq: number, seq: number | null): Promise<boolean> {
  if (seq === null) return false;
  const method = await findPaymentMethod(tx, bizSeq, seq);
  return method !== null && method.kind === 'CARD' && method.status === 'ACTIVE';
}

/**
 * PUT /api/billing/account/settings (master): automatic top-up and the low-balance alert. Automatic
 * top-up needs a prepaid account and a card (the chosen one, or a default that is a card); a balance
 * already below the new threshold books the top-up at once.
 */
export async function updateBillingSettings(
  db: Database,
  bizSeq: number,
  input: z.output<typeof BillingSettingsInput>,
): Promise<BillingAccount> {
  const { autoTopUp, lowBalanceAlertKrw } = input;
  await db.transaction(async (tx) => {
    await ensureBillingAccount(tx, bizSeq);
    const [account] = await tx.query<{
      mode: PaymentMode;
      default_method_seq: number | null;
      balance_krw: string;
      auto_topup_pending: boolean;
    }>(
      'SELECT mode, default_method_seq, balance_krw, auto_topup_pending FROM billing_accounts WHERE biz_seq = $1 FOR UPDATE',
      [bizSeq],
    );
    if (autoTopUp.paymentMethodSeq !== null && !(await isActiveCard(tx, bizSeq, autoTopUp.paymentMethodSeq)))
      throw invalidField(CARD_FIELD, AUTO_TOP_UP_CARD_MISSING);
    if (autoTopUp.enabled) {
      if (account!.mode !== 'PREPAID') throw conflict(POSTPAID_NO_AUTO_TOP_UP);
      if (autoTopUp.paymentMethodSeq === null && !(await isActiveCard(tx, bizSeq, account!.default_method_seq)))
        throw invalidField(CARD_FIELD, AUTO_TOP_UP_CARD_MISSING);
    }
    const book =
      autoTopUp.enabled && Number(account!.balance_krw) < autoTopUp.thresholdKrw && !account!.auto_topup_pending;
    await tx.query(
      `UPDATE billing_accounts SET auto_topup_enabled = $2, auto_topup_threshold_krw = $3, auto_topup_amount_krw = $4,
         auto_topup_method_seq = $5, low_balance_alert_krw = $6::int,
         low_balance_alerted = low_balance_alerted AND balance_krw < $6::int,
         auto_topup_pending = auto_topup_pending OR $7, updated_at = now()
       WHERE biz_seq = $1`,
      [
        bizSeq,
        autoTopUp.enabled,
        autoTopUp.thresholdKrw,
        autoTopUp.amountKrw,
        autoTopUp.paymentMethodSeq,
        lowBalanceAlertKrw,
        book,
      ],
    );
    if (book) await bookJob(tx, AUTO_TOP_UP, { bizSeq });
  });
  return readBillingAccount(db, bizSeq);
}

interface TaxInfoRow {
  registration_number: string;
  company_name: string;
  representative: string | null;
  address: string | null;
  business_type: string | null;
  business_item: string | null;
  email: string | null;
  updated_at: Date | null;
}

/** GET /api/billing/tax-info: what the master saved, or the business's own name, number, representative and address. */
export async function readTaxInfo(db: Queryable, bizSeq: number): Promise<TaxInfo> {
  const [row] = await db.query<TaxInfoRow>(
    `SELECT t.registration_number, t.company_name, t.representative, t.address, t.business_type, t.business_item,
            t.email, t.updated_at
       FROM billing_tax_info t WHERE t.biz_seq = $1
     UNION ALL
     SELECT b.registration_number, b.name, nullif(b.representative, ''), nullif(b.address, ''), NULL, NULL, NULL, NULL
       FROM businesses b WHERE b.biz_seq = $1 AND NOT EXISTS (SELECT 1 FROM billing_tax_info WHERE biz_seq = $1)`,
    [bizSeq],
  );
  if (!row) throw notFound('사업자 정보를 찾을 수 없어요.');
  return {
    registrationNumber: row.registration_number,
    companyName: row.company_name,
    representative: row.representative,
    address: row.address,
    businessType: row.business_type,
    businessItem: row.business_item,
    email: row.email,
    updatedAt: row.updated_at?.toISOString() ?? null,
  };
}

/** PUT /api/billing/tax-info (master): the recipient data of the tax invoices. */
export async function saveTaxInfo(db: Queryable, bizSeq: number, input: z.output<typeof TaxInfoInput>) {
  await db.query(
    `INSERT INTO billing_tax_info (biz_seq, registration_number, company_name, representative, address, business_type,
       business_item, email, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (biz_seq) DO UPDATE SET registration_number = EXCLUDED.registration_number,
       company_name = EXCLUDED.company_name, representative = EXCLUDED.representative, address = EXCLUDED.address,
       business_type = EXCLUDED.business_type, business_item = EXCLUDED.business_item, email = EXCLUDED.email,
       updated_at = now()`,
    [
      bizSeq,
      input.registrationNumber,
      input.companyName,
      input.representative,
      input.address,
      input.businessType,
      input.businessItem,
      input.email,
    ],
  );
  return readTaxInfo(db, bizSeq);
}

/**
 * The operator switches how a business pays. Postpaid needs a verified business; it turns automatic
 * top-up off (a postpaid business has no balance to keep up). Answers the account, or null when the
 * business does not exist.
 */
export async function switchPaymentMode(db: Database, bizSeq: number, mode: PaymentMode) {
  const found = await db.transaction(async (tx) => {
    const [business] = await tx.query<{ verified: boolean }>(
      'SELECT verified_at IS NOT NULL AS verified FROM businesses WHERE biz_seq = $1',
      [bizSeq],
    );
    if (!business) return false;
    if (mode === 'POSTPAID' && !business.verified) throw conflict(POSTPAID_NEEDS_VERIFICATION);
    await ensureBillingAccount(tx, bizSeq);
    await tx.query(
      `UPDATE billing_accounts SET mode = $2, auto_topup_enabled = auto_topup_enabled AND $2 = 'PREPAID',
         auto_topup_pending = auto_topup_pending AND $2 = 'PREPAID', updated_at = now()
       WHERE biz_seq = $1`,
      [bizSeq, mode],
    );
    return true;
  });
  return found ? readBillingAccount(db, bizSeq) : null;
}
