import { lazy, Suspense, useId } from 'react';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UsageChannel, type UsageReport } from '@console/contracts/billing';
import { ChartErrorBoundary } from '@console/ui/charts/chart-error-boundary';
import { formatCount, formatKrw } from '@console/ui/format';
import { formatUsagePeriod, usagePeriodTick } from './usage-periods';

// The chart and the charts library load with this panel only, never with other screens.
const UsageChart = lazy(() => import('@console/ui/charts/usage-chart').then((m) => ({ default: m.UsageChart })));

const CHART_HEIGHT = 320;

/** The amount of every period of the range stacked by channel, and the requested messages as a line. */
export function UsageChartPanel({ report }: { report: UsageReport }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const points = report.series.map((point) => ({
    key: point.period,
    label: formatUsagePeriod(point.period),
    tick: usagePeriodTick(report.unit, point.period),
    byChannel: point.byChannel,
    requested: point.requested,
  }));
  // Only the channels that cost something in the range get a colour and a legend entry.
  const channels = UsageChannel.options
    .filter((channel) => report.series.some((point) => (point.byChannel[channel] ?? 0) !== 0))
    .map((channel) => ({ id: channel, label: t(`usage.channels.${channel}`) }));

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('usage.chart.title')}
      </Typography>
      <Box data-testid="usage-chart" sx={{ minHeight: CHART_HEIGHT }}>
        <ChartErrorBoundary name="billing usage" fallback={<Alert severity="warning">{t('usage.chart.failed')}</Alert>}>
          <Suspense
            fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={t('usage.chart.loading')} />}
          >
            <UsageChart
              points={points}
              channels={channels}
              requestedLabel={t('usage.chart.requested')}
              title={t('usage.chart.label')}
              formatCount={formatCount}
              formatCost={(value) => formatKrw(value, i18n.language)}
              localeText={{ loading: t('usage.chart.loading'), noData: t('usage.chart.noData') }}
              height={CHART_HEIGHT}
            />
          </Suspense>
        </ChartErrorBoundary>
      </Box>
    </Paper>
  );
}
