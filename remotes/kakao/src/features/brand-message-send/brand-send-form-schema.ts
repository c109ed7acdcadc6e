import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { BrandTemplate } from '@console/contracts/kakao';
import {
  buildBrandMessageSendRequestSchema,
  type BrandMessageSendRequestCreate,
} from '@console/contracts/kakao-brand-send';
import { missingVariablesMessage } from '@console/contracts/variables';
import { brandMessageText } from './brand-message-text';

const schema = buildBrandMessageSendRequestSchema();

/** The form holds the request as typed (the schema's input) and submits it as parsed (its output). */
export type BrandSendFormValues = z.input<typeof schema>;
export type BrandSendFormApi = UseFormReturn<BrandSendFormValues, unknown, BrandMessageSendRequestCreate>;

/**
 * The contract's schema (recipients, the advertising fallback, the reservation window and the 20:50 -
 * 08:00 block, judged on the clock at validation time) plus what only the chosen template knows, in
 * the server's wording: every variable of its text filled for every recipient. `template` is read at
 * validation time (the choice changes while typing).
 */
export const brandSendFormSchema = (template: () => BrandTemplate | undefined) =>
  schema.superRefine((request, context) => {
    const chosen = template();
    if (!chosen) return;
    const missing = missingVariablesMessage(brandMessageText(chosen), request.recipients, request.templateVariables);
    if (missing) context.addIssue({ code: 'custom', path: ['templateVariables'], message: missing });
  });
