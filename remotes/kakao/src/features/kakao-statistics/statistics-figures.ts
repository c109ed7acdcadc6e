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
