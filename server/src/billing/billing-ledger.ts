import { PRICES_KRW, type BillingAccount, type BillingService, type PaymentMode } from '@console/contracts/billing';
import { ResultCode } from '@console/contracts/api-envelope';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { bookJob } from '../jobs/book-job';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import { AUTO_TOP_UP } from './billing-jobs';

/** 12345 -> "12,345원" (server texts; the screens use @console/ui's formatKrw). */
export const formatKrw = (value: number) => `${value.toLocaleString('ko-KR')}원`;

/** 402: the business (or its team) cannot pay for the send; the message says how much is missing. */
export const paymentRequired = (message: string) => new ApiError(402, ResultCode.PAYMENT_REQUIRED, message);

/** The first day of the KST month of `now`, as the SQL expression billing_team_months.month uses. */
const KST_MONTH = `date_trunc('month', now() AT TIME ZONE 'Asia/Seoul')::date`;

/** Every business has a billing account (prepaid, empty) from its first use of billing. */
export async function ensureBillingAccount(tx: Queryable, bizSeq: number): Promise<void> {
  await tx.query('INSERT INTO billing_accounts (biz_seq) VALUES ($1) ON CONFLICT DO NOTHING', [bizSeq]);
}

interface AccountRow {
  mode: PaymentMode;
  balance_krw: string;
  auto_topup_enabled: boolean;
  auto_topup_threshold_krw: number;
  auto_topup_amount_krw: number;
  auto_topup_method_seq: number | null;
  low_balance_alert_krw: number;
  default_method_seq: number | null;
  held_krw: string;
  month_krw: string;
  verified: boolean;
  tax_email: string | null;
}

/** GET /api/billing/account: the balance (the ledger's sum), what is held for sends on their way, and the settings. */
export async function readBillingAccount(db: Queryable, bizSeq: number): Promise<BillingAccount> {
  await ensureBillingAccount(db, bizSeq);
  const [row] = await db.query<AccountRow>(
    `SELECT a.mode, a.balance_krw, a.auto_topup_enabled, a.auto_topup_threshold_krw, a.auto_topup_amount_krw,
            a.auto_topup_method_seq, a.low_balance_alert_krw, a.default_method_seq,
            (SELECT coalesce(sum(amount_krw), 0) FROM billing_holds h WHERE h.biz_seq = a.biz_seq) AS held_krw,
            (SELECT coalesce(sum(net_krw), 0) FROM billing_team_months m WHERE m.biz_seq = a.biz_seq AND m.month = ${KST_MONTH}) AS month_krw,
            (b.verified_at IS NOT NULL) AS verified,
            (SELECT t.email FROM billing_tax_info t WHERE t.biz_seq = a.biz_seq) AS tax_email
       FROM billing_accounts a JOIN businesses b ON b.biz_seq = a.biz_seq
      WHERE a.biz_seq = $1`,
    [bizSeq],
  );
  const balance = Number(row!.balance_krw);
  const held = Number(row!.held_krw);
  return {
    mode: row!.mode,
    balanceKrw: balance,
    heldKrw: held,
    availableKrw: balance - held,
    monthToDateKrw: Number(row!.month_krw),
    autoTopUp: {
      enabled: row!.auto_topup_enabled,
      thresholdKrw: row!.auto_topup_threshold_krw,
      amountKrw: row!.auto_topup_amount_krw,
      paymentMethodSeq: row!.auto_topup_method_seq,
    },
    lowBalanceAlertKrw: row!.low_balance_alert_krw,
    taxInvoiceEmail: row!.tax_email,
    postpaidEligible: row!.verified,
    defaultPaymentMethodSeq: row!.default_method_seq,
  };
}

/**
 * A paid top-up: one TOP_UP row keyed by the top-up (a second call for the same top-up adds nothing)
 * and the balance. Clears the low-balance alert once the balance is above it again, and lets the next
 * automatic top-up be booked. Answers the balance after it.
 */
export async function recordTopUp(
  tx: Queryable,
  input: { bizSeq: number; topUpSeq: number; amountKrw: number; memo: string | null },
): Promise<number> {
  await ensureBillingAccount(tx, input.bizSeq);
  const inserted = await tx.query(
    `INSERT INTO billing_ledger (biz_seq, kind, amount_krw, quantity, top_up_seq, memo)
     VALUES ($1, 'TOP_UP', $2, 1, $3, $4)
     ON CONFLICT (top_up_seq) WHERE top_up_seq IS NOT NULL DO NOTHING RETURNING seq`,
    [input.bizSeq, input.amountKrw, input.topUpSeq, input.memo],
  );
  const [account] = await tx.query<{ balance_krw: string }>(
    `UPDATE billing_accounts SET balance_krw = balance_krw + $2, auto_topup_pending = false,
       low_balance_alerted = low_balance_alerted AND balance_krw + $2 < low_balance_alert_krw, updated_at = now()
     WHERE biz_seq = $1 RETURNING balance_krw`,
    [input.bizSeq, inserted.length > 0 ? input.amountKrw : 0],
  );
  return Number(account!.balance_krw);
}

/** Recomputes balances and team month totals from the ledger (the demo seed after writing history; repairs). */
export async function rebuildBillingTotals(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE billing_accounts a SET balance_krw = coalesce((SELECT sum(amount_krw) FROM billing_ledger l WHERE l.biz_seq = a.biz_seq), 0)`,
  );
  await tx.query('DELETE FROM billing_team_months');
  await tx.query(
    `INSERT INTO billing_team_months (team_seq, month, biz_seq, net_krw)
     SELECT team_seq, date_trunc('month', created_at AT TIME ZONE 'Asia/Seoul')::date, biz_seq, -sum(amount_krw)
       FROM billing_ledger WHERE team_seq IS NOT NULL AND kind IN ('CHARGE', 'REFUND') GROUP BY 1, 2, 3`,
  );
}

// ---------------------------------------------------------------- the sending pipeline's side

export const SERVICE_STOPPED = (service: string) =>
  `${service} 서비스는 이용 중지 상태예요. 요금·결제 > 이용 서비스에서 다시 이용을 시작한 뒤 보내 주세요.`;

const SERVICE_NAMES: Record<BillingService, string> = {
  SMS: '문자(SMS/LMS/MMS)',
  RCS: 'RCS',
  ALIMTALK: '알림톡',
  BRAND_MESSAGE: '브랜드 메시지',
};

export const prepaidShortfall = (estimatedKrw: number, availableKrw: number) =>
  `잔액이 부족해요. 이번 발송 예상 금액은 ${formatKrw(estimatedKrw)}인데 사용할 수 있는 잔액은 ${formatKrw(Math.max(0, availableKrw))}이에요. ${formatKrw(estimatedKrw - Math.max(0, availableKrw))} 이상 충전한 뒤 다시 보내 주세요.`;

export const teamCapExceeded = (capKrw: number, spentKrw: number, estimatedKrw: number) =>
  `팀의 월 사용 한도를 넘어요. 이번 달 한도 ${formatKrw(capKrw)} 중 ${formatKrw(spentKrw)}을 썼고, 이번 발송 예상 금액은 ${formatKrw(estimatedKrw)}이에요 (${formatKrw(spentKrw + estimatedKrw - capKrw)} 초과). 마스터에게 한도 조정을 요청해 주세요.`;

export interface SendAdmission {
  teamSeq: number;
  /** The channel's id, which is also the billing service it belongs to. */
  channel: string;
  estimatedKrw: number;
}

/**
 * Whether the team's business may pay for a send of `estimatedKrw` now: its service is not stopped, a
 * prepaid balance (minus what is held for sends on their way) covers it, and the team stays within its
 * monthly cap. Locks the business's billing account so two sends cannot both use the same balance;
 * throws 402 (or 409 for a stopped service) with the shortfall in Korean. Answers the business.
 */
async function admit(tx: Queryable, send: SendAdmission): Promise<number> {
  const [team] = await tx.query<{ biz_seq: number }>('SELECT biz_seq FROM teams WHERE team_seq = $1', [send.teamSeq]);
  const bizSeq = team!.biz_seq;
  await ensureBillingAccount(tx, bizSeq);
  const [row] = await tx.query<{
    mode: PaymentMode;
    balance_krw: string;
    held_krw: string;
    stopped: boolean;
    cap_krw: string | null;
    team_spent_krw: string;
  }>(
    `SELECT a.mode, a.balance_krw,
            (SELECT coalesce(sum(amount_krw), 0) FROM billing_holds h WHERE h.biz_seq = a.biz_seq) AS held_krw,
            EXISTS (SELECT 1 FROM billing_service_stops s WHERE s.biz_seq = a.biz_seq AND s.service = $2) AS stopped,
            (SELECT monthly_cap_krw FROM team_spend_caps c WHERE c.team_seq = $3) AS cap_krw,
            (SELECT coalesce(sum(net_krw), 0) FROM billing_team_months m WHERE m.team_seq = $3 AND m.month = ${KST_MONTH})
              + (SELECT coalesce(sum(amount_krw), 0) FROM billing_holds h WHERE h.team_seq = $3) AS team_spent_krw
       FROM billing_accounts a WHERE a.biz_seq = $1 FOR UPDATE`,
    [bizSeq, send.channel, send.teamSeq],
  );
  if (row!.stopped) {
    const name = SERVICE_NAMES[send.channel as BillingService] ?? send.channel;
    throw new ApiError(409, ResultCode.CONFLICT, SERVICE_STOPPED(name));
  }
  if (send.estimatedKrw <= 0) return bizSeq;
  if (row!.mode === 'PREPAID') {
    const available = Number(row!.balance_krw) - Number(row!.held_krw);
    if (send.estimatedKrw > available) throw paymentRequired(prepaidShortfall(send.estimatedKrw, available));
  }
  if (row!.cap_krw !== null) {
    const cap = Number(row!.cap_krw);
    const spent = Number(row!.team_spent_krw);
    if (spent + send.estimatedKrw > cap) throw paymentRequired(teamCapExceeded(cap, spent, send.estimatedKrw));
  }
  return bizSeq;
}

/**
 * Inside the accepting transaction, after the request row: refuses what the business cannot pay for;
 * an immediate send then holds its estimated cost until it is handed over. A reservation is only
 * checked here (and again, with a hold, when it fires).
 */
export async function admitSend(
  tx: Queryable,
  send: SendAdmission & { requestSeq: number; reserved: boolean },
): Promise<void> {
  const bizSeq = await admit(tx, send);
  if (send.reserved || send.estimatedKrw <= 0) return;
  await tx.query(
    `INSERT INTO billing_holds (request_seq, biz_seq, team_seq, amount_krw) VALUES ($1, $2, $3, $4)
     ON CONFLICT (request_seq) DO NOTHING`,
    [send.requestSeq, bizSeq, send.teamSeq, send.estimatedKrw],
  );
}

/**
 * The price list's name of what a message is charged as (PRICES_KRW keys): the SMS channel's SMS/LMS/MMS,
 * RCS_SMS.., ALIMTALK, BRAND_MESSAGE_FRIENDS/OTHERS; another channel's own type.
 */
export function chargedType(channel: string, type: string, priceKrw: number): string {
  if (channel === 'SMS') return type;
  if (channel === 'RCS') return `RCS_${type}`;
  if (channel === 'ALIMTALK') return 'ALIMTALK';
  if (channel === 'BRAND_MESSAGE')
    return priceKrw === PRICES_KRW.BRAND_MESSAGE_FRIENDS ? 'BRAND_MESSAGE_FRIENDS' : 'BRAND_MESSAGE_OTHERS';
  return type;
}

export interface HandedOverCharge {
  seq: number;
  channel: string;
  type: string;
  priceKrw: number;
}

/**
 * The sending pipeline's billing: admission and a hold when a send is accepted (or a reservation
 * fires), a charge per message when it is handed over, a refund per message when it fails. Every
 * write is keyed (hold by request, charge and refund by message and kind), so a job that runs again
 * after a crash charges nothing twice.
 */
export function createSendBilling(deps: { notifications: NotificationsRepository }) {
  /** After a balance change of a prepaid business: the low-balance notification and the automatic top-up, each once. */
  async function afterBalanceFell(tx: Queryable, bizSeq: number): Promise<void> {
    const [account] = await tx.query<{ balance_krw: string; alert: boolean; top_up: boolean; threshold: number }>(
      `WITH a AS (SELECT * FROM billing_accounts WHERE biz_seq = $1 AND mode = 'PREPAID'),
       alerted AS (
         UPDATE billing_accounts b SET low_balance_alerted = true FROM a
          WHERE b.biz_seq = a.biz_seq AND a.low_balance_alert_krw > 0 AND a.balance_krw < a.low_balance_alert_krw AND NOT a.low_balance_alerted
          RETURNING b.biz_seq),
       topped AS (
         UPDATE billing_accounts b SET auto_topup_pending = true FROM a
          WHERE b.biz_seq = a.biz_seq AND a.auto_topup_enabled AND a.balance_krw < a.auto_topup_threshold_krw AND NOT a.auto_topup_pending
          RETURNING b.biz_seq)
       SELECT a.balance_krw, EXISTS (SELECT 1 FROM alerted) AS alert, EXISTS (SELECT 1 FROM topped) AS top_up,
              a.low_balance_alert_krw AS threshold FROM a`,
      [bizSeq],
    );
    if (!account) return;
    if (account.top_up) await bookJob(tx, AUTO_TOP_UP, { bizSeq });
    if (account.alert) {
      await deps.notifications.notify(
        { bizSeq, roles: ['ROLE_MASTER'] },
        'BILLING_LOW_BALANCE',
        '잔액이 얼마 남지 않았어요',
        `선불 잔액이 ${formatKrw(Number(account.balance_krw))}으로 알림 기준(${formatKrw(account.threshold)})보다 적어요. 발송이 멈추지 않도록 충전해 주세요.`,
        '/console/billing/info',
        { tx },
      );
    }
  }

  return {
    /**
     * Inside the accepting transaction, after the request row: refuses what the business cannot pay
     * for; an immediate send then holds its estimated cost until it is handed over. A reservation is
     * only checked here (and again, with a hold, when it fires).
     */
    /**
     * A reservation's time has come: the same checks as at acceptance against today's balance and cap,
     * then its hold. Answers the Korean reason when it cannot be paid for (the caller fails the request).
     */
    async admitReservation(tx: Queryable, requestSeq: number): Promise<string | null> {
      const [request] = await tx.query<{ team_seq: number; channel: string; estimated: string }>(
        `SELECT r.team_seq, r.channel, coalesce(sum(coalesce(m.price_krw, 0)), 0) AS estimated
           FROM send_requests r LEFT JOIN messages m ON m.request_seq = r.seq AND m.status = 'ACCEPTED'
          WHERE r.seq = $1 GROUP BY 1, 2`,
        [requestSeq],
      );
      if (!request) return null;
      const estimatedKrw = Number(request.estimated);
      try {
        await admitSend(tx, {
          teamSeq: request.team_seq,
          channel: request.channel,
          estimatedKrw,
          requestSeq,
          reserved: false,
        });
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode < 500) return error.message;
        throw error;
      }
    },

    /** A batch just handed to its channels: one CHARGE per message at its price, taken from the hold. */
    async chargeHandedOver(tx: Queryable, requestSeq: number, messages: readonly HandedOverCharge[]): Promise<void> {
      const priced = messages
        .filter((m) => m.priceKrw > 0)
        .map((m) => ({ ...m, type: chargedType(m.channel, m.type, m.priceKrw) }));
      if (priced.length === 0) return;
      const [charged] = await tx.query<{ biz_seq: number; team_seq: number; amount: string }>(
        `WITH r AS (SELECT s.team_seq, t.biz_seq FROM send_requests s JOIN teams t ON t.team_seq = s.team_seq WHERE s.seq = $1),
         ins AS (
           INSERT INTO billing_ledger (biz_seq, team_seq, kind, amount_krw, channel, type, unit_price_krw, request_seq, message_seq)
           SELECT r.biz_seq, r.team_seq, 'CHARGE', -u.price, u.channel, u.type, u.price, $1, u.seq
             FROM r, unnest($2::bigint[], $3::text[], $4::text[], $5::int[]) AS u(seq, channel, type, price)
           ON CONFLICT (message_seq, kind) WHERE message_seq IS NOT NULL DO NOTHING
           RETURNING amount_krw)
         SELECT r.biz_seq, r.team_seq, (SELECT coalesce(-sum(amount_krw), 0) FROM ins) AS amount FROM r`,
        [
          requestSeq,
          priced.map((m) => m.seq),
          priced.map((m) => m.channel),
          priced.map((m) => m.type),
          priced.map((m) => m.priceKrw),
        ],
      );
      const amount = Number(charged!.amount);
      if (amount === 0) return;
      await tx.query('UPDATE billing_holds SET amount_krw = greatest(0, amount_krw - $2) WHERE request_seq = $1', [
        requestSeq,
        amount,
      ]);
      await this.moveMoney(tx, charged!.biz_seq, charged!.team_seq, -amount);
    },

    /** Failed messages: each one's charge comes back as a REFUND (once). */
    async refundFailed(tx: Queryable, messageSeqs: readonly number[]): Promise<void> {
      if (messageSeqs.length === 0) return;
      const refunds = await tx.query<{ biz_seq: number; team_seq: number; amount: string }>(
        `WITH ins AS (
           INSERT INTO billing_ledger (biz_seq, team_seq, kind, amount_krw, channel, type, unit_price_krw, request_seq, message_seq)
           SELECT biz_seq, team_seq, 'REFUND', -amount_krw, channel, type, unit_price_krw, request_seq, message_seq
             FROM billing_ledger WHERE message_seq = ANY($1::bigint[]) AND kind = 'CHARGE'
           ON CONFLICT (message_seq, kind) WHERE message_seq IS NOT NULL DO NOTHING
           RETURNING biz_seq, team_seq, amount_krw)
         SELECT biz_seq, team_seq, sum(amount_krw) AS amount FROM ins GROUP BY 1, 2`,
        [messageSeqs],
      );
      for (const refund of refunds) await this.moveMoney(tx, refund.biz_seq, refund.team_seq, Number(refund.amount));
    },

    /** The dispatch is over: what is left of the hold (opt-outs, cancelled messages) goes back. */
    async releaseHold(tx: Queryable, requestSeq: number): Promise<void> {
      await tx.query('DELETE FROM billing_holds WHERE request_seq = $1', [requestSeq]);
    },

    /** Balance and team month total after ledger rows of `amountKrw` (negative = spent). */
    async moveMoney(tx: Queryable, bizSeq: number, teamSeq: number, amountKrw: number): Promise<void> {
      await tx.query(
        'UPDATE billing_accounts SET balance_krw = balance_krw + $2, updated_at = now() WHERE biz_seq = $1',
        [bizSeq, amountKrw],
      );
      await tx.query(
        `INSERT INTO billing_team_months (team_seq, month, biz_seq, net_krw) VALUES ($1, ${KST_MONTH}, $2, $3)
         ON CONFLICT (team_seq, month) DO UPDATE SET net_krw = billing_team_months.net_krw + EXCLUDED.net_krw`,
        [teamSeq, bizSeq, -amountKrw],
      );
      if (amountKrw < 0) await afterBalanceFell(tx, bizSeq);
    },
  };
}
export type SendBilling = ReturnType<typeof createSendBilling>;
