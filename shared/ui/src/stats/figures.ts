import type { StatsUnit } from '@console/contracts/stats';

/** The figures the statistics show, in their order on the page. */
export const FIGURES = ['requested', 'delivered', 'failed', 'fallback', 'costKrw'] as const;
export type Figure = (typeof FIGURES)[number];

/** `part` as a percentage of `whole`; null when there is no whole (nothing was sent). */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? (part / whole) * 100 : null);

/** The change from the previous period in percent; null when the previous period had none to compare with. */
export const changeRate = (current: number, previous: number): number | null =>
  previous > 0 ? ((current - previous) / previous) * 100 : null;

const percentFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/** 50 -> '50%', 12.345 -> '12.3%', null -> '-'. */
export const formatPercent = (value: number | null): string =>
  value === null ? '-' : `${percentFormat.format(value)}%`;

/** How an hour reads in the user's language ('14시', '14:00'). */
export type HourLabel = (hour: string) => string;

/** A period as people read it: '2026.11.21 14시', '2026.11.21', '2026.11'. */
export function formatPeriod(period: string, hourLabel: HourLabel): string {
  const [day = '', hour] = period.split(' ');
  const date = day.replaceAll('-', '.');
  return hour === undefined ? date : `${date} ${hourLabel(hour)}`;
}

/** A short axis label: '11.21 14시' for hours, '11.21' for days, '2026.11' for months. */
export function periodTick(unit: StatsUnit, period: string, hourLabel: HourLabel): string {
  if (unit === 'MONTH') return period.replace('-', '.');
  if (unit === 'DAY') return period.slice(5).replace('-', '.');
  return `${period.slice(5, 10).replace('-', '.')} ${hourLabel(period.slice(11, 13))}`;
}
