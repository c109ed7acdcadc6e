import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChannelStatsReport } from '@console/contracts/stats';
import { StatsChartPanel } from '@console/ui/stats/chart-panel';
import { formatPeriod, periodTick } from '@console/ui/stats/figures';

type Shown = 'current' | 'previous';

/**
 * Every period of the range as a chart: requested (line), delivered, failed and fallback (stacked
 * bars), or the cost; the same chart of the previous period of the same length to compare with.
 */
export function ChannelStatsChartPanel({ report }: { report: ChannelStatsReport }) {
  const { t } = useTranslation();
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
    <StatsChartPanel
      points={points}
      period={t(`stats.chart.${shown}`)}
      testId="stats-chart"
      errorName="stats"
      toggles={
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
      }
    />
  );
}
