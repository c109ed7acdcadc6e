import type { FastifyPluginAsync } from 'fastify';
import { RcsReviewRequest } from '@console/contracts/rcs';
import { conflict, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/parse-input';
import { decideRcs, type RcsDecision } from '../../rcs/rcs-review';
import { RcsSeqParams } from '../api/team/rcs-brand';
import { rcsTemplateDetailOf } from '../api/team/rcs-templates';

/** The operator's (carriers') review of RCS brands and templates, behind the ADMIN_TOKEN bearer. */
const adminRcsRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, rcs: app.rcs, notifications: app.notifications });
  const decisionOf = (body: RcsReviewRequest): RcsDecision =>
    body.decision === 'APPROVE' ? { decision: 'APPROVE' } : { decision: 'REJECT', reason: body.reason ?? '' };

  app.post('/admin/api/rcs/brands/:seq/review', { preHandler: app.requireAdmin }, async (request) => {
    const { seq } = parseInput(RcsSeqParams, request.params);
    const body = parseInput(RcsReviewRequest, request.body);
    const brand = await app.rcs.brandRow({ seq });
    if (!brand) throw notFound('RCS 브랜드를 찾을 수 없어요.');
    if (!(await decideRcs(deps(), 'BRAND', seq, decisionOf(body), 'ADMIN')))
      throw conflict('심사를 기다리는 브랜드가 아니에요.');
    return ok(await app.rcs.brand(brand.team_seq));
  });

  app.post('/admin/api/rcs/templates/:seq/review', { preHandler: app.requireAdmin }, async (request) => {
    const { seq } = parseInput(RcsSeqParams, request.params);
    const body = parseInput(RcsReviewRequest, request.body);
    const template = await app.rcs.template(null, seq);
    if (!template) throw notFound('RCS 템플릿을 찾을 수 없어요.');
    if (!(await decideRcs(deps(), 'TEMPLATE', seq, decisionOf(body), 'ADMIN')))
      throw conflict('심사를 기다리는 템플릿이 아니에요.');
    return ok(await rcsTemplateDetailOf(app, template.teamSeq, seq));
  });
};
export default adminRcsRoutes;
