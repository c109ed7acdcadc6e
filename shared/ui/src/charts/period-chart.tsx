/*
 * The one composition every statistics chart draws with: bars and lines over the period axis, a
 * legend on top, a grid, the axis highlight and an axis tooltip, one or two value axes. The send,
 * usage and consultation charts only build their series (CONVENTIONS.md 17).
 */
import {
  BarPlot,
  ChartsAxisHighlight,
  ChartsDataProvider,
  ChartsGrid,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
  type AllSeriesType,
  type YAxis,
} from '@mui/x-charts';
import { periodAxis, type PeriodPoint } from './period-axis';

/** A value axis: its id (series name it by yAxisId), how its ticks read and how wide they are. */
export interface PeriodChartAxis {
  id: string;
  format(value: number): string;
  width: number;
  position?: 'left' | 'right';
}

export interface PeriodChartProps {
  points: readonly PeriodPoint[];
  series: AllSeriesType[];
  /** One axis, or two (left and right). */
  axes: readonly PeriodChartAxis[];
  /** The chart's accessible name. */
  title: string;
  height: number;
  localeText?: { loading?: string; noData?: string };
}

export function PeriodChart({ points, series, axes, title, height, localeText }: PeriodChartProps) {
  const yAxis: YAxis[] = axes.map((axis) => ({
    id: axis.id,
    tickMinStep: 1,
    valueFormatter: (value: number) => axis.format(value),
    width: axis.width,
    ...(axis.position ? { position: axis.position } : {}),
  }));
  return (
    <ChartsDataProvider
      series={series}
      height={height}
      localeText={localeText}
      xAxis={[periodAxis(points)]}
      yAxis={yAxis}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'end' }}>
        <ChartsLegend />
        <ChartsSurface title={title} role="img" aria-label={title}>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="period" />
          {axes.map((axis) => (
            <ChartsYAxis key={axis.id} axisId={axis.id} />
          ))}
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

/** Marks on a line only while they do not crowd each other. */
export const MAX_MARKED_POINTS = 40;

/** One figure per period as a series: bars (stacked when `stack` is given) or a line. */
export interface FigureSeries {
  kind: 'bar' | 'line';
  id: string;
  label: string;
  data: (number | null)[];
  color: string;
  /** How a value reads in the tooltip; null (no value) reads as `empty`. */
  format(value: number): string;
  empty?: string;
  stack?: string;
  yAxisId?: string;
  /** Lines: marks on the points (default: while they do not crowd each other). */
  marks?: boolean;
}

export function figureSeries({ kind, data, format, empty = '', marks, ...rest }: FigureSeries): AllSeriesType {
  const valueFormatter = (value: number | null) => (value === null ? empty : format(value));
  return kind === 'bar'
    ? { type: 'bar', data, valueFormatter, ...rest }
    : {
        type: 'line',
        data,
        valueFormatter,
        curve: 'linear',
        showMark: marks ?? data.length <= MAX_MARKED_POINTS,
        ...rest,
      };
}
