import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  AlimtalkButtonType,
  BRAND_IMAGE_PURPOSE,
  BRAND_LIMITS,
  BrandTemplateInput,
  type AlimtalkButtonInput,
  type BrandMessageType,
  type BrandTemplate,
  type BrandTemplateFormValues,
} from '@console/contracts/kakao';
import { cleanButton, filledText, withEveryLink } from '../alimtalk-templates/kakao-button-values';

/** Top-level fields of the form: a server error on any of them (or below them) shows in place. */
export const BRAND_TEMPLATE_FIELDS = [
  'senderProfileSeq',
  'name',
  'type',
  'content',
  'imageSeq',
  'imageLink',
  'header',
  'items',
  'cards',
  'buttons',
];

/** Every button type but delivery tracking, which brand messages cannot carry. */
export const BRAND_BUTTON_TYPES = AlimtalkButtonType.options.filter((type) => type !== 'DS');

/** The bubbles with a body text of their own (TEXT, IMAGE, WIDE), and its limit. */
export const contentMaxOf = (type: BrandMessageType | undefined): number | undefined =>
  type ? BRAND_LIMITS.textMax[type] : undefined;
/** IMAGE and WIDE carry one main image (and where a tap on it leads). */
export const hasMainImage = (type: BrandMessageType | undefined) => type === 'IMAGE' || type === 'WIDE';

export const emptyItem = () => ({ title: '', imageSeq: undefined as unknown as number, link: '' });
export const emptyCard = () => ({
  header: '',
  message: '',
  imageSeq: undefined as unknown as number,
  buttons: [] as AlimtalkButtonInput[],
});

export const EMPTY_BRAND_TEMPLATE: BrandTemplateFormValues = {
  senderProfileSeq: undefined as unknown as number,
  name: '',
  type: 'TEXT',
  content: '',
  imageSeq: null,
  imageLink: '',
  header: '',
  items: [],
  cards: [],
  buttons: [],
};

/** A stored template as form values (its edit), every link field present so inputs stay controlled. */
export const brandValuesOf = (template: BrandTemplate): BrandTemplateFormValues => ({
  senderProfileSeq: template.senderProfileSeq,
  name: template.name,
  type: template.type,
  content: template.content,
  imageSeq: template.imageSeq,
  imageLink: template.imageLink ?? '',
  header: template.header ?? '',
  items: template.items.map((item) => ({ ...item, link: item.link ?? '' })),
  cards: template.cards.map((card) => ({ ...card, buttons: card.buttons.map(withEveryLink) })),
  buttons: template.buttons.map(withEveryLink),
});

/**
 * What the form sets when the bubble type changes: a list or carousel starts with its minimum of empty
 * rows, and a main image of another use (NORMAL for IMAGE, WIDE for WIDE) is let go.
 */
export function fieldsForType(
  values: BrandTemplateFormValues,
  next: BrandMessageType,
): Pick<BrandTemplateFormValues, 'imageSeq' | 'items' | 'cards'> {
  const items = values.items ?? [];
  const cards = values.cards ?? [];
  const samePurpose = BRAND_IMAGE_PURPOSE[values.type] === BRAND_IMAGE_PURPOSE[next];
  return {
    imageSeq: samePurpose ? (values.imageSeq ?? null) : null,
    items:
      next === 'WIDE_ITEM_LIST' && items.length < BRAND_LIMITS.itemsMin
        ? [...items, ...Array.from({ length: BRAND_LIMITS.itemsMin - items.length }, emptyItem)]
        : items,
    cards:
      next === 'CAROUSEL_FEED' && cards.length < BRAND_LIMITS.cardsMin
        ? [...cards, ...Array.from({ length: BRAND_LIMITS.cardsMin - cards.length }, emptyCard)]
        : cards,
  };
}

/**
 * Only what the chosen bubble carries is checked, previewed and sent: the body of a list or a
 * carousel, the items of another type or a main image left from IMAGE are dropped, so they can neither
 * block the submission nor reach the recipient.
 */
export function forSubmission(values: BrandTemplateFormValues): BrandTemplateFormValues {
  const type = values.type ?? 'TEXT';
  const mainImage = hasMainImage(type);
  return {
    senderProfileSeq: values.senderProfileSeq,
    name: values.name ?? '',
    type,
    content: contentMaxOf(type) === undefined ? '' : (values.content ?? ''),
    imageSeq: mainImage ? (values.imageSeq ?? null) : null,
    ...(mainImage && filledText(values.imageLink) ? { imageLink: values.imageLink } : {}),
    ...(type === 'WIDE_ITEM_LIST' ? { header: values.header ?? '' } : {}),
    items:
      type === 'WIDE_ITEM_LIST'
        ? (values.items ?? []).map((item) => ({
            title: item.title ?? '',
            imageSeq: item.imageSeq,
            ...(filledText(item.link) ? { link: item.link } : {}),
          }))
        : [],
    cards:
      type === 'CAROUSEL_FEED'
        ? (values.cards ?? []).map((card) => ({
            header: card.header ?? '',
            message: card.message ?? '',
            imageSeq: card.imageSeq,
            buttons: (card.buttons ?? []).map(cleanButton),
          }))
        : [],
    buttons: type === 'CAROUSEL_FEED' ? [] : (values.buttons ?? []).map(cleanButton),
  };
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** A valid stand-in for a field that failed, so the rules of the whole template can be judged too. */
const standInFor = (key: string): string | number =>
  key === 'linkMobile' || key === 'linkPc' ? 'https://example.kr' : key.endsWith('Seq') ? 1 : 'x';

/**
 * The contract's judgement of the template as it would be sent. Zod skips the per-type rules (counts,
 * the limits of the bubble) while a field fails its type (a missing profile or image); they are judged
 * again on a copy with the failing fields stood in for, so the first submission shows every problem
 * at once, not in rounds.
 */
export function judgeBrandTemplate(values: BrandTemplateFormValues): {
  input?: BrandTemplateInput;
  issues: Issue[];
} {
  const cleaned = forSubmission(values);
  const first = BrandTemplateInput.safeParse(cleaned);
  if (first.success) return { input: first.data, issues: [] };
  const issues: Issue[] = [...first.error.issues];
  const repaired = JSON.parse(JSON.stringify(cleaned)) as BrandTemplateFormValues;
  for (const issue of issues) {
    const key = issue.path.join('.');
    const last = String(issue.path.at(-1));
    // Only a failing value stands in: a list (a rule on the whole list) and a choice (a button's type) stay.
    const current: unknown = get(repaired, key);
    if (key && last !== 'type' && (current === null || typeof current !== 'object'))
      set(repaired, key, standInFor(last));
  }
  const second = BrandTemplateInput.safeParse(repaired);
  const taken = new Set(issues.map((issue) => issue.path.join('.')));
  for (const issue of second.error?.issues ?? []) if (!taken.has(issue.path.join('.'))) issues.push(issue);
  return { issues };
}

/** The resolver of the form: a rule on a whole list (buttons, items, cards) is the list's root error. */
export const brandTemplateResolver: Resolver<BrandTemplateFormValues, unknown, BrandTemplateInput> = async (values) => {
  const { input, issues } = judgeBrandTemplate(values);
  if (input) return { values: input, errors: {} };
  const cleaned = forSubmission(values);
  const errors: FieldErrors<BrandTemplateFormValues> = {};
  for (const { path, message } of issues) {
    const key = path.join('.');
    const at = Array.isArray(get(cleaned, key)) ? `${key}.root` : key || 'root';
    if (!get(errors, at)) set(errors, at, { type: 'custom', message });
  }
  return { values: {}, errors };
};
