import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Alert, Box, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChartErrorBoundary } from '../charts/chart-error-boundary';
import type { SendStatsChartMetric, SendStatsChartPoint, SendStatsChartProps } from '../charts/send-stats-chart';
import { formatCount, formatKrw } from '../format';

// The chart and the charts library (a federation singleton) load with this panel only, never with other screens.
const SendStatsChart = lazy(() => import('../charts/send-stats-chart').then((m) => ({ default: m.SendStatsChart })));

const CHART_HEIGHT = 320;

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
  const { t, i18n } = useTranslation('ui');
  const headingId = useId();
  const [metric, setMetric] = useState<SendStatsChartMetric>('counts');
  const figure = t(`stats.chart.${metric}`);
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
          {toggles}
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
      <Box data-testid={testId} sx={{ minHeight: CHART_HEIGHT }}>
        <ChartErrorBoundary name={errorName} fallback={<Alert severity="warning">{t('stats.chart.failed')}</Alert>}>
          <Suspense
            fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={t('stats.chart.loading')} />}
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
              height={CHART_HEIGHT}
            />
          </Suspense>
        </ChartErrorBoundary>
      </Box>
    </Paper>
  );
}
