import { vatOf } from '@console/contracts/billing';
import type { Database, Queryable } from '../db/database';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import { AUTO_TOP_UP } from './billing-jobs';
import { formatKrw, readBillingAccount } from './billing-ledger';
import { cardToCharge, chargeCardTopUp } from './top-ups';
import { insertTopUp } from './top-ups-repository';

export interface AutoTopUpDependencies {
  db: Database;
  notifications: NotificationsRepository;
}

/** Who the history names for automatic top-ups. */
export const AUTO_TOP_UP_ACTOR = '자동 충전';
export const NO_CARD_FOR_AUTO_TOP_UP = '자동 충전에 쓸 카드가 없어요.';
const BILLING_INFO = '/console/billing/info';

const clearPending = (tx: Queryable, bizSeq: number) =>
  tx.query('UPDATE billing_accounts SET auto_topup_pending = false, updated_at = now() WHERE biz_seq = $1', [bizSeq]);

async function reportFailure(
  deps: AutoTopUpDependencies,
  tx: Queryable,
  bizSeq: number,
  amountKrw: number,
  reason: string,
) {
  await clearPending(tx, bizSeq);
  await deps.notifications.notify(
    { bizSeq, roles: ['ROLE_MASTER'] },
    'BILLING_PAYMENT_FAILED',
    '자동 충전에 실패했어요',
    `잔액이 자동 충전 기준보다 적어 ${formatKrw(amountKrw)}을 충전하려 했지만 결제되지 않았어요. (${reason}) 결제 정보에서 카드를 확인하고 직접 충전해 주세요.`,
    BILLING_INFO,
    { tx },
  );
}

/**
 * AUTO_TOP_UP { bizSeq }, booked by the ledger when a prepaid balance fell below the automatic top-up
 * threshold (billing_accounts.auto_topup_pending keeps it to one at a time). Charges the chosen card
 * (or the default card) for the set amount plus VAT: a PAID automatic top-up adds to the balance; a
 * declined card leaves a FAILED one, a CHARGE_FAILED event and a notification to masters. Either way
 * the next automatic top-up may be booked again. Nothing is charged when the balance no longer needs it.
 */
export const autoTopUpHandler = (deps: () => AutoTopUpDependencies) => async (payload: Record<string, unknown>) => {
  const bizSeq = Number(payload.bizSeq);
  if (!Number.isSafeInteger(bizSeq)) throw new Error(`${AUTO_TOP_UP} without bizSeq: ${JSON.stringify(payload)}`);
  const d = deps();
  const account = await readBillingAccount(d.db, bizSeq);
  const { enabled, thresholdKrw, amountKrw, paymentMethodSeq } = account.autoTopUp;
  if (account.mode !== 'PREPAID' || !enabled || account.balanceKrw >= thresholdKrw) {
    await clearPending(d.db, bizSeq);
    return;
  }
  const card = await cardToCharge(d.db, bizSeq, paymentMethodSeq);
  if (!card) {
    await d.db.transaction(async (tx) => {
      await insertTopUp(tx, {
        bizSeq,
        method: 'CARD',
        status: 'FAILED',
        paymentMethodSeq: null,
        amountKrw,
        vatKrw: vatOf(amountKrw),
        paidWith: '-',
        failReason: NO_CARD_FOR_AUTO_TOP_UP,
        automatic: true,
        requestedBy: AUTO_TOP_UP_ACTOR,
      });
      await reportFailure(d, tx, bizSeq, amountKrw, NO_CARD_FOR_AUTO_TOP_UP);
    });
    return;
  }
  const { topUp, balanceKrw } = await chargeCardTopUp(d.db, {
    bizSeq,
    amountKrw,
    card,
    actor: AUTO_TOP_UP_ACTOR,
    automatic: true,
  });
  if (topUp.status === 'PAID') {
    await d.notifications.notify(
      { bizSeq, roles: ['ROLE_MASTER'] },
      'BILLING_TOP_UP',
      '자동 충전했어요',
      `잔액이 ${formatKrw(thresholdKrw)}보다 적어 ${card.label}로 ${formatKrw(topUp.amountKrw)}(부가세 포함 ${formatKrw(topUp.totalKrw)})을 충전했어요. 잔액은 ${formatKrw(balanceKrw ?? 0)}이에요.`,
      BILLING_INFO,
    );
    return;
  }
  await d.db.transaction((tx) => reportFailure(d, tx, bizSeq, amountKrw, topUp.failReason ?? ''));
};
