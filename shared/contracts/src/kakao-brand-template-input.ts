// What a user writes for a brand message template, and its rules (kakao.ts re-exports them). Apart
// from the template's shape (kakao-brand-templates.ts): the send screen reads templates and never
// loads these.
import { z } from 'zod';
import { countKakaoChars } from './char-count';
import { AlimtalkButton, SenderProfileSeqInput } from './kakao-alimtalk-templates';
import { BRAND_LIMITS, BrandCard, BrandItem } from './kakao-brand-templates';
import { BrandMessageType } from './kakao-brand-template-list';
import { KAKAO_LIMITS, requiredKakaoText } from './kakao-limits';

/** POST /api/team/kakao/brand-templates and PUT .../:seq. */
export const BrandTemplateInput = z
  .object({
    senderProfileSeq: SenderProfileSeqInput,
    name: requiredKakaoText('템플릿 이름을 입력해 주세요.', '템플릿 이름은', BRAND_LIMITS.nameMax),
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

/** The image seqs a brand template uses (main image, items, cards). */
export const brandTemplateImages = (template: Pick<BrandTemplateInput, 'imageSeq' | 'items' | 'cards'>): number[] => [
  ...(template.imageSeq ? [template.imageSeq] : []),
  ...template.items.map((item) => item.imageSeq),
  ...template.cards.map((card) => card.imageSeq),
];
