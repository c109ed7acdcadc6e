import { z } from 'zod';

/** Kakao channel sender profiles (DOMAIN.md): a 40-character sender key once active. */
export const SenderProfileStatus = z.enum(['ACTIVE', 'BLOCKED', 'DORMANT']);
export type SenderProfileStatus = z.infer<typeof SenderProfileStatus>;

export const SenderProfile = z.object({
  seq: z.number().int(),
  channelId: z.string(),
  channelName: z.string(),
  senderKey: z.string(),
  category: z.string(),
  status: SenderProfileStatus,
  createdAt: z.string(),
});
export type SenderProfile = z.infer<typeof SenderProfile>;

export const SenderProfileQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: SenderProfileStatus.optional(),
});
export type SenderProfileQuery = z.infer<typeof SenderProfileQuery>;
