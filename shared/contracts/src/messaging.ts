import { z } from 'zod';

/** Sender (callback) numbers: only APPROVED numbers send (DOMAIN.md). */
export const CallbackNumberStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type CallbackNumberStatus = z.infer<typeof CallbackNumberStatus>;

export const CallbackNumber = z.object({
  seq: z.number().int(),
  /** Digits only, e.g. 0212345678; screens format it with formatPhoneNumber. */
  number: z.string(),
  label: z.string(),
  status: CallbackNumberStatus,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CallbackNumber = z.infer<typeof CallbackNumber>;

export const CallbackNumberQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: CallbackNumberStatus.optional(),
});
export type CallbackNumberQuery = z.infer<typeof CallbackNumberQuery>;
