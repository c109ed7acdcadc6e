import { lazy, Suspense } from 'react';
import { Alert, Box, Skeleton } from '@mui/material';
import type { DashboardSends } from '@console/contracts/dashboard';
import { ChartErrorBoundary } from '@console/ui/charts/chart-error-boundary';
import { formatCount, formatKrw } from '@console/ui/format';
import { useDashboardTranslation } from '../dashboard-texts';

// The chart and the charts library download with the first dashboard that draws it, never with the shell.
const SendStatsChart = lazy(() =>
  import('@console/ui/charts/send-stats-chart').then((m) => ({ default: m.SendStatsChart })),
);

const CHART_HEIGHT = 200;

/** The month's days as a small chart: delivered, failed and fallback stacked, requested as a line. */
export function SendsChart({ daily }: { daily: DashboardSends['daily'] }) {
  const { t, i18n } = useDashboardTranslation();
  const points = daily.map((day) => ({
    ...day,
    key: day.period,
    label: day.period.replaceAll('-', '.'),
    tick: day.period.slice(5).replace('-', '.'),
  }));
  return (
    <Box data-testid="dashboard-sends-chart" sx={{ minHeight: CHART_HEIGHT }}>
      <ChartErrorBoundary name="dashboard sends" fallback={<Alert severity="info">{t('sends.chartFailed')}</Alert>}>
        <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={t('sends.chartLoading')} />}>
          <SendStatsChart
            points={points}
            metric="counts"
            title={t('sends.chart')}
            labels={{
              requested: t('sends.figures.requested'),
              delivered: t('sends.figures.delivered'),
              failed: t('sends.figures.failed'),
              fallback: t('sends.figures.fallback'),
              costKrw: t('sends.figures.costKrw'),
            }}
            formatCount={formatCount}
            formatCost={(value) => formatKrw(value, i18n.language)}
            height={CHART_HEIGHT}
            marks={false}
          />
        </Suspense>
      </ChartErrorBoundary>
    </Box>
  );
}
