import type { AlimtalkTemplate } from '@console/contracts/kakao';
import { matchesAlimtalkTemplate } from '@console/contracts/kakao-send';
import { VARIABLE_PATTERN } from '@console/contracts/message-limits';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values a written text put in a template's #{variables} (the legacy form's text is the
 * template with each variable replaced), so the preview can fill the template's title and extra
 * line the same way. Null when the text is not that template.
 */
export function writtenValues(template: AlimtalkTemplate, text: string): Record<string, string> | null {
  const pieces = template.content.split(new RegExp(VARIABLE_PATTERN.source));
  // split with a capturing group alternates literal, name, literal, ...
  const names = pieces.filter((_, index) => index % 2 === 1);
  const pattern = pieces.map((piece, index) => (index % 2 === 0 ? escapeRegExp(piece) : '([\\s\\S]+?)')).join('');
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}

/**
 * The approved template of the profile the written text matches (only the one with `code` when
 * given), decided by the contract's own rule, the one the server applies.
 */
export const matchedTemplate = (
  templates: readonly AlimtalkTemplate[],
  text: string,
  code: string,
): AlimtalkTemplate | undefined =>
  text.trim() === ''
    ? undefined
    : templates.find(
        (template) =>
          (!code.trim() || template.code === code.trim()) && matchesAlimtalkTemplate(template.content, text),
      );
