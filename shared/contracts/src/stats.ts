import { z } from 'zod';

export const StatsChannel = z.enum(['SMS', 'LMS', 'MMS', 'RCS', 'ALIMTALK', 'BRAND_MESSAGE', 'EMAIL']);
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

/**
 * The range rules of every statistics query: from <= to, at most 31 days by hour or day, at most 12
 * months by month (SendStatsQuery, ChannelStatsQuery).
 */
export function checkStatsRange(
  query: { unit: StatsUnit; from: string; to: string },
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
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
}

/** GET .../statistics: KST days from..to (both included) by hour, day or month, optionally one template or profile. */
export const SendStatsQuery = z
  .object({
    unit: StatsUnit.default('DAY'),
    from: z.string().regex(DATE, '시작일은 YYYY-MM-DD 형식이어야 해요.'),
    to: z.string().regex(DATE, '종료일은 YYYY-MM-DD 형식이어야 해요.'),
    templateSeq: z.coerce.number().int().positive().optional(),
    senderProfileSeq: z.coerce.number().int().positive().optional(),
  })
  .superRefine(checkStatsRange);
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

// ---------------------------------------------------------------- /api/stats/{sms,rcs,kakao}

/** The statistics pages over every team the caller may see: /console/stats/sms, /rcs, /kakao. */
export const StatsPage = z.enum(['sms', 'rcs', 'kakao']);
export type StatsPage = z.infer<typeof StatsPage>;

/**
 * The types each page splits its figures by: SMS and RCS by message type (SMS, LMS, MMS), Kakao by
 * its two channels. The send_stats channels each page reads are `STATS_PAGE_CHANNELS`.
 */
export const STATS_PAGE_TYPES = {
  sms: ['SMS', 'LMS', 'MMS'],
  rcs: ['SMS', 'LMS', 'MMS'],
  kakao: ['ALIMTALK', 'BRAND_MESSAGE'],
} as const satisfies Record<StatsPage, readonly string[]>;
export const STATS_PAGE_CHANNELS = {
  sms: ['SMS'],
  rcs: ['RCS'],
  kakao: ['ALIMTALK', 'BRAND_MESSAGE'],
} as const satisfies Record<StatsPage, readonly string[]>;
export const StatsType = z.enum(['SMS', 'LMS', 'MMS', 'ALIMTALK', 'BRAND_MESSAGE'], {
  message: '메시지 유형은 SMS, LMS, MMS, ALIMTALK, BRAND_MESSAGE 중 하나예요.',
});
export type StatsType = z.infer<typeof StatsType>;

/** A real calendar day: 2026-02-30 has the YYYY-MM-DD shape but is no day to query. */
export const isCalendarDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** GET /api/stats/{page}: the range rules of SendStatsQuery, optionally one team and one type. */
export const ChannelStatsQuery = z
  .object({
    unit: StatsUnit.default('DAY'),
    from: z.string().regex(DATE, '시작일은 YYYY-MM-DD 형식이어야 해요.'),
    to: z.string().regex(DATE, '종료일은 YYYY-MM-DD 형식이어야 해요.'),
    teamSeq: z.coerce.number({ message: '팀을 다시 선택해 주세요.' }).int().positive().optional(),
    type: StatsType.optional(),
  })
  .superRefine((query, ctx) => {
    for (const field of ['from', 'to'] as const)
      if (DATE.test(query[field]) && !isCalendarDate(query[field]))
        return ctx.addIssue({ code: 'custom', path: [field], message: '존재하지 않는 날짜예요.' });
    checkStatsRange(query, ctx);
  });
export type ChannelStatsQuery = z.infer<typeof ChannelStatsQuery>;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A monthly view covers whole months: from the first day of `from`'s month to the last of `to`'s. */
export function wholeMonths<Q extends { unit: StatsUnit; from: string; to: string }>(query: Q): Q {
  if (query.unit !== 'MONTH') return query;
  const last = new Date(Date.UTC(Number(query.to.slice(0, 4)), Number(query.to.slice(5, 7)), 0));
  return { ...query, from: `${query.from.slice(0, 7)}-01`, to: isoDay(last.getTime()) };
}

/** The same length of time just before the range: as many days, or as many whole months for a monthly view. */
export function previousRange(query: { unit: StatsUnit; from: string; to: string }): { from: string; to: string } {
  if (query.unit === 'MONTH') {
    const months = monthsBetween(query.from, query.to) + 1;
    const start = new Date(Date.UTC(Number(query.from.slice(0, 4)), Number(query.from.slice(5, 7)) - 1 - months, 1));
    const end = new Date(Date.UTC(Number(query.from.slice(0, 4)), Number(query.from.slice(5, 7)) - 1, 0));
    return { from: isoDay(start.getTime()), to: isoDay(end.getTime()) };
  }
  const days = (dayMs(query.to) - dayMs(query.from)) / 86_400_000 + 1;
  return { from: isoDay(dayMs(query.from) - days * 86_400_000), to: isoDay(dayMs(query.from) - 86_400_000) };
}

/**
 * Every period of a range in the statistics' notation (KST 'YYYY-MM-DD HH', 'YYYY-MM-DD' or
 * 'YYYY-MM'), from `from` to `to`, both days included.
 */
export function periodsOf(unit: StatsUnit, from: string, to: string): string[] {
  const periods: string[] = [];
  if (unit === 'MONTH') {
    for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
      periods.push(month);
      month = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 7);
    }
    return periods;
  }
  for (let ms = dayMs(from); ms <= dayMs(to); ms += 86_400_000) {
    const day = isoDay(ms);
    if (unit === 'DAY') periods.push(day);
    else for (let hour = 0; hour < 24; hour += 1) periods.push(`${day} ${String(hour).padStart(2, '0')}`);
  }
  return periods;
}

const PeriodFigures = SendStatsFigures.extend({ period: z.string() });

export const ChannelStatsReport = z.object({
  page: StatsPage,
  unit: StatsUnit,
  from: z.string(),
  to: z.string(),
  teamSeq: z.number().int().nullable(),
  type: StatsType.nullable(),
  /** Every period of the range, zero where nothing was sent. */
  series: z.array(PeriodFigures),
  totals: SendStatsFigures,
  /** The same length of time just before `from`: its totals and every one of its periods. */
  previous: SendStatsFigures.extend({ from: z.string(), to: z.string(), series: z.array(PeriodFigures) }),
  /** Per team the caller may see that sent in the range, most requests first. */
  byTeam: z.array(SendStatsFigures.extend({ teamSeq: z.number().int(), teamName: z.string() })),
  /** Per type of the page (STATS_PAGE_TYPES), most requests first. */
  byType: z.array(SendStatsFigures.extend({ type: z.string() })),
  /** The ten most frequent failure reasons of the range. */
  topFailures: z.array(z.object({ code: z.string(), reason: z.string(), failed: z.number().int() })),
  /**
   * The failure reasons are kept per channel, not per message type: with a type chosen on the SMS or
   * RCS page they still cover every type of the channel.
   */
  failuresOfAllTypes: z.boolean(),
});
export type ChannelStatsReport = z.infer<typeof ChannelStatsReport>;
