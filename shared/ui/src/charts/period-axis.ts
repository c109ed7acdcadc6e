import type { XAxis } from '@mui/x-charts';

/** A period on a chart's x axis: its key, the short tick text and the full label of the tooltip. */
export interface PeriodPoint {
  key: string;
  tick: string;
  label: string;
}

/** Axis labels stay readable: at most about 14 of them, however many periods (the others are skipped evenly). */
export const MAX_TICK_LABELS = 14;

/**
 * The band x axis of a statistics chart ('period'): one band per point, short ticks spaced so they
 * fit, the full label in the tooltip. Shared by the send and usage charts.
 */
export function periodAxis(points: readonly PeriodPoint[]): XAxis<'band'> {
  const byKey = new Map(points.map((point) => [point.key, point]));
  const step = Math.max(1, Math.ceil(points.length / MAX_TICK_LABELS));
  return {
    id: 'period',
    scaleType: 'band',
    data: points.map((point) => point.key),
    tickLabelInterval: (_value: string, index: number) => index % step === 0,
    valueFormatter: (key: string, context) =>
      context.location === 'tick' ? (byKey.get(key)?.tick ?? key) : (byKey.get(key)?.label ?? key),
  };
}
