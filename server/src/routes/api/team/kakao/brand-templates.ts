import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandTemplateInput, BrandTemplateQuery, KakaoSeqParams } from '@console/contracts/kakao';
import { isUniqueViolation } from '../../../../db/unique-violation';
import { conflict, invalidInput, notFound } from '../../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../../http/envelope';
import { authOf, teamOf } from '../../../../http/request-auth';
import { brandTemplateProblems } from '../../../../kakao/brand-template-checks';
import { publicBrandTemplate } from '../../../../kakao/brand-templates-repository';
import { requireKakaoRegistrationAllowed } from '../../../../kakao/registration-guard';

const NOT_FOUND = '브랜드 메시지 템플릿을 찾을 수 없어요.';
export const BRAND_TEMPLATE_USED = '발송에 쓴 템플릿은 고치거나 삭제할 수 없어요. 새 템플릿으로 만들어 주세요.';
const DUPLICATE_NAME = '같은 이름의 브랜드 메시지 템플릿이 있어요. 다른 이름을 써 주세요.';

/** Brand-message templates of the team (masters and managers): no Kakao review; unused ones can be edited or deleted. */
const brandTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = [app.authenticate, app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']), app.requireTeam];
  const write = [...read, app.refuseWithdrawn, requireKakaoRegistrationAllowed];
  const check = async (teamSeq: number, input: BrandTemplateInput) => {
    const problems = await brandTemplateProblems(
      { senderProfiles: app.senderProfiles, images: app.kakaoImages },
      teamSeq,
      input,
    );
    if (problems.length > 0) throw invalidInput(problems, problems[0]!.message);
  };
  const uniqueName = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidInput([{ field: 'name', message: DUPLICATE_NAME }], DUPLICATE_NAME);
      throw error;
    }
  };
  const detail = async (teamSeq: number, seq: number) => {
    const template = await app.brandTemplates.get(teamSeq, seq);
    if (!template) throw notFound(NOT_FOUND);
    return publicBrandTemplate(template);
  };

  app.get(
    '/api/team/kakao/brand-templates',
    { schema: { querystring: BrandTemplateQuery }, preValidation: read },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.brandTemplates.list(teamOf(request).teamSeq, {
        type: query.type,
        senderProfileSeq: query.senderProfileSeq,
        q: query.q || undefined,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.get(
    '/api/team/kakao/brand-templates/:seq',
    { schema: { params: KakaoSeqParams }, preValidation: read },
    async (request) => ok(await detail(teamOf(request).teamSeq, request.params.seq)),
  );

  app.post(
    '/api/team/kakao/brand-templates',
    { schema: { body: BrandTemplateInput }, preValidation: write },
    async (request, reply) => {
      const teamSeq = teamOf(request).teamSeq;
      await check(teamSeq, request.body);
      const seq = await uniqueName(() =>
        app.brandTemplates.insert(teamSeq, request.body, authOf(request).user.userSeq),
      );
      reply.code(201);
      return ok(await detail(teamSeq, seq));
    },
  );

  app.put(
    '/api/team/kakao/brand-templates/:seq',
    { schema: { params: KakaoSeqParams, body: BrandTemplateInput }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      await detail(teamSeq, request.params.seq);
      await check(teamSeq, request.body);
      const updated = await uniqueName(() =>
        app.brandTemplates.updateUnused(teamSeq, request.params.seq, request.body),
      );
      if (!updated) throw conflict(BRAND_TEMPLATE_USED);
      return ok(await detail(teamSeq, request.params.seq));
    },
  );

  app.delete(
    '/api/team/kakao/brand-templates/:seq',
    { schema: { params: KakaoSeqParams }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      await detail(teamSeq, request.params.seq);
      if (!(await app.brandTemplates.deleteUnused(teamSeq, request.params.seq))) throw conflict(BRAND_TEMPLATE_USED);
      return ok({ seq: request.params.seq });
    },
  );
};
export default brandTemplateRoutes;
