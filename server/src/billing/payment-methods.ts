import type { CardInput, PaymentMethodDetail } from '@console/contracts/billing';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { conflict, invalidField, notFound } from '../http/api-error';
import { ensureBillingAccount } from './billing-ledger';
import {
  addPaymentMethodEvent,
  countActive,
  findPaymentMethod,
  insertCard,
  markRemoved,
  newestActive,
  paymentMethodDetail,
  setDefaultMethod,
} from './payment-methods-repository';
import { paymentSimulator } from './payment-simulator';

type ParsedCard = z.output<typeof CardInput>;

export const METHOD_NOT_FOUND = '결제수단을 찾을 수 없어요.';
export const METHOD_REMOVED = '삭제된 결제수단이에요.';
export const CARD_TAKEN = '이미 등록된 카드예요.';
export const AUTO_TOP_UP_CARD =
  '자동 충전에 쓰는 카드는 삭제할 수 없어요. 자동 충전 설정에서 다른 카드를 고르거나 자동 충전을 끈 뒤 삭제해 주세요.';
export const ONLY_CMS_OF_POSTPAID =
  '후불 요금을 내는 하나뿐인 자동이체 계좌는 삭제할 수 없어요. 다른 계좌를 먼저 등록한 뒤 삭제해 주세요.';

/** The detail answered after a change (the method exists: it was just written). */
export async function detailOf(db: Queryable, bizSeq: number, seq: number): Promise<PaymentMethodDetail> {
  const detail = await paymentMethodDetail(db, bizSeq, seq);
  if (!detail) throw notFound(METHOD_NOT_FOUND);
  return detail;
}

/** Locks the business's billing account: one change of its payment methods at a time. */
async function lockAccount(tx: Queryable, bizSeq: number) {
  await ensureBillingAccount(tx, bizSeq);
  const [account] = await tx.query<{
    mode: 'PREPAID' | 'POSTPAID';
    default_method_seq: number | null;
    auto_topup_enabled: boolean;
    auto_topup_method_seq: number | null;
  }>(
    `SELECT mode, default_method_seq, auto_topup_enabled, auto_topup_method_seq
       FROM billing_accounts WHERE biz_seq = $1 FOR UPDATE`,
    [bizSeq],
  );
  return account!;
}

/** A corporate card checked by the card company (simulator): refusals come back on their field, in Korean. */
export async function registerCard(
  db: Database,
  bizSeq: number,
  actor: string,
  input: ParsedCard,
): Promise<PaymentMethodDetail> {
  const approval = paymentSimulator.registerCard(input);
  if (!approval.ok) throw invalidField(approval.field, approval.reason);
  const label = `${approval.brand} ****${approval.last4}`;
  const seq = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, bizSeq);
    const [same] = await tx.query(
      `SELECT 1 FROM payment_methods WHERE biz_seq = $1 AND kind = 'CARD' AND status = 'ACTIVE'
         AND card_brand = $2 AND card_last4 = $3 AND card_expiry = $4`,
      [bizSeq, approval.brand, approval.last4, input.expiry],
    );
    if (same) throw conflict(CARD_TAKEN);
    const seq = await insertCard(tx, {
      bizSeq,
      label,
      brand: approval.brand,
      last4: approval.last4,
      expiry: input.expiry,
      billingKey: approval.billingKey,
      registeredBy: actor,
    });
    await addPaymentMethodEvent(tx, seq, 'REGISTERED', `${label} (유효기간 ${input.expiry})`, actor);
    if (input.makeDefault || account.default_method_seq === null) await makeDefault(tx, bizSeq, seq, actor);
    return seq;
  });
  return detailOf(db, bizSeq, seq);
}

async function makeDefault(tx: Queryable, bizSeq: number, seq: number, actor: string, detail?: string) {
  await setDefaultMethod(tx, bizSeq, seq);
  await addPaymentMethodEvent(tx, seq, 'SET_DEFAULT', detail ?? '기본 결제수단으로 설정했어요.', actor);
}

/** Registration helpers of other billing files: the first method becomes the default too. */
export async function makeDefaultIfAsked(
  tx: Queryable,
  bizSeq: number,
  seq: number,
  actor: string,
  asked: boolean,
): Promise<void> {
  const account = await lockAccount(tx, bizSeq);
  if (asked || account.default_method_seq === null) await makeDefault(tx, bizSeq, seq, actor);
}

/** PUT /api/billing/payment-methods/:seq/default */
export async function setDefaultPaymentMethod(
  db: Database,
  bizSeq: number,
  seq: number,
  actor: string,
): Promise<PaymentMethodDetail> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, bizSeq);
    const method = await findPaymentMethod(tx, bizSeq, seq, { lock: true });
    if (!method) throw notFound(METHOD_NOT_FOUND);
    if (method.status !== 'ACTIVE') throw conflict(METHOD_REMOVED);
    if (account.default_method_seq !== seq) await makeDefault(tx, bizSeq, seq, actor);
  });
  return detailOf(db, bizSeq, seq);
}

/**
 * DELETE /api/billing/payment-methods/:seq: kept as REMOVED for its history. Not the card automatic
 * top-ups charge, nor the only CMS account of a postpaid business. A removed default hands over to
 * the newest method of its kind.
 */
export async function removePaymentMethod(db: Database, bizSeq: number, seq: number, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, bizSeq);
    const method = await findPaymentMethod(tx, bizSeq, seq, { lock: true });
    if (!method) throw notFound(METHOD_NOT_FOUND);
    if (method.status !== 'ACTIVE') throw conflict(METHOD_REMOVED);
    const chargedByAutoTopUp =
      account.auto_topup_enabled &&
      (account.auto_topup_method_seq === seq ||
        (account.auto_topup_method_seq === null && account.default_method_seq === seq && method.kind === 'CARD'));
    if (chargedByAutoTopUp) throw conflict(AUTO_TOP_UP_CARD);
    if (account.mode === 'POSTPAID' && method.kind === 'CMS' && (await countActive(tx, bizSeq, 'CMS')) <= 1)
      throw conflict(ONLY_CMS_OF_POSTPAID);
    await markRemoved(tx, seq);
    await addPaymentMethodEvent(tx, seq, 'REMOVED', `${method.label} 삭제`, actor);
    if (account.auto_topup_method_seq === seq)
      await tx.query('UPDATE billing_accounts SET auto_topup_method_seq = NULL WHERE biz_seq = $1', [bizSeq]);
    if (account.default_method_seq === seq) {
      const next = await newestActive(tx, bizSeq, method.kind, seq);
      await setDefaultMethod(tx, bizSeq, next);
      if (next !== null)
        await addPaymentMethodEvent(tx, next, 'SET_DEFAULT', '기본 결제수단이 삭제되어 기본으로 지정했어요.', actor);
    }
  });
}
