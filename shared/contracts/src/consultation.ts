import { z } from 'zod';
import { seqParams } from './path-params';
import { STATS_MAX_RANGE_DAYS } from './stats';
import { isWebUrl } from './web-url';

/**
 * Kakao consultation talk (상담톡, DOMAIN.md "Kakao consultation talk"): KakaoTalk users chat 1:1 with a
 * team's agents through a sender profile that enables it. Inbound messages reach the team's linked
 * system by a signed webhook; agents answer through the public API. Every limit is here, once.
 */
export const CONSULTATION_LIMITS = {
  textMax: 1000,
  buttonsMax: 5,
  buttonNameMax: 14,
  userKeyMax: 100,
  serialNumberMax: 100,
  /** A session closes after this many hours without a message. */
  idleHours: 24,
  /** The recent sessions the sender profile screen lists. */
  recentSessions: 20,
} as const;

export const ConsultationSessionState = z.enum(['OPEN', 'CLOSED']);
export type ConsultationSessionState = z.infer<typeof ConsultationSessionState>;
export const ConsultationClosedBy = z.enum(['AGENT', 'TIMEOUT']);
export type ConsultationClosedBy = z.infer<typeof ConsultationClosedBy>;
export const ConsultationMessageKind = z.enum(['TEXT', 'IMAGE', 'LINK']);
export type ConsultationMessageKind = z.infer<typeof ConsultationMessageKind>;

/** The webhook payload's type (one JSON POST per inbound message, signed like delivery callbacks). */
export const CONSULTATION_WEBHOOK_TYPE = 'consultation.message';

const userKey = z
  .string({ message: '사용자 키를 입력해 주세요.' })
  .trim()
  .min(1, '사용자 키를 입력해 주세요.')
  .max(CONSULTATION_LIMITS.userKeyMax, `사용자 키는 ${CONSULTATION_LIMITS.userKeyMax}자까지예요.`);
const text = z
  .string({ message: '내용을 입력해 주세요.' })
  .trim()
  .min(1, '내용을 입력해 주세요.')
  .max(CONSULTATION_LIMITS.textMax, `내용은 ${CONSULTATION_LIMITS.textMax.toLocaleString('ko-KR')}자까지예요.`);
const senderKey = z
  .string({ message: '발신 프로필 키를 입력해 주세요.' })
  .trim()
  .length(40, '발신 프로필 키는 40자예요.');
const httpsUrl = (what: string) =>
  z
    .string({ message: `${what}를 입력해 주세요.` })
    .trim()
    .refine((value) => value.toLowerCase().startsWith('https://') && isWebUrl(value), {
      message: `${what}는 https:// 로 시작하는 주소여야 해요.`,
    });

/** POST /dev/kakao/consultation/inbound: a simulated KakaoTalk user writes (development only). */
export const ConsultationInbound = z
  .object({
    senderKey: senderKey.optional(),
    senderProfileSeq: z.coerce.number().int().positive().optional(),
    userKey,
    text,
  })
  .refine((body) => body.senderKey !== undefined || body.senderProfileSeq !== undefined, {
    message: '발신 프로필 키나 번호를 입력해 주세요.',
    path: ['senderKey'],
  });
export type ConsultationInbound = z.infer<typeof ConsultationInbound>;

export const ConsultationButton = z.object({
  name: z
    .string({ message: '버튼 이름을 입력해 주세요.' })
    .trim()
    .min(1, '버튼 이름을 입력해 주세요.')
    .max(CONSULTATION_LIMITS.buttonNameMax, `버튼 이름은 ${CONSULTATION_LIMITS.buttonNameMax}자까지예요.`),
  url: httpsUrl('버튼 링크'),
});
export type ConsultationButton = z.infer<typeof ConsultationButton>;

/**
 * POST /api/public/v1/kakao/consultation/messages: an agent's reply to the user's open session. Text
 * (with up to 5 link buttons) or one image by https URL; the serial number makes it idempotent.
 */
export const ConsultationReply = z
  .object({
    senderKey,
    userKey,
    serialNumber: z
      .string({ message: '일련번호를 입력해 주세요.' })
      .trim()
      .min(1, '일련번호를 입력해 주세요.')
      .max(CONSULTATION_LIMITS.serialNumberMax, `일련번호는 ${CONSULTATION_LIMITS.serialNumberMax}자까지예요.`),
    text: text.optional(),
    image: httpsUrl('이미지 주소').optional(),
    buttons: z
      .array(ConsultationButton)
      .max(CONSULTATION_LIMITS.buttonsMax, `링크 버튼은 ${CONSULTATION_LIMITS.buttonsMax}개까지예요.`)
      .optional(),
  })
  .refine((body) => (body.text === undefined) !== (body.image === undefined), {
    message: '내용(text)이나 이미지(image) 중 하나만 보내 주세요.',
    path: ['text'],
  })
  .refine((body) => !body.buttons?.length || body.text !== undefined, {
    message: '링크 버튼은 텍스트 메시지에만 붙일 수 있어요.',
    path: ['buttons'],
  });
export type ConsultationReply = z.infer<typeof ConsultationReply>;

/** The kind a reply is stored as: an image, text with link buttons, or plain text. */
export const replyKindOf = (reply: Pick<ConsultationReply, 'image' | 'buttons'>): ConsultationMessageKind =>
  reply.image !== undefined ? 'IMAGE' : reply.buttons?.length ? 'LINK' : 'TEXT';

export const ConsultationReplyResult = z.object({
  messageSeq: z.number().int(),
  sessionSeq: z.number().int(),
  serialNumber: z.string(),
  kind: ConsultationMessageKind,
  createdAt: z.string(),
});
export type ConsultationReplyResult = z.infer<typeof ConsultationReplyResult>;

export const ConsultationSessionParams = seqParams('상담 세션 번호가 올바르지 않아요.');

export const ConsultationSessionClosed = z.object({
  sessionSeq: z.number().int(),
  state: ConsultationSessionState,
  closedAt: z.string().nullable(),
  closedBy: ConsultationClosedBy.nullable(),
});
export type ConsultationSessionClosed = z.infer<typeof ConsultationSessionClosed>;

/** PUT /api/team/kakao/sender-profiles/:seq/consultation */
export const ConsultationSettingsUpdate = z.object({
  enabled: z.boolean({ message: '사용 여부를 선택해 주세요.' }),
});
export type ConsultationSettingsUpdate = z.infer<typeof ConsultationSettingsUpdate>;

export const ConsultationSettings = z.object({
  senderProfileSeq: z.number().int(),
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
});
export type ConsultationSettings = z.infer<typeof ConsultationSettings>;

export const ConsultationSessionSummary = z.object({
  seq: z.number().int(),
  /** Masked: the first and last two characters. */
  userKey: z.string(),
  state: ConsultationSessionState,
  openedAt: z.string(),
  firstResponseAt: z.string().nullable(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: ConsultationClosedBy.nullable(),
  inbound: z.number().int(),
  outbound: z.number().int(),
});
export type ConsultationSessionSummary = z.infer<typeof ConsultationSessionSummary>;

/** GET /api/team/kakao/sender-profiles/:seq/consultation/sessions: the setting and the recent sessions. */
export const ConsultationOverview = ConsultationSettings.extend({
  sessions: z.array(ConsultationSessionSummary),
});
export type ConsultationOverview = z.infer<typeof ConsultationOverview>;

/** A user key as the console shows it: the first and last two characters. */
export const maskUserKey = (key: string): string =>
  key.length <= 4
    ? `${key.slice(0, 1)}${'*'.repeat(Math.max(key.length - 1, 0))}`
    : `${key.slice(0, 2)}****${key.slice(-2)}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/stats/kakao-cs: KST days from..to (both included, at most 31), optionally one team or profile. */
export const ConsultationStatsQuery = z
  .object({
    from: z.string().regex(DATE, '시작일은 YYYY-MM-DD 형식이어야 해요.'),
    to: z.string().regex(DATE, '종료일은 YYYY-MM-DD 형식이어야 해요.'),
    teamSeq: z.coerce.number().int().positive().optional(),
    senderProfileSeq: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.from <= q.to, { message: '시작일이 종료일보다 늦을 수 없어요.', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATS_MAX_RANGE_DAYS, {
    message: `조회 기간은 최대 ${STATS_MAX_RANGE_DAYS}일이에요.`,
    path: ['to'],
  });
export type ConsultationStatsQuery = z.infer<typeof ConsultationStatsQuery>;

export const ConsultationFigures = z.object({
  sessions: z.number().int(),
  inbound: z.number().int(),
  outbound: z.number().int(),
  /** Sessions opened in the period that no agent has answered. */
  unanswered: z.number().int(),
  /** Average seconds from opening to the first reply, over the answered sessions; null when none. */
  avgFirstResponseSeconds: z.number().int().nullable(),
});
export type ConsultationFigures = z.infer<typeof ConsultationFigures>;

export const ConsultationStatsReport = z.object({
  from: z.string(),
  to: z.string(),
  teamSeq: z.number().int().nullable(),
  senderProfileSeq: z.number().int().nullable(),
  /** Every day of the range (KST), zero days included. */
  series: z.array(ConsultationFigures.extend({ day: z.string() })),
  /** The days and sender profiles that had activity. */
  rows: z.array(
    ConsultationFigures.extend({
      day: z.string(),
      senderProfileSeq: z.number().int(),
      channelName: z.string(),
      teamSeq: z.number().int(),
    }),
  ),
  totals: ConsultationFigures,
  /** The sender profiles of the covered teams (the filter's choices). */
  profiles: z.array(z.object({ seq: z.number().int(), channelName: z.string(), teamSeq: z.number().int() })),
  teams: z.array(z.object({ teamSeq: z.number().int(), teamName: z.string() })),
});
export type ConsultationStatsReport = z.infer<typeof ConsultationStatsReport>;
