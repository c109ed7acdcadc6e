import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  AlimtalkCommentCreate,
  AlimtalkTemplateInput,
  AlimtalkTemplateQuery,
  BULK_TEMPLATE_COLUMNS,
  BulkTemplateRequest,
  alimtalkReviewWarnings,
  KakaoSeqParams,
} from '@console/contracts/kakao';
import { conflict, invalidInput, notFound } from '../../../../http/api-error';
import { ok } from '../../../../http/envelope';
import { authOf, teamOf } from '../../../../http/request-auth';
import {
  registerTemplates,
  resubmitTemplate,
  templateRecordProblems,
  type TemplateRegistrationDependencies,
} from '../../../../kakao/alimtalk-registration';
import {
  ALIMTALK_TEMPLATE_NOT_FOUND as NOT_FOUND,
  alimtalkTemplateDetailOf,
  alimtalkTemplatePage,
} from '../../../../kakao/alimtalk-template-detail';
import { bulkRegisterTemplates } from '../../../../kakao/alimtalk-bulk';
import { requireKakaoRegistrationAllowed } from '../../../../kakao/registration-guard';

export const TEMPLATE_IN_USE = '발송에 쓴 템플릿은 삭제할 수 없어요. 발송 이력에서 이 템플릿을 확인할 수 있어야 해요.';
export const TEMPLATE_INSPECTING = '검수 중인 템플릿은 삭제할 수 없어요. 검수가 끝난 뒤에 삭제해 주세요.';

const templateRegistrationDeps = (app: FastifyInstance): TemplateRegistrationDependencies => ({
  db: app.db,
  senderProfiles: app.senderProfiles,
  templates: app.alimtalkTemplates,
  images: app.kakaoImages,
  reviewSeconds: app.kakaoReviewSimulatorSeconds,
});

/**
 * Alimtalk templates of the team: masters and managers (PRODUCT.md) list, register (it enters Kakao's
 * review), edit a REQUESTED or REJECTED one (it enters review again), ask the reviewer, and delete one
 * no send used. `check` answers the pre-review warnings (what Kakao's review usually rejects).
 */
const alimtalkTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = [app.authenticate, app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']), app.requireTeam];
  const write = [...read, app.refuseWithdrawn, requireKakaoRegistrationAllowed];
  const deps = () => templateRegistrationDeps(app);
  const requireRecords = async (teamSeq: number, input: AlimtalkTemplateInput, exceptSeq: number | null = null) => {
    const problems = await templateRecordProblems(deps(), teamSeq, input, exceptSeq);
    if (problems.length > 0) throw invalidInput(problems, problems[0]!.message);
  };

  app.get(
    '/api/team/kakao/templates',
    { schema: { querystring: AlimtalkTemplateQuery }, preValidation: read },
    async (request) => {
      return ok(await alimtalkTemplatePage(app.alimtalkTemplates, teamOf(request).teamSeq, request.query));
    },
  );

  app.get(
    '/api/team/kakao/templates/:seq',
    { schema: { params: KakaoSeqParams }, preValidation: read },
    async (request) =>
      ok(await alimtalkTemplateDetailOf(app.alimtalkTemplates, teamOf(request).teamSeq, request.params.seq)),
  );

  /** The pre-review check: the template's rule errors would be a 400 here too; this answers the warnings. */
  app.post(
    '/api/team/kakao/templates/check',
    { schema: { body: AlimtalkTemplateInput }, preValidation: read },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      const problems = await templateRecordProblems(deps(), teamSeq, request.body);
      return ok({ problems, warnings: alimtalkReviewWarnings(request.body) });
    },
  );

  app.post(
    '/api/team/kakao/templates',
    { schema: { body: AlimtalkTemplateInput }, preValidation: write },
    async (request, reply) => {
      const { user } = authOf(request);
      const teamSeq = teamOf(request).teamSeq;
      await requireRecords(teamSeq, request.body);
      const [seq] = await registerTemplates(deps(), teamSeq, { userSeq: user.userSeq, name: user.name }, [
        request.body,
      ]);
      reply.code(201);
      return ok(await alimtalkTemplateDetailOf(app.alimtalkTemplates, teamSeq, seq!));
    },
  );

  /** Bulk registration: { rows, dryRun } -> the per-row report; a real run registers every row or none. */
  app.post(
    '/api/team/kakao/templates/bulk',
    { schema: { body: BulkTemplateRequest }, preValidation: write, bodyLimit: 8 * 1024 * 1024 },
    async (request) => {
      const { user } = authOf(request);
      return ok(
        await bulkRegisterTemplates(
          deps(),
          teamOf(request).teamSeq,
          { userSeq: user.userSeq, name: user.name },
          request.body,
        ),
      );
    },
  );

  /** The sample file of the bulk registration: the header row and one example row (CSV, UTF-8 with BOM for Excel). */
  app.get('/api/team/kakao/templates/bulk/sample.csv', { preValidation: read }, async (_request, reply) => {
    const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    const lines = [
      BULK_TEMPLATE_COLUMNS.map((column) => quote(column.label)).join(','),
      BULK_TEMPLATE_COLUMNS.map((column) => quote(column.example)).join(','),
    ];
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent('알림톡_템플릿_일괄등록_샘플.csv')}`,
      )
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });

  app.put(
    '/api/team/kakao/templates/:seq',
    { schema: { params: KakaoSeqParams, body: AlimtalkTemplateInput }, preValidation: write },
    async (request) => {
      const { user } = authOf(request);
      const teamSeq = teamOf(request).teamSeq;
      const { seq } = request.params;
      if (!(await app.alimtalkTemplates.get(teamSeq, seq))) throw notFound(NOT_FOUND);
      await requireRecords(teamSeq, request.body, seq);
      await resubmitTemplate(deps(), seq, { name: user.name }, request.body);
      return ok(await alimtalkTemplateDetailOf(app.alimtalkTemplates, teamSeq, seq));
    },
  );

  /** A question to Kakao's reviewer on the template (any state); the answer comes through the operator API. */
  app.post(
    '/api/team/kakao/templates/:seq/comments',
    { schema: { params: KakaoSeqParams, body: AlimtalkCommentCreate }, preValidation: [...read, app.refuseWithdrawn] },
    async (request) => {
      const { user } = authOf(request);
      const teamSeq = teamOf(request).teamSeq;
      const { seq } = request.params;
      if (!(await app.alimtalkTemplates.get(teamSeq, seq))) throw notFound(NOT_FOUND);
      await app.alimtalkTemplates.addComment(seq, {
        kind: 'QUESTION',
        by: 'USER',
        body: request.body.body,
        authorName: user.name,
      });
      return ok(await alimtalkTemplateDetailOf(app.alimtalkTemplates, teamSeq, seq));
    },
  );

  app.delete(
    '/api/team/kakao/templates/:seq',
    { schema: { params: KakaoSeqParams }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      const { seq } = request.params;
      const template = await app.alimtalkTemplates.get(teamSeq, seq);
      if (!template) throw notFound(NOT_FOUND);
      if (template.usedAt) throw conflict(TEMPLATE_IN_USE);
      if (template.status === 'INSPECTING') throw conflict(TEMPLATE_INSPECTING);
      if (!(await app.alimtalkTemplates.deleteUnused(teamSeq, seq))) throw conflict(TEMPLATE_IN_USE);
      return ok({ seq });
    },
  );
};
export default alimtalkTemplateRoutes;
