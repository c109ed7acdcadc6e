import type { UsageReport } from '@console/contracts/billing';

/** A period as people read it: '2026-11-21' -> '2026.11.21', '2026-11' -> '2026.11'. */
export const formatUsagePeriod = (period: string): string => period.replaceAll('-', '.');

/** A short axis label: '11.21' for a day, '2026.11' for a month. */
export const usagePeriodTick = (unit: UsageReport['unit'], period: string): string =>
  unit === 'MONTH' ? period.replace('-', '.') : period.slice(5).replace('-', '.');
