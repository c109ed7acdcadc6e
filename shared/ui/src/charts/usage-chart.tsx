/*
 * The billing usage chart (이용 내역): the amount of each period stacked by channel, and the requested
 * messages as a line on a second axis. Like send-stats-chart, its users load it with
 * React.lazy(() => import('@console/ui/charts/usage-chart')), never statically.
 */
import { useTheme } from '@mui/material';
import { PeriodChart, type FigureSeries } from './period-chart';

export interface UsageChartPoint {
  /** The period's key, unique on the axis. */
  key: string;
  /** The period in full, for the tooltip ('2026.11.21'). */
  label: string;
  /** The short axis label ('11.21'). */
  tick: string;
  /** Amount (KRW) per channel id; a missing channel counts as 0. */
  byChannel: Record<string, number>;
  requested: number;
}

export interface UsageChartProps {
  points: UsageChartPoint[];
  /** The stacked channels, in stacking order, with their translated names. */
  channels: { id: string; label: string }[];
  /** Legend name of the requested line, already translated. */
  requestedLabel: string;
  /** The chart's accessible name. */
  title: string;
  formatCount(value: number): string;
  formatCost(value: number): string;
  localeText?: { loading?: string; noData?: string };
  height?: number;
}

/** Amounts per period stacked by channel (left axis, KRW) and requested messages as a line (right axis). */
export function UsageChart({
  points,
  channels,
  requestedLabel,
  title,
  formatCount,
  formatCost,
  localeText,
  height = 320,
}: UsageChartProps) {
  const { palette } = useTheme();
  const colors = [
    palette.primary.main,
    palette.success.main,
    palette.warning.main,
    palette.secondary.main,
    // The theme's info blue is too close to primary beside it: a violet the palette does not have.
    '#7b4fd6',
  ];
  const series: FigureSeries[] = [
    ...channels.map((channel, index): FigureSeries => ({
      kind: 'bar',
      id: channel.id,
      label: channel.label,
      data: points.map((point) => point.byChannel[channel.id] ?? 0),
      stack: 'amount',
      yAxisId: 'amount',
      color: colors[index % colors.length]!,
      format: formatCost,
    })),
    {
      kind: 'line',
      id: 'requested',
      label: requestedLabel,
      data: points.map((point) => point.requested),
      yAxisId: 'count',
      color: palette.text.secondary,
      format: formatCount,
    },
  ];

  return (
    <PeriodChart
      points={points}
      series={series}
      axes={[
        { id: 'amount', position: 'left', format: formatCost, width: 80 },
        { id: 'count', position: 'right', format: formatCount, width: 56 },
      ]}
      title={title}
      height={height}
      localeText={localeText}
    />
  );
}
