// Alimtalk templates as they are read: types, buttons, items, the review state (kakao.ts re-exports
// them). What a user writes for one, and its rules, is kakao-alimtalk-template-input.ts.
import { z } from 'zod';
import { buttonName } from './button-name';
import { countKakaoChars } from './char-count';
import { isWebUrl } from './web-url';
import { VARIABLE_PATTERN } from './message-limits';
import { KAKAO_LIMITS, requiredKakaoText } from './kakao-limits';

export const AlimtalkMessageType = z.enum(['BA', 'EX', 'AD', 'MI']);
export type AlimtalkMessageType = z.infer<typeof AlimtalkMessageType>;
export const AlimtalkEmphasis = z.enum(['NONE', 'TEXT', 'IMAGE', 'ITEM_LIST']);
export type AlimtalkEmphasis = z.infer<typeof AlimtalkEmphasis>;

/** WL web link, AL app link, DS delivery tracking, BK bot keyword, MD message delivery, AC add channel, BC consult talk, BT bot transfer. */
export const AlimtalkButtonType = z.enum(['WL', 'AL', 'DS', 'BK', 'MD', 'AC', 'BC', 'BT']);
export type AlimtalkButtonType = z.infer<typeof AlimtalkButtonType>;
/** Quick replies take the same types except DS and AC. */
export const QUICK_REPLY_TYPES = ['WL', 'AL', 'BK', 'MD', 'BC', 'BT'] as const;

/** The name Kakao fixes for an AC button and the channel-add line of AD/MI templates. */
export const AC_BUTTON_NAME = '채널 추가';
export const CHANNEL_ADD_TEXT = '채널 추가하고 이 채널의 광고와 마케팅 메시지 받기';

/** A link may hold #{variables} in its path or query. */
const isLink = (value: string) => isWebUrl(value, { variables: true });
export const urlHost = (value: string): string | null => {
  try {
    return new URL(value.replace(VARIABLE_PATTERN, 'v')).hostname.toLowerCase();
  } catch {
    return null;
  }
};

export const AlimtalkButton = z
  .object({
    type: AlimtalkButtonType,
    name: buttonName(countKakaoChars, KAKAO_LIMITS.buttonNameMax),
    linkMobile: z.string().trim().max(KAKAO_LIMITS.urlMax).optional(),
    linkPc: z.string().trim().max(KAKAO_LIMITS.urlMax).optional(),
    schemeAndroid: z.string().trim().max(KAKAO_LIMITS.urlMax).optional(),
    schemeIos: z.string().trim().max(KAKAO_LIMITS.urlMax).optional(),
  })
  .superRefine((button, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (button.type === 'WL') {
      if (!button.linkMobile) issue('linkMobile', '웹 링크 버튼에는 모바일 URL이 필요해요.');
      else if (!isLink(button.linkMobile)) issue('linkMobile', 'http:// 또는 https://로 시작하는 URL을 입력해 주세요.');
      if (button.linkPc && !isLink(button.linkPc))
        issue('linkPc', 'http:// 또는 https://로 시작하는 URL을 입력해 주세요.');
    }
    if (button.type === 'AL') {
      if (!button.schemeAndroid) issue('schemeAndroid', '앱 링크 버튼에는 Android 링크가 필요해요.');
      if (!button.schemeIos) issue('schemeIos', '앱 링크 버튼에는 iOS 링크가 필요해요.');
    }
  });
export type AlimtalkButton = z.infer<typeof AlimtalkButton>;
export type AlimtalkButtonInput = z.input<typeof AlimtalkButton>;

/** The sender profile a template (alimtalk or brand) is registered for. */
export const SenderProfileSeqInput = z
  .number({ message: '발신 프로필을 선택해 주세요.' })
  .int()
  .positive('발신 프로필을 선택해 주세요.');

export const AlimtalkItem = z.object({
  name: requiredKakaoText('항목 이름을 입력해 주세요.', '항목 이름은', KAKAO_LIMITS.itemNameMax),
  description: requiredKakaoText('항목 내용을 입력해 주세요.', '항목 내용은', KAKAO_LIMITS.itemDescriptionMax),
});
export type AlimtalkItem = z.infer<typeof AlimtalkItem>;

/** Kakao's review: requested -> inspecting -> approved or rejected (with comments). */
export const AlimtalkTemplateStatus = z.enum(['REQUESTED', 'INSPECTING', 'APPROVED', 'REJECTED']);
export type AlimtalkTemplateStatus = z.infer<typeof AlimtalkTemplateStatus>;

/** A step of the review, or a question and its answer: who said what, when. */
export const AlimtalkTemplateComment = z.object({
  kind: z.enum(['REQUESTED', 'RESUBMITTED', 'INSPECTING', 'APPROVED', 'REJECTED', 'QUESTION', 'ANSWER']),
  by: z.enum(['USER', 'REVIEWER']),
  /** The reviewer's comment, the user's question, the reject reason; null for a bare step. */
  body: z.string().nullable(),
  authorName: z.string().nullable(),
  at: z.string(),
});
export type AlimtalkTemplateComment = z.infer<typeof AlimtalkTemplateComment>;

export const AlimtalkTemplate = z.object({
  seq: z.number().int(),
  senderProfileSeq: z.number().int(),
  channelId: z.string(),
  code: z.string(),
  name: z.string(),
  content: z.string(),
  messageType: AlimtalkMessageType,
  emphasis: AlimtalkEmphasis,
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  imageSeq: z.number().int().nullable(),
  items: z.array(AlimtalkItem),
  extra: z.string().nullable(),
  buttons: z.array(AlimtalkButton),
  quickReplies: z.array(AlimtalkButton),
  securityFlag: z.boolean(),
  categoryCode: z.string(),
  status: AlimtalkTemplateStatus,
  rejectReason: z.string().nullable(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlimtalkTemplate = z.infer<typeof AlimtalkTemplate>;

export const AlimtalkTemplateDetail = AlimtalkTemplate.extend({ comments: z.array(AlimtalkTemplateComment) });
export type AlimtalkTemplateDetail = z.infer<typeof AlimtalkTemplateDetail>;

/** The state names users read. */
export const ALIMTALK_STATUS_LABEL: Record<AlimtalkTemplateStatus, string> = {
  REQUESTED: '검수 요청',
  INSPECTING: '검수 중',
  APPROVED: '승인',
  REJECTED: '반려',
};
