import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlimtalkCommentCreate,
  AlimtalkReviewRequest,
  KakaoSeqParams,
  SenderProfileStatusChange,
} from '@console/contracts/kakao';
import { conflict, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { reviewAlimtalkTemplate } from '../../kakao/alimtalk-review';
import { publicProfile } from '../../kakao/sender-profiles-repository';
import { alimtalkTemplateDetailOf } from '../../kakao/alimtalk-template-detail';

const WAITING: Record<AlimtalkReviewRequest['decision'], string> = {
  INSPECT: '검수 요청 상태의 템플릿만 검수를 시작할 수 있어요.',
  APPROVE: '검수를 기다리는 템플릿이 아니에요.',
  REJECT: '검수를 기다리는 템플릿이 아니에요.',
};

/** Kakao's side, behind the ADMIN_TOKEN bearer: template review and answers, and what Kakao does to profiles. */
const adminKakaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, templates: app.alimtalkTemplates, notifications: app.notifications });

  app.post(
    '/admin/api/kakao/templates/:seq/review',
    { schema: { params: KakaoSeqParams, body: AlimtalkReviewRequest }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      const body = request.body;
      if (!(await app.alimtalkTemplates.get(null, seq))) throw notFound('알림톡 템플릿을 찾을 수 없어요.');
      const decision =
        body.decision === 'REJECT'
          ? { decision: 'REJECT' as const, comment: body.comment! }
          : body.decision === 'APPROVE'
            ? { decision: 'APPROVE' as const, comment: body.comment }
            : { decision: 'INSPECT' as const };
      if ((await reviewAlimtalkTemplate(deps(), seq, decision)) === null) throw conflict(WAITING[body.decision]);
      return ok(await alimtalkTemplateDetailOf(app.alimtalkTemplates, null, seq));
    },
  );

  /** The reviewer's answer to a question on the template. */
  app.post(
    '/admin/api/kakao/templates/:seq/comments',
    { schema: { params: KakaoSeqParams, body: AlimtalkCommentCreate }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      const template = await app.alimtalkTemplates.get(null, seq);
      if (!template) throw notFound('알림톡 템플릿을 찾을 수 없어요.');
      await app.db.transaction(async (tx) => {
        await app.alimtalkTemplates.addComment(
          seq,
          { kind: 'ANSWER', by: 'REVIEWER', body: request.body.body, authorName: '카카오 검수 담당자' },
          tx,
        );
        await app.notifications.notify(
          { teamSeq: template.teamSeq },
          'KAKAO_NOTICE',
          '알림톡 템플릿 문의에 답변이 왔어요',
          `'${template.name}': ${request.body.body}`,
          `/console/team/${template.teamSeq}/kakao/template/alimtalk/${seq}`,
          { tx },
        );
      });
      return ok(await alimtalkTemplateDetailOf(app.alimtalkTemplates, null, seq));
    },
  );

  /** Kakao blocks a profile, puts it to sleep (a year unused) or lifts a block. */
  app.post(
    '/admin/api/kakao/sender-profiles/:seq/status',
    { schema: { params: KakaoSeqParams, body: SenderProfileStatusChange }, preValidation: app.requireAdmin },
    async (request) => {
      const { seq } = request.params;
      const { status, reason } = request.body;
      const profile = await app.senderProfiles.get(null, seq);
      if (!profile || profile.status === 'DELETED') throw notFound('발신 프로필을 찾을 수 없어요.');
      const from =
        status === 'ACTIVE' ? (['BLOCKED', 'DORMANT'] as const) : (['ACTIVE', 'BLOCKED', 'DORMANT'] as const);
      const moved = await app.db.transaction(async (tx) => {
        const changed = await app.senderProfiles.setStatus(
          seq,
          { status, reason: reason ?? (status === 'ACTIVE' ? '차단 해제' : null), by: 'KAKAO', from: [...from] },
          tx,
        );
        if (changed && status !== 'ACTIVE') {
          await app.notifications.notify(
            { teamSeq: profile.teamSeq },
            'KAKAO_NOTICE',
            status === 'BLOCKED' ? '발신 프로필이 차단되었어요' : '발신 프로필이 휴면 상태가 되었어요',
            `${profile.channelId}: ${reason}`,
            `/console/team/${profile.teamSeq}/kakao/sender-key/${seq}`,
            { tx },
          );
        }
        return changed;
      });
      if (!moved) throw conflict('이미 그 상태인 발신 프로필이에요.');
      return ok(publicProfile((await app.senderProfiles.get(null, seq))!));
    },
  );
};
export default adminKakaoRoutes;
