import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { AlimtalkTemplate } from '@console/contracts/kakao';
import { AlimtalkSendRequestCreate } from '@console/contracts/kakao-send';
import { fallbackTextProblems } from '@console/contracts/fallback-text';
import { longestFilledText, missingVariablesMessage } from '@console/contracts/variables';
import { countEucKrBytes } from '@console/contracts/text-bytes';

/** The form holds the request as typed (the schema's input) and submits it as parsed (its output). */
export type AlimtalkSendFormValues = z.input<typeof AlimtalkSendRequestCreate>;
export type AlimtalkSendFormApi = UseFormReturn<AlimtalkSendFormValues, unknown, AlimtalkSendRequestCreate>;

/** Every text of a template a recipient reads, so each #{variable} in any of them gets an input. */
export const templateTexts = (template: AlimtalkTemplate): string =>
  [
    template.content,
    template.title ?? '',
    template.subtitle ?? '',
    template.extra ?? '',
    ...template.items.map((item) => item.description),
  ].join('\n');

/**
 * The contract's schema plus what only the chosen template knows, with the server's own wording:
 * every variable filled for every recipient, and a template text that a text message can carry
 * when it is the fallback. `template` is read at validation time (the choice changes while typing).
 */
export const alimtalkSendFormSchema = (template: () => AlimtalkTemplate | undefined) =>
  AlimtalkSendRequestCreate.superRefine((request, context) => {
    const chosen = template();
    if (!chosen) return;
    const missing = missingVariablesMessage(templateTexts(chosen), request.recipients, request.templateVariables);
    if (missing) context.addIssue({ code: 'custom', path: ['templateVariables'], message: missing });
    if (request.fallback !== 'TEMPLATE') return;
    const longest = longestFilledText(chosen.content, request.recipients, countEucKrBytes, request.templateVariables);
    for (const message of fallbackTextProblems(longest, false))
      context.addIssue({ code: 'custom', path: ['fallbackText'], message });
  });
