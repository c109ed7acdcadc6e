import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsultationStatsQuery, type ConsultationFigures } from '@console/contracts/consultation';
import { consultationStatistics } from '../../../consultation/consultation-stats';
import { seoulDateStamp, sendCsv, type CsvColumn } from '../../../http/csv-export';
import { ok } from '../../../http/envelope';
import { statsTeams } from './channel-stats';

type Row = ConsultationFigures & { day: string; profile: string; team: string };
const COLUMNS: CsvColumn<Row>[] = [
  { header: '날짜', value: (r) => r.day },
  { header: '발신 프로필', value: (r) => r.profile },
  { header: '팀', value: (r) => r.team },
  { header: '상담 세션', value: (r) => r.sessions },
  { header: '받은 메시지', value: (r) => r.inbound },
  { header: '보낸 답장', value: (r) => r.outbound },
  { header: '평균 첫 응답 시간(초)', value: (r) => r.avgFirstResponseSeconds ?? '' },
  { header: '미응답 세션', value: (r) => r.unanswered },
];

/**
 * GET /api/stats/kakao-cs: consultation talk by day and sender profile over the teams the caller may
 * see (or one of them, as the other statistics pages pick them); /export is the same query as a CSV,
 * one row per day and sender profile that had activity, and the totals.
 */
const consultationStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { querystring: ConsultationStatsQuery };

  app.get('/api/stats/kakao-cs', { schema, preValidation: app.authenticate }, async (request) => {
    const teams = await statsTeams(app, request, request.query.teamSeq);
    return ok(await consultationStatistics(app.db, request.query, teams));
  });

  app.get('/api/stats/kakao-cs/export', { schema, preValidation: app.authenticate }, async (request, reply) => {
    const teams = await statsTeams(app, request, request.query.teamSeq);
    const report = await consultationStatistics(app.db, request.query, teams);
    const teamName = new Map(report.teams.map((team) => [team.teamSeq, team.teamName]));
    const rows: Row[] = report.rows.map((row) => ({
      ...row,
      profile: row.channelName,
      team: teamName.get(row.teamSeq) ?? String(row.teamSeq),
    }));
    const team = report.teamSeq === null ? '' : `_${teamName.get(report.teamSeq) ?? report.teamSeq}`;
    return sendCsv(reply, `카카오_상담톡_통계${team}_${report.from}_${report.to}_${seoulDateStamp()}.csv`, COLUMNS, [
      ...rows,
      { ...report.totals, day: '합계', profile: '', team: '' },
    ]);
  });
};
export default consultationStatsRoutes;
