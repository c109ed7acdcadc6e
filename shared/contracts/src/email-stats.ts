import { z } from 'zod';
import { checkStatsRange, isCalendarDate } from './stats';

/**
 * GET /api/stats/ems (/console/stats/ems, DOMAIN.md "E-mail"): e-mail by day or month and team over
 * the teams the caller may see. The figures come from the running totals (send_stats: requested,
 * delivered, failed, cost) and the e-mail channel's own daily figures (email_stats_daily: bounces,
 * opens, clicks, unsubscribes).
 */

/** E-mail has no hourly figures (its reports are kept per day): by day (31 days) or month (12 months). */
export const EmailStatsUnit = z.enum(['DAY', 'MONTH'], {
  message: '이메일 통계는 일별(DAY)이나 월별(MONTH)로 볼 수 있어요.',
});
export type EmailStatsUnit = z.infer<typeof EmailStatsUnit>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const EmailStatsQuery = z
  .object({
    unit: EmailStatsUnit.default('DAY'),
    from: z.string().regex(DATE, '시작일은 YYYY-MM-DD 형식이어야 해요.'),
    to: z.string().regex(DATE, '종료일은 YYYY-MM-DD 형식이어야 해요.'),
    teamSeq: z.coerce.number({ message: '팀을 다시 선택해 주세요.' }).int().positive().optional(),
  })
  .superRefine((query, ctx) => {
    for (const field of ['from', 'to'] as const)
      if (DATE.test(query[field]) && !isCalendarDate(query[field]))
        return ctx.addIssue({ code: 'custom', path: [field], message: '존재하지 않는 날짜예요.' });
    checkStatsRange(query, ctx);
  });
export type EmailStatsQuery = z.infer<typeof EmailStatsQuery>;

export const EmailStatsFigures = z.object({
  requested: z.number().int(),
  delivered: z.number().int(),
  /** Not delivered: bounced, unsubscribed before it went, or no report in time. */
  failed: z.number().int(),
  hardBounced: z.number().int(),
  softBounced: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  unsubscribed: z.number().int(),
  costKrw: z.number().int(),
});
export type EmailStatsFigures = z.infer<typeof EmailStatsFigures>;

export const EMAIL_STATS_FIGURES = [
  'requested',
  'delivered',
  'failed',
  'hardBounced',
  'softBounced',
  'opened',
  'clicked',
  'unsubscribed',
  'costKrw',
] as const satisfies readonly (keyof EmailStatsFigures)[];

export const emptyEmailFigures = (): EmailStatsFigures => ({
  requested: 0,
  delivered: 0,
  failed: 0,
  hardBounced: 0,
  softBounced: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  costKrw: 0,
});

export const EmailStatsReport = z.object({
  unit: EmailStatsUnit,
  /** A monthly view covers whole months. */
  from: z.string(),
  to: z.string(),
  teamSeq: z.number().int().nullable(),
  /** Every period of the range ('YYYY-MM-DD' or 'YYYY-MM'), zero where nothing happened. */
  series: z.array(EmailStatsFigures.extend({ period: z.string() })),
  totals: EmailStatsFigures,
  /** Per team the caller may see that has figures in the range, most requests first. */
  byTeam: z.array(EmailStatsFigures.extend({ teamSeq: z.number().int(), teamName: z.string() })),
});
export type EmailStatsReport = z.infer<typeof EmailStatsReport>;
