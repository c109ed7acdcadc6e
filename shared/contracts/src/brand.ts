import { z } from 'zod';

export const NoticeCategory = z.enum(['NOTICE', 'UPDATE', 'MAINTENANCE', 'EVENT']);
export type NoticeCategory = z.infer<typeof NoticeCategory>;

export const NoticeSummary = z.object({
  seq: z.number().int(),
  title: z.string(),
  category: NoticeCategory,
  pinned: z.boolean(),
  publishedAt: z.string(),
});
export type NoticeSummary = z.infer<typeof NoticeSummary>;

export const Notice = NoticeSummary.extend({ body: z.string() });
export type Notice = z.infer<typeof Notice>;

export const NoticeQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
  q: z.string().trim().max(100).optional(),
});
export type NoticeQuery = z.infer<typeof NoticeQuery>;
