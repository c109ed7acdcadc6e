// What a user writes for an alimtalk template: its fields and their rules, the pre-review check, the
// list query, questions and review decisions (kakao.ts re-exports them). Apart from the template's
// shape (kakao-alimtalk-templates.ts): the send screens read templates and never load these.
import { z } from 'zod';
import { countKakaoChars } from './char-count';
import {
  AlimtalkButton,
  AlimtalkEmphasis,
  AlimtalkItem,
  AlimtalkMessageType,
  AlimtalkTemplateStatus,
  QUICK_REPLY_TYPES,
  SenderProfileSeqInput,
  urlHost,
} from './kakao-alimtalk-templates';
import { KAKAO_LIMITS, kakaoVariableNames, requiredKakaoText } from './kakao-limits';
import { KakaoTemplateQuery } from './kakao-template-query';
import { ADVERTISING_PREFIX, VARIABLE_PATTERN } from './message-limits';

const chars = (max: number, label: string) =>
  z
    .string()
    .trim()
    .refine((v) => countKakaoChars(v) <= max, `${label}은(는) ${max.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`);

/** The fields of an alimtalk template (POST /api/team/kakao/templates, PUT .../:seq, one row of a bulk file). */
export const AlimtalkTemplateFields = z.object({
  senderProfileSeq: SenderProfileSeqInput,
  code: z
    .string({ message: '템플릿 코드를 입력해 주세요.' })
    .trim()
    .min(1, '템플릿 코드를 입력해 주세요.')
    .max(KAKAO_LIMITS.templateCodeMax, `템플릿 코드는 ${KAKAO_LIMITS.templateCodeMax}자까지 쓸 수 있어요.`)
    .regex(/^[A-Za-z0-9_-]+$/, '템플릿 코드는 영문, 숫자, _, -만 쓸 수 있어요.'),
  name: requiredKakaoText('템플릿 이름을 입력해 주세요.', '템플릿 이름은', KAKAO_LIMITS.templateNameMax),
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

export const AlimtalkTemplateQuery = KakaoTemplateQuery.extend({ status: AlimtalkTemplateStatus.optional() });
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
