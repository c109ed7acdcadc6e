import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendRequestQuery, type SendRequestSummary } from '@console/contracts/send-requests';
import { seoulDateStamp, sendCsvStream, type CsvColumn } from '../../../http/csv-export';
import { kstRange } from '../../../http/kst-range';
import { teamOf } from '../../../http/request-auth';

/** Rows of one export: far more requests than a team makes in 31 days. */
const EXPORT_MAX_ROWS = 100_000;

const STATUS_LABEL: Record<SendRequestSummary['status'], string> = {
  RESERVED: '예약',
  SENDING: '발송 중',
  DONE: '완료',
  CANCELLED: '취소',
  FAILED: '실패',
};
const typesOf = (r: SendRequestSummary) =>
  (['SMS', 'LMS', 'MMS'] as const).filter((type) => r.typeCounts[type] > 0).join('/');

const COLUMNS: CsvColumn<SendRequestSummary>[] = [
  { header: '요청 번호', value: (r) => r.seq },
  { header: '접수일시', value: (r) => r.createdAt },
  { header: '예약일시', value: (r) => r.reserveAt },
  { header: '상태', value: (r) => STATUS_LABEL[r.status] },
  { header: '발신번호', value: (r) => r.senderNumber },
  { header: '채널', value: (r) => r.channel ?? 'SMS' },
  { header: '유형', value: typesOf },
  { header: '광고', value: (r) => (r.advertising ? 'Y' : 'N') },
  { header: '전체', value: (r) => r.counts.total },
  { header: '성공', value: (r) => r.counts.delivered },
  { header: '실패', value: (r) => r.counts.failed },
  { header: '대기', value: (r) => r.counts.pending },
  { header: '수신거부', value: (r) => r.counts.optedOut },
  { header: '취소', value: (r) => r.counts.cancelled },
  // RCS messages that failed and went again as SMS/LMS (their outcome is the fallback's).
  { header: '대체 발송', value: (r) => r.counts.fallback },
  { header: '요금(원)', value: (r) => r.costKrw },
  { header: '보낸 사람', value: (r) => r.createdBy },
  { header: '제목', value: (r) => r.subject },
  { header: '내용', value: (r) => r.body },
];

/** The send request list (/send/history) as CSV: the list's filters and range, streamed in chunks. */
const sendRequestsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team/send-requests/export',
    { schema: { querystring: SendRequestQuery }, preValidation: [app.authenticate, app.requireTeam] },
    async (request, reply) => {
      const query = request.query;
      // As the list: waiting reservations without a range are all of them (they may be older than 31 days).
      const range =
        query.status === 'RESERVED' && !query.from && !query.to ? { from: null, to: null } : kstRange(query);
      const rows = app.sendRequests.listChunks(
        teamOf(request).teamSeq,
        { ...range, status: query.status },
        EXPORT_MAX_ROWS,
      );
      return sendCsvStream(reply, `발송요청_${seoulDateStamp()}.csv`, COLUMNS, rows);
    },
  );
};
export default sendRequestsExportRoutes;
