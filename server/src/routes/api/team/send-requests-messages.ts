import type { FastifyPluginAsync } from 'fastify';
import { MessageResultQuery, type MessageResult } from '@console/contracts/send-requests';
import { notFound } from '../../../http/api-error';
import { seoulDateStamp, sendCsvStream, type CsvColumn } from '../../../http/csv-export';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { SendRequestSeqParams } from './send-requests';

export const MESSAGE_STATUS_LABEL: Record<MessageResult['status'], string> = {
  ACCEPTED: '접수',
  SENT_TO_CARRIER: '결과 대기',
  DELIVERED: '성공',
  FAILED: '실패',
  OPTED_OUT: '수신거부(080)',
  CANCELLED: '취소',
};
/** Rows of one export (a request holds at most 100,000 messages). */
const EXPORT_MAX_ROWS = 100_000;

/** As the screens: an RCS message, or the SMS/LMS that an RCS message which failed fell back to. */
export const channelAndTypeColumns: CsvColumn<MessageResult>[] = [
  { header: '채널', value: (r) => r.channel ?? 'SMS' },
  { header: '유형', value: (r) => r.type },
  { header: '대체 발송', value: (r) => (r.fallbackOf === null ? 'N' : 'Y') },
];

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
const sendRequestMessagesRoutes: FastifyPluginAsync = async (app) => {
  const reader = [app.authenticate, app.requireTeam];
  const requestOf = async (teamSeq: number, params: unknown) => {
    const { seq } = parseInput(SendRequestSeqParams, params);
    const found = await app.sendRequests.find(teamSeq, seq);
    if (!found) throw notFound('발송 요청을 찾을 수 없어요.');
    return found;
  };

  app.get('/api/team/send-requests/:seq/messages', { preHandler: reader }, async (request) => {
    const found = await requestOf(request.team!.teamSeq, request.params);
    const query = parseInput(MessageResultQuery, request.query);
    const { items, total } = await app.sendRequests.messages(
      found.seq,
      { status: query.status, phone: query.phone?.replace(/\D/g, '') || undefined },
      pageWindow(query),
    );
    return ok(pageOf(items, query, total));
  });

  app.get('/api/team/send-requests/:seq/messages/export', { preHandler: reader }, async (request, reply) => {
    const found = await requestOf(request.team!.teamSeq, request.params);
    const query = parseInput(MessageResultQuery, request.query);
    const rows = app.sendRequests.messageChunks(
      found.seq,
      { status: query.status, phone: query.phone?.replace(/\D/g, '') || undefined },
      EXPORT_MAX_ROWS,
    );
    return sendCsvStream(reply, `발송결과_${found.seq}_${seoulDateStamp()}.csv`, COLUMNS, rows);
  });
};
export default sendRequestMessagesRoutes;
