import { lazy, Suspense, useId, useState } from 'react';
import { Alert, Box, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SendStatsReport } from '@console/contracts/stats';
import { formatCount, formatKrw } from '@console/ui/format';
import { ChartErrorBoundary } from '@console/ui/charts/chart-error-boundary';
import type { SendStatsChartMetric } from '@console/ui/charts/send-stats-chart';
import { filledSeries, formatPeriod, periodTick } from './statistics-periods';

// The chart and the charts library load with this panel only, never with other screens.
const SendStatsChart = lazy(() =>
  import('@console/ui/charts/send-stats-chart').then((m) => ({ default: m.SendStatsChart })),
);

const CHART_HEIGHT = 320;

/** The figures of every period of the range as a chart: message counts or cost. */
export function StatisticsChartPanel({ report }: { report: SendStatsReport }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [metric, setMetric] = useState<SendStatsChartMetric>('counts');
  const hourLabel = (hour: string) => t('statistics.hour', { hour });
  const points = filledSeries(report).map((point) => ({
    ...point,
    key: point.period,
    label: formatPeriod(point.period, hourLabel),
    tick: periodTick(report.unit, point.period, hourLabel),
  }));
  const title = t('statistics.chart.title');

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_, value: SendStatsChartMetric | null) => value && setMetric(value)}
          aria-label={t('statistics.chart.metric')}
        >
          <ToggleButton value="counts">{t('statistics.chart.counts')}</ToggleButton>
          <ToggleButton value="cost">{t('statistics.chart.cost')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box data-testid="statistics-chart" sx={{ minHeight: CHART_HEIGHT }}>
        <ChartErrorBoundary
          name="kakao statistics"
          fallback={<Alert severity="warning">{t('statistics.chart.failed')}</Alert>}
        >
          <Suspense
            fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={t('statistics.chart.loading')} />}
          >
            <SendStatsChart
              points={points}
              metric={metric}
              title={t('statistics.chart.label', { title: t(`statistics.chart.${metric}`) })}
              labels={{
                requested: t('statistics.figures.requested'),
                delivered: t('statistics.figures.delivered'),
                failed: t('statistics.figures.failed'),
                fallback: t('statistics.figures.fallback'),
                costKrw: t('statistics.figures.costKrw'),
              }}
              formatCount={formatCount}
              formatCost={(value) => formatKrw(value, i18n.language)}
              localeText={{ loading: t('statistics.chart.loading'), noData: t('statistics.chart.noData') }}
              height={CHART_HEIGHT}
            />
          </Suspense>
        </ChartErrorBoundary>
      </Box>
    </Paper>
  );
}
