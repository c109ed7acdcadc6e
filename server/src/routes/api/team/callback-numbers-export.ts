import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CallbackNumberQuery, type CallbackNumber } from '@console/contracts/messaging';
import { seoulDateStamp, sendCsv, type CsvColumn } from '../../../http/csv-export';
import { teamOf } from '../../../http/request-auth';

const STATUS_LABEL = { PENDING: '심사 중', APPROVED: '승인', REJECTED: '반려' } as const;

const COLUMNS: CsvColumn<CallbackNumber>[] = [
  { header: '발신번호', value: (r) => r.number },
  { header: '이름', value: (r) => r.label },
  { header: '심사 상태', value: (r) => STATUS_LABEL[r.status] },
  { header: '반려 사유', value: (r) => r.rejectReason },
  { header: '신청일시', value: (r) => r.createdAt },
  { header: '처리일시', value: (r) => r.decidedAt },
];

/** The team's sender numbers as CSV, with the list's status filter; the name says team and day. */
const callbackNumbersExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team/callback-numbers/export',
    { schema: { querystring: CallbackNumberQuery }, preValidation: [app.authenticate, app.requireTeam] },
    async (request, reply) => {
      const query = request.query;
      const { teamName, items } = await app.callbackNumbers.listAll(teamOf(request).teamSeq, { status: query.status });
      return sendCsv(reply, `발신번호_${teamName}_${seoulDateStamp()}.csv`, COLUMNS, items);
    },
  );
};
export default callbackNumbersExportRoutes;
