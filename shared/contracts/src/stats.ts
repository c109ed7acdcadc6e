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

// ---------------------------------------------------------------- running totals (send_stats)

export const StatsUnit = z.enum(['HOUR', 'DAY', 'MONTH']);
export type StatsUnit = z.infer<typeof StatsUnit>;
/** Monthly views may span 12 months; hourly and daily ones the 31 days of the history rule. */
export const STATS_MAX_RANGE_MONTHS = 12;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/** GET .../statistics: KST days from..to (both included) by hour, day or month, optionally one template or profile. */
export const SendStatsQuery = z
  .object({
    unit: StatsUnit.default('DAY'),
    from: z.string().regex(DATE, '시작일은 YYYY-MM-DD 형식이어야 해요.'),
    to: z.string().regex(DATE, '종료일은 YYYY-MM-DD 형식이어야 해요.'),
    templateSeq: z.coerce.number().int().positive().optional(),
    senderProfileSeq: z.coerce.number().int().positive().optional(),
  })
  .superRefine((query, ctx) => {
    if (!DATE.test(query.from) || !DATE.test(query.to)) return;
    if (query.from > query.to)
      return ctx.addIssue({ code: 'custom', path: ['from'], message: '시작일이 종료일보다 늦을 수 없어요.' });
    if (query.unit === 'MONTH') {
      if (monthsBetween(query.from, query.to) >= STATS_MAX_RANGE_MONTHS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `월별 조회 기간은 최대 ${STATS_MAX_RANGE_MONTHS}개월이에요.`,
        });
    } else if (dayNumber(query.to) - dayNumber(query.from) >= STATS_MAX_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `시간별·일별 조회 기간은 최대 ${STATS_MAX_RANGE_DAYS}일이에요. 더 긴 기간은 월별로 봐 주세요.`,
      });
  });
export type SendStatsQuery = z.infer<typeof SendStatsQuery>;

export const SendStatsFigures = z.object({
  requested: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  fallback: z.number().int(),
  costKrw: z.number().int(),
});
export type SendStatsFigures = z.infer<typeof SendStatsFigures>;

export const SendStatsReport = z.object({
  unit: StatsUnit,
  from: z.string(),
  to: z.string(),
  /** One point per period that had sends (KST: 'YYYY-MM-DD HH', 'YYYY-MM-DD' or 'YYYY-MM'). */
  series: z.array(SendStatsFigures.extend({ period: z.string() })),
  totals: SendStatsFigures,
  /** The same length of time just before `from` (what the chart compares with). */
  previous: SendStatsFigures.extend({ from: z.string(), to: z.string() }),
  byTemplate: z.array(
    SendStatsFigures.extend({
      templateSeq: z.number().int(),
      senderProfileSeq: z.number().int(),
      templateName: z.string().nullable(),
      templateCode: z.string().nullable(),
      channelId: z.string().nullable(),
    }),
  ),
  /** The ten most frequent failure reasons of the range. */
  topFailures: z.array(z.object({ code: z.string(), reason: z.string(), failed: z.number().int() })),
});
export type SendStatsReport = z.infer<typeof SendStatsReport>;
