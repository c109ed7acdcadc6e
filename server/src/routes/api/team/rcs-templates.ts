import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { RcsTemplateInput, RcsTemplateQuery } from '@console/contracts/rcs';
import type { Queryable } from '../../../db/database';
import { isUniqueViolation } from '../../../db/unique-violation';
import { ApiError, conflict, invalidInput, notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { authOf, teamOf } from '../../../http/request-auth';
import { queueRcsReview } from '../../../rcs/rcs-review';
import { RcsSeqParams } from '@console/contracts/rcs';
import { rcsTemplateDetailOf } from '../../../rcs/rcs-template-detail';

const NOT_FOUND = 'RCS 템플릿을 찾을 수 없어요.';
const DUPLICATE_NAME = '이 팀에 같은 이름의 템플릿이 있어요. 다른 이름을 써 주세요.';

/** Card images must be the team's own uploads: a field error per foreign one; the others are held until `tx` commits. */
async function requireOwnImages(app: FastifyInstance, tx: Queryable, teamSeq: number, input: RcsTemplateInput) {
  const foreign = new Set(
    await app.rcs.foreignCardImages(
      teamSeq,
      input.cards.map((card) => card.imageSeq),
      tx,
    ),
  );
  const errors = input.cards.flatMap((card, index) =>
    foreign.has(card.imageSeq)
      ? [{ field: `cards.${index}.imageSeq`, message: '카드 이미지를 다시 올려 주세요.' }]
      : [],
  );
  if (errors.length > 0) throw invalidInput(errors, errors[0]!.message);
}

const duplicateName = () =>
  new ApiError(409, ResultCode.CONFLICT, DUPLICATE_NAME, [{ field: 'name', message: DUPLICATE_NAME }]);

/** Runs a write that may hit the (team, name) unique index, answering a field error on name. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

async function submitted(
  app: FastifyInstance,
  tx: Queryable,
  seq: number,
  name: string,
  kind: 'SUBMITTED' | 'RESUBMITTED',
) {
  const eventSeq = await app.rcs.addEvent('TEMPLATE', seq, kind, 'USER', null, tx);
  await queueRcsReview(tx, app.rcsReviewSimulatorSeconds, { subject: 'TEMPLATE', seq, eventSeq, name });
}

/**
 * RCS templates of the team's brand: every member reads; masters and managers register, edit a
 * REJECTED one (which resubmits it) and delete one that no send has used.
 */
const rcsTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = [app.authenticate, app.requireTeam];
  const write = [
    app.authenticate,
    app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']),
    app.refuseWithdrawn,
    app.requireTeam,
  ];

  app.get(
    '/api/team/rcs/templates',
    { schema: { querystring: RcsTemplateQuery }, preValidation: read },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.rcs.templates(teamOf(request).teamSeq, {
        status: query.status,
        q: query.q || undefined,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.get(
    '/api/team/rcs/templates/:seq',
    { schema: { params: RcsSeqParams }, preValidation: read },
    async (request) => {
      const { seq } = request.params;
      return ok(await rcsTemplateDetailOf(app, teamOf(request).teamSeq, seq));
    },
  );

  app.post('/api/team/rcs/templates', { schema: { body: RcsTemplateInput }, preValidation: write }, async (request) => {
    const { user } = authOf(request);
    const teamSeq = teamOf(request).teamSeq;
    const input = request.body;
    const brand = await app.rcs.brandRow({ teamSeq });
    if (!brand) throw conflict('먼저 RCS 브랜드를 등록해 주세요.');
    if (brand.status !== 'APPROVED') throw conflict('RCS 브랜드가 승인된 뒤에 템플릿을 등록할 수 있어요.');
    const seq = await uniqueName(() =>
      app.db.transaction(async (tx) => {
        await requireOwnImages(app, tx, teamSeq, input);
        const created = await app.rcs.createTemplate(teamSeq, brand.seq, input, user.userSeq, tx);
        await submitted(app, tx, created, input.name, 'SUBMITTED');
        return created;
      }),
    );
    return ok(await rcsTemplateDetailOf(app, teamSeq, seq));
  });

  /** Edits a REJECTED template and sends it to review again. */
  app.put(
    '/api/team/rcs/templates/:seq',
    { schema: { params: RcsSeqParams, body: RcsTemplateInput }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      const { seq } = request.params;
      const template = await app.rcs.template(teamSeq, seq);
      if (!template) throw notFound(NOT_FOUND);
      if (template.status !== 'REJECTED') throw conflict('반려된 템플릿만 고쳐서 다시 신청할 수 있어요.');
      const input = request.body;
      const reopened = await uniqueName(() =>
        app.db.transaction(async (tx) => {
          await requireOwnImages(app, tx, teamSeq, input);
          if (!(await app.rcs.resubmitTemplate(seq, input, tx))) return false;
          await submitted(app, tx, seq, input.name, 'RESUBMITTED');
          return true;
        }),
      );
      if (!reopened) throw conflict('반려된 템플릿만 고쳐서 다시 신청할 수 있어요.');
      return ok(await rcsTemplateDetailOf(app, teamSeq, seq));
    },
  );

  app.delete(
    '/api/team/rcs/templates/:seq',
    { schema: { params: RcsSeqParams }, preValidation: write },
    async (request) => {
      const { seq } = request.params;
      const result = await app.rcs.removeTemplate(teamOf(request).teamSeq, seq);
      if (result === 'NOT_FOUND') throw notFound(NOT_FOUND);
      if (result === 'USED')
        throw conflict('발송에 쓴 템플릿은 삭제할 수 없어요. 발송 이력에서 이 템플릿을 확인할 수 있어야 해요.');
      return ok({ seq });
    },
  );
};
export default rcsTemplateRoutes;
