import { Suspense, useId, type ReactNode } from 'react';
import { Alert, Box, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ChartErrorBoundary } from '../charts/chart-error-boundary';
import { useStatsTranslation } from './stats-resources';

export const STATS_CHART_HEIGHT = 320;

export interface StatsChartFrameProps<M extends string> {
  /** The figures the chart can show, as toggle buttons. */
  metrics: readonly { value: NoInfer<M>; label: string }[];
  metric: M;
  onMetric(metric: NoInfer<M>): void;
  /** More toggles before the figure toggle (the period shown ...). */
  toggles?: ReactNode;
  /** The chart box's test id, for the end-to-end journeys. */
  testId: string;
  /** The chart's name in error reports. */
  errorName: string;
  /** The chart itself, usually a React.lazy component so the charts library loads with it only. */
  children: ReactNode;
}

/**
 * What every statistics chart sits in: a titled section with its figure toggle, a skeleton while the
 * chart (and the charts library) loads, and a warning instead of the chart when it fails: the table
 * under it has the same figures.
 */
export function StatsChartFrame<M extends string>({
  metrics,
  metric,
  onMetric,
  toggles,
  testId,
  errorName,
  children,
}: StatsChartFrameProps<M>) {
  const { t } = useStatsTranslation();
  const headingId = useId();
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
            onChange={(_, value: M | null) => value && onMetric(value)}
            aria-label={t('stats.chart.metric')}
          >
            {metrics.map((option) => (
              <ToggleButton key={option.value} value={option.value}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <Box data-testid={testId} sx={{ minHeight: STATS_CHART_HEIGHT }}>
        <ChartErrorBoundary name={errorName} fallback={<Alert severity="warning">{t('stats.chart.failed')}</Alert>}>
          <Suspense
            fallback={<Skeleton variant="rounded" height={STATS_CHART_HEIGHT} aria-label={t('stats.chart.loading')} />}
          >
            {children}
          </Suspense>
        </ChartErrorBoundary>
      </Box>
    </Paper>
  );
}
