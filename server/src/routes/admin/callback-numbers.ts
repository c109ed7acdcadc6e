import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CallbackReviewRequest } from '@console/contracts/messaging';
import { conflict, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { decideCallbackNumber } from '../../numbers/callback-review';
import { CallbackSeqParams } from '@console/contracts/messaging';
import { callbackDetailOf } from '../../numbers/callback-detail';

/** The operator's review of a sender number registration, behind the ADMIN_TOKEN bearer. */
const adminCallbackNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/api/callback-numbers/:seq/review',
    { schema: { params: CallbackSeqParams, body: CallbackReviewRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      const body = request.body;
      const number = await app.callbackNumbers.find(null, seq);
      if (!number) throw notFound('발신번호를 찾을 수 없어요.');
      const deps = {
        db: app.db,
        callbackNumbers: app.callbackNumbers,
        callbackDocuments: app.callbackDocuments,
        notifications: app.notifications,
      };
      const review =
        body.decision === 'APPROVE'
          ? ({ decision: 'APPROVE' } as const)
          : ({ decision: 'REJECT', reason: body.reason ?? '' } as const);
      if (!(await decideCallbackNumber(deps, seq, review, 'ADMIN')))
        throw conflict('심사를 기다리는 발신번호가 아니에요.');
      return ok(await callbackDetailOf(app, number.teamSeq, seq));
    },
  );
};
export default adminCallbackNumberRoutes;
