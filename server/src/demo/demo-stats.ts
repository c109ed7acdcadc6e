import { PRICES_KRW } from '@console/contracts/billing';
import type { StatsChannel } from '@console/contracts/stats';

export interface DailyStatsRow {
  teamSeq: number;
  day: string;
  channel: StatsChannel;
  requested: number;
  success: number;
  failure: number;
  fallback: number;
  costKrw: number;
}

// Typical daily volume of a busy team per channel, and how often each fails.
const CHANNELS: { channel: StatsChannel; volume: number; failureRate: number; price: number; fallsBack: boolean }[] = [
  { channel: 'SMS', volume: 1800, failureRate: 0.02, price: PRICES_KRW.SMS, fallsBack: false },
  { channel: 'LMS', volume: 900, failureRate: 0.025, price: PRICES_KRW.LMS, fallsBack: false },
  { channel: 'MMS', volume: 120, failureRate: 0.04, price: PRICES_KRW.MMS, fallsBack: false },
  { channel: 'RCS', volume: 400, failureRate: 0.08, price: PRICES_KRW.RCS_SMS, fallsBack: true },
  { channel: 'ALIMTALK', volume: 2500, failureRate: 0.05, price: PRICES_KRW.ALIMTALK, fallsBack: true },
  {
    channel: 'BRAND_MESSAGE',
    volume: 600,
    failureRate: 0.06,
    price: PRICES_KRW.BRAND_MESSAGE_FRIENDS,
    fallsBack: false,
  },
];

/** A small deterministic generator (mulberry32), so every fresh seed shows the same charts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The Korean calendar day `daysAgo` days before now, as YYYY-MM-DD. */
export const koreanDay = (daysAgo: number, now = Date.now()) =>
  new Date(now + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Plausible daily numbers for the last `days` days: weekdays busier, teams of different sizes. */
export function demoDailyStats(teamScales: Record<number, number>, days: number, now = Date.now()): DailyStatsRow[] {
  const rows: DailyStatsRow[] = [];
  for (const [team, scale] of Object.entries(teamScales)) {
    const next = random(Number(team) * 7919);
    for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
      const day = koreanDay(daysAgo, now);
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
      for (const c of CHANNELS) {
        const requested = Math.round(c.volume * scale * (weekend ? 0.35 : 1) * (0.7 + next() * 0.6));
        const failure = Math.round(requested * c.failureRate * (0.5 + next()));
        const fallback = c.fallsBack ? Math.round(failure * 0.8) : 0;
        const success = requested - failure;
        const costKrw = success * c.price + fallback * PRICES_KRW.SMS;
        rows.push({ teamSeq: Number(team), day, channel: c.channel, requested, success, failure, fallback, costKrw });
      }
    }
  }
  return rows;
}
