import type { StatsChannel, StatsOverview } from '@console/contracts/stats';
import { addDays } from '@console/ui/format';

export interface StatsFigures {
  requested: number;
  success: number;
  failure: number;
  fallback: number;
  costKrw: number;
}

export interface DailyFigures extends StatsFigures {
  date: string;
}

const zero = (): StatsFigures => ({ requested: 0, success: 0, failure: 0, fallback: 0, costKrw: 0 });

function add(into: StatsFigures, row: StatsFigures): void {
  into.requested += row.requested;
  into.success += row.success;
  into.failure += row.failure;
  into.fallback += row.fallback;
  into.costKrw += row.costKrw;
}

/** The totals of the given channels over the whole range. */
export function sumTotals(overview: StatsOverview, channels: readonly StatsChannel[]): StatsFigures {
  const sum = zero();
  for (const row of overview.totals) if (channels.includes(row.channel)) add(sum, row);
  return sum;
}

/**
 * One line per day of the range (days without sends show zeros), the given channels added up.
 * Row dates may carry a time; only their YYYY-MM-DD part counts.
 */
export function dailyFigures(overview: StatsOverview, channels: readonly StatsChannel[]): DailyFigures[] {
  const byDate = new Map<string, DailyFigures>();
  for (let date = overview.from; date <= overview.to; date = addDays(date, 1)) byDate.set(date, { date, ...zero() });
  for (const row of overview.rows) {
    const date = row.date.slice(0, 10);
    if (!channels.includes(row.channel)) continue;
    const day = byDate.get(date) ?? { date, ...zero() };
    add(day, row);
    byDate.set(date, day);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
