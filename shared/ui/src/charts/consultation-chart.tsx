/*
 * Kakao consultation talk (상담톡) by day: messages in and out as bars, sessions and the sessions
 * nobody answered as lines; or the average time to the first reply. Like the send chart it only
 * knows points and labels, and is loaded lazily (React.lazy) so that the charts code downloads
 * with the first chart on screen only.
 */
import { useTheme } from '@mui/material';
import { PeriodChart, type FigureSeries } from './period-chart';
import type { PeriodPoint } from './period-axis';

export interface ConsultationChartPoint extends PeriodPoint {
  sessions: number;
  inbound: number;
  outbound: number;
  unanswered: number;
  /** Average seconds to the first reply; null when no session of the day was answered. */
  avgFirstResponseSeconds: number | null;
}

export type ConsultationChartMetric = 'counts' | 'response';

export interface ConsultationChartProps {
  points: ConsultationChartPoint[];
  metric: ConsultationChartMetric;
  labels: Record<'sessions' | 'inbound' | 'outbound' | 'unanswered' | 'avgFirstResponseSeconds', string>;
  /** The chart's accessible name. */
  title: string;
  formatCount(value: number): string;
  /** Seconds as people read them ('3분 20초'). */
  formatDuration(seconds: number): string;
  localeText?: { loading?: string; noData?: string };
  height?: number;
}

export function ConsultationChart({
  points,
  metric,
  labels,
  title,
  formatCount,
  formatDuration,
  localeText,
  height = 320,
}: ConsultationChartProps) {
  const { palette } = useTheme();
  const series: FigureSeries[] =
    metric === 'counts'
      ? [
          ...(['inbound', 'outbound'] as const).map((figure): FigureSeries => ({
            kind: 'bar',
            id: figure,
            label: labels[figure],
            data: points.map((point) => point[figure]),
            color: figure === 'inbound' ? palette.primary.light : palette.success.main,
            format: formatCount,
          })),
          ...(['sessions', 'unanswered'] as const).map((figure): FigureSeries => ({
            kind: 'line',
            id: figure,
            label: labels[figure],
            data: points.map((point) => point[figure]),
            color: figure === 'sessions' ? palette.primary.dark : palette.error.main,
            format: formatCount,
          })),
        ]
      : [
          {
            kind: 'bar',
            id: 'avgFirstResponseSeconds',
            label: labels.avgFirstResponseSeconds,
            data: points.map((point) => point.avgFirstResponseSeconds),
            color: palette.primary.main,
            format: formatDuration,
            empty: '-',
          },
        ];
  return (
    <PeriodChart
      points={points}
      series={series}
      axes={[
        {
          id: 'value',
          format: (value) => (metric === 'response' ? formatDuration(value) : formatCount(value)),
          width: metric === 'response' ? 84 : 64,
        },
      ]}
      title={title}
      height={height}
      localeText={localeText}
    />
  );
}
