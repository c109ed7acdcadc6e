import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KakaoSeqParams,
  SenderProfileCreate,
  SenderProfileQuery,
  SenderProfileRecover,
  SenderProfileTokenRequest,
  type SenderProfileDetail,
} from '@console/contracts/kakao';
import { conflict, notFound } from '../../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../../http/envelope';
import { teamOf } from '../../../../http/request-auth';
import { KAKAO_CATEGORIES } from '../../../../kakao/kakao-categories';
import { requireKakaoRegistrationAllowed } from '../../../../kakao/registration-guard';
import {
  NOT_DORMANT,
  recoverSenderProfile,
  registerSenderProfile,
  sendProfileToken,
} from '../../../../kakao/sender-profile-registration';
import { publicProfile } from '../../../../kakao/sender-profiles-repository';

const NOT_FOUND = '발신 프로필을 찾을 수 없어요.';
export const PROFILE_IN_USE = '발송에 쓴 발신 프로필은 삭제할 수 없어요. 발송 이력과 통계에 남아 있어야 해요.';
export const PROFILE_HAS_TEMPLATES = '템플릿이 있는 발신 프로필은 삭제할 수 없어요. 템플릿을 먼저 삭제해 주세요.';

/**
 * Kakao sender profiles of the Curr-Team-Seq team (masters and managers, PRODUCT.md): list, detail with
 * its history, registration with a token Kakao sends to the admin phone, the way back from dormant, and
 * deletion of an unused one. Registering needs a verified business and a provisioned team.
 */
const senderKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = [app.authenticate, app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']), app.requireTeam];
  const write = [...read, app.refuseWithdrawn, requireKakaoRegistrationAllowed];
  const deps = () => ({ db: app.db, senderProfiles: app.senderProfiles, directory: app.alimtalkChannel.provider });
  const detailOf = async (teamSeq: number, seq: number): Promise<SenderProfileDetail> => {
    const profile = await app.senderProfiles.get(teamSeq, seq);
    if (!profile) throw notFound(NOT_FOUND);
    return {
      ...publicProfile(profile),
      history: await app.senderProfiles.history(seq),
      templateCount: await app.alimtalkTemplates.countOfProfile(seq),
    };
  };

  app.get(
    '/api/team/kakao/sender-keys',
    { schema: { querystring: SenderProfileQuery }, preValidation: read },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.senderProfiles.list(teamOf(request).teamSeq, {
        status: query.status,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  /** The category trees of sender profiles and templates (every member reads them: the template screens show names). */
  app.get('/api/team/kakao/categories', { preValidation: [app.authenticate, app.requireTeam] }, async () =>
    ok(KAKAO_CATEGORIES),
  );

  app.post(
    '/api/team/kakao/sender-keys/token',
    {
      schema: { body: SenderProfileTokenRequest },
      preValidation: write,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) =>
      ok(await sendProfileToken(deps(), teamOf(request).teamSeq, { ...request.body, purpose: 'REGISTER' })),
  );

  app.post(
    '/api/team/kakao/sender-keys',
    { schema: { body: SenderProfileCreate }, preValidation: write },
    async (request, reply) => {
      const teamSeq = teamOf(request).teamSeq;
      const seq = await registerSenderProfile(deps(), teamSeq, request.body);
      reply.code(201);
      return ok(await detailOf(teamSeq, seq));
    },
  );

  app.get(
    '/api/team/kakao/sender-keys/:seq',
    { schema: { params: KakaoSeqParams }, preValidation: read },
    async (request) => ok(await detailOf(teamOf(request).teamSeq, request.params.seq)),
  );

  app.post(
    '/api/team/kakao/sender-keys/:seq/recover/token',
    { schema: { params: KakaoSeqParams }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      const profile = await app.senderProfiles.get(teamSeq, request.params.seq);
      if (!profile) throw notFound(NOT_FOUND);
      if (profile.status !== 'DORMANT' || !profile.adminPhone) throw conflict(NOT_DORMANT);
      return ok(
        await sendProfileToken(deps(), teamSeq, {
          channelId: profile.channelId,
          adminPhone: profile.adminPhone,
          purpose: 'RECOVER',
          profileSeq: profile.seq,
        }),
      );
    },
  );

  app.post(
    '/api/team/kakao/sender-keys/:seq/recover',
    { schema: { params: KakaoSeqParams, body: SenderProfileRecover }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      await recoverSenderProfile(deps(), teamSeq, request.params.seq, request.body.token);
      return ok(await detailOf(teamSeq, request.params.seq));
    },
  );

  app.delete(
    '/api/team/kakao/sender-keys/:seq',
    { schema: { params: KakaoSeqParams }, preValidation: write },
    async (request) => {
      const teamSeq = teamOf(request).teamSeq;
      const profile = await app.senderProfiles.get(teamSeq, request.params.seq);
      if (!profile || profile.status === 'DELETED') throw notFound(NOT_FOUND);
      if (profile.usedAt) throw conflict(PROFILE_IN_USE);
      if ((await app.alimtalkTemplates.countOfProfile(profile.seq)) > 0) throw conflict(PROFILE_HAS_TEMPLATES);
      await app.db.transaction((tx) =>
        app.senderProfiles.setStatus(
          profile.seq,
          { status: 'DELETED', reason: '사용자 삭제', by: 'USER', from: ['ACTIVE', 'BLOCKED', 'DORMANT'] },
          tx,
        ),
      );
      return ok(null);
    },
  );
};
export default senderKeysRoutes;
