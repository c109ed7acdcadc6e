import { z } from 'zod';
import { SendRequestStatus } from './send-states';

/** What POST of a send request answers, on every channel (apart from the SMS/LMS/MMS schemas). */
export const TypeCounts = z.object({ SMS: z.number().int(), LMS: z.number().int(), MMS: z.number().int() });

/** The answer to POST: what was accepted, and what was dropped as duplicates. */
export const SendRequestAccepted = z.object({
  seq: z.number().int(),
  status: SendRequestStatus,
  acceptedCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** Up to 20 of the removed duplicates (digits), for the screen's report. */
  duplicateNumbers: z.array(z.string()),
  typeCounts: TypeCounts,
  /** Cost if every message is delivered (KRW before VAT); only delivered messages are charged. */
  estimatedCostKrw: z.number().int(),
  reserveAt: z.string().nullable(),
});
export type SendRequestAccepted = z.infer<typeof SendRequestAccepted>;
