import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OptOutAddRequest,
  OptOutBulkRequest,
  OptOutQuery,
  splitOptOutLines,
  type OptOut,
  type OptOutBulkAnswer,
  type OptOutBulkError,
} from '@console/contracts/opt-outs';
import { PhoneNumberField } from '@console/contracts/messaging';
import { conflict, notFound } from '../../../http/api-error';
import { seoulDateStamp, sendCsv, type CsvColumn } from '../../../http/csv-export';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { teamOf } from '../../../http/request-auth';

const SEQ_INVALID = '수신거부 번호(seq)가 올바르지 않아요.';
const SeqParams = z.object({
  seq: z.coerce.number({ message: SEQ_INVALID }).int(SEQ_INVALID).min(1, SEQ_INVALID).max(2_147_483_647, SEQ_INVALID),
});

const SOURCE_LABEL = { MANUAL: '직접 등록', BULK: '일괄 등록', MO: '080 수신거부 요청' } as const;
const COLUMNS: CsvColumn<OptOut>[] = [
  { header: '전화번호', value: (r) => r.phone },
  { header: '등록 경로', value: (r) => SOURCE_LABEL[r.source] },
  { header: '등록일시', value: (r) => r.createdAt },
];

/** Checks each line; answers the valid numbers (first time each) and the per-line errors. */
function checkBulkLines(text: string) {
  const phones = new Set<string>();
  const errors: OptOutBulkError[] = [];
  let repeated = 0;
  for (const { line, value } of splitOptOutLines(text)) {
    const result = PhoneNumberField.safeParse(value);
    if (!result.success)
      errors.push({ line, value: value.slice(0, 40), message: result.error.issues[0]?.message ?? '' });
    else if (phones.has(result.data)) repeated += 1;
    else phones.add(result.data);
  }
  return { phones: [...phones], errors, repeated };
}

/**
 * The team's 080 opt-out list: every member searches and exports it; masters and managers add and
 * delete numbers (deleting one lets advertising reach that person again).
 */
const optOutRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { preValidation: [app.authenticate, app.requireTeam] };
  const write = {
    preValidation: [
      app.authenticate,
      app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']),
      app.refuseWithdrawn,
      app.requireTeam,
    ],
  };

  app.get('/api/team/opt-outs', { ...read, schema: { querystring: OptOutQuery } }, async (request) => {
    const query = request.query;
    const { items, total } = await app.optOuts.list(teamOf(request).teamSeq, { q: query.q, ...pageWindow(query) });
    return ok(pageOf(items, query, total));
  });

  app.get('/api/team/opt-outs/export', { ...read, schema: { querystring: OptOutQuery } }, async (request, reply) => {
    const query = request.query;
    const { teamName, items } = await app.optOuts.listAll(teamOf(request).teamSeq, query.q);
    return sendCsv(reply, `수신거부_${teamName}_${seoulDateStamp()}.csv`, COLUMNS, items);
  });

  app.post('/api/team/opt-outs', { ...write, schema: { body: OptOutAddRequest } }, async (request) => {
    const { phone } = request.body;
    if ((await app.optOuts.addMany(teamOf(request).teamSeq, [phone], 'MANUAL')) === 0)
      throw conflict('이미 수신거부 목록에 있는 번호예요.');
    return ok({ phone });
  });

  app.post('/api/team/opt-outs/bulk', { ...write, schema: { body: OptOutBulkRequest } }, async (request) => {
    const { text } = request.body;
    const { phones, errors, repeated } = checkBulkLines(text);
    const added = await app.optOuts.addMany(teamOf(request).teamSeq, phones, 'BULK');
    const answer: OptOutBulkAnswer = { added, duplicates: repeated + (phones.length - added), errors };
    return ok(answer);
  });

  app.delete('/api/team/opt-outs/:seq', { ...write, schema: { params: SeqParams } }, async (request) => {
    const { seq } = request.params;
    if (!(await app.optOuts.remove(teamOf(request).teamSeq, seq))) throw notFound('수신거부 번호를 찾을 수 없어요.');
    return ok({ seq });
  });
};
export default optOutRoutes;
