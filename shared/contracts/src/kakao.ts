import { z } from 'zod';
import { countKakaoChars } from './char-count';
import { isWebUrl } from './web-url';
import { PageQuery } from './api-envelope';
import { ADVERTISING_PREFIX, VARIABLE_PATTERN } from './message-limits';
import { seqParams } from './path-params';
import { readJpegInfo } from './mms-images';
import { isRecipientNumber } from './phone-numbers';

/**
 * KakaoTalk sender profiles and alimtalk templates (DOMAIN.md "KakaoTalk alimtalk"). Every limit the
 * server enforces and the screens explain is here, once.
 */
export const KAKAO_LIMITS = {
  senderKeyLength: 40,
  /** The channel's search id: @ and 2 to 30 letters, digits, Hangul, . _ - */
  channelIdPattern: /^@[0-9A-Za-z가-힣._-]{2,30}$/,
  /** A token Kakao sends to the admin phone: 6 digits, valid 10 minutes, 5 tries. */
  tokenLength: 6,
  tokenValidMinutes: 10,
  tokenTriesMax: 5,
  templateCodeMax: 20,
  templateNameMax: 150,
  contentMax: 1000,
  variablesMax: 40,
  titleMax: 50,
  subtitleMax: 50,
  extraMax: 500,
  buttonsMax: 5,
  buttonNameMax: 14,
  quickRepliesMax: 10,
  itemListMin: 2,
  itemListMax: 10,
  itemNameMax: 6,
  itemDescriptionMax: 23,
  urlMax: 500,
  commentMax: 500,
  /** Template emphasis image: 800 x 400 (2:1), JPG/PNG, <= 500 KB. */
  templateImage: { width: 800, height: 400, maxBytes: 500 * 1024, types: ['image/jpeg', 'image/png'] },
} as const;

export { countKakaoChars };

/** A required text of at most `max` characters: "<empty>" when missing, "<label> N자까지" when too long. */
const requiredText = (empty: string, label: string, max: number) =>
  z
    .string({ message: empty })
    .trim()
    .min(1, empty)
    .refine((v) => countKakaoChars(v) <= max, `${label} ${max.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`);

export const kakaoVariableNames = (text: string): string[] => [
  ...new Set([...text.matchAll(VARIABLE_PATTERN)].map((match) => match[1]!)),
];

// ---------------------------------------------------------------- categories

/** A node of a category tree served by GET /api/team/kakao/categories (leaves carry the code that is stored). */
export interface KakaoCategory {
  code: string;
  name: string;
  children?: KakaoCategory[];
}
export const KakaoCategories = z.object({
  /** Sender profile categories: 11-digit leaf codes in three levels. */
  senderProfile: z.array(z.any()),
  /** Alimtalk template categories: 6-digit leaf codes in two levels; 999999 = 기타. */
  template: z.array(z.any()),
});
export type KakaoCategories = { senderProfile: KakaoCategory[]; template: KakaoCategory[] };

/** The leaf of a tree with that code, with the names of its path ("쇼핑 > 종합몰 > 온라인 쇼핑몰"). */
export const kakaoCategoryPath = (tree: readonly KakaoCategory[], code: string): string | null => {
  for (const node of tree) {
    if (node.code === code && !node.children) return node.name;
    if (node.children) {
      const below = kakaoCategoryPath(node.children, code);
      if (below) return `${node.name} > ${below}`;
    }
  }
  return null;
};

// ---------------------------------------------------------------- sender profiles

/** ACTIVE sends; BLOCKED (by Kakao, with a reason) and DORMANT (unused for a year) cannot; DELETED is kept for history. */
export const SenderProfileStatus = z.enum(['ACTIVE', 'BLOCKED', 'DORMANT', 'DELETED']);
export type SenderProfileStatus = z.infer<typeof SenderProfileStatus>;

export const SenderProfile = z.object({
  seq: z.number().int(),
  channelId: z.string(),
  channelName: z.string(),
  senderKey: z.string(),
  /** The category's leaf code (11 digits) and its path for display. */
  category: z.string(),
  categoryName: z.string().nullable(),
  adminPhone: z.string().nullable(),
  status: SenderProfileStatus,
  /** Why it is blocked, dormant or deleted. */
  statusReason: z.string().nullable(),
  /** Set once a send used it: it can then no longer be deleted. */
  usedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SenderProfile = z.infer<typeof SenderProfile>;

/** A step of a sender profile's life (registered, blocked, dormant, recovered, deleted). */
export const SenderProfileEvent = z.object({
  status: SenderProfileStatus,
  reason: z.string().nullable(),
  by: z.enum(['USER', 'KAKAO']),
  at: z.string(),
});
export type SenderProfileEvent = z.infer<typeof SenderProfileEvent>;

export const SenderProfileDetail = SenderProfile.extend({
  history: z.array(SenderProfileEvent),
  /** Approved alimtalk templates of this profile and all its templates. */
  templateCount: z.number().int(),
});
export type SenderProfileDetail = z.infer<typeof SenderProfileDetail>;

export const SenderProfileQuery = PageQuery.extend({
  status: SenderProfileStatus.optional(),
});
export type SenderProfileQuery = z.infer<typeof SenderProfileQuery>;

const channelId = z
  .string({ message: '카카오톡 채널 검색용 아이디를 입력해 주세요.' })
  .trim()
  .min(1, '카카오톡 채널 검색용 아이디를 입력해 주세요.')
  .refine(
    (value) => KAKAO_LIMITS.channelIdPattern.test(value),
    '검색용 아이디는 @로 시작해요. (예: @새싹상점, 공백 없이 30자까지)',
  );
const adminPhone = z
  .string({ message: '관리자 휴대폰 번호를 입력해 주세요.' })
  .trim()
  .min(1, '관리자 휴대폰 번호를 입력해 주세요.')
  .refine(isRecipientNumber, '관리자 휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.');

/** POST /api/team/kakao/sender-keys/token: Kakao sends a token to the channel's admin phone. */
export const SenderProfileTokenRequest = z.object({ channelId, adminPhone });
export type SenderProfileTokenRequest = z.infer<typeof SenderProfileTokenRequest>;

/** POST /api/team/kakao/sender-keys: the token from the admin phone activates the profile. */
export const SenderProfileCreate = z.object({
  channelId,
  adminPhone,
  categoryCode: z
    .string({ message: '카테고리를 선택해 주세요.' })
    .regex(/^\d{11}$/, '카테고리를 끝까지(세 단계) 선택해 주세요.'),
  token: z
    .string({ message: '인증번호를 입력해 주세요.' })
    .trim()
    .regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.'),
});
export type SenderProfileCreate = z.infer<typeof SenderProfileCreate>;

/** POST /api/team/kakao/sender-keys/:seq/recover/token and .../recover: a dormant profile back with a token. */
export const SenderProfileRecover = z.object({
  token: z
    .string({ message: '인증번호를 입력해 주세요.' })
    .trim()
    .regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.'),
});
export type SenderProfileRecover = z.infer<typeof SenderProfileRecover>;

/** POST /admin/api/kakao/sender-profiles/:seq/status: what Kakao did to a profile (block, dormant, unblock). */
export const SenderProfileStatusChange = z
  .object({
    status: z.enum(['ACTIVE', 'BLOCKED', 'DORMANT']),
    reason: z.string().trim().max(200, '사유는 200자까지 입력할 수 있어요.').optional(),
  })
  .refine((body) => body.status === 'ACTIVE' || !!body.reason, {
    message: '차단이나 휴면 사유를 입력해 주세요.',
    path: ['reason'],
  });
export type SenderProfileStatusChange = z.infer<typeof SenderProfileStatusChange>;

// ---------------------------------------------------------------- alimtalk templates

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
    name: z
      .string({ message: '버튼 이름을 입력해 주세요.' })
      .trim()
      .min(1, '버튼 이름을 입력해 주세요.')
      .refine(
        (name) => countKakaoChars(name) <= KAKAO_LIMITS.buttonNameMax,
        `버튼 이름은 ${KAKAO_LIMITS.buttonNameMax}자까지 쓸 수 있어요.`,
      )
      .refine((name) => !name.includes('#{'), '버튼 이름에는 변수를 넣을 수 없어요.'),
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

export const AlimtalkItem = z.object({
  name: requiredText('항목 이름을 입력해 주세요.', '항목 이름은', KAKAO_LIMITS.itemNameMax),
  description: requiredText('항목 내용을 입력해 주세요.', '항목 내용은', KAKAO_LIMITS.itemDescriptionMax),
});
export type AlimtalkItem = z.infer<typeof AlimtalkItem>;

const chars = (max: number, label: string) =>
  z
    .string()
    .trim()
    .refine((v) => countKakaoChars(v) <= max, `${label}은(는) ${max.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`);

/** The fields of an alimtalk template (POST /api/team/kakao/templates, PUT .../:seq, one row of a bulk file). */
export const AlimtalkTemplateFields = z.object({
  senderProfileSeq: z
    .number({ message: '발신 프로필을 선택해 주세요.' })
    .int()
    .positive('발신 프로필을 선택해 주세요.'),
  code: z
    .string({ message: '템플릿 코드를 입력해 주세요.' })
    .trim()
    .min(1, '템플릿 코드를 입력해 주세요.')
    .max(KAKAO_LIMITS.templateCodeMax, `템플릿 코드는 ${KAKAO_LIMITS.templateCodeMax}자까지 쓸 수 있어요.`)
    .regex(/^[A-Za-z0-9_-]+$/, '템플릿 코드는 영문, 숫자, _, -만 쓸 수 있어요.'),
  name: requiredText('템플릿 이름을 입력해 주세요.', '템플릿 이름은', KAKAO_LIMITS.templateNameMax),
  content: z.string({ message: '내용을 입력해 주세요.' }).refine((v) => v.trim().length > 0, '내용을 입력해 주세요.'),
  messageType: AlimtalkMessageType.default('BA'),
  emphasis: AlimtalkEmphasis.default('NONE'),
  title: chars(KAKAO_LIMITS.titleMax, '강조 제목').optional(),
  subtitle: chars(KAKAO_LIMITS.subtitleMax, '강조 보조 문구').optional(),
  /** IMAGE emphasis: an image uploaded with POST /api/team/kakao/images (800 x 400). */
  imageSeq: z.number().int().positive().nullish(),
  items: z.array(AlimtalkItem).default([]),
  /** EX and MI: the extra information line under the content. */
  extra: chars(KAKAO_LIMITS.extraMax, '부가 정보').optional(),
  buttons: z.array(AlimtalkButton).default([]),
  quickReplies: z.array(AlimtalkButton).default([]),
  securityFlag: z.boolean().default(false),
  categoryCode: z
    .string({ message: '템플릿 카테고리를 선택해 주세요.' })
    .regex(/^\d{6}$/, '템플릿 카테고리를 선택해 주세요.'),
});

/** Every rule of a template that needs no database (the server adds the profile, the image and the code's uniqueness). */
export const alimtalkTemplateIssues = (
  input: z.infer<typeof AlimtalkTemplateFields>,
): { path: (string | number)[]; message: string }[] => {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message });
  const length = countKakaoChars(input.content);
  if (length > KAKAO_LIMITS.contentMax)
    issue(
      ['content'],
      `내용은 변수를 포함해 ${KAKAO_LIMITS.contentMax.toLocaleString('ko-KR')}자까지 쓸 수 있어요. 지금 ${length.toLocaleString('ko-KR')}자예요.`,
    );
  if (input.content.replace(VARIABLE_PATTERN, '').includes('#{'))
    issue(['content'], '변수는 #{이름}처럼 중괄호를 닫아 써 주세요. (공백 없이 30자까지)');
  if (kakaoVariableNames(input.content).length > KAKAO_LIMITS.variablesMax)
    issue(['content'], `변수는 ${KAKAO_LIMITS.variablesMax}개까지 넣을 수 있어요.`);
  const extraType = input.messageType === 'EX' || input.messageType === 'MI';
  const addType = input.messageType === 'AD' || input.messageType === 'MI';
  if (extraType && !input.extra) issue(['extra'], '부가 정보형과 복합형 템플릿에는 부가 정보를 넣어 주세요.');
  if (!extraType && input.extra) issue(['extra'], '부가 정보는 부가 정보형과 복합형 템플릿에만 넣을 수 있어요.');
  if (addType && input.buttons[0]?.type !== 'AC')
    issue(['buttons'], '채널 추가형과 복합형 템플릿은 첫 번째 버튼이 채널 추가(AC) 버튼이어야 해요.');
  input.buttons.forEach((button, index) => {
    if (button.type === 'AC' && !addType)
      issue(['buttons', index, 'type'], '채널 추가 버튼은 채널 추가형과 복합형 템플릿에만 넣을 수 있어요.');
    if (button.type === 'AC' && index !== 0)
      issue(['buttons', index, 'type'], '채널 추가 버튼은 첫 번째 버튼으로만 넣을 수 있어요.');
  });
  if (input.buttons.length > KAKAO_LIMITS.buttonsMax)
    issue(['buttons'], `버튼은 ${KAKAO_LIMITS.buttonsMax}개까지 넣을 수 있어요.`);
  if (input.quickReplies.length > KAKAO_LIMITS.quickRepliesMax)
    issue(['quickReplies'], `바로 연결은 ${KAKAO_LIMITS.quickRepliesMax}개까지 넣을 수 있어요.`);
  input.quickReplies.forEach((reply, index) => {
    if (!(QUICK_REPLY_TYPES as readonly string[]).includes(reply.type))
      issue(['quickReplies', index, 'type'], '바로 연결에는 배송 조회와 채널 추가를 넣을 수 없어요.');
  });
  if (input.emphasis === 'TEXT' && !input.title) issue(['title'], '강조 표기형에는 강조 제목을 넣어 주세요.');
  if (input.emphasis === 'IMAGE' && !input.imageSeq) issue(['imageSeq'], '이미지형에는 이미지를 올려 주세요.');
  if (input.emphasis !== 'IMAGE' && input.imageSeq) issue(['imageSeq'], '이미지는 이미지형 템플릿에만 넣을 수 있어요.');
  if (input.emphasis === 'ITEM_LIST') {
    if (input.items.length < KAKAO_LIMITS.itemListMin || input.items.length > KAKAO_LIMITS.itemListMax)
      issue(
        ['items'],
        `아이템 리스트에는 항목을 ${KAKAO_LIMITS.itemListMin}개에서 ${KAKAO_LIMITS.itemListMax}개까지 넣어 주세요.`,
      );
  } else if (input.items.length > 0) issue(['items'], '항목은 아이템 리스트형에만 넣을 수 있어요.');
  if (input.emphasis === 'NONE' && (input.title || input.subtitle))
    issue(['title'], '강조 제목은 강조 표기형과 아이템 리스트형에만 넣을 수 있어요.');
  return issues;
};

export const AlimtalkTemplateInput = AlimtalkTemplateFields.superRefine((input, ctx) => {
  for (const { path, message } of alimtalkTemplateIssues(input)) ctx.addIssue({ code: 'custom', path, message });
});
export type AlimtalkTemplateInput = z.infer<typeof AlimtalkTemplateInput>;
export type AlimtalkTemplateFormValues = z.input<typeof AlimtalkTemplateInput>;

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

export const AlimtalkTemplateQuery = PageQuery.extend({
  status: AlimtalkTemplateStatus.optional(),
  senderProfileSeq: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(50, '검색어는 50자까지 입력할 수 있어요.').optional(),
});
export type AlimtalkTemplateQuery = z.input<typeof AlimtalkTemplateQuery>;

/** POST /api/team/kakao/templates/:seq/comments (the user's question) and the reviewer's answer. */
export const AlimtalkCommentCreate = z.object({
  body: z
    .string({ message: '문의 내용을 입력해 주세요.' })
    .trim()
    .min(1, '문의 내용을 입력해 주세요.')
    .max(KAKAO_LIMITS.commentMax, `문의 내용은 ${KAKAO_LIMITS.commentMax}자까지 쓸 수 있어요.`),
});
export type AlimtalkCommentCreate = z.infer<typeof AlimtalkCommentCreate>;

/** POST /admin/api/kakao/templates/:seq/review: INSPECT (start), APPROVE, or REJECT with comments. */
export const AlimtalkReviewRequest = z
  .object({
    decision: z.enum(['INSPECT', 'APPROVE', 'REJECT']),
    comment: z.string().trim().max(500, '검수 의견은 500자까지 입력할 수 있어요.').optional(),
  })
  .refine((body) => body.decision !== 'REJECT' || !!body.comment, {
    message: '반려 사유를 입력해 주세요.',
    path: ['comment'],
  });
export type AlimtalkReviewRequest = z.infer<typeof AlimtalkReviewRequest>;

/** Kakao's usual review time, shown on the screens. */
export const KAKAO_REVIEW_BUSINESS_DAYS = '2';

// ---------------------------------------------------------------- pre-review check (beyond the anchors)

/** Words Kakao's review reads as advertising in an informational (alimtalk) template. */
const ADVERTISING_WORDS = [
  ADVERTISING_PREFIX,
  '할인',
  '이벤트',
  '쿠폰',
  '특가',
  '세일',
  '무료 체험',
  '프로모션',
  '혜택',
  '적립금',
  '신상품',
  '구매하세요',
];

export interface ReviewWarning {
  field: string;
  message: string;
}

/**
 * What Kakao's review usually rejects, before submission: warnings, not errors (the template can be
 * submitted anyway). `declaredDomains` are the hosts the business declared (e.g. its channel's site).
 */
export const alimtalkReviewWarnings = (
  input: Pick<
    AlimtalkTemplateFormValues,
    'content' | 'buttons' | 'messageType' | 'emphasis' | 'title' | 'items' | 'imageSeq' | 'extra'
  >,
  declaredDomains: readonly string[] = [],
): ReviewWarning[] => {
  const warnings: ReviewWarning[] = [];
  const content = input.content ?? '';
  // The fixed wording counts, not the names of variables (#{쿠폰번호} is not advertising).
  const wording = content.replace(VARIABLE_PATTERN, '');
  const words = ADVERTISING_WORDS.filter((word) => wording.includes(word));
  if (words.length > 0)
    warnings.push({
      field: 'content',
      message: `알림톡은 정보성 메시지만 보낼 수 있어요. 광고로 보일 수 있는 표현이 있어요: ${words.join(', ')}`,
    });
  const literal = content.replace(VARIABLE_PATTERN, '').replace(/[\s\p{P}]/gu, '');
  if (content.trim() && kakaoVariableNames(content).length > 0 && literal.length < 10)
    warnings.push({
      field: 'content',
      message: '내용이 변수만으로 되어 있으면 반려돼요. 어떤 안내인지 알 수 있는 고정 문구를 넣어 주세요.',
    });
  (input.buttons ?? []).forEach((button, index) => {
    if (button.name?.includes('#{'))
      warnings.push({ field: `buttons.${index}.name`, message: '버튼 이름에 변수를 넣으면 반려돼요.' });
    const domains = declaredDomains.map((domain) => domain.toLowerCase());
    for (const link of [button.linkMobile, button.linkPc]) {
      const host = link ? urlHost(link) : null;
      if (host && domains.length > 0 && !domains.some((domain) => host === domain || host.endsWith(`.${domain}`)))
        warnings.push({
          field: `buttons.${index}.linkMobile`,
          message: `버튼 링크(${host})가 등록한 도메인(${domains.join(', ')})과 달라요. 다른 도메인이면 심사에서 반려될 수 있어요.`,
        });
    }
  });
  const extraType = input.messageType === 'EX' || input.messageType === 'MI';
  const addType = input.messageType === 'AD' || input.messageType === 'MI';
  if (extraType && !input.extra)
    warnings.push({ field: 'extra', message: '부가 정보형에는 부가 정보가 필요해요. 비어 있으면 반려돼요.' });
  if (addType && input.buttons?.[0]?.type !== 'AC')
    warnings.push({ field: 'buttons', message: '채널 추가형에는 첫 버튼으로 채널 추가 버튼이 필요해요.' });
  if (input.emphasis === 'TEXT' && !input.title)
    warnings.push({ field: 'title', message: '강조 표기형에는 강조 제목이 필요해요.' });
  if (input.emphasis === 'IMAGE' && !input.imageSeq)
    warnings.push({ field: 'imageSeq', message: '이미지형에는 800 x 400 이미지가 필요해요.' });
  if (input.emphasis === 'ITEM_LIST' && (input.items?.length ?? 0) < KAKAO_LIMITS.itemListMin)
    warnings.push({
      field: 'items',
      message: `아이템 리스트형에는 항목이 ${KAKAO_LIMITS.itemListMin}개 이상 필요해요.`,
    });
  return warnings;
};

/** Path parameter of a sender profile, a template, an image. */
export const KakaoSeqParams = seqParams('번호(seq)가 올바르지 않아요.');

/** The state names users read. */
export const SENDER_PROFILE_STATUS_LABEL: Record<SenderProfileStatus, string> = {
  ACTIVE: '정상',
  BLOCKED: '차단',
  DORMANT: '휴면',
  DELETED: '삭제',
};
export const ALIMTALK_STATUS_LABEL: Record<AlimtalkTemplateStatus, string> = {
  REQUESTED: '검수 요청',
  INSPECTING: '검수 중',
  APPROVED: '승인',
  REJECTED: '반려',
};

// ---------------------------------------------------------------- images

export const KakaoImagePurpose = z.enum(['ALIMTALK', 'NORMAL', 'WIDE', 'CAROUSEL']);
export type KakaoImagePurpose = z.infer<typeof KakaoImagePurpose>;

/** The rule per use (DOMAIN.md): alimtalk emphasis 2:1 <= 500 KB; brand messages <= 5 MB, width >= 500, ratio by bubble. */
export const KAKAO_IMAGE_RULES: Record<
  KakaoImagePurpose,
  { maxBytes: number; minWidth: number; minRatio: number; maxRatio: number; label: string }
> = {
  ALIMTALK: {
    maxBytes: 500 * 1024,
    minWidth: 500,
    minRatio: 0.5,
    maxRatio: 0.5,
    label: '알림톡 강조 이미지(2:1, 800 x 400 권장)',
  },
  NORMAL: { maxBytes: 5 * 1024 * 1024, minWidth: 500, minRatio: 0.5, maxRatio: 1.333, label: '브랜드 메시지 이미지형' },
  WIDE: { maxBytes: 5 * 1024 * 1024, minWidth: 500, minRatio: 0.5, maxRatio: 1, label: '브랜드 메시지 와이드형' },
  CAROUSEL: { maxBytes: 5 * 1024 * 1024, minWidth: 500, minRatio: 0.5, maxRatio: 1.333, label: '브랜드 메시지 캐러셀' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height of a JPEG or PNG from its bytes, with the type the bytes say; null otherwise. */
export function readImageSize(
  bytes: Uint8Array,
): { contentType: 'image/jpeg' | 'image/png'; width: number; height: number } | null {
  if (PNG_SIGNATURE.every((value, index) => bytes[index] === value)) {
    if (bytes.length < 24) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const width = view.getUint32(16);
    const height = view.getUint32(20);
    return width > 0 && height > 0 ? { contentType: 'image/png', width, height } : null;
  }
  const jpeg = readJpegInfo(bytes);
  return jpeg ? { contentType: 'image/jpeg', width: jpeg.width, height: jpeg.height } : null;
}

/** Why an image cannot be used for `purpose` (judged by its bytes), null when it can. */
export function kakaoImageProblem(bytes: Uint8Array, size: number, purpose: KakaoImagePurpose): string | null {
  const rule = KAKAO_IMAGE_RULES[purpose];
  if (size === 0) return '빈 파일이에요. 이미지를 다시 골라 주세요.';
  const image = readImageSize(bytes);
  if (!image) return 'JPG, PNG 이미지만 올릴 수 있어요. 파일 형식을 확인해 주세요.';
  if (size > rule.maxBytes)
    return `${rule.label}는 ${rule.maxBytes >= 1024 * 1024 ? `${rule.maxBytes / 1024 / 1024}MB` : `${rule.maxBytes / 1024}KB`}까지 올릴 수 있어요.`;
  if (image.width < rule.minWidth) return `이미지 가로는 ${rule.minWidth}px 이상이어야 해요. (지금 ${image.width}px)`;
  const ratio = image.height / image.width;
  const tolerance = 0.01;
  if (ratio < rule.minRatio - tolerance || ratio > rule.maxRatio + tolerance)
    return rule.minRatio === rule.maxRatio
      ? `${rule.label}는 가로:세로 2:1 비율이어야 해요. (지금 ${image.width} x ${image.height})`
      : `${rule.label}는 세로/가로 비율이 ${rule.minRatio}~${rule.maxRatio}여야 해요. (지금 ${image.width} x ${image.height})`;
  return null;
}

export const KakaoImage = z.object({
  seq: z.number().int(),
  purpose: KakaoImagePurpose,
  fileName: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Templates that use it (it cannot be deleted while any does). */
  usedBy: z.array(z.object({ seq: z.number().int(), name: z.string() })),
});
export type KakaoImage = z.infer<typeof KakaoImage>;
export const KakaoImageQuery = PageQuery.extend({ purpose: KakaoImagePurpose.optional() });

// ---------------------------------------------------------------- bulk registration

export const BULK_TEMPLATES_MAX = 500;
export const BULK_BUTTONS = 5;

/** The columns of a bulk file (the sample's header row), in order; a row is one template. */
export const BULK_TEMPLATE_COLUMNS = [
  { key: 'channelId', label: '발신 프로필(채널 검색용 아이디)', example: '@hanbitcommerce' },
  { key: 'code', label: '템플릿 코드', example: 'ORDER_CONFIRM' },
  { key: 'name', label: '템플릿 이름', example: '주문 확인 안내' },
  { key: 'content', label: '내용', example: '#{이름}님, 주문(#{주문번호})이 접수되었어요.' },
  { key: 'messageType', label: '메시지 유형(BA/EX/AD/MI)', example: 'BA' },
  { key: 'emphasis', label: '강조 유형(NONE/TEXT)', example: 'NONE' },
  { key: 'title', label: '강조 제목', example: '' },
  { key: 'subtitle', label: '강조 보조 문구', example: '' },
  { key: 'extra', label: '부가 정보', example: '' },
  { key: 'categoryCode', label: '카테고리 코드(6자리)', example: '002001' },
  { key: 'securityFlag', label: '보안 템플릿(Y/N)', example: 'N' },
  ...Array.from({ length: BULK_BUTTONS }, (_, index) => [
    { key: `button${index + 1}Type`, label: `버튼${index + 1} 유형`, example: index === 0 ? 'WL' : '' },
    { key: `button${index + 1}Name`, label: `버튼${index + 1} 이름`, example: index === 0 ? '주문 보기' : '' },
    {
      key: `button${index + 1}LinkMobile`,
      label: `버튼${index + 1} 모바일 링크`,
      example: index === 0 ? 'https://shop.example.kr/orders' : '',
    },
    { key: `button${index + 1}LinkPc`, label: `버튼${index + 1} PC 링크`, example: '' },
  ]).flat(),
] as const;

/** One row of a bulk file as the browser read it: header label or key -> cell text. */
export const BulkTemplateRow = z.record(z.string().max(100), z.string().max(2000));
export type BulkTemplateRow = z.infer<typeof BulkTemplateRow>;

/** POST /api/team/kakao/templates/bulk: dryRun answers the per-row report; otherwise all rows enter review or none. */
export const BulkTemplateRequest = z.object({
  rows: z
    .array(BulkTemplateRow)
    .min(1, '등록할 템플릿이 없어요. 샘플 파일의 형식으로 한 줄 이상 넣어 주세요.')
    .max(BULK_TEMPLATES_MAX, `한 번에 ${BULK_TEMPLATES_MAX}개까지 등록할 수 있어요.`),
  dryRun: z.boolean().default(true),
});
export type BulkTemplateRequest = z.infer<typeof BulkTemplateRequest>;

export const BulkTemplateReport = z.object({
  rows: z.array(
    z.object({
      /** 1-based, as the sheet's data rows (the header is row 1 of the file, so the file row is row + 1). */
      row: z.number().int(),
      code: z.string(),
      problems: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
  validCount: z.number().int(),
  /** After a real run: the seqs of the registered templates, in row order. */
  registered: z.array(z.number().int()),
});
export type BulkTemplateReport = z.infer<typeof BulkTemplateReport>;

/** A cell by its key or its header label. */
const cellOf = (row: BulkTemplateRow, key: string): string => {
  const column = BULK_TEMPLATE_COLUMNS.find((candidate) => candidate.key === key);
  return (row[key] ?? (column ? row[column.label] : undefined) ?? '').trim();
};

/** A bulk row as the input of one template (the profile by its channel id), before the schema judges it. */
export const bulkRowToTemplate = (
  row: BulkTemplateRow,
  profileSeqOf: (channelId: string) => number | null,
): { channelId: string; input: Record<string, unknown> } => {
  const channelId = cellOf(row, 'channelId');
  const buttons = Array.from({ length: BULK_BUTTONS }, (_, index) => ({
    type: cellOf(row, `button${index + 1}Type`).toUpperCase(),
    name: cellOf(row, `button${index + 1}Name`),
    linkMobile: cellOf(row, `button${index + 1}LinkMobile`) || undefined,
    linkPc: cellOf(row, `button${index + 1}LinkPc`) || undefined,
  })).filter((button) => button.type || button.name);
  return {
    channelId,
    input: {
      senderProfileSeq: profileSeqOf(channelId) ?? 0,
      code: cellOf(row, 'code'),
      name: cellOf(row, 'name'),
      content: cellOf(row, 'content').replace(/\\n/g, '\n'),
      messageType: cellOf(row, 'messageType').toUpperCase() || 'BA',
      emphasis: cellOf(row, 'emphasis').toUpperCase() || 'NONE',
      title: cellOf(row, 'title') || undefined,
      subtitle: cellOf(row, 'subtitle') || undefined,
      extra: cellOf(row, 'extra') || undefined,
      // Excel reads 002001 as the number 2001: the leading zeros come back.
      categoryCode: /^\d{1,6}$/.test(cellOf(row, 'categoryCode'))
        ? cellOf(row, 'categoryCode').padStart(6, '0')
        : cellOf(row, 'categoryCode'),
      securityFlag: /^(y|yes|true|1|예)$/i.test(cellOf(row, 'securityFlag')),
      buttons,
    },
  };
};

// ---------------------------------------------------------------- brand message templates

/** Bubble types (DOMAIN.md "Kakao brand message"); the commerce types are not offered yet. */
export const BrandMessageType = z.enum(['TEXT', 'IMAGE', 'WIDE', 'WIDE_ITEM_LIST', 'CAROUSEL_FEED']);
export type BrandMessageType = z.infer<typeof BrandMessageType>;

export const BRAND_LIMITS = {
  nameMax: 50,
  /** TEXT and IMAGE (ours), WIDE. */
  textMax: { TEXT: 400, IMAGE: 400, WIDE: 76 } as Record<string, number>,
  /** TEXT/IMAGE: 5 buttons named up to 14 characters; every other type 2, named up to 8. */
  buttonsMax: { TEXT: 5, IMAGE: 5, WIDE: 2, WIDE_ITEM_LIST: 2, CAROUSEL_FEED: 2 } as Record<BrandMessageType, number>,
  buttonNameMax: { TEXT: 14, IMAGE: 14, WIDE: 8, WIDE_ITEM_LIST: 8, CAROUSEL_FEED: 8 } as Record<
    BrandMessageType,
    number
  >,
  headerMax: 25,
  itemsMin: 3,
  itemsMax: 4,
  itemTitleMax: 25,
  cardsMin: 2,
  cardsMax: 6,
  cardHeaderMax: 20,
  cardMessageMax: 180,
  cardButtonsMax: 2,
} as const;

/** Which image use each bubble's images follow (KAKAO_IMAGE_RULES). */
export const BRAND_IMAGE_PURPOSE: Record<BrandMessageType, KakaoImagePurpose | null> = {
  TEXT: null,
  IMAGE: 'NORMAL',
  WIDE: 'WIDE',
  WIDE_ITEM_LIST: 'WIDE',
  CAROUSEL_FEED: 'CAROUSEL',
};

const imageSeqOf = (message: string) => z.number({ message }).int().positive(message);

export const BrandItem = z.object({
  title: requiredText('항목 제목을 입력해 주세요.', '항목 제목은', BRAND_LIMITS.itemTitleMax),
  imageSeq: imageSeqOf('항목 이미지를 골라 주세요.'),
  link: z.string().trim().max(KAKAO_LIMITS.urlMax).optional(),
});
export type BrandItem = z.infer<typeof BrandItem>;

export const BrandCard = z.object({
  header: requiredText('카드 제목을 입력해 주세요.', '카드 제목은', BRAND_LIMITS.cardHeaderMax),
  message: requiredText('카드 내용을 입력해 주세요.', '카드 내용은', BRAND_LIMITS.cardMessageMax),
  imageSeq: imageSeqOf('카드 이미지를 골라 주세요.'),
  buttons: z.array(AlimtalkButton).default([]),
});
export type BrandCard = z.infer<typeof BrandCard>;

/** POST /api/team/kakao/brand-templates and PUT .../:seq. */
export const BrandTemplateInput = z
  .object({
    senderProfileSeq: AlimtalkTemplateFields.shape.senderProfileSeq,
    name: requiredText('템플릿 이름을 입력해 주세요.', '템플릿 이름은', BRAND_LIMITS.nameMax),
    type: BrandMessageType,
    content: z.string().default(''),
    imageSeq: z.number().int().positive().nullish(),
    /** Where a tap on the image leads (IMAGE, WIDE). */
    imageLink: z.string().trim().max(KAKAO_LIMITS.urlMax).optional(),
    header: z.string().trim().optional(),
    items: z.array(BrandItem).default([]),
    cards: z.array(BrandCard).default([]),
    buttons: z.array(AlimtalkButton).default([]),
  })
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const textMax = BRAND_LIMITS.textMax[input.type];
    if (textMax !== undefined) {
      if (!input.content.trim()) issue(['content'], '내용을 입력해 주세요.');
      const length = countKakaoChars(input.content);
      if (length > textMax)
        issue(
          ['content'],
          `이 유형의 내용은 ${textMax}자까지 쓸 수 있어요. 지금 ${length.toLocaleString('ko-KR')}자예요.`,
        );
    } else if (input.content.trim()) issue(['content'], '이 유형에는 본문을 넣지 않아요. 항목이나 카드에 써 주세요.');
    if ((input.type === 'IMAGE' || input.type === 'WIDE') && !input.imageSeq)
      issue(['imageSeq'], '이미지를 골라 주세요.');
    if (input.type !== 'IMAGE' && input.type !== 'WIDE' && input.imageSeq)
      issue(['imageSeq'], '이미지형과 와이드형에만 대표 이미지를 넣어요.');
    const buttonsMax = BRAND_LIMITS.buttonsMax[input.type];
    if (input.type === 'CAROUSEL_FEED') {
      if (input.buttons.length > 0) issue(['buttons'], '캐러셀형의 버튼은 카드마다 넣어 주세요.');
    } else if (input.buttons.length > buttonsMax)
      issue(['buttons'], `이 유형에는 버튼을 ${buttonsMax}개까지 넣을 수 있어요.`);
    const nameMax = BRAND_LIMITS.buttonNameMax[input.type];
    const checkNames = (buttons: AlimtalkButton[], path: (string | number)[]) =>
      buttons.forEach((button, index) => {
        if (countKakaoChars(button.name) > nameMax)
          issue([...path, index, 'name'], `이 유형의 버튼 이름은 ${nameMax}자까지 쓸 수 있어요.`);
        if (button.type === 'DS') issue([...path, index, 'type'], '브랜드 메시지에는 배송 조회 버튼을 넣을 수 없어요.');
      });
    checkNames(input.buttons, ['buttons']);
    if (input.type === 'WIDE_ITEM_LIST') {
      if (!input.header?.trim()) issue(['header'], '와이드 리스트의 제목을 입력해 주세요.');
      else if (countKakaoChars(input.header) > BRAND_LIMITS.headerMax)
        issue(['header'], `제목은 ${BRAND_LIMITS.headerMax}자까지 쓸 수 있어요.`);
      if (input.items.length < BRAND_LIMITS.itemsMin || input.items.length > BRAND_LIMITS.itemsMax)
        issue(['items'], `와이드 리스트에는 항목을 ${BRAND_LIMITS.itemsMin}~${BRAND_LIMITS.itemsMax}개 넣어 주세요.`);
    } else if (input.items.length > 0) issue(['items'], '항목은 와이드 리스트형에만 넣어요.');
    if (input.type === 'CAROUSEL_FEED') {
      if (input.cards.length < BRAND_LIMITS.cardsMin || input.cards.length > BRAND_LIMITS.cardsMax)
        issue(['cards'], `캐러셀에는 카드를 ${BRAND_LIMITS.cardsMin}~${BRAND_LIMITS.cardsMax}장 넣어 주세요.`);
      input.cards.forEach((card, index) => {
        if (card.buttons.length > BRAND_LIMITS.cardButtonsMax)
          issue(['cards', index, 'buttons'], `카드마다 버튼은 ${BRAND_LIMITS.cardButtonsMax}개까지 넣을 수 있어요.`);
        checkNames(card.buttons, ['cards', index, 'buttons']);
      });
    } else if (input.cards.length > 0) issue(['cards'], '카드는 캐러셀형에만 넣어요.');
  });
export type BrandTemplateInput = z.infer<typeof BrandTemplateInput>;
export type BrandTemplateFormValues = z.input<typeof BrandTemplateInput>;

export const BrandTemplate = z.object({
  seq: z.number().int(),
  senderProfileSeq: z.number().int(),
  channelId: z.string(),
  name: z.string(),
  type: BrandMessageType,
  content: z.string(),
  imageSeq: z.number().int().nullable(),
  imageLink: z.string().nullable(),
  header: z.string().nullable(),
  items: z.array(BrandItem),
  cards: z.array(BrandCard),
  buttons: z.array(AlimtalkButton),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandTemplate = z.infer<typeof BrandTemplate>;

export const BrandTemplateQuery = PageQuery.extend({
  type: BrandMessageType.optional(),
  senderProfileSeq: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(50, '검색어는 50자까지 입력할 수 있어요.').optional(),
});
export type BrandTemplateQuery = z.input<typeof BrandTemplateQuery>;

/** The image seqs a brand template uses (main image, items, cards). */
export const brandTemplateImages = (template: Pick<BrandTemplateInput, 'imageSeq' | 'items' | 'cards'>): number[] => [
  ...(template.imageSeq ? [template.imageSeq] : []),
  ...template.items.map((item) => item.imageSeq),
  ...template.cards.map((card) => card.imageSeq),
];

/**
 * The text of a brand message that is filled per recipient (its #{variables} must all have values) and
 * shown in the history: the body of TEXT, IMAGE and WIDE, the title of a wide list, or the first card's text.
 */
export const brandMessageText = (template: Pick<BrandTemplate, 'content' | 'header' | 'cards'>): string =>
  template.content || template.header || template.cards[0]?.message || '';
