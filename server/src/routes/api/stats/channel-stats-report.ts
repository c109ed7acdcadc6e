import {
  periodsOf,
  previousRange,
  STATS_PAGE_CHANNELS,
  STATS_PAGE_TYPES,
  wholeMonths,
  type ChannelStatsQuery,
  type ChannelStatsReport,
  type SendStatsFigures,
  type StatsPage,
} from '@console/contracts/stats';
import { invalidField } from '../../../http/api-error';
import type { SendStatsRepository, TeamsStatsFilter } from '../../../stats/send-stats-repository';

const PAGE_NAME: Record<StatsPage, string> = { sms: '문자', rcs: 'RCS', kakao: '카카오톡' };

const zero = (): SendStatsFigures => ({ requested: 0, delivered: 0, failed: 0, fallback: 0, costKrw: 0 });
const add = (sum: SendStatsFigures, row: SendStatsFigures) => {
  sum.requested += row.requested;
  sum.delivered += row.delivered;
  sum.failed += row.failed;
  sum.fallback += row.fallback;
  sum.costKrw += row.costKrw;
};
/** Sums rows by a key, most requests first (then by key). */
function sumBy<K extends string | number>(rows: readonly (SendStatsFigures & object)[], keyOf: (row: never) => K) {
  const sums = new Map<K, SendStatsFigures>();
  for (const row of rows) {
    const key = keyOf(row as never);
    const sum = sums.get(key) ?? zero();
    add(sum, row);
    sums.set(key, sum);
  }
  return [...sums.entries()].sort(([a, x], [b, y]) => y.requested - x.requested || (a < b ? -1 : a > b ? 1 : 0));
}
/** Every period of the range, zero where nothing was sent. */
const filled = (unit: ChannelStatsQuery['unit'], from: string, to: string, series: { period: string }[]) => {
  const byPeriod = new Map(series.map((point) => [point.period, point]));
  return periodsOf(unit, from, to).map((period) => ({ ...zero(), ...byPeriod.get(period), period }));
};

/**
 * What a statistics page reads: the page's channels (Kakao: alimtalk and brand messages) and, with a
 * type, only that type (a Kakao type is its channel). An SMS type on the Kakao page is a 400.
 */
export function statsFilter(page: StatsPage, query: ChannelStatsQuery, teamSeqs: readonly number[]): TeamsStatsFilter {
  const types: readonly string[] = STATS_PAGE_TYPES[page];
  if (query.type && !types.includes(query.type))
    throw invalidField('type', `${PAGE_NAME[page]} 통계의 메시지 유형은 ${types.join(', ')} 중 하나예요.`);
  const base = { teamSeqs, unit: query.unit, from: query.from, to: query.to };
  if (page === 'kakao') return { ...base, channels: query.type ? [query.type] : STATS_PAGE_CHANNELS.kakao };
  return { ...base, channels: STATS_PAGE_CHANNELS[page], types: query.type ? [query.type] : undefined };
}

/**
 * A statistics page over the given teams, all from the running totals (send_stats,
 * send_failure_stats): every period of the range, the totals against the previous period of the
 * same length, per team and per type, and the ten most frequent failure reasons. A monthly view
 * covers whole months.
 */
export async function channelStatistics(
  sendStats: SendStatsRepository,
  page: StatsPage,
  requested: ChannelStatsQuery,
  teams: { teamSeqs: readonly number[]; names: ReadonlyMap<number, string> },
): Promise<ChannelStatsReport> {
  const query = wholeMonths(requested);
  const filter = statsFilter(page, query, teams.teamSeqs);
  const previous = previousRange(query);
  const [rows, previousSeries, topFailures] = await Promise.all([
    sendStats.breakdownOfTeams(filter),
    sendStats.seriesOfTeams(filter, previous.from, previous.to),
    sendStats.topFailuresOfTeams(filter),
  ]);
  const totals = zero();
  for (const row of rows) add(totals, row);
  const previousTotals = zero();
  for (const row of previousSeries) add(previousTotals, row);
  const typeOf = (row: { channel: string; type: string }) => (page === 'kakao' ? row.channel : row.type);
  return {
    page,
    unit: query.unit,
    from: query.from,
    to: query.to,
    teamSeq: requested.teamSeq ?? null,
    type: requested.type ?? null,
    series: filled(
      query.unit,
      query.from,
      query.to,
      sumBy(rows, (row: { period: string }) => row.period).map(([period, sum]) => ({ ...sum, period })),
    ),
    totals,
    previous: {
      ...previousTotals,
      ...previous,
      series: filled(query.unit, previous.from, previous.to, previousSeries),
    },
    byTeam: sumBy(rows, (row: { teamSeq: number }) => row.teamSeq).map(([teamSeq, sum]) => ({
      ...sum,
      teamSeq,
      teamName: teams.names.get(teamSeq) ?? `#${teamSeq}`,
    })),
    byType: sumBy(rows, typeOf).map(([type, sum]) => ({ ...sum, type })),
    topFailures,
    failuresOfAllTypes: page !== 'kakao' && query.type !== undefined,
  };
}
