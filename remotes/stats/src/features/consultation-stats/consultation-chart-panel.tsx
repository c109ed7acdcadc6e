import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultationStatsReport } from '@console/contracts/consultation';
import type { ConsultationChartMetric, ConsultationChartPoint } from '@console/ui/charts/consultation-chart';
import { formatCount } from '@console/ui/format';
import { STATS_CHART_HEIGHT, StatsChartFrame } from '@console/ui/stats/chart-frame';
import { formatPeriod, periodTick } from '@console/ui/stats/figures';
import { formatResponseTime } from './format-response-time';

// The chart and the charts library (a federation singleton) load with this panel only.
const ConsultationChart = lazy(() =>
  import('@console/ui/charts/consultation-chart').then((m) => ({ default: m.ConsultationChart })),
);

/** A day of the report as the chart draws it. */
export function consultationChartPoint(point: ConsultationStatsReport['series'][number]): ConsultationChartPoint {
  return {
    key: point.day,
    label: formatPeriod(point.day, (hour) => hour),
    tick: periodTick('DAY', point.day, (hour) => hour),
    sessions: point.sessions,
    inbound: point.inbound,
    outbound: point.outbound,
    unanswered: point.unanswered,
    avgFirstResponseSeconds: point.avgFirstResponseSeconds,
  };
}

/** Every day of the range as a chart: messages in and out, sessions and unanswered sessions, or response time. */
export function ConsultationChartPanel({ report }: { report: ConsultationStatsReport }) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<ConsultationChartMetric>('counts');
  const metrics = [
    { value: 'counts' as const, label: t('stats.kakaoCs.chart.counts') },
    { value: 'response' as const, label: t('stats.kakaoCs.chart.response') },
  ];
  const figure = metrics.find((option) => option.value === metric)!.label;
  return (
    <StatsChartFrame
      metrics={metrics}
      metric={metric}
      onMetric={setMetric}
      testId="stats-chart"
      errorName="consultation-stats"
    >
      <ConsultationChart
        points={report.series.map(consultationChartPoint)}
        metric={metric}
        title={t('stats.kakaoCs.chart.label', { title: figure })}
        labels={{
          sessions: t('stats.kakaoCs.figures.sessions'),
          inbound: t('stats.kakaoCs.figures.inbound'),
          outbound: t('stats.kakaoCs.figures.outbound'),
          unanswered: t('stats.kakaoCs.figures.unanswered'),
          avgFirstResponseSeconds: t('stats.kakaoCs.figures.avgFirstResponseSeconds'),
        }}
        formatCount={formatCount}
        formatDuration={(seconds) => formatResponseTime(Math.round(seconds), t)}
        localeText={{ loading: t('stats.kakaoCs.chart.loading'), noData: t('stats.kakaoCs.chart.noData') }}
        height={STATS_CHART_HEIGHT}
      />
    </StatsChartFrame>
  );
}
