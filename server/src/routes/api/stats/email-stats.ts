import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailStatsQuery, type EmailStatsFigures } from '@console/contracts/email-stats';
import { emailStatistics } from '../../../channels/email/email-stats';
import { seoulDateStamp, sendCsv, type CsvColumn } from '../../../http/csv-export';
import { ok } from '../../../http/envelope';
import { statsTeams } from './channel-stats';

type Row = EmailStatsFigures & { period: string };
const rate = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '-');
const COLUMNS: CsvColumn<Row>[] = [
  { header: '기간', value: (r) => r.period },
  { header: '요청', value: (r) => r.requested },
  { header: '전달', value: (r) => r.delivered },
  { header: '실패', value: (r) => r.failed },
  { header: '영구 반송', value: (r) => r.hardBounced },
  { header: '일시 반송', value: (r) => r.softBounced },
  { header: '열람', value: (r) => r.opened },
  { header: '클릭', value: (r) => r.clicked },
  { header: '수신거부', value: (r) => r.unsubscribed },
  { header: '전달률', value: (r) => rate(r.delivered, r.requested) },
  { header: '열람률', value: (r) => rate(r.opened, r.delivered) },
  { header: '비용(원, VAT 별도)', value: (r) => r.costKrw },
];

/**
 * GET /api/stats/ems: e-mail by day or month over the teams the caller may see (or one of them, as
 * the other statistics pages pick them); /export is the same query as a CSV by period.
 */
const emailStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { querystring: EmailStatsQuery };

  app.get('/api/stats/ems', { schema, preValidation: app.authenticate }, async (request) => {
    const teams = await statsTeams(app, request, request.query.teamSeq);
    return ok(await emailStatistics(app.db, app.sendStats, request.query, teams));
  });

  app.get('/api/stats/ems/export', { schema, preValidation: app.authenticate }, async (request, reply) => {
    const teams = await statsTeams(app, request, request.query.teamSeq);
    const report = await emailStatistics(app.db, app.sendStats, request.query, teams);
    const team = report.teamSeq === null ? '' : `_${teams.names.get(report.teamSeq) ?? report.teamSeq}`;
    return sendCsv(
      reply,
      `이메일_통계${team}_${report.from}_${report.to}_${seoulDateStamp()}.csv`,
      [...COLUMNS],
      [...report.series, { ...report.totals, period: '합계' }],
    );
  });
};
export default emailStatsRoutes;
