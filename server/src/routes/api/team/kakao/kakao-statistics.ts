import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SendStatsQuery, type SendStatsReport } from '@console/contracts/stats';
import { seoulDateStamp, sendCsv, type CsvColumn } from '../../../../http/csv-export';
import { ok } from '../../../../http/envelope';
import { teamOf } from '../../../../http/request-auth';
import { kakaoStatistics } from '../../../../kakao/kakao-statistics';

/** The statistics route's channel: /kakao/statistics/alimtalk and /brand-message. */
const CHANNELS = { alimtalk: 'ALIMTALK', 'brand-message': 'BRAND_MESSAGE' } as const;
const LABEL = { alimtalk: '알림톡', 'brand-message': '브랜드메시지' } as const;
const ChannelParams = z.object({
  channel: z.enum(['alimtalk', 'brand-message'], { message: '통계 종류는 alimtalk 또는 brand-message예요.' }),
});

type Row = SendStatsReport['series'][number];
const FIGURE_COLUMNS: CsvColumn<Omit<Row, 'period'>>[] = [
  { header: '요청', value: (r) => r.requested },
  { header: '성공', value: (r) => r.delivered },
  { header: '실패', value: (r) => r.failed },
  { header: '대체 발송', value: (r) => r.fallback },
  { header: '비용(원, VAT 별도)', value: (r) => r.costKrw },
];

/** Kakao statistics of the Curr-Team-Seq team (every member), and their export by period. */
const kakaoStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ sendStats: app.sendStats, templates: app.alimtalkTemplates });
  const guard = [app.authenticate, app.requireTeam];

  app.get(
    '/api/team/kakao/statistics/:channel',
    { schema: { params: ChannelParams, querystring: SendStatsQuery }, preValidation: guard },
    async (request) =>
      ok(await kakaoStatistics(deps(), teamOf(request).teamSeq, CHANNELS[request.params.channel], request.query)),
  );

  app.get(
    '/api/team/kakao/statistics/:channel/export',
    { schema: { params: ChannelParams, querystring: SendStatsQuery }, preValidation: guard },
    async (request, reply) => {
      const { channel } = request.params;
      const report = await kakaoStatistics(deps(), teamOf(request).teamSeq, CHANNELS[channel], request.query);
      const columns: CsvColumn<Row>[] = [{ header: '기간', value: (r) => r.period }, ...FIGURE_COLUMNS];
      return sendCsv(
        reply,
        `${LABEL[channel]}_통계_${report.from}_${report.to}_${seoulDateStamp()}.csv`,
        columns,
        report.series,
      );
    },
  );
};
export default kakaoStatisticsRoutes;
