import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '@console/contracts/api-envelope';
import {
  KAKAO_IMAGE_RULES,
  KakaoImagePurpose,
  KakaoImageQuery,
  KakaoSeqParams,
  kakaoImageProblem,
  readImageSize,
} from '@console/contracts/kakao';
import { ApiError, conflict, invalidField, notFound } from '../../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../../http/envelope';
import { authOf, teamOf } from '../../../../http/request-auth';
import { requireKakaoRegistrationAllowed } from '../../../../kakao/registration-guard';

const NOT_FOUND = '이미지를 찾을 수 없어요.';
const FILE_REQUIRED = 'JPG 또는 PNG 이미지 파일을 골라 주세요.';
export const IMAGE_IN_USE = '템플릿에 쓰고 있는 이미지는 삭제할 수 없어요.';

/**
 * Kakao images of the team (alimtalk emphasis, brand-message bubbles): uploaded with `?purpose=`,
 * judged by their bytes against that use's rule (type, bytes, width, ratio), listed with where each is
 * used, and deleted unless a template uses it. Masters and managers.
 */
const kakaoImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = [app.authenticate, app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']), app.requireTeam];
  const write = [...read, app.refuseWithdrawn, requireKakaoRegistrationAllowed];

  app.get(
    '/api/team/kakao/images',
    { schema: { querystring: KakaoImageQuery }, preValidation: read },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.kakaoImages.list(teamOf(request).teamSeq, {
        purpose: query.purpose,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.post(
    '/api/team/kakao/images',
    {
      schema: { querystring: z.object({ purpose: KakaoImagePurpose.default('ALIMTALK') }) },
      preValidation: write,
    },
    async (request, reply) => {
      const purpose = request.query.purpose;
      const rule = KAKAO_IMAGE_RULES[purpose];
      if (!request.isMultipart()) throw invalidField('image', FILE_REQUIRED);
      const part = await request.file({ limits: { files: 1 }, throwFileSizeLimit: false });
      if (!part) throw invalidField('image', FILE_REQUIRED);
      const kept: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= rule.maxBytes + 1) kept.push(chunk);
      }
      const content = Buffer.concat(kept);
      const problem = kakaoImageProblem(content, part.file.truncated ? Number.POSITIVE_INFINITY : size, purpose);
      if (problem) {
        if (size > rule.maxBytes || part.file.truncated)
          throw new ApiError(413, ResultCode.VALIDATION, problem, [{ field: 'image', message: problem }]);
        throw invalidField('image', problem);
      }
      const image = readImageSize(content)!;
      const seq = await app.kakaoImages.insert({
        teamSeq: teamOf(request).teamSeq,
        purpose,
        fileName: part.filename.slice(0, 200) || 'image',
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        content,
        uploadedBy: authOf(request).user.userSeq,
      });
      reply.code(201);
      return ok(await app.kakaoImages.get(teamOf(request).teamSeq, seq));
    },
  );

  /** The bytes, for previews (every member of the team: the send screen previews a template's image). */
  app.get(
    '/api/team/kakao/images/:seq/content',
    { schema: { params: KakaoSeqParams }, preValidation: [app.authenticate, app.requireTeam] },
    async (request, reply) => {
      const image = await app.kakaoImages.content(teamOf(request).teamSeq, request.params.seq);
      if (!image) throw notFound(NOT_FOUND);
      return reply.type(image.contentType).header('cache-control', 'private, max-age=3600').send(image.content);
    },
  );

  app.delete(
    '/api/team/kakao/images/:seq',
    { schema: { params: KakaoSeqParams }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      const image = await app.kakaoImages.get(teamSeq, request.params.seq);
      if (!image) throw notFound(NOT_FOUND);
      if (!(await app.kakaoImages.deleteUnused(teamSeq, image.seq))) throw conflict(IMAGE_IN_USE);
      return ok({ seq: image.seq });
    },
  );
};
export default kakaoImageRoutes;
