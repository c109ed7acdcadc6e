import { z } from 'zod';

/**
 * RCS (DOMAIN.md "RCS"): a team registers one brand (reviewed), binds chat rooms (approved sender
 * numbers that are not mobile numbers) to it, and registers templates (reviewed). Plain RCS
 * SMS/LMS/MMS need no template approval. Every limit lives here, for the screens and the server.
 */
export const RCS_LIMITS = {
  /** Brand name shown on the phone above the messages (**ours**). */
  brandNameMax: 30,
  brandDescriptionMax: 200,
  /** Logo and card images: JPG/PNG by their bytes, <= 1 MB. */
  imageMaxBytes: 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png'] as readonly string[],
  templateNameMax: 30,
  /** Button label (**ours**: the carriers cut longer labels on small phones). */
  buttonLabelMax: 17,
  buttonUrlMax: 1000,
  buttonCopyMax: 100,
  /** Variables #{name} a template body may hold (**ours**). */
  variablesMax: 10,
  /** Cards of an image template or an RCS MMS (**ours**: the carousel of the Korean RCS Biz Center). */
  cardsMax: 6,
  sms: { bodyMax: 100, buttonsMax: 1 },
  lms: { bodyMax: 1300, buttonsMax: 6 },
  mms: { bodyMax: 1300, buttonsPerCard: 2 },
  textTemplate: { bodyMax: 90, buttonsMax: 1 },
  imageTemplate: { bodyMax: 500, buttonsPerCard: 2 },
} as const;

/** Review states of brands and templates. */
export const RcsReviewStatus = z.enum(['REVIEW', 'APPROVED', 'REJECTED']);
export type RcsReviewStatus = z.infer<typeof RcsReviewStatus>;

export const RcsReviewEventKind = z.enum(['SUBMITTED', 'RESUBMITTED', 'APPROVED', 'REJECTED']);
export const RcsReviewEvent = z.object({
  seq: z.number().int(),
  kind: RcsReviewEventKind,
  reason: z.string().nullable(),
  at: z.string(),
});
export type RcsReviewEvent = z.infer<typeof RcsReviewEvent>;

/** An RCS request's kind: the free types, or an approved template. */
export const RCS_MESSAGE_KINDS = ['SMS', 'LMS', 'MMS', 'TEMPLATE'] as const;
export const RcsMessageKind = z.enum(RCS_MESSAGE_KINDS);
export type RcsMessageKind = z.infer<typeof RcsMessageKind>;
