import { SENDER_PROFILE_STATUS_LABEL } from '@console/contracts/kakao';
import { KAKAO_PROFILE_NOT_ACTIVE } from '@console/contracts/kakao-send';
import { fillKakaoTemplateText } from '@console/contracts/kakao-send-fields';
import { SMS_MAX_BYTES, type MessageType } from '@console/contracts/message-limits';
import type { SendRecipient } from '@console/contracts/send-requests';
import { countEucKrBytes } from '@console/contracts/text-bytes';
import { invalidField } from '../../http/api-error';
import type { SenderProfileRecord, SenderProfilesRepository } from '../../kakao/sender-profiles-repository';
import type { PlannedMessage, SendPlan } from '../channel';
import { keptVariables, uniqueRecipients } from '../phone-messages';

/** What the Kakao channels (alimtalk, brand message) share: the profile check and the per-recipient plan. */

/** The team's ACTIVE sender profile, or a 400 on senderProfileSeq that says its state and why. */
export async function requireActiveProfile(
  profiles: SenderProfilesRepository,
  teamSeq: number,
  seq: number,
): Promise<SenderProfileRecord> {
  const profile = await profiles.get(teamSeq, seq);
  if (!profile) throw invalidField('senderProfileSeq', KAKAO_PROFILE_NOT_ACTIVE);
  if (profile.status !== 'ACTIVE')
    throw invalidField(
      'senderProfileSeq',
      `${KAKAO_PROFILE_NOT_ACTIVE} (이 프로필은 ${SENDER_PROFILE_STATUS_LABEL[profile.status]} 상태예요${profile.statusReason ? `: ${profile.statusReason}` : ''})`,
    );
  return profile;
}

/** The text class of a filled Kakao text (SMS up to 90 bytes, else LMS): the type its row keeps, not its price. */
const textClass = (bytes: number): MessageType => (bytes <= SMS_MAX_BYTES ? 'SMS' : 'LMS');

/**
 * One message per distinct number: the body filled with the shared and the recipient's values (or
 * `fixedText` as written), and its filled fallback text when it differs from the request's. A fallback
 * text equal to the body is the message's own text (the pipeline reads it from the message).
 */
export function planKakaoMessages(
  request: {
    recipients: readonly SendRecipient[];
    templateVariables: Record<string, string>;
    reserveAt?: string | null;
  },
  body: string,
  fallbackText: string | null,
  priceKrw: number,
  fixedText?: string,
): SendPlan {
  const reserved = Boolean(request.reserveAt);
  const { unique, duplicateNumbers } = uniqueRecipients(request.recipients);
  const typeCounts: Record<MessageType, number> = { SMS: 0, LMS: 0, MMS: 0 };
  const messages: PlannedMessage[] = unique.map(({ phone, recipient }) => {
    const text = fixedText ?? fillKakaoTemplateText(body, request.templateVariables, recipient);
    const bytes = countEucKrBytes(text);
    const type = textClass(bytes);
    typeCounts[type] += 1;
    const filledFallback =
      fallbackText === null || fallbackText === body
        ? null
        : fillKakaoTemplateText(fallbackText, request.templateVariables, recipient);
    return {
      phone,
      text: text === body ? null : text,
      bytes,
      type,
      fallbackText: filledFallback !== null && filledFallback !== fallbackText ? filledFallback : null,
      variables: keptVariables(reserved, recipient.variables),
      priceKrw,
    };
  });
  return { messages, duplicateNumbers, typeCounts, estimatedCostKrw: messages.length * priceKrw };
}
