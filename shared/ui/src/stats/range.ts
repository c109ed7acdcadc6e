import { STATS_MAX_RANGE_MONTHS, type StatsUnit } from '@console/contracts/stats';
import { addDays, isoDateInSeoul } from '../format';

export interface StatsRange {
  from: string;
  to: string;
}

/** Quick ranges offered beside the date fields, by unit (the first one is the unit's default). */
export const RANGE_PRESETS = {
  HOUR: ['today', 'yesterday', 'last7Days'],
  DAY: ['last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
  MONTH: ['last6Months', 'last12Months', 'thisYear'],
} as const satisfies Record<StatsUnit, readonly string[]>;
export type RangePreset = (typeof RANGE_PRESETS)[StatsUnit][number];

const firstOfMonth = (isoDate: string, monthsBack = 0): string => {
  const date = new Date(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1 - monthsBack, 1));
  return date.toISOString().slice(0, 10);
};

/** The days of a quick range, by the calendar in Seoul; `today` is YYYY-MM-DD. Every one fits its unit's rule. */
export function presetRange(preset: RangePreset, today: string = isoDateInSeoul()): StatsRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth':
      return { from: firstOfMonth(today, 1), to: addDays(firstOfMonth(today), -1) };
    case 'last6Months':
      return { from: firstOfMonth(today, 5), to: today };
    case 'last12Months':
      return { from: firstOfMonth(today, STATS_MAX_RANGE_MONTHS - 1), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The unit's default range: today by hour, the last 7 days by day, the last 6 months by month. */
export const defaultRange = (unit: StatsUnit, today?: string): StatsRange => presetRange(RANGE_PRESETS[unit][0], today);

/** The preset a range is, if any (to mark it as chosen). */
export function presetOf(unit: StatsUnit, range: StatsRange, today?: string): RangePreset | null {
  return (
    RANGE_PRESETS[unit].find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/**
 * The range after the unit changed: hourly and daily views share their days; a monthly view and
 * the others differ too much in length to keep them, so the new unit's default applies.
 */
export function rangeForUnit(previous: StatsUnit, next: StatsUnit, range: StatsRange, today?: string): StatsRange {
  if (previous === next || (previous !== 'MONTH' && next !== 'MONTH')) return range;
  return defaultRange(next, today);
}
