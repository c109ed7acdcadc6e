import type { FastifyPluginAsync } from 'fastify';
import { CallbackReviewRequest } from '@console/contracts/messaging';
import { conflict, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/parse-input';
import { decideCallbackNumber } from '../../numbers/callback-review';
import { CallbackSeqParams, callbackDetailOf } from '../api/team/callback-numbers';

/** The operator's review of a sender number registration, behind the ADMIN_TOKEN bearer. */
const adminCallbackNumberRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/api/callback-numbers/:seq/review', { preHandler: app.requireAdmin }, async (request) => {
    const { seq } = parseInput(CallbackSeqParams, request.params);
    const body = parseInput(CallbackReviewRequest, request.body);
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
  });
};
export default adminCallbackNumberRoutes;
