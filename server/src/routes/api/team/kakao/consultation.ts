import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConsultationSettingsUpdate, type ConsultationOverview } from '@console/contracts/consultation';
import { KakaoSeqParams } from '@console/contracts/kakao';
import { createConsultationRepository, PROFILE_NOT_FOUND } from '../../../../consultation/consultation-repository';
import { conflict, notFound } from '../../../../http/api-error';
import { ok } from '../../../../http/envelope';
import { teamOf } from '../../../../http/request-auth';

const NOT_ACTIVE = '정상 상태의 발신 프로필만 상담톡을 켤 수 있어요.';

/**
 * Consultation talk (상담톡) of a sender profile of the Curr-Team-Seq team (masters and managers, as
 * the sender profile screens): turn it on or off, and the recent sessions with user keys masked.
 */
const consultationRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = [app.authenticate, app.requireRoles(['ROLE_MASTER', 'ROLE_MANAGER']), app.requireTeam];
  const write = [...read, app.refuseWithdrawn];
  const consultation = createConsultationRepository(app.db);
  const profileOf = async (teamSeq: number, seq: number) => {
    const profile = await consultation.profile({ seq, teamSeq });
    if (!profile) throw notFound(PROFILE_NOT_FOUND);
    return profile;
  };

  app.put(
    '/api/team/kakao/sender-profiles/:seq/consultation',
    { schema: { params: KakaoSeqParams, body: ConsultationSettingsUpdate }, preValidation: write },
    async (request) => {
      const profile = await profileOf(teamOf(request).teamSeq, request.params.seq);
      if (request.body.enabled && profile.status !== 'ACTIVE') throw conflict(NOT_ACTIVE);
      return ok(await consultation.setEnabled(profile.seq, request.body.enabled));
    },
  );

  app.get(
    '/api/team/kakao/sender-profiles/:seq/consultation/sessions',
    { schema: { params: KakaoSeqParams }, preValidation: read },
    async (request) => {
      const profile = await profileOf(teamOf(request).teamSeq, request.params.seq);
      const overview: ConsultationOverview = {
        ...(await consultation.settings(profile.seq)),
        sessions: await consultation.recentSessions(profile.seq),
      };
      return ok(overview);
    },
  );
};
export default consultationRoutes;
