import { createHash } from 'node:crypto';
import { BRAND_LIMITS, brandMessageText, countKakaoChars } from '@console/contracts/kakao';
import {
  brandPriceKrw,
  type BrandMessageSendRequestCreate,
  type BrandTargeting,
} from '@console/contracts/kakao-brand-send';
import { REPORT_TIMEOUT_HOURS } from '@console/contracts/message-limits';
import { longestFilledText, missingVariablesMessage } from '@console/contracts/send-requests';
import type { Queryable } from '../../db/database';
import { invalidField } from '../../http/api-error';
import type { BrandTemplatesRepository } from '../../kakao/brand-templates-repository';
import type { SenderProfilesRepository } from '../../kakao/sender-profiles-repository';
import type { Channel } from '../channel';
import { requireApprovedSender } from '../sms/sms-channel';
import type { KakaoProvider } from './kakao-provider';
import { planKakaoMessages, requireActiveProfile } from './kakao-messages';
import { KAKAO_NO_FALLBACK_CODES } from './kakao-results';

export const BRAND_TEMPLATE_NOT_FOUND = '이 발신 프로필의 브랜드 메시지 템플릿을 골라 주세요.';
export const BRAND_RESERVATION_NOT_EDITABLE =
  '브랜드 메시지 예약은 바꿀 수 없어요. 예약을 취소하고 브랜드 메시지 보내기에서 새로 예약해 주세요.';

export interface BrandMessageChannel extends Channel<BrandMessageSendRequestCreate> {
  provider: KakaoProvider;
}

/**
 * Kakao brand messages (DOMAIN.md): an ACTIVE profile and one of the team's brand templates, sent to
 * channel friends (I, 20 KRW) or users with marketing consent (M, N, 30 KRW). They are advertising:
 * the team's 080 opt-outs are dropped at send time and 20:50-08:00 is refused (the schema). A failure
 * may fall back to the sender's own advertising SMS/LMS.
 */
export function createBrandMessageChannel(
  provider: KakaoProvider,
  kakao: { senderProfiles: SenderProfilesRepository; templates: BrandTemplatesRepository },
): BrandMessageChannel {
  return {
    id: 'BRAND_MESSAGE',
    label: '브랜드 메시지',
    provider,
    requestHash: (request) =>
      createHash('sha256')
        .update(JSON.stringify({ channel: 'BRAND_MESSAGE', request }))
        .digest('hex'),
    async prepare(request, { db, teamSeq }) {
      const profile = await requireActiveProfile(kakao.senderProfiles, teamSeq, request.senderProfileSeq);
      const template = await kakao.templates.get(teamSeq, request.templateSeq);
      if (!template || template.senderProfileSeq !== profile.seq)
        throw invalidField('templateSeq', BRAND_TEMPLATE_NOT_FOUND);
      const body = brandMessageText(template);
      const missing = missingVariablesMessage(body, request.recipients, request.templateVariables);
      if (missing) throw invalidField('templateVariables', missing);
      const max = BRAND_LIMITS.textMax[template.type];
      if (max !== undefined) {
        const chars = countKakaoChars(
          longestFilledText(body, request.recipients, countKakaoChars, request.templateVariables),
        );
        if (chars > max)
          throw invalidField(
            'templateVariables',
            `변수를 채운 내용이 ${max}자를 넘어요. (가장 긴 받는 사람: ${chars}자)`,
          );
      }
      let senderNumber = '';
      const fallbackText = request.fallback === 'CUSTOM' ? request.fallbackText! : null;
      if (fallbackText !== null) senderNumber = await requireApprovedSender(db, teamSeq, request.senderNumber ?? '');
      return {
        fields: { body, subject: null, senderNumber, advertising: true, forcedType: null },
        plan: planKakaoMessages(request, body, fallbackText, brandPriceKrw(request.targeting)),
        reserveAt: request.reserveAt ? new Date(request.reserveAt) : null,
        fallback: { enabled: fallbackText !== null, text: fallbackText },
        channelColumns: {
          kakao_sender_profile_seq: profile.seq,
          kakao_brand_template_seq: template.seq,
          kakao_targeting: request.targeting,
          template_label: template.name,
        },
        async afterInsert(_seq, tx) {
          await kakao.senderProfiles.markUsed(profile.seq, tx);
          await kakao.templates.markUsed(template.seq, tx);
        },
      };
    },
    reservationEditRefusal: BRAND_RESERVATION_NOT_EDITABLE,
    // The price depends on the targeting: each delivered report carries it (readReports below).
    priceKrw: () => brandPriceKrw('M'),
    reportTimeoutHours: () => REPORT_TIMEOUT_HOURS.SMS,
    attachments: async () => [],
    async submit(tx, submission) {
      const state = await brandRequestState(tx, submission.requestSeq);
      await this.provider.submit(tx, { ...submission, images: [], ...state }, submission.expectReports);
    },
    async readReports(batch, providerData) {
      const result = await this.provider.readReports(batch, providerData);
      const targeting = (['I', 'M', 'N'] as const).find((value) => value === providerData.targeting) ?? 'M';
      return {
        ...result,
        reports: result.reports.map((report) =>
          report.delivered ? { ...report, priceKrw: brandPriceKrw(targeting as BrandTargeting) } : report,
        ),
      };
    },
    fallbackChannel: (failure) => (KAKAO_NO_FALLBACK_CODES.has(failure.code) ? null : 'SMS'),
    simulatorGuide() {
      return this.provider.guide();
    },
  };
}

/** The request's profile, template and targeting as Kakao sees them at hand-over. */
async function brandRequestState(db: Queryable, requestSeq: number) {
  const [row] = await db.query<{
    sender_key: string;
    profile_status: string;
    template_seq: number;
    targeting: BrandTargeting;
  }>(
    `SELECT p.sender_key, p.status AS profile_status, r.kakao_brand_template_seq AS template_seq, r.kakao_targeting AS targeting
       FROM send_requests r JOIN sender_profiles p ON p.seq = r.kakao_sender_profile_seq WHERE r.seq = $1`,
    [requestSeq],
  );
  return {
    senderKey: row?.sender_key ?? '',
    templateCode: `BRAND-${row?.template_seq ?? 0}`,
    profileActive: row?.profile_status === 'ACTIVE',
    templateApproved: true,
    targeting: row?.targeting ?? 'I',
  };
}
