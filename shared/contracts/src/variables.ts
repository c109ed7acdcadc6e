// Filling and measuring #{variable} texts, and naming what is missing: no schema, so a send form
// that only counts and fills does not load the send-request schemas (send-requests.ts re-exports).
import { VARIABLE_PATTERN } from './message-limits';

/** What a recipient brings to a text: its number and its #{variable} values (a SendRecipient). */
export interface VariableRecipient {
  phone: string;
  variables?: Record<string, string> | undefined;
}

/** How many invalid numbers an error names before "외 N건". */
const NAMED_NUMBERS_MAX = 5;

/** The variable names a body uses, once each, in order: "#{name}님 #{code}" -> ['name', 'code']. */
export const variableNames = (body: string): string[] => [
  ...new Set([...body.matchAll(VARIABLE_PATTERN)].map((match) => match[1]!)),
];

/** The body with each #{name} replaced by the recipient's value (missing values stay as written). */
export const fillVariables = (body: string, variables: Record<string, string> | undefined): string =>
  body.replace(VARIABLE_PATTERN, (whole, name: string) => variables?.[name] ?? whole);

/**
 * The recipient's filled text that counts most (EUC-KR bytes, RCS characters: `count`), filled once.
 * Each recipient is measured by adding up its values (the counters add up over pieces split at the
 * ASCII #{...} marks), so a send to 100,000 recipients does not build 100,000 texts to compare them.
 */
export const longestFilledText = (
  text: string,
  recipients: readonly { variables?: Record<string, string> }[],
  count: (text: string) => number,
  shared: Record<string, string> = {},
): string => {
  const names = [...text.matchAll(VARIABLE_PATTERN)].map((match) => match[1]!);
  if (names.length === 0 || recipients.length === 0) return text;
  const literal = count(text.replace(VARIABLE_PATTERN, ''));
  const sizes = new Map<string, number>();
  const sizeOf = (value: string) => {
    let size = sizes.get(value);
    if (size === undefined) sizes.set(value, (size = count(value)));
    return size;
  };
  let longest = recipients[0]!;
  let longestSize = -1;
  for (const recipient of recipients) {
    let size = literal;
    for (const name of names) size += sizeOf(recipient.variables?.[name] ?? shared[name] ?? `#{${name}}`);
    if (size > longestSize) [longest, longestSize] = [recipient, size];
  }
  return fillVariables(text, { ...shared, ...longest.variables });
};

/** Values named in an error, at most NAMED_NUMBERS_MAX of them, then "외 N건". */
export const namedList = (values: string[]): string =>
  values.length <= NAMED_NUMBERS_MAX
    ? values.join(', ')
    : `${values.slice(0, NAMED_NUMBERS_MAX).join(', ')} 외 ${values.length - NAMED_NUMBERS_MAX}건`;

/** The recipients without a value for one of the text's #{variables}, named (null when none). */
export const missingVariablesMessage = (
  text: string,
  recipients: readonly VariableRecipient[],
  shared: Record<string, string> = {},
): string | null => {
  const names = variableNames(text);
  const missing =
    names.length === 0
      ? []
      : recipients.filter((recipient) => names.some((name) => !recipient.variables?.[name] && !shared[name]));
  if (missing.length === 0) return null;
  return `모든 변수를 입력해 주세요. (${names.map((name) => `#{${name}}`).join(', ')} 값이 없는 받는 사람: ${namedList(missing.map((recipient) => recipient.phone))})`;
};
