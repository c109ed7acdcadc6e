import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { UsageQuery, type UsageRow } from '@console/contracts/billing';
import type { FastifyRequest } from 'fastify';
import { usageReport } from '../../../billing/usage';
import { teamNotAllowed } from '../../../http/api-error';
import { sendCsv, type CsvColumn } from '../../../http/csv-export';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';

const CHANNEL_LABEL: Record<UsageRow['channel'], string> = {
  SMS: '문자',
  RCS: 'RCS',
  ALIMTALK: '알림톡',
  BRAND_MESSAGE: '브랜드 메시지',
  EMAIL: '이메일',
};

/** DOMAIN.md's usage columns. */
const COLUMNS: CsvColumn<UsageRow>[] = [
  { header: '기간', value: (r) => r.period },
  { header: '팀', value: (r) => r.teamName },
  { header: '채널', value: (r) => CHANNEL_LABEL[r.channel] },
  { header: '유형', value: (r) => r.type },
  { header: '요청', value: (r) => r.requested },
  { header: '성공(과금)', value: (r) => r.delivered },
  { header: '실패(미과금)', value: (r) => r.failed },
  { header: '대체 발송', value: (r) => r.fallback },
  { header: '단가(원)', value: (r) => r.unitPriceKrw },
  { header: '금액(원)', value: (r) => r.amountKrw },
];

/**
 * Usage history (이용내역) of every role: a master sees the whole business, anyone else their own teams;
 * `teamSeq` narrows it to one of them (499 for a team the caller may not open, as the dashboards).
 */
const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const reportOf = async (request: FastifyRequest, query: z.output<typeof UsageQuery>) => {
    const visible = await app.teams.visibleTeamNames(authOf(request).user.userSeq);
    if (query.teamSeq !== undefined && !visible.has(query.teamSeq)) throw teamNotAllowed();
    const teams = query.teamSeq === undefined ? visible : new Map([[query.teamSeq, visible.get(query.teamSeq)!]]);
    return usageReport(app.sendStats, {
      unit: query.unit,
      from: query.from,
      to: query.to,
      channel: query.channel,
      teams,
    });
  };

  app.get(
    '/api/billing/usage',
    { schema: { querystring: UsageQuery }, preValidation: app.authenticate },
    async (request) => ok(await reportOf(request, request.query)),
  );

  app.get(
    '/api/billing/usage/export',
    { schema: { querystring: UsageQuery }, preValidation: app.authenticate },
    async (request, reply) => {
      const report = await reportOf(request, request.query);
      const stamp = (day: string) => day.replace(/-/g, '');
      return sendCsv(reply, `이용내역_${stamp(report.from)}_${stamp(report.to)}.csv`, COLUMNS, report.rows);
    },
  );
};
export default usageRoutes;
