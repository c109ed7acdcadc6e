/*
 * The console's send statistics chart, shared by every screen that draws one (the Kakao statistics,
 * the console home and the team dashboard; CONVENTIONS.md 17). It only knows points and labels.
 *
 * Drawn by PeriodChart (period-chart.tsx). Users load this module with
 * React.lazy(() => import('@console/ui/charts/send-stats-chart')), never statically, so the chart
 * downloads with the first chart on screen and no other page pays for it.
 */
import { useTheme } from '@mui/material';
import { MAX_MARKED_POINTS, PeriodChart, type FigureSeries } from './period-chart';

export interface SendStatsChartPoint {
  /** The period's key, unique on the axis. */
  key: string;
  /** The period in full, for the tooltip ('2026.11.21 14시'). */
  label: string;
  /** The short axis label ('11.21'). */
  tick: string;
  requested: number;
  delivered: number;
  failed: number;
  fallback: number;
  costKrw: number;
}

export type SendStatsChartMetric = 'counts' | 'cost';

export interface SendStatsChartProps {
  points: SendStatsChartPoint[];
  /** counts: delivered, failed and fallback stacked, requested as a line; cost: one bar per period. */
  metric: SendStatsChartMetric;
  /** Legend and tooltip names of the figures, already translated. */
  labels: Record<'requested' | 'delivered' | 'failed' | 'fallback' | 'costKrw', string>;
  /** The chart's accessible name. */
  title: string;
  formatCount(value: number): string;
  formatCost(value: number): string;
  localeText?: { loading?: string; noData?: string };
  height?: number;
  /** Marks on the requested line: by default only while they do not crowd each other. */
  marks?: boolean;
}

/** Requested, delivered, failed and fallback messages per period (stacked bars and a line), or their cost. */
export function SendStatsChart({
  points,
  metric,
  labels,
  title,
  formatCount,
  formatCost,
  localeText,
  height = 320,
  marks = points.length <= MAX_MARKED_POINTS,
}: SendStatsChartProps) {
  const { palette } = useTheme();
  const series: FigureSeries[] =
    metric === 'counts'
      ? [
          ...(['delivered', 'failed', 'fallback'] as const).map((figure): FigureSeries => ({
            kind: 'bar',
            id: figure,
            label: labels[figure],
            data: points.map((point) => point[figure]),
            stack: 'outcome',
            color: { delivered: palette.success.main, failed: palette.error.main, fallback: palette.warning.main }[
              figure
            ],
            format: formatCount,
          })),
          {
            kind: 'line',
            id: 'requested',
            label: labels.requested,
            data: points.map((point) => point.requested),
            color: palette.primary.main,
            marks,
            format: formatCount,
          },
        ]
      : [
          {
            kind: 'bar',
            id: 'costKrw',
            label: labels.costKrw,
            data: points.map((point) => point.costKrw),
            color: palette.primary.main,
            format: formatCost,
          },
        ];
  return (
    <PeriodChart
      points={points}
      series={series}
      axes={[
        {
          id: 'value',
          format: (value) => (metric === 'cost' ? formatCost(value) : formatCount(value)),
          width: metric === 'cost' ? 84 : 64,
        },
      ]}
      title={title}
      height={height}
      localeText={localeText}
    />
  );
}
