import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageHistoryQuery, type MessageHistoryItem } from '@console/contracts/send-requests';
import { seoulDateStamp, sendCsvStream, type CsvColumn } from '../../../http/csv-export';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { kstRange } from '../../../http/kst-range';
import { channelAndTypeColumns, MESSAGE_STATUS_LABEL } from '../../../sending/export-columns';
import { teamOf } from '../../../http/request-auth';

/** Rows of one export: a month of a busy team; larger ranges are narrowed by the filters. */
const EXPORT_MAX_ROWS = 100_000;

const COLUMNS: CsvColumn<MessageHistoryItem>[] = [
  { header: '요청 번호', value: (r) => r.requestSeq },
  { header: '접수일시', value: (r) => r.createdAt },
  { header: '발신번호', value: (r) => r.senderNumber },
  { header: '받는 번호', value: (r) => r.phone },
  ...channelAndTypeColumns,
  { header: '템플릿', value: (r) => r.templateLabel ?? null },
  { header: '광고', value: (r) => (r.advertising ? 'Y' : 'N') },
  { header: '상태', value: (r) => MESSAGE_STATUS_LABEL[r.status] },
  { header: '결과 코드', value: (r) => r.resultCode },
  { header: '실패 사유', value: (r) => r.resultReason },
  { header: '요금(원)', value: (r) => r.costKrw },
  { header: '결과일시', value: (r) => r.reportedAt },
  { header: '내용', value: (r) => r.text },
];

/** The team's flat message history (/history/send): every message across requests, 31 days at most, paged and as CSV. */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = [app.authenticate, app.requireTeam];
  const filterOf = (query: MessageHistoryQuery) => ({
    ...kstRange(query),
    status: query.status,
    type: query.type,
    phone: query.phone?.replace(/\D/g, '') || undefined,
  });

  app.get(
    '/api/team/messages',
    { schema: { querystring: MessageHistoryQuery }, preValidation: reader },
    // Kept in memory until the team's sends change (http/team-read-cache.ts); the same for every member and language.
    async (request, reply) =>
      app.teamReads.answer(request, reply, async () => {
        const query = request.query;
        const { items, total, moreAfterTotal } = await app.sendRequests.history(
          teamOf(request).teamSeq,
          filterOf(query),
          pageWindow(query),
        );
        // moreAfterTotal: total is a lower bound (matches are counted a few pages ahead); the screen shows "N건 이상".
        return ok({ ...pageOf(items, query, total), moreAfterTotal });
      }),
  );

  app.get(
    '/api/team/messages/export',
    { schema: { querystring: MessageHistoryQuery }, preValidation: reader },
    async (request, reply) => {
      const query = request.query;
      const rows = app.sendRequests.historyChunks(teamOf(request).teamSeq, filterOf(query), EXPORT_MAX_ROWS);
      return sendCsvStream(reply, `발송내역_${seoulDateStamp()}.csv`, COLUMNS, rows);
    },
  );
};
export default messagesRoutes;
