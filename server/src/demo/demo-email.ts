import { EMAIL_PRICE_KRW } from '@console/contracts/email-send';
import type { Queryable } from '../db/database';
import { EMAIL_MESSAGE_TYPE } from '../channels/email/email-channel';
import { koreanDay } from './demo-stats';

/** The demo's e-mail team (마케팅팀) and how many days of its newsletters the seed keeps. */
const EMAIL_TEAM = 1;
const EMAIL_DAYS = 60;
/** A newsletter goes out every few days at 10:00 KST; its size and outcomes vary a little. */
const EVERY_DAYS = 3;

export interface DemoEmailDay {
  day: string;
  requested: number;
  delivered: number;
  failed: number;
  hardBounced: number;
  softBounced: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
}

/** The deterministic e-mail history of the last `days` days: one newsletter every EVERY_DAYS days. */
export function demoEmailDays(days = EMAIL_DAYS, now = Date.now()): DemoEmailDay[] {
  const result: DemoEmailDay[] = [];
  for (let daysAgo = days - 1; daysAgo >= 1; daysAgo -= 1) {
    if (daysAgo % EVERY_DAYS !== 0) continue;
    const wave = (daysAgo * 37) % 11; // 0..10, the same on every fresh seed
    const requested = 1200 + wave * 85;
    const hardBounced = 8 + (wave % 5);
    const softBounced = 3 + (wave % 3);
    const optedOut = 2 + (wave % 4);
    const failed = hardBounced + softBounced + optedOut;
    const delivered = requested - failed;
    const opened = Math.round(delivered * (0.28 + wave / 100));
    result.push({
      day: koreanDay(daysAgo, now),
      requested,
      delivered,
      failed,
      hardBounced,
      softBounced,
      opened,
      clicked: Math.round(opened * 0.18),
      unsubscribed: 1 + (wave % 4),
    });
  }
  return result;
}

/**
 * The e-mail statistics history of the demo's marketing team, so /console/stats/ems draws from the
 * seed: the pipeline's running totals (send_stats, channel EMAIL; the daily roll-up follows by
 * trigger), the e-mail channel's own daily figures (email_stats_daily) and the ledger of the same
 * sends as demo-billing.ts writes it for the other channels (a charge of every requested mail at
 * 1 KRW, the failed and opted-out ones refunded: 1 KRW per delivered e-mail). Runs before the
 * billing seed, whose prepaid top-ups cover this usage too.
 */
export async function insertDemoEmail(tx: Queryable, now = Date.now()): Promise<void> {
  const days = demoEmailDays(EMAIL_DAYS, now);
  await tx.query(
    `INSERT INTO send_stats (team_seq, hour, channel, type, requested, delivered, failed, fallback, cost_krw)
     SELECT $1, (u.day::date + time '10:00') AT TIME ZONE 'Asia/Seoul', 'EMAIL', $2, u.requested, u.delivered, u.failed, 0,
            u.delivered * $3
       FROM unnest($4::text[], $5::int[], $6::int[], $7::int[]) AS u(day, requested, delivered, failed)`,
    [
      EMAIL_TEAM,
      EMAIL_MESSAGE_TYPE,
      EMAIL_PRICE_KRW,
      days.map((d) => d.day),
      days.map((d) => d.requested),
      days.map((d) => d.delivered),
      days.map((d) => d.failed),
    ],
  );
  await tx.query(
    `INSERT INTO email_stats_daily (team_seq, day, hard_bounced, soft_bounced, opened, clicked, unsubscribed)
     SELECT $1, u.day::date, u.hard, u.soft, u.opened, u.clicked, u.unsubscribed
       FROM unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
              AS u(day, hard, soft, opened, clicked, unsubscribed)`,
    [
      EMAIL_TEAM,
      days.map((d) => d.day),
      days.map((d) => d.hardBounced),
      days.map((d) => d.softBounced),
      days.map((d) => d.opened),
      days.map((d) => d.clicked),
      days.map((d) => d.unsubscribed),
    ],
  );
  await tx.query(
    `INSERT INTO billing_ledger (biz_seq, team_seq, kind, amount_krw, quantity, channel, type, unit_price_krw, created_at, memo)
     SELECT t.biz_seq, t.team_seq, k.kind, CASE WHEN k.kind = 'CHARGE' THEN -1 ELSE 1 END * k.quantity * $3,
            k.quantity, 'EMAIL', $2, $3, (u.day::date + time '10:00') AT TIME ZONE 'Asia/Seoul', '데모 이용 내역'
       FROM unnest($4::text[], $5::int[], $6::int[]) AS u(day, requested, failed)
       CROSS JOIN LATERAL (VALUES ('CHARGE', u.requested), ('REFUND', u.failed)) AS k(kind, quantity)
       JOIN teams t ON t.team_seq = $1
      WHERE k.quantity > 0`,
    [
      EMAIL_TEAM,
      EMAIL_MESSAGE_TYPE,
      EMAIL_PRICE_KRW,
      days.map((d) => d.day),
      days.map((d) => d.requested),
      days.map((d) => d.failed),
    ],
  );
}
