/** A period on a chart's x axis: its key, the short tick text and the full label of the tooltip. */
export interface PeriodPoint {
  key: string;
  tick: string;
  label: string;
}

/** Axis labels stay readable: at most about 14 of them, however many periods (the others are skipped evenly). */
export const MAX_TICK_LABELS = 14;

/** Every how many periods a tick label is written, so that at most about MAX_TICK_LABELS are. */
export function tickLabelStep(count: number): number {
  return Math.max(1, Math.ceil(count / MAX_TICK_LABELS));
}
