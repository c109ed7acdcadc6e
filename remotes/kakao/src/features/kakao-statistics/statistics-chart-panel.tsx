import { useTranslation } from 'react-i18next';
import type { SendStatsReport } from '@console/contracts/stats';
import { StatsChartPanel } from '@console/ui/stats/chart-panel';
import { formatPeriod, periodTick } from '@console/ui/stats/figures';
import { filledSeries } from './statistics-periods';

/** The figures of every period of the range as a chart: message counts or cost. */
export function StatisticsChartPanel({ report }: { report: SendStatsReport }) {
  const { t } = useTranslation();
  const hourLabel = (hour: string) => t('statistics.hour', { hour });
  const points = filledSeries(report).map((point) => ({
    ...point,
    key: point.period,
    label: formatPeriod(point.period, hourLabel),
    tick: periodTick(report.unit, point.period, hourLabel),
  }));
  return <StatsChartPanel points={points} testId="statistics-chart" errorName="kakao statistics" />;
}
