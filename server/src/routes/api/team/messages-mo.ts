import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MoMessageQuery, type MoMessage } from '@console/contracts/send-requests';
import { formatPhoneDigits } from '@console/contracts/phone-numbers';
import { seoulDateStamp, sendCsvStream, type CsvColumn } from '../../../http/csv-export';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import type { MoMessageFilter } from '../../../sending/mo-messages-repository';
import { kstRange } from '../../../http/kst-range';
import { teamOf } from '../../../http/request-auth';

/** Rows of one export: a month of replies of a busy team. */
const EXPORT_MAX_ROWS = 100_000;

const COLUMNS: CsvColumn<MoMessage>[] = [
  { header: '수신일시', value: (r) => r.receivedAt },
  { header: '보낸 번호', value: (r) => r.fromPhone },
  { header: '받은 번호(대표번호)', value: (r) => r.toNumber },
  { header: '내용', value: (r) => r.body },
  { header: '수신거부 요청', value: (r) => (r.optOutRequest ? 'Y' : 'N') },
  { header: '080 수신거부 등록', value: (r) => (r.onOptOutList ? 'Y' : 'N') },
  { header: '답장한 발송 요청', value: (r) => r.replyToRequestSeq },
];

const filterOf = (query: MoMessageQuery): MoMessageFilter => ({
  ...kstRange(query),
  phone: query.phone?.replace(/\D/g, '') || undefined,
  text: query.text?.trim() || undefined,
  toNumber: query.toNumber?.replace(/\D/g, '') || undefined,
});

/**
 * Received (MO) messages of the team (/history/mo): paged, 31 days at most, by replying number, text
 * and representative number, and the same as CSV. Every member reads them; an account asking to
 * withdraw may not open team pages (455).
 */
const moMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = [app.authenticate, app.refuseWithdrawn, app.requireTeam];

  app.get(
    '/api/team/messages/mo',
    { schema: { querystring: MoMessageQuery }, preValidation: reader },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.moMessages.list(teamOf(request).teamSeq, filterOf(query), pageWindow(query));
      return ok(pageOf(items, query, total));
    },
  );

  app.get('/api/team/messages/mo/numbers', { preValidation: reader }, async (request) =>
    ok(await app.moMessages.numbers(teamOf(request).teamSeq)),
  );

  app.get(
    '/api/team/messages/mo/export',
    { schema: { querystring: MoMessageQuery }, preValidation: reader },
    async (request, reply) => {
      const query = request.query;
      const filter = filterOf(query);
      const name = filter.toNumber
        ? `수신내역_${formatPhoneDigits(filter.toNumber)}_${seoulDateStamp()}.csv`
        : `수신내역_${seoulDateStamp()}.csv`;
      return sendCsvStream(
        reply,
        name,
        COLUMNS,
        app.moMessages.chunks(teamOf(request).teamSeq, filter, EXPORT_MAX_ROWS),
      );
    },
  );
};
export default moMessagesRoutes;
