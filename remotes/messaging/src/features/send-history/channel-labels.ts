import type { TFunction } from 'i18next';
import { isKakaoChannel, type SendChannel } from '@console/contracts/send-history';
import type { MessageResult, SendRequestSummary } from '@console/contracts/send-requests';
import { EMPTY_VALUE, formatPhoneNumber } from '@console/ui/format';

const textTypesOf = (request: SendRequestSummary) =>
  (['SMS', 'LMS', 'MMS'] as const).filter((type) => request.typeCounts[type] > 0).join('/') || EMPTY_VALUE;

/**
 * The kind of a request as the history names it: its SMS/LMS/MMS types, "RCS LMS", or "알림톡" (an
 * alimtalk's SMS/LMS counts are only the length class of its text, not a type it was sent as).
 */
export function requestKindLabel(t: TFunction, request: SendRequestSummary): string {
  if (request.channel === 'ALIMTALK') return t('history.alimtalk');
  if (request.channel === 'BRAND_MESSAGE') return t('history.brandMessage');
  if (request.channel === 'EMAIL') return t('history.email');
  if (request.channel === 'RCS') return t('history.rcsTypes', { types: textTypesOf(request) });
  return textTypesOf(request);
}

/**
 * The kind of one message: "RCS LMS", "알림톡", or its SMS/LMS/MMS type; a fallback names what it
 * replaced when that is known (`fallbackOfChannel`: the channel of the message it falls back for).
 */
export function messageKindLabel(
  t: TFunction,
  message: Pick<MessageResult, 'channel' | 'type' | 'fallbackOf'>,
  fallbackOfChannel?: SendChannel,
): string {
  if (message.channel === 'RCS') return t('history.messages.rcsType', { type: message.type });
  if (message.channel === 'ALIMTALK') return t('history.messages.alimtalkType');
  if (message.channel === 'BRAND_MESSAGE') return t('history.messages.brandMessageType');
  if (message.channel === 'EMAIL') return t('history.messages.emailType');
  if (!message.fallbackOf) return message.type;
  if (fallbackOfChannel === 'ALIMTALK') return t('history.messages.alimtalkFallbackType', { type: message.type });
  if (fallbackOfChannel === 'BRAND_MESSAGE')
    return t('history.messages.brandMessageFallbackType', { type: message.type });
  return t('history.messages.fallbackType', { type: message.type });
}

/** Whether a request or message went on a Kakao channel (from a sender profile, not a number). */
export { isKakaoChannel };

/** A sender number, or "-" for an alimtalk without fallback (it goes from the Kakao channel, not a number). */
export const senderNumberLabel = (senderNumber: string): string =>
  senderNumber ? formatPhoneNumber(senderNumber) : EMPTY_VALUE;

/** A message's recipient: its number (formatted), or an e-mail's address as it is. */
export const recipientLabel = (message: Pick<MessageResult, 'channel' | 'phone'>): string =>
  message.channel === 'EMAIL' ? message.phone : formatPhoneNumber(message.phone);
