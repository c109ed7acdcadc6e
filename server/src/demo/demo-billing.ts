import { PRICES_KRW } from '@console/contracts/billing';
import { rebuildBillingTotals } from '../billing/billing-ledger';
import type { Queryable } from '../db/database';
import { DEMO_BUSINESSES } from './demo-accounts';
import { insertDemoPaymentMethods } from './demo-billing-payments';
import type { DailyStatsRow } from './demo-stats';

/** The channel and the price list's type of each demo statistics channel (what its sends were charged as). */
const CHARGED_AS: Record<
  Exclude<DailyStatsRow['channel'], 'EMAIL'>,
  { channel: string; type: string; statsType: string; price: number }
> = {
  SMS: { channel: 'SMS', type: 'SMS', statsType: 'SMS', price: PRICES_KRW.SMS },
  LMS: { channel: 'SMS', type: 'LMS', statsType: 'LMS', price: PRICES_KRW.LMS },
  MMS: { channel: 'SMS', type: 'MMS', statsType: 'MMS', price: PRICES_KRW.MMS },
  RCS: { channel: 'RCS', type: 'RCS_SMS', statsType: 'SMS', price: PRICES_KRW.RCS_SMS },
  ALIMTALK: { channel: 'ALIMTALK', type: 'ALIMTALK', statsType: 'SMS', price: PRICES_KRW.ALIMTALK },
  BRAND_MESSAGE: {
    channel: 'BRAND_MESSAGE',
    type: 'BRAND_MESSAGE_FRIENDS',
    statsType: 'SMS',
    price: PRICES_KRW.BRAND_MESSAGE_FRIENDS,
  },
};
/** Hours (KST) the demo's daily sends went out at, with their share of the day. */
const SEND_HOURS: [number, number][] = [
  [10, 0.6],
  [15, 0.4],
];
/** What a prepaid demo business with history has left after its top-ups. */
const PREPAID_LEFT_KRW = 150_000;
/** The prepaid demo business without history starts with this balance. */
const FRESH_PREPAID_KRW = 30_000;

interface StatsRow {
  teamSeq: number;
  hour: string;
  channel: string;
  type: string;
  requested: number;
  delivered: number;
  failed: number;
  fallback: number;
  cost: number;
}
interface LedgerRow {
  teamSeq: number;
  at: string;
  kind: 'CHARGE' | 'REFUND';
  channel: string;
  type: string;
  quantity: number;
  price: number;
}

/** Splits a day's figure over the send hours so the parts add up to it. */
const split = (value: number) => {
  const first = Math.round(value * SEND_HOURS[0]![1]);
  return [first, value - first];
};

/**
 * The money side of the demo: each business's way of paying, the running totals of the statistics
 * (send_stats) and the ledger of the same 90 days of sends the daily statistics show, so usage,
 * invoices and statistics agree. Prepaid businesses with history topped up enough to keep a balance;
 * (주)다온마켓 starts fresh with a small one. Invoices come from the month closing job, not from here.
 */
export async function insertDemoBilling(tx: Queryable, daily: readonly DailyStatsRow[]): Promise<void> {
  const businesses = await tx.query<{ biz_seq: number; name: string }>('SELECT biz_seq, name FROM businesses');
  const bizOf = new Map(businesses.map((b) => [b.name, b.biz_seq]));
  for (const business of DEMO_BUSINESSES) {
    await tx.query(
      `INSERT INTO billing_accounts (biz_seq, mode, low_balance_alert_krw) VALUES ($1, $2, $3)
       ON CONFLICT (biz_seq) DO UPDATE SET mode = EXCLUDED.mode, low_balance_alert_krw = EXCLUDED.low_balance_alert_krw`,
      [bizOf.get(business.name), business.payment, business.payment === 'PREPAID' ? 5_000 : 0],
    );
  }
  const stats: StatsRow[] = [];
  const ledger: LedgerRow[] = [];
  for (const row of daily) {
    if (row.channel === 'EMAIL') continue; // the demo's e-mails are written by demo-email.ts
    const as = CHARGED_AS[row.channel];
    const requested = split(row.requested);
    const delivered = split(row.success);
    const fallback = split(row.fallback);
    const failed = split(row.failure - row.fallback);
    SEND_HOURS.forEach(([hour], i) => {
      const at = `${row.day} ${String(hour).padStart(2, '0')}:00:00+09`;
      stats.push({
        teamSeq: row.teamSeq,
        hour: at,
        channel: as.channel,
        type: as.statsType,
        requested: requested[i]!,
        delivered: delivered[i]!,
        failed: failed[i]!,
        fallback: fallback[i]!,
        cost: delivered[i]! * as.price,
      });
      ledger.push({ teamSeq: row.teamSeq, at, kind: 'CHARGE', ...as, quantity: requested[i]! });
      const refunded = requested[i]! - delivered[i]!;
      if (refunded > 0) ledger.push({ teamSeq: row.teamSeq, at, kind: 'REFUND', ...as, quantity: refunded });
      if (fallback[i]! > 0) {
        // The failures that fell back went out again as SMS, charged as SMS.
        stats.push({
          teamSeq: row.teamSeq,
          hour: at,
          channel: 'SMS',
          type: 'SMS',
          requested: fallback[i]!,
          delivered: fallback[i]!,
          failed: 0,
          fallback: 0,
          cost: fallback[i]! * PRICES_KRW.SMS,
        });
        ledger.push({
          teamSeq: row.teamSeq,
          at,
          kind: 'CHARGE',
          channel: 'SMS',
          type: 'SMS',
          quantity: fallback[i]!,
          price: PRICES_KRW.SMS,
        });
      }
    });
  }
  // One row per key: the fallback SMS of several channels share the SMS channel's hour.
  const byKey = new Map<string, StatsRow>();
  for (const row of stats) {
    const key = `${row.teamSeq}|${row.hour}|${row.channel}|${row.type}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...row });
    else
      for (const field of ['requested', 'delivered', 'failed', 'fallback', 'cost'] as const) seen[field] += row[field];
  }
  const rows = [...byKey.values()];
  await tx.query(
    `INSERT INTO send_stats (team_seq, hour, channel, type, requested, delivered, failed, fallback, cost_krw)
     SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::bigint[])`,
    [
      rows.map((s) => s.teamSeq),
      rows.map((s) => s.hour),
      rows.map((s) => s.channel),
      rows.map((s) => s.type),
      rows.map((s) => s.requested),
      rows.map((s) => s.delivered),
      rows.map((s) => s.failed),
      rows.map((s) => s.fallback),
      rows.map((s) => s.cost),
    ],
  );
  await tx.query(
    `INSERT INTO billing_ledger (biz_seq, team_seq, kind, amount_krw, quantity, channel, type, unit_price_krw, created_at, memo)
     SELECT t.biz_seq, u.team_seq, u.kind, CASE WHEN u.kind = 'CHARGE' THEN -1 ELSE 1 END * u.quantity * u.price,
            u.quantity, u.channel, u.type, u.price, u.at, '데모 이용 내역'
       FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[])
              AS u(team_seq, at, kind, channel, type, quantity, price)
       JOIN teams t ON t.team_seq = u.team_seq`,
    [
      ledger.map((l) => l.teamSeq),
      ledger.map((l) => l.at),
      ledger.map((l) => l.kind),
      ledger.map((l) => l.channel),
      ledger.map((l) => l.type),
      ledger.map((l) => l.quantity),
      ledger.map((l) => l.price),
    ],
  );
  // Cards, a CMS account and (주)다온마켓's own top-ups (each with its TOP_UP row).
  await insertDemoPaymentMethods(tx);
  // Prepaid businesses paid for that history with top-ups (one a month, the first one 90 days ago).
  await tx.query(
    `INSERT INTO billing_ledger (biz_seq, kind, amount_krw, created_at, memo)
     SELECT a.biz_seq, 'TOP_UP',
            CASE WHEN used.krw > 0 THEN ceil((used.krw + $1) / 10000.0)::int * 10000 ELSE $2 END,
            now() - interval '90 days', '데모 충전'
       FROM billing_accounts a
       CROSS JOIN LATERAL (SELECT coalesce(-sum(amount_krw), 0) AS krw FROM billing_ledger l WHERE l.biz_seq = a.biz_seq) used
      WHERE a.mode = 'PREPAID'
        AND NOT EXISTS (SELECT 1 FROM billing_ledger t WHERE t.biz_seq = a.biz_seq AND t.kind = 'TOP_UP')
        AND a.biz_seq IN (SELECT biz_seq FROM businesses WHERE verified_at IS NOT NULL OR used.krw > 0)`,
    [PREPAID_LEFT_KRW, FRESH_PREPAID_KRW],
  );
  await rebuildBillingTotals(tx);
}
