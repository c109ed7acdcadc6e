import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookJob } from '../../../jobs/book-job';
import type { FastifyInstance } from 'fastify';
import { CallbackRegisterFields, CallbackResubmitFields } from '@console/contracts/messaging';
import type { Queryable } from '../../../db/database';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { CALLBACK_REVIEW } from '../../../numbers/callback-review-job';
import type { NewCallbackDocument } from '../../../numbers/callback-documents-repository';
import { readCallbackUpload, requireDocuments } from '../../../numbers/read-callback-upload';
import { authOf, teamOf } from '../../../http/request-auth';
import { CallbackSeqParams } from '@console/contracts/messaging';
import { callbackDetailOf } from '../../../numbers/callback-detail';

/** Stores a submission's documents and its history step, and queues the dev reviewer when it is on. */
async function submit(
  app: FastifyInstance,
  tx: Queryable,
  seq: number,
  label: string,
  documents: NewCallbackDocument[],
  userSeq: number,
  kind: 'SUBMITTED' | 'RESUBMITTED',
) {
  for (const document of documents) await app.callbackDocuments.add(seq, document, userSeq, tx);
  const eventSeq = await app.callbackDocuments.addEvent(seq, kind, 'USER', null, tx);
  if (app.callbackReviewSimulatorSeconds !== null) {
    await bookJob(tx, CALLBACK_REVIEW, { seq, eventSeq, label }, { afterSeconds: app.callbackReviewSimulatorSeconds });
  }
}

const DUPLICATE = '이 팀에 이미 등록(신청)된 발신번호예요.';

/**
 * Registration of a sender number (masters and managers): number, label, whose number it is and the
 * documents that proves it, as multipart. It waits for review (PENDING); a REJECTED one may be
 * submitted again with new documents.
 */
const callbackRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = [
    app.authenticate,
    app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']),
    app.refuseWithdrawn,
    app.requireTeam,
  ];

  app.post('/api/team/callback-numbers', { preValidation: guard }, async (request) => {
    const { user } = authOf(request);
    const teamSeq = teamOf(request).teamSeq;
    const upload = await readCallbackUpload(request);
    const fields = parseInput(CallbackRegisterFields, upload.fields);
    const documents = requireDocuments(fields.relation, upload.documents);
    try {
      const seq = await app.db.transaction(async (tx) => {
        const created = await app.callbackNumbers.create(
          {
            teamSeq,
            number: fields.number,
            label: fields.label,
            relation: fields.relation,
            registeredBy: user.userSeq,
          },
          tx,
        );
        await submit(app, tx, created, fields.label, documents, user.userSeq, 'SUBMITTED');
        return created;
      });
      return ok(await callbackDetailOf(app, teamSeq, seq));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE);
      throw error;
    }
  });

  app.post(
    '/api/team/callback-numbers/:seq/resubmit',
    { schema: { params: CallbackSeqParams }, preValidation: guard },
    async (request) => {
      const { user } = authOf(request);
      const teamSeq = teamOf(request).teamSeq;
      const { seq } = request.params;
      const number = await app.callbackNumbers.find(teamSeq, seq);
      if (!number) throw notFound('발신번호를 찾을 수 없어요.');
      if (number.status !== 'REJECTED') throw conflict('반려된 발신번호만 다시 신청할 수 있어요.');
      const upload = await readCallbackUpload(request);
      parseInput(CallbackResubmitFields, upload.fields);
      const documents = requireDocuments(number.relation, upload.documents);
      const reopened = await app.db.transaction(async (tx) => {
        if (!(await app.callbackNumbers.reopen(seq, tx))) return false;
        await submit(app, tx, seq, number.label, documents, user.userSeq, 'RESUBMITTED');
        return true;
      });
      if (!reopened) throw conflict('반려된 발신번호만 다시 신청할 수 있어요.');
      return ok(await callbackDetailOf(app, teamSeq, seq));
    },
  );
};
export default callbackRegisterRoutes;
