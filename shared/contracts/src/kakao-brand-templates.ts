// Brand message templates as they are read (kakao.ts re-exports them). What a user writes for one,
// and its rules, is kakao-brand-template-input.ts.
import { z } from 'zod';
import { BrandMessageType } from './kakao-brand-template-list';
import { AlimtalkButton } from './kakao-alimtalk-templates';
import { type KakaoImagePurpose } from './kakao-images';
import { KAKAO_LIMITS, requiredKakaoText } from './kakao-limits';

// The bubble types and the list query live in kakao-brand-template-list.ts (re-exported by name: the
// server's loader does not follow `export *`).
export { BrandMessageType, BrandTemplateQuery } from './kakao-brand-template-list';

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
  title: requiredKakaoText('항목 제목을 입력해 주세요.', '항목 제목은', BRAND_LIMITS.itemTitleMax),
  imageSeq: imageSeqOf('항목 이미지를 골라 주세요.'),
  link: z.string().trim().max(KAKAO_LIMITS.urlMax).optional(),
});
export type BrandItem = z.infer<typeof BrandItem>;

export const BrandCard = z.object({
  header: requiredKakaoText('카드 제목을 입력해 주세요.', '카드 제목은', BRAND_LIMITS.cardHeaderMax),
  message: requiredKakaoText('카드 내용을 입력해 주세요.', '카드 내용은', BRAND_LIMITS.cardMessageMax),
  imageSeq: imageSeqOf('카드 이미지를 골라 주세요.'),
  buttons: z.array(AlimtalkButton).default([]),
});
export type BrandCard = z.infer<typeof BrandCard>;

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

/**
 * The text of a brand message that is filled per recipient (its #{variables} must all have values) and
 * shown in the history: the body of TEXT, IMAGE and WIDE, the title of a wide list, or the first card's text.
 */
export const brandMessageText = (template: Pick<BrandTemplate, 'content' | 'header' | 'cards'>): string =>
  template.content || template.header || template.cards[0]?.message || '';
