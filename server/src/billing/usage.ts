import {
  PRICES_KRW,
  UsageChannel,
  vatOf,
  type PricedType,
  type UsageReport,
  type UsageRow,
} from '@console/contracts/billing';
import type { SendStatsRepository } from '../stats/send-stats-repository';

/**
 * The type a usage line or an invoice line names, from a channel and the type its messages keep: SMS
 * keeps SMS/LMS/MMS; RCS prices them as RCS_SMS..; a Kakao message's type is only its text class, so
 * the channel is the type.
 */
export function usageTypeOf(channel: string, type: string): string {
  if (channel === 'RCS') return type.startsWith('RCS_') ? type : `RCS_${type}`;
  if (channel === 'ALIMTALK' || channel === 'BRAND_MESSAGE') return channel;
  return type;
}

/** The list price of a usage type; a brand message's depends on its targeting, so it has none. */
export const listPriceOf = (type: string): number | null =>
  type in PRICES_KRW ? PRICES_KRW[type as PricedType] : null;

/** Every period of the range: KST days, or the months they fall in. */
export function periodsOf(unit: 'DAY' | 'MONTH', from: string, to: string): string[] {
  const periods: string[] = [];
  if (unit === 'DAY') {
    for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
      periods.push(day.toISOString().slice(0, 10));
      day.setUTCDate(day.getUTCDate() + 1);
    }
    return periods;
  }
  const last = to.slice(0, 7);
  for (const month = new Date(`${from.slice(0, 7)}-01T00:00:00Z`); ; month.setUTCMonth(month.getUTCMonth() + 1)) {
    const period = month.toISOString().slice(0, 7);
    periods.push(period);
    if (period >= last) return periods;
  }
}

export interface UsageRequest {
  unit: 'DAY' | 'MONTH';
  from: string;
  to: string;
  channel?: UsageChannel;
  /** The teams the caller may see, by seq. */
  teams: ReadonlyMap<number, string>;
}

/**
 * The usage report (이용내역) of some teams from the stats module's running totals: lines per period,
 * team, channel and type with their unit price and amount (the delivered messages' cost), a series with
 * every period of the range for the chart, and the totals with VAT.
 */
export async function usageReport(sendStats: SendStatsRepository, request: UsageRequest): Promise<UsageReport> {
  const stats = await sendStats.usageOfTeams(
    [...request.teams.keys()],
    request.unit,
    request.from,
    request.to,
    request.channel,
  );
  const lines = new Map<string, Omit<UsageRow, 'unitPriceKrw'>>();
  for (const stat of stats) {
    const channel = UsageChannel.safeParse(stat.channel);
    if (!channel.success) continue;
    const type = usageTypeOf(stat.channel, stat.type);
    const key = [stat.period, stat.teamSeq, stat.channel, type].join('\u0000');
    const line = lines.get(key) ?? {
      period: stat.period,
      teamSeq: stat.teamSeq,
      teamName: request.teams.get(stat.teamSeq) ?? '',
      channel: channel.data,
      type,
      requested: 0,
      delivered: 0,
      failed: 0,
      fallback: 0,
      amountKrw: 0,
    };
    line.requested += stat.requested;
    line.delivered += stat.delivered;
    line.failed += stat.failed;
    line.fallback += stat.fallback;
    line.amountKrw += stat.costKrw;
    lines.set(key, line);
  }
  const channelOrder = UsageChannel.options;
  const rows: UsageRow[] = [...lines.values()]
    .map((line) => ({
      ...line,
      // A brand message costs what its targeting cost: the average of the delivered ones.
      unitPriceKrw:
        listPriceOf(line.type) ??
        (line.delivered > 0 ? Math.round(line.amountKrw / line.delivered) : PRICES_KRW.BRAND_MESSAGE_FRIENDS),
    }))
    .sort(
      (a, b) =>
        a.period.localeCompare(b.period) ||
        a.teamSeq - b.teamSeq ||
        channelOrder.indexOf(a.channel) - channelOrder.indexOf(b.channel) ||
        a.type.localeCompare(b.type),
    );

  const channels = request.channel ? [request.channel] : channelOrder;
  const series = periodsOf(request.unit, request.from, request.to).map((period) => ({
    period,
    amountKrw: 0,
    requested: 0,
    delivered: 0,
    byChannel: Object.fromEntries(channels.map((channel) => [channel, 0])) as Record<string, number>,
  }));
  const byPeriod = new Map(series.map((point) => [point.period, point]));
  const totals = { requested: 0, delivered: 0, failed: 0, fallback: 0, amountKrw: 0, vatKrw: 0 };
  for (const row of rows) {
    const point = byPeriod.get(row.period);
    if (point) {
      point.amountKrw += row.amountKrw;
      point.requested += row.requested;
      point.delivered += row.delivered;
      point.byChannel[row.channel] = (point.byChannel[row.channel] ?? 0) + row.amountKrw;
    }
    totals.requested += row.requested;
    totals.delivered += row.delivered;
    totals.failed += row.failed;
    totals.fallback += row.fallback;
    totals.amountKrw += row.amountKrw;
  }
  totals.vatKrw = vatOf(totals.amountKrw);
  return { unit: request.unit, from: request.from, to: request.to, series, rows, totals };
}
