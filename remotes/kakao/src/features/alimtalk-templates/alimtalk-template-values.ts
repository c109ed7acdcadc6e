import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  alimtalkTemplateIssues,
  AlimtalkTemplateInput,
  kakaoVariableNames,
  type AlimtalkTemplate,
  type AlimtalkTemplateFormValues,
} from '@console/contracts/kakao';
import { cleanButton, filledText, withEveryLink } from './kakao-button-values';

/** Top-level fields of the form: a server error on any of them (or below them) shows in place. */
export const TEMPLATE_FIELDS = [
  'senderProfileSeq',
  'code',
  'name',
  'categoryCode',
  'messageType',
  'emphasis',
  'title',
  'subtitle',
  'imageSeq',
  'items',
  'extra',
  'content',
  'buttons',
  'quickReplies',
  'securityFlag',
];

export const hasExtra = (type: string | undefined) => type === 'EX' || type === 'MI';
export const hasChannelAdd = (type: string | undefined) => type === 'AD' || type === 'MI';
export const hasTitle = (emphasis: string | undefined) => emphasis === 'TEXT' || emphasis === 'ITEM_LIST';

export const EMPTY_TEMPLATE: AlimtalkTemplateFormValues = {
  senderProfileSeq: undefined as unknown as number,
  code: '',
  name: '',
  categoryCode: '',
  messageType: 'BA',
  emphasis: 'NONE',
  title: '',
  subtitle: '',
  imageSeq: null,
  items: [],
  extra: '',
  content: '',
  buttons: [],
  quickReplies: [],
  securityFlag: false,
};

/** A stored template as form values (its edit). */
export const valuesOf = (template: AlimtalkTemplate): AlimtalkTemplateFormValues => ({
  senderProfileSeq: template.senderProfileSeq,
  code: template.code,
  name: template.name,
  categoryCode: template.categoryCode,
  messageType: template.messageType,
  emphasis: template.emphasis,
  title: template.title ?? '',
  subtitle: template.subtitle ?? '',
  imageSeq: template.imageSeq,
  items: template.items,
  extra: template.extra ?? '',
  content: template.content,
  buttons: template.buttons.map(withEveryLink),
  quickReplies: template.quickReplies.map(withEveryLink),
  securityFlag: template.securityFlag,
});

/**
 * Only what the chosen message type and emphasis carry is checked and sent: a title typed before
 * switching to NONE, the items of another emphasis or the links of another button type are dropped,
 * so they can neither block the submission nor reach Kakao's review.
 */
export function forSubmission(values: AlimtalkTemplateFormValues): AlimtalkTemplateFormValues {
  const emphasis = values.emphasis ?? 'NONE';
  return {
    ...values,
    title: hasTitle(emphasis) ? filledText(values.title) : undefined,
    subtitle: hasTitle(emphasis) ? filledText(values.subtitle) : undefined,
    imageSeq: emphasis === 'IMAGE' ? (values.imageSeq ?? null) : null,
    items: emphasis === 'ITEM_LIST' ? (values.items ?? []) : [],
    extra: hasExtra(values.messageType) ? filledText(values.extra) : undefined,
    buttons: (values.buttons ?? []).map(cleanButton),
    quickReplies: (values.quickReplies ?? []).map(cleanButton),
  };
}

/**
 * The shared schema, on the values as they would be sent. Zod skips the template's cross-field rules
 * (a TEXT title, the AC button first ...) while any single field is invalid; they are added here, so
 * the first submission shows every problem at once instead of revealing them in rounds.
 */
const schemaResolver = zodResolver(AlimtalkTemplateInput) as unknown as Resolver<
  AlimtalkTemplateFormValues,
  unknown,
  AlimtalkTemplateInput
>;

export const templateResolver: Resolver<AlimtalkTemplateFormValues, unknown, AlimtalkTemplateInput> = async (
  values,
  context,
  options,
) => {
  const cleaned = forSubmission(values);
  const result = await schemaResolver(cleaned, context, options);
  const errors = result.errors as FieldErrors<AlimtalkTemplateFormValues>;
  if (Object.keys(errors).length === 0) return result;
  const whole = {
    ...cleaned,
    content: cleaned.content ?? '',
    messageType: cleaned.messageType ?? 'BA',
    emphasis: cleaned.emphasis ?? 'NONE',
    items: cleaned.items ?? [],
    buttons: cleaned.buttons ?? [],
    quickReplies: cleaned.quickReplies ?? [],
  } as Parameters<typeof alimtalkTemplateIssues>[0];
  for (const { path, message } of alimtalkTemplateIssues(whole)) {
    const key = path.join('.');
    // A rule on a whole list (buttons, items) is the list's root error, as field arrays keep it.
    const at = Array.isArray(get(cleaned, key)) ? `${key}.root` : key;
    const taken = (get(errors, key) as { message?: string } | undefined)?.message ?? get(errors, `${key}.root`);
    if (!taken && !get(errors, at)) set(errors, at, { type: 'custom', message });
  }
  return { values: {}, errors };
};

/** The #{variables} of everything the recipient reads (title, items, content, extra), in order of appearance. */
export function templateVariables(values: AlimtalkTemplateFormValues): string[] {
  const shown = forSubmission(values);
  return kakaoVariableNames(
    [
      shown.title,
      shown.subtitle,
      ...(shown.items ?? []).flatMap((item) => [item.name, item.description]),
      shown.content,
      shown.extra,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
