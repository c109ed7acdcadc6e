import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RcsReviewRequest } from '@console/contracts/rcs';
import { conflict, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { decideRcs, type RcsDecision } from '../../rcs/rcs-review';
import { RcsSeqParams } from '@console/contracts/rcs';
import { rcsTemplateDetailOf } from '../../rcs/rcs-template-detail';

/** The operator's (carriers') review of RCS brands and templates, behind the ADMIN_TOKEN bearer. */
const adminRcsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, rcs: app.rcs, notifications: app.notifications });
  const decisionOf = (body: RcsReviewRequest): RcsDecision =>
    body.decision === 'APPROVE' ? { decision: 'APPROVE' } : { decision: 'REJECT', reason: body.reason ?? '' };

  app.post(
    '/admin/api/rcs/brands/:seq/review',
    { schema: { params: RcsSeqParams, body: RcsReviewRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      const body = request.body;
      const brand = await app.rcs.brandRow({ seq });
      if (!brand) throw notFound('RCS 브랜드를 찾을 수 없어요.');
      if (!(await decideRcs(deps(), 'BRAND', seq, decisionOf(body), 'ADMIN')))
        throw conflict('심사를 기다리는 브랜드가 아니에요.');
      return ok(await app.rcs.brand(brand.team_seq));
    },
  );

  app.post(
    '/admin/api/rcs/templates/:seq/review',
    { schema: { params: RcsSeqParams, body: RcsReviewRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      const body = request.body;
      const template = await app.rcs.template(null, seq);
      if (!template) throw notFound('RCS 템플릿을 찾을 수 없어요.');
      if (!(await decideRcs(deps(), 'TEMPLATE', seq, decisionOf(body), 'ADMIN')))
        throw conflict('심사를 기다리는 템플릿이 아니에요.');
      return ok(await rcsTemplateDetailOf(app, template.teamSeq, seq));
    },
  );
};
export default adminRcsRoutes;
