import { z } from 'zod';
import { MESSAGE_TYPES } from './message-limits';

// The states of send requests and messages on every channel: what a send's answer and the history
// lists name, apart from the list queries (send-history.ts) and the send schemas (send-requests.ts).

/** A message's type as stored and shown: a text's class (SMS/LMS/MMS) on the phone channels, EMAIL on e-mail. */
export const MESSAGE_RESULT_TYPES = [...MESSAGE_TYPES, 'EMAIL'] as const;
export const MessageResultType = z.enum(MESSAGE_RESULT_TYPES);
export type MessageResultType = z.infer<typeof MessageResultType>;

/** SMS covers SMS/LMS/MMS and the SMS/LMS fallback of an RCS message; RCS is rcs-send.ts. */
export const SendChannel = z.enum(['SMS', 'RCS', 'ALIMTALK', 'BRAND_MESSAGE', 'EMAIL']);
/** The Kakao channels: they go from a sender profile; their request's number is only a fallback's. */
export const isKakaoChannel = (channel: string | undefined): boolean =>
  channel === 'ALIMTALK' || channel === 'BRAND_MESSAGE';
export type SendChannel = z.infer<typeof SendChannel>;

export const SendRequestStatus = z.enum(['RESERVED', 'SENDING', 'DONE', 'CANCELLED', 'FAILED']);
export type SendRequestStatus = z.infer<typeof SendRequestStatus>;

/** Per message: ACCEPTED -> SENT_TO_CARRIER -> DELIVERED | FAILED, plus OPTED_OUT and CANCELLED. */
export const MessageStatus = z.enum(['ACCEPTED', 'SENT_TO_CARRIER', 'DELIVERED', 'FAILED', 'OPTED_OUT', 'CANCELLED']);
export type MessageStatus = z.infer<typeof MessageStatus>;
