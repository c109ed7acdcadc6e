import { createHash } from 'node:crypto';
import { countKakaoChars, KAKAO_LIMITS } from '@console/contracts/kakao';
import {
  ALIMTALK_PRICE_KRW,
  KAKAO_TEMPLATE_NOT_APPROVED,
  type AlimtalkSendRequestCreate,
} from '@console/contracts/kakao-send';
import { REPORT_TIMEOUT_HOURS } from '@console/contracts/message-limits';
import { fallbackTextProblems } from '@console/contracts/rcs-send';
import { longestFilledText, missingVariablesMessage } from '@console/contracts/send-requests';
import { countEucKrBytes } from '@console/contracts/text-bytes';
import type { Queryable } from '../../db/database';
import { invalidField } from '../../http/api-error';
import type { AlimtalkTemplatesRepository } from '../../kakao/alimtalk-templates-repository';
import type { SenderProfilesRepository } from '../../kakao/sender-profiles-repository';
import type { Channel } from '../channel';
import { requireApprovedSender } from '../sms/sms-channel';
import type { KakaoProvider } from './kakao-provider';
import { planKakaoMessages, requireActiveProfile } from './kakao-messages';
import { KAKAO_NO_FALLBACK_CODES } from './kakao-results';

/** A send of an approved template; `legacyContent`: the legacy form's written text, already matched to it. */
export type AlimtalkChannelRequest = AlimtalkSendRequestCreate & { legacyContent?: string };

export const ALIMTALK_RESERVATION_NOT_EDITABLE =
  '알림톡 예약은 바꿀 수 없어요. 예약을 취소하고 알림톡 보내기에서 새로 예약해 주세요.';
export const FALLBACK_TEXT_NOT_CARRIABLE = '템플릿 내용을 문자로 보낼 수 없어요. 대체 문자 내용을 직접 입력해 주세요.';

export interface AlimtalkChannel extends Channel<AlimtalkChannelRequest> {
  provider: KakaoProvider;
}

/**
 * KakaoTalk alimtalk (DOMAIN.md): an ACTIVE sender profile and an APPROVED template of it, every
 * variable filled per recipient (content <= 1,000 characters), 9 KRW per delivered message. A failed
 * message falls back to SMS/LMS (the template's filled text or the sender's own, from an approved
 * sender number) unless Kakao says the number itself is wrong.
 */
export function createAlimtalkChannel(
  provider: KakaoProvider,
  kakao: { senderProfiles: SenderProfilesRepository; templates: AlimtalkTemplatesRepository },
): AlimtalkChannel {
  return {
    id: 'ALIMTALK',
    label: '알림톡',
    provider,
    requestHash: (request) =>
      createHash('sha256')
        .update(JSON.stringify({ channel: 'ALIMTALK', request }))
        .digest('hex'),
    async prepare(request, { db, teamSeq }) {
      const profile = await requireActiveProfile(kakao.senderProfiles, teamSeq, request.senderProfileSeq);
      const template = await kakao.templates.get(teamSeq, request.templateSeq);
      if (!template || template.status !== 'APPROVED' || template.senderProfileSeq !== profile.seq)
        throw invalidField('templateSeq', KAKAO_TEMPLATE_NOT_APPROVED);

      const legacy = request.legacyContent;
      if (legacy === undefined) {
        const missing = missingVariablesMessage(template.content, request.recipients, request.templateVariables);
        if (missing) throw invalidField('templateVariables', missing);
        const longest = longestFilledText(
          template.content,
          request.recipients,
          countKakaoChars,
          request.templateVariables,
        );
        const chars = countKakaoChars(longest);
        if (chars > KAKAO_LIMITS.contentMax)
          throw invalidField(
            'templateVariables',
            `변수를 채운 알림톡이 ${KAKAO_LIMITS.contentMax.toLocaleString('ko-KR')}자를 넘어요. (가장 긴 받는 사람: ${chars.toLocaleString('ko-KR')}자)`,
          );
      }

      let senderNumber = '';
      let fallbackText: string | null = null;
      if (request.fallback !== 'NONE') {
        senderNumber = await requireApprovedSender(db, teamSeq, request.senderNumber ?? '');
        fallbackText = request.fallback === 'CUSTOM' ? request.fallbackText! : (legacy ?? template.content);
        if (request.fallback === 'TEMPLATE') {
          const longest = longestFilledText(
            fallbackText,
            request.recipients,
            countEucKrBytes,
            request.templateVariables,
          );
          if (fallbackTextProblems(longest, false).length > 0)
            throw invalidField('fallbackText', FALLBACK_TEXT_NOT_CARRIABLE);
        }
      }

      const body = legacy ?? template.content;
      const plan = planKakaoMessages(request, body, fallbackText, ALIMTALK_PRICE_KRW, legacy);
      return {
        fields: {
          body,
          subject: template.title,
          senderNumber,
          advertising: false,
          forcedType: null,
        },
        plan,
        reserveAt: request.reserveAt ? new Date(request.reserveAt) : null,
        fallback: { enabled: request.fallback !== 'NONE', text: fallbackText },
        channelColumns: {
          kakao_sender_profile_seq: profile.seq,
          kakao_template_seq: template.seq,
          kakao_template_code: template.code,
          template_label: `${template.code} · ${template.name}`,
        },
        async afterInsert(_seq, tx) {
          await kakao.senderProfiles.markUsed(profile.seq, tx);
          await kakao.templates.markUsed(template.seq, tx);
        },
      };
    },
    reservationEditRefusal: ALIMTALK_RESERVATION_NOT_EDITABLE,
    priceKrw: () => ALIMTALK_PRICE_KRW,
    // Kakao reports within minutes; a message still silent after the SMS time-out fails as any other.
    reportTimeoutHours: () => REPORT_TIMEOUT_HOURS.SMS,
    attachments: async () => [],
    async submit(tx, submission) {
      const state = await requestKakaoState(tx, submission.requestSeq);
      await this.provider.submit(tx, { ...submission, images: [], ...state }, submission.expectReports);
    },
    readReports(batch, providerData) {
      return this.provider.readReports(batch, providerData);
    },
    fallbackChannel: (failure) => (KAKAO_NO_FALLBACK_CODES.has(failure.code) ? null : 'SMS'),
    simulatorGuide() {
      return this.provider.guide();
    },
  };
}

/** The request's profile and template as Kakao sees them at hand-over (a reservation may fire after a change). */
async function requestKakaoState(db: Queryable, requestSeq: number) {
  const [row] = await db.query<{ sender_key: string; code: string; profile_status: string; template_status: string }>(
    `SELECT p.sender_key, t.code, p.status AS profile_status, t.status AS template_status
       FROM send_requests r
       JOIN sender_profiles p ON p.seq = r.kakao_sender_profile_seq
       JOIN alimtalk_templates t ON t.seq = r.kakao_template_seq
      WHERE r.seq = $1`,
    [requestSeq],
  );
  return {
    senderKey: row?.sender_key ?? '',
    templateCode: row?.code ?? '',
    profileActive: row?.profile_status === 'ACTIVE',
    templateApproved: row?.template_status === 'APPROVED',
  };
}
