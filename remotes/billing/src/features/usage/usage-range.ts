import { addDays, isoDateInSeoul } from '@console/ui/format';

export type UsageUnit = 'DAY' | 'MONTH';

export interface UsageRange {
  from: string;
  to: string;
}

/** Quick ranges offered beside the date fields, by unit (the first one is the unit's default). */
export const USAGE_PRESETS = {
  DAY: ['last7Days', 'thisMonth', 'lastMonth'],
  MONTH: ['last6Months', 'last12Months'],
} as const satisfies Record<UsageUnit, readonly string[]>;
export type UsagePreset = (typeof USAGE_PRESETS)[UsageUnit][number];

const firstOfMonth = (isoDate: string, monthsBack = 0): string =>
  new Date(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1 - monthsBack, 1))
    .toISOString()
    .slice(0, 10);

/** The days of a quick range by the calendar in Seoul; every one fits its unit's rule (31 days, 12 months). */
export function presetRange(preset: UsagePreset, today: string = isoDateInSeoul()): UsageRange {
  switch (preset) {
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth':
      return { from: firstOfMonth(today, 1), to: addDays(firstOfMonth(today), -1) };
    case 'last6Months':
      return { from: firstOfMonth(today, 5), to: today };
    case 'last12Months':
      return { from: firstOfMonth(today, 11), to: today };
  }
}

export const defaultUsageRange = (unit: UsageUnit, today?: string): UsageRange =>
  presetRange(USAGE_PRESETS[unit][0], today);

/** The preset a range is, if any (to mark it as chosen). */
export function presetOf(unit: UsageUnit, range: UsageRange, today?: string): UsagePreset | null {
  return (
    USAGE_PRESETS[unit].find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}
