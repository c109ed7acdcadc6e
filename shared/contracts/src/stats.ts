import { z } from 'zod';

export const StatsChannel = z.enum(['SMS', 'LMS', 'MMS', 'RCS', 'ALIMTALK', 'BRAND_MESSAGE']);
export type StatsChannel = z.infer<typeof StatsChannel>;

/** At most 31 days per query (DOMAIN.md "Reservations, results, history"). */
export const STATS_MAX_RANGE_DAYS = 31;

export const StatsQuery = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '시작일은 YYYY-MM-DD 형식이어야 해요.'),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '종료일은 YYYY-MM-DD 형식이어야 해요.'),
    teamSeq: z.coerce.number().int().optional(),
  })
  .refine((q) => q.from <= q.to, { message: '시작일이 종료일보다 늦을 수 없어요.', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATS_MAX_RANGE_DAYS, {
    message: `조회 기간은 최대 ${STATS_MAX_RANGE_DAYS}일이에요.`,
    path: ['to'],
  });
export type StatsQuery = z.infer<typeof StatsQuery>;

export const StatsRow = z.object({
  date: z.string(),
  channel: StatsChannel,
  requested: z.number().int(),
  success: z.number().int(),
  failure: z.number().int(),
  fallback: z.number().int(),
  costKrw: z.number(),
});
export type StatsRow = z.infer<typeof StatsRow>;

export const StatsOverview = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(StatsRow),
  totals: z.array(StatsRow.omit({ date: true })),
});
export type StatsOverview = z.infer<typeof StatsOverview>;
