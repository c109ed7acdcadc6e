import type { SendStatsFigures, SendStatsReport, StatsUnit } from '@console/contracts/stats';
import { addDays } from '@console/ui/format';

export type PeriodFigures = SendStatsFigures & { period: string };

const ZERO: SendStatsFigures = { requested: 0, delivered: 0, failed: 0, fallback: 0, costKrw: 0 };

/**
 * Every period of a range in the server's notation (KST 'YYYY-MM-DD HH', 'YYYY-MM-DD' or 'YYYY-MM'),
 * from `from` to `to`, both days included.
 */
export function periodsOf(unit: StatsUnit, from: string, to: string): string[] {
  const periods: string[] = [];
  if (unit === 'MONTH') {
    for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
      periods.push(month);
      const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
      month = next.toISOString().slice(0, 7);
    }
    return periods;
  }
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (unit === 'DAY') periods.push(day);
    else for (let hour = 0; hour < 24; hour += 1) periods.push(`${day} ${String(hour).padStart(2, '0')}`);
  }
  return periods;
}

/** The report's series with a zero point for each period without sends, so the chart's axis has no gaps. */
export function filledSeries(report: Pick<SendStatsReport, 'unit' | 'from' | 'to' | 'series'>): PeriodFigures[] {
  const byPeriod = new Map(report.series.map((point) => [point.period, point]));
  return periodsOf(report.unit, report.from, report.to).map((period) => byPeriod.get(period) ?? { ...ZERO, period });
}
