import type { SendStatsQuery, SendStatsReport } from '@console/contracts/stats';
import type { SendStatsRepository } from '../stats/send-stats-repository';
import type { AlimtalkTemplatesRepository } from './alimtalk-templates-repository';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The same length of time just before the range: as many days, or as many whole months for a monthly view. */
export function previousRange(query: Pick<SendStatsQuery, 'unit' | 'from' | 'to'>): { from: string; to: string } {
  if (query.unit === 'MONTH') {
    const months =
      (Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4))) * 12 +
      Number(query.to.slice(5, 7)) -
      Number(query.from.slice(5, 7)) +
      1;
    const start = new Date(Date.UTC(Number(query.from.slice(0, 4)), Number(query.from.slice(5, 7)) - 1 - months, 1));
    const end = new Date(Date.UTC(Number(query.from.slice(0, 4)), Number(query.from.slice(5, 7)) - 1, 0));
    return { from: isoDay(start.getTime()), to: isoDay(end.getTime()) };
  }
  const days = (dayMs(query.to) - dayMs(query.from)) / DAY_MS + 1;
  return { from: isoDay(dayMs(query.from) - days * DAY_MS), to: isoDay(dayMs(query.from) - DAY_MS) };
}

/** A monthly view covers whole months: from the first day of `from`'s month to the last of `to`'s. */
const wholeMonths = (query: SendStatsQuery): SendStatsQuery => {
  if (query.unit !== 'MONTH') return query;
  const last = new Date(Date.UTC(Number(query.to.slice(0, 4)), Number(query.to.slice(5, 7)), 0));
  return { ...query, from: `${query.from.slice(0, 7)}-01`, to: isoDay(last.getTime()) };
};

/**
 * Kakao statistics of a team on one channel (ALIMTALK, BRAND_MESSAGE): the series by hour, day or
 * month, the totals against the previous period, per template and sender profile, and the top ten
 * failure reasons, all from the running totals.
 */
export async function kakaoStatistics(
  deps: { sendStats: SendStatsRepository; templates: AlimtalkTemplatesRepository },
  teamSeq: number,
  channel: string,
  requested: SendStatsQuery,
): Promise<SendStatsReport> {
  const query = wholeMonths(requested);
  const filter = {
    teamSeq,
    channels: [channel],
    unit: query.unit,
    from: query.from,
    to: query.to,
    templateSeq: query.templateSeq,
    senderProfileSeq: query.senderProfileSeq,
  };
  const previous = previousRange(query);
  const [series, totals, before, byTemplate, topFailures] = await Promise.all([
    deps.sendStats.series(filter),
    deps.sendStats.totals(filter),
    deps.sendStats.totals(filter, previous.from, previous.to),
    deps.sendStats.byTemplate(filter),
    deps.sendStats.topFailures(filter),
  ]);
  const labels = await deps.templates.labels(byTemplate.map((row) => row.templateSeq).filter((seq) => seq > 0));
  return {
    unit: query.unit,
    from: query.from,
    to: query.to,
    series,
    totals,
    previous: { ...before, ...previous },
    byTemplate: byTemplate.map((row) => {
      const label = labels.get(row.templateSeq);
      return {
        ...row,
        templateName: label?.name ?? null,
        templateCode: label?.code ?? null,
        channelId: label?.channelId ?? null,
      };
    }),
    topFailures,
  };
}
