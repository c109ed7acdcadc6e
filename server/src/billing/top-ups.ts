import { bankName, vatOf, type TopUp, type TopUpInput } from '@console/contracts/billing';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { conflict, invalidField } from '../http/api-error';
import { bookJob } from '../jobs/book-job';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import { bankSimulator } from './bank-simulator';
import { VIRTUAL_ACCOUNT_DEPOSIT } from './billing-jobs';
import { formatKrw, paymentRequired, readBillingAccount, recordTopUp } from './billing-ledger';
import { addPaymentMethodEvent, findPaymentMethod, type PaymentMethodRecord } from './payment-methods-repository';
import { paymentSimulator } from './payment-simulator';
import {
  insertTopUp,
  lockTopUp,
  markTopUpExpired,
  markTopUpPaid,
  publicTopUp,
  type TopUpRecord,
} from './top-ups-repository';

export interface TopUpDependencies {
  db: Database;
  notifications: NotificationsRepository;
  /** The simulated bank deposits a virtual account's amount after this many seconds; null = operators only. */
  virtualAccountSimulatorSeconds: number | null;
}

/** The bank virtual accounts are issued at, and how long one waits for its deposit. */
export const VIRTUAL_ACCOUNT_BANK = '004';
export const VIRTUAL_ACCOUNT_VALID_HOURS = 72;

export const POSTPAID_NO_TOP_UP = '후불 요금제는 충전하지 않아요. 사용한 요금은 매월 청구서로 내요.';
export const CARD_TO_CHARGE = '충전할 카드를 선택해 주세요. 등록된 카드가 없으면 먼저 카드를 등록해 주세요.';
export const cardDeclined = (reason: string) =>
  `카드 결제가 승인되지 않았어요. (${reason}) 다른 카드로 다시 시도해 주세요.`;

const BILLING_INFO = '/console/billing/info';

/** The active card of the business to charge: the one named, or the default when it is a card. */
export async function cardToCharge(
  db: Queryable,
  bizSeq: number,
  seq: number | null,
): Promise<PaymentMethodRecord | null> {
  const account = await readBillingAccount(db, bizSeq);
  const chosen = seq ?? account.defaultPaymentMethodSeq;
  if (chosen === null) return null;
  const method = await findPaymentMethod(db, bizSeq, chosen);
  return method && method.kind === 'CARD' && method.status === 'ACTIVE' ? method : null;
}

/**
 * Charges a card for `amountKrw` of balance plus VAT and records the outcome: a PAID top-up and its
 * ledger row, or a FAILED one; the card's history gets CHARGED or CHARGE_FAILED either way.
 */
export async function chargeCardTopUp(
  db: Database,
  request: { bizSeq: number; amountKrw: number; card: PaymentMethodRecord; actor: string; automatic: boolean },
): Promise<{ topUp: TopUpRecord; balanceKrw: number | null }> {
  const vatKrw = vatOf(request.amountKrw);
  const charge = paymentSimulator.chargeCard({
    billingKey: request.card.cardBillingKey ?? '',
    amountKrw: request.amountKrw + vatKrw,
  });
  return db.transaction(async (tx) => {
    const topUp = await insertTopUp(tx, {
      bizSeq: request.bizSeq,
      method: 'CARD',
      status: charge.ok ? 'PAID' : 'FAILED',
      paymentMethodSeq: request.card.seq,
      amountKrw: request.amountKrw,
      vatKrw,
      paidWith: request.card.label,
      transactionId: charge.ok ? charge.transactionId : null,
      failReason: charge.ok ? null : charge.reason,
      automatic: request.automatic,
      requestedBy: request.actor,
    });
    const what = `${request.automatic ? '자동 충전' : '충전'} ${formatKrw(topUp.totalKrw)}`;
    if (!charge.ok) {
      await addPaymentMethodEvent(tx, request.card.seq, 'CHARGE_FAILED', `${what}: ${charge.reason}`, request.actor);
      return { topUp, balanceKrw: null };
    }
    await addPaymentMethodEvent(tx, request.card.seq, 'CHARGED', what, request.actor);
    const balanceKrw = await recordTopUp(tx, {
      bizSeq: request.bizSeq,
      topUpSeq: topUp.seq,
      amountKrw: topUp.amountKrw,
      memo: `${request.automatic ? '자동 충전' : '카드 충전'} (${request.card.label})`,
    });
    return { topUp, balanceKrw };
  });
}

/** POST /api/billing/top-ups: a card charged now, or a virtual account issued to deposit to (prepaid only). */
export async function requestTopUp(
  deps: TopUpDependencies,
  bizSeq: number,
  actor: string,
  input: z.output<typeof TopUpInput>,
): Promise<TopUp> {
  const account = await readBillingAccount(deps.db, bizSeq);
  if (account.mode !== 'PREPAID') throw conflict(POSTPAID_NO_TOP_UP);
  if (input.method === 'CARD') {
    const card = await cardToCharge(deps.db, bizSeq, input.paymentMethodSeq);
    if (!card) throw invalidField('paymentMethodSeq', CARD_TO_CHARGE);
    const { topUp } = await chargeCardTopUp(deps.db, {
      bizSeq,
      amountKrw: input.amountKrw,
      card,
      actor,
      automatic: false,
    });
    if (topUp.status === 'FAILED') throw paymentRequired(cardDeclined(topUp.failReason ?? ''));
    return publicTopUp(topUp);
  }
  const issued = bankSimulator.issueVirtualAccount({ bankCode: VIRTUAL_ACCOUNT_BANK });
  const topUp = await deps.db.transaction(async (tx) => {
    const topUp = await insertTopUp(tx, {
      bizSeq,
      method: 'VIRTUAL_ACCOUNT',
      status: 'WAITING_DEPOSIT',
      paymentMethodSeq: null,
      amountKrw: input.amountKrw,
      vatKrw: vatOf(input.amountKrw),
      paidWith: `${bankName(issued.bankCode)} ${issued.accountNumber}`,
      virtualAccount: { ...issued, validHours: VIRTUAL_ACCOUNT_VALID_HOURS },
      automatic: false,
      requestedBy: actor,
    });
    // The deadline passes even when nobody deposits: a job then marks it EXPIRED.
    await bookJob(
      tx,
      VIRTUAL_ACCOUNT_DEPOSIT,
      { topUpSeq: topUp.seq, expireOnly: true },
      {
        runAt: new Date(topUp.depositDeadline!),
      },
    );
    if (deps.virtualAccountSimulatorSeconds !== null)
      await bookJob(
        tx,
        VIRTUAL_ACCOUNT_DEPOSIT,
        { topUpSeq: topUp.seq },
        {
          afterSeconds: deps.virtualAccountSimulatorSeconds,
        },
      );
    return topUp;
  });
  return publicTopUp(topUp);
}

export type DepositOutcome = 'PAID' | 'EXPIRED' | 'WAITING' | 'NOT_WAITING' | 'NOT_FOUND';

/**
 * The bank reports the deposit to a virtual account (the simulator's job or an operator): the top-up
 * is PAID and the balance grows, masters are told. Past its deadline it is EXPIRED instead.
 */
export async function confirmDeposit(
  deps: Pick<TopUpDependencies, 'db' | 'notifications'>,
  seq: number,
  options: { expireOnly?: boolean } = {},
): Promise<{ outcome: DepositOutcome; topUp: TopUpRecord | null }> {
  return deps.db.transaction(async (tx) => {
    const topUp = await lockTopUp(tx, seq);
    if (!topUp || topUp.method !== 'VIRTUAL_ACCOUNT') return { outcome: 'NOT_FOUND', topUp: null };
    if (topUp.status !== 'WAITING_DEPOSIT') return { outcome: 'NOT_WAITING', topUp };
    if (topUp.overdue) return { outcome: 'EXPIRED', topUp: await markTopUpExpired(tx, seq) };
    if (options.expireOnly) return { outcome: 'WAITING', topUp };
    const paid = await markTopUpPaid(tx, seq, `va-deposit-${seq}`);
    const balanceKrw = await recordTopUp(tx, {
      bizSeq: paid.bizSeq,
      topUpSeq: seq,
      amountKrw: paid.amountKrw,
      memo: `가상계좌 입금 (${paid.paidWith})`,
    });
    await deps.notifications.notify(
      { bizSeq: paid.bizSeq, roles: ['ROLE_MASTER'] },
      'BILLING_TOP_UP',
      '충전이 완료됐어요',
      `가상계좌 입금(${formatKrw(paid.totalKrw)})이 확인되어 ${formatKrw(paid.amountKrw)}을 충전했어요. 잔액은 ${formatKrw(balanceKrw)}이에요.`,
      BILLING_INFO,
      { tx },
    );
    return { outcome: 'PAID', topUp: paid };
  });
}
