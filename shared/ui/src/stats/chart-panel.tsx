import { lazy, useState, type ReactNode } from 'react';
import type { SendStatsChartMetric, SendStatsChartPoint, SendStatsChartProps } from '../charts/send-stats-chart';
import { formatCount, formatKrw } from '../format';
import { STATS_CHART_HEIGHT, StatsChartFrame } from './chart-frame';
import { useStatsTranslation } from './stats-resources';

// The chart and the charts library (a federation singleton) load with this panel only, never with other screens.
const SendStatsChart = lazy(() => import('../charts/send-stats-chart').then((m) => ({ default: m.SendStatsChart })));

export interface StatsChartPanelProps {
  points: SendStatsChartPoint[];
  /** What the series are called where they differ from the send figures (e-mail: bounced ...). */
  labels?: Partial<SendStatsChartProps['labels']>;
  /** Which period the chart shows ('이번 기간'), in its accessible name; none names only the figure. */
  period?: string;
  /** More toggles before the figure toggle (the period shown ...). */
  toggles?: ReactNode;
  /** The chart box's test id, for the end-to-end journeys. */
  testId: string;
  /** The chart's name in error reports. */
  errorName: string;
}

/**
 * Every period of the range as a chart: requested (line), delivered, failed and fallback (stacked
 * bars), or the cost.
 */
export function StatsChartPanel({ points, labels, period, toggles, testId, errorName }: StatsChartPanelProps) {
  const { t, i18n } = useStatsTranslation();
  const [metric, setMetric] = useState<SendStatsChartMetric>('counts');
  const figure = t(`stats.chart.${metric}`);
  return (
    <StatsChartFrame
      metrics={[
        { value: 'counts', label: t('stats.chart.counts') },
        { value: 'cost', label: t('stats.chart.cost') },
      ]}
      metric={metric}
      onMetric={setMetric}
      toggles={toggles}
      testId={testId}
      errorName={errorName}
    >
      <SendStatsChart
        points={points}
        metric={metric}
        title={
          period === undefined
            ? t('stats.chart.label', { title: figure })
            : t('stats.chart.periodLabel', { title: figure, period })
        }
        labels={{
          requested: t('stats.figures.requested'),
          delivered: t('stats.figures.delivered'),
          failed: t('stats.figures.failed'),
          fallback: t('stats.figures.fallback'),
          costKrw: t('stats.figures.costKrw'),
          ...labels,
        }}
        formatCount={formatCount}
        formatCost={(value) => formatKrw(value, i18n.language)}
        localeText={{ loading: t('stats.chart.loading'), noData: t('stats.chart.noData') }}
        height={STATS_CHART_HEIGHT}
      />
    </StatsChartFrame>
  );
}
