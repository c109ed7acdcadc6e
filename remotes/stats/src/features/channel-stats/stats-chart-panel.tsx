import { lazy, Suspense, useId, useState } from 'react';
import { Alert, Box, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChannelStatsReport } from '@console/contracts/stats';
import { ChartErrorBoundary } from '@console/ui/charts/chart-error-boundary';
import type { SendStatsChartMetric } from '@console/ui/charts/send-stats-chart';
import { formatCount, formatKrw } from '@console/ui/format';
import { formatPeriod, periodTick } from './stats-figures';

// The chart and the charts library (a federation singleton) load with this panel only, never with other screens.
const SendStatsChart = lazy(() =>
  import('@console/ui/charts/send-stats-chart').then((m) => ({ default: m.SendStatsChart })),
);

const CHART_HEIGHT = 320;
type Shown = 'current' | 'previous';

/**
 * Every period of the range as a chart: requested (line), delivered, failed and fallback (stacked
 * bars), or the cost; the same chart of the previous period of the same length to compare with.
 */
export function StatsChartPanel({ report }: { report: ChannelStatsReport }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [metric, setMetric] = useState<SendStatsChartMetric>('counts');
  const [shown, setShown] = useState<Shown>('current');
  const hourLabel = (hour: string) => t('stats.hour', { hour });
  const series = shown === 'current' ? report.series : report.previous.series;
  const points = series.map((point) => ({
    ...point,
    key: point.period,
    label: formatPeriod(point.period, hourLabel),
    tick: periodTick(report.unit, point.period, hourLabel),
  }));

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, mb: 3 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {t('stats.chart.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={shown}
            onChange={(_, value: Shown | null) => value && setShown(value)}
            aria-label={t('stats.chart.period')}
          >
            <ToggleButton value="current">{t('stats.chart.current')}</ToggleButton>
            <ToggleButton value="previous">{t('stats.chart.previous')}</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={metric}
            onChange={(_, value: SendStatsChartMetric | null) => value && setMetric(value)}
            aria-label={t('stats.chart.metric')}
          >
            <ToggleButton value="counts">{t('stats.chart.counts')}</ToggleButton>
            <ToggleButton value="cost">{t('stats.chart.cost')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <Box data-testid="stats-chart" sx={{ minHeight: CHART_HEIGHT }}>
        <ChartErrorBoundary name="stats" fallback={<Alert severity="warning">{t('stats.chart.failed')}</Alert>}>
          <Suspense
            fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={t('stats.chart.loading')} />}
          >
            <SendStatsChart
              points={points}
              metric={metric}
              title={t('stats.chart.label', {
                title: t(`stats.chart.${metric}`),
                period: t(`stats.chart.${shown}`),
              })}
              labels={{
                requested: t('stats.figures.requested'),
                delivered: t('stats.figures.delivered'),
                failed: t('stats.figures.failed'),
                fallback: t('stats.figures.fallback'),
                costKrw: t('stats.figures.costKrw'),
              }}
              formatCount={formatCount}
              formatCost={(value) => formatKrw(value, i18n.language)}
              localeText={{ loading: t('stats.chart.loading'), noData: t('stats.chart.noData') }}
              height={CHART_HEIGHT}
            />
          </Suspense>
        </ChartErrorBoundary>
      </Box>
    </Paper>
  );
}
