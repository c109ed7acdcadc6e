import { previousRange, wholeMonths, type SendStatsQuery, type SendStatsReport } from '@console/contracts/stats';
import type { SendStatsRepository } from '../stats/send-stats-repository';
import type { AlimtalkTemplatesRepository } from './alimtalk-templates-repository';

// The range arithmetic is the statistics' own (shared by every statistics page); kept exported here for its users.
export { previousRange };

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
