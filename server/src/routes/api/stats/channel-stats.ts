import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChannelStatsQuery, StatsPage } from '@console/contracts/stats';
import { teamNotAllowed } from '../../../http/api-error';
import { seoulDateStamp, sendCsv, type CsvColumn } from '../../../http/csv-export';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { channelStatistics } from './channel-stats-report';

const PageParams = z.object({
  channel: z.enum(StatsPage.options, { message: '통계 종류는 sms, rcs, kakao 중 하나예요.' }),
});
const FILE_LABEL = { sms: '문자', rcs: 'RCS', kakao: '카카오톡' } as const;

/**
 * The teams a statistics page covers: the one of `?teamSeq` when the caller may open it (else 499,
 * as every team route answers), or every team the caller may open: a master's whole business,
 * anyone else's own teams (as the dashboard picks them).
 */
export async function statsTeams(app: FastifyInstance, request: FastifyRequest, teamSeq: number | undefined) {
  const names = await app.teams.visibleTeamNames(authOf(request).user.userSeq);
  if (teamSeq === undefined) return { teamSeqs: [...names.keys()], names };
  if (!names.has(teamSeq)) throw teamNotAllowed();
  return { teamSeqs: [teamSeq], names };
}

type Row = { period: string; requested: number; delivered: number; failed: number; fallback: number; costKrw: number };
const successRate = (row: Row) =>
  row.requested > 0 ? `${Math.round((row.delivered / row.requested) * 1000) / 10}%` : '-';
const COLUMNS: CsvColumn<Row>[] = [
  { header: '기간', value: (r) => r.period },
  { header: '요청', value: (r) => r.requested },
  { header: '성공', value: (r) => r.delivered },
  { header: '실패', value: (r) => r.failed },
  { header: '대체 발송', value: (r) => r.fallback },
  { header: '성공률', value: successRate },
  { header: '비용(원, VAT 별도)', value: (r) => r.costKrw },
];

/**
 * GET /api/stats/{sms|rcs|kakao}: a statistics page over the teams the caller may see (or one of
 * them), read from the running totals only; /export is the same query as a CSV by period.
 */
const channelStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: PageParams, querystring: ChannelStatsQuery };

  app.get('/api/stats/:channel', { schema, preValidation: app.authenticate }, async (request) => {
    const teams = await statsTeams(app, request, request.query.teamSeq);
    return ok(await channelStatistics(app.sendStats, request.params.channel, request.query, teams));
  });

  app.get('/api/stats/:channel/export', { schema, preValidation: app.authenticate }, async (request, reply) => {
    const { channel } = request.params;
    const teams = await statsTeams(app, request, request.query.teamSeq);
    const report = await channelStatistics(app.sendStats, channel, request.query, teams);
    const team = report.teamSeq === null ? '' : `_${teams.names.get(report.teamSeq) ?? report.teamSeq}`;
    const type = report.type === null ? '' : `_${report.type}`;
    return sendCsv(
      reply,
      `${FILE_LABEL[channel]}_통계${team}${type}_${report.from}_${report.to}_${seoulDateStamp()}.csv`,
      [...COLUMNS],
      [...report.series, { ...report.totals, period: '합계' }],
    );
  });
};
export default channelStatsRoutes;
