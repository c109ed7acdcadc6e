import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResultQuery, type MessageResult } from '@console/contracts/send-requests';
import { notFound } from '../../../http/api-error';
import { seoulDateStamp, sendCsvStream, type CsvColumn } from '../../../http/csv-export';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { SendRequestSeqParams } from '@console/contracts/send-requests';
import { teamOf } from '../../../http/request-auth';
import { channelAndTypeColumns, MESSAGE_STATUS_LABEL } from '../../../sending/export-columns';

/** Rows of one export (a request holds at most 100,000 messages). */
const EXPORT_MAX_ROWS = 100_000;

const COLUMNS: CsvColumn<MessageResult>[] = [
  { header: '받는 번호', value: (r) => r.phone },
  ...channelAndTypeColumns,
  { header: '상태', value: (r) => MESSAGE_STATUS_LABEL[r.status] },
  { header: '결과 코드', value: (r) => r.resultCode },
  { header: '실패 사유', value: (r) => r.resultReason },
  { header: '바이트', value: (r) => r.bytes },
  { header: '요금(원)', value: (r) => r.costKrw },
  { header: '발송일시', value: (r) => r.sentAt },
  { header: '결과일시', value: (r) => r.reportedAt },
  { header: '내용', value: (r) => r.text },
];

/** Per-recipient results of one send request: paged with filters, and the same filters as CSV. */
const sendRequestMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = [app.authenticate, app.requireTeam];
  const requestOf = async (teamSeq: number, { seq }: { seq: number }) => {
    const found = await app.sendRequests.find(teamSeq, seq);
    if (!found) throw notFound('발송 요청을 찾을 수 없어요.');
    return found;
  };

  app.get(
    '/api/team/send-requests/:seq/messages',
    { schema: { params: SendRequestSeqParams, querystring: MessageResultQuery }, preValidation: reader },
    async (request) => {
      const found = await requestOf(teamOf(request).teamSeq, request.params);
      const query = request.query;
      const { items, total } = await app.sendRequests.messages(
        found.seq,
        { status: query.status, phone: query.phone?.replace(/\D/g, '') || undefined },
        pageWindow(query),
      );
      return ok(pageOf(items, query, total));
    },
  );

  app.get(
    '/api/team/send-requests/:seq/messages/export',
    { schema: { params: SendRequestSeqParams, querystring: MessageResultQuery }, preValidation: reader },
    async (request, reply) => {
      const found = await requestOf(teamOf(request).teamSeq, request.params);
      const query = request.query;
      const rows = app.sendRequests.messageChunks(
        found.seq,
        { status: query.status, phone: query.phone?.replace(/\D/g, '') || undefined },
        EXPORT_MAX_ROWS,
      );
      return sendCsvStream(reply, `발송결과_${found.seq}_${seoulDateStamp()}.csv`, COLUMNS, rows);
    },
  );
};
export default sendRequestMessagesRoutes;
