/*
 * The one composition every statistics chart draws with: bars (stacked or side by side) and lines
 * over the period axis, a legend on top, a grid, one or two value axes, and on hover the period
 * highlighted with a tooltip of its figures. The send, usage and consultation charts only build their
 * series (CONVENTIONS.md 17).
 *
 * Drawn as SVG by React; the numbers come from d3-array (nice ticks) and d3-shape (line paths with
 * gaps). @mui/x-charts drew this before, at ~78 KB gzipped with its gestures and d3 on every chart
 * page; this is a few KB (issue 18).
 */
import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { nice, ticks } from 'd3-array';
import { line } from 'd3-shape';
import { tickLabelStep, type PeriodPoint } from './period-axis';

/** A value axis: its id (series name it by yAxisId), how its ticks read and how wide they are. */
export interface PeriodChartAxis {
  id: string;
  format(value: number): string;
  width: number;
  position?: 'left' | 'right';
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
  /** Bars of the same stack are drawn on top of each other; bars without one stand side by side. */
  stack?: string;
  /** The axis the series is read on (default: the first). */
  yAxisId?: string;
  /** Lines: marks on the points (default: while they do not crowd each other). */
  marks?: boolean;
}

export interface PeriodChartProps {
  points: readonly PeriodPoint[];
  series: readonly FigureSeries[];
  /** One axis, or two (left and right). */
  axes: readonly PeriodChartAxis[];
  /** The chart's accessible name. */
  title: string;
  height: number;
  localeText?: { loading?: string; noData?: string };
}

const TOP = 12;
const BOTTOM = 28;
const EMPTY_SIDE = 16;
/** Part of a period's band left empty on each side of its bars. */
const BAND_PADDING = 0.15;
/** Width before the first layout (and in test environments, which do not lay out). */
const FALLBACK_WIDTH = 640;

/** The element's width, kept up to date (ResizeObserver). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface ValueScale {
  axis: PeriodChartAxis;
  max: number;
  ticks: number[];
}

/** Each axis's scale: from 0 to a nice maximum over the stacked bars and the lines it carries. */
function valueScales(
  points: readonly PeriodPoint[],
  series: readonly FigureSeries[],
  axes: readonly PeriodChartAxis[],
) {
  const axisOf = (item: FigureSeries) => item.yAxisId ?? axes[0]?.id;
  return new Map(
    axes.map((axis): [string, ValueScale] => {
      const onAxis = series.filter((item) => axisOf(item) === axis.id);
      let highest = 0;
      points.forEach((_point, index) => {
        const stacks = new Map<string, number>();
        for (const item of onAxis) {
          const value = item.data[index] ?? 0;
          if (item.kind === 'line') highest = Math.max(highest, value);
          else {
            const slot = item.stack ?? item.id;
            stacks.set(slot, (stacks.get(slot) ?? 0) + Math.max(0, value));
          }
        }
        for (const total of stacks.values()) highest = Math.max(highest, total);
      });
      const [, max] = nice(0, Math.max(highest, 1), 5);
      // Whole numbers only (counts, won, seconds): no 0.5 ticks on a small axis.
      return [axis.id, { axis, max, ticks: ticks(0, max, 5).filter((tick) => Number.isInteger(tick)) }];
    }),
  );
}

export function PeriodChart({ points, series, axes, title, height, localeText }: PeriodChartProps) {
  const { palette, typography } = useTheme();
  const [frameRef, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);

  const sideWidth = (position: 'left' | 'right') =>
    axes.filter((axis) => (axis.position ?? 'left') === position).reduce((sum, axis) => sum + axis.width, 0) ||
    EMPTY_SIDE;
  const left = sideWidth('left');
  const right = sideWidth('right');
  const plotWidth = Math.max(0, width - left - right);
  const plotHeight = Math.max(0, height - TOP - BOTTOM);
  const count = points.length;
  const band = count > 0 ? plotWidth / count : 0;
  const scales = valueScales(points, series, axes);
  const scaleOf = (item: FigureSeries) => scales.get(item.yAxisId ?? axes[0]?.id ?? '') ?? null;
  const yOf = (scale: ValueScale, value: number) => TOP + plotHeight - (value / scale.max) * plotHeight;
  const centerOf = (index: number) => left + band * (index + 0.5);

  // Bars: one slot per stack (or per unstacked series) in each period's band.
  const bars = series.filter((item) => item.kind === 'bar');
  const slots = [...new Set(bars.map((item) => item.stack ?? item.id))];
  const slotWidth = slots.length > 0 ? (band * (1 - 2 * BAND_PADDING)) / slots.length : 0;
  const barRects = points.flatMap((point, index) => {
    const bases = new Map<string, number>();
    return bars.flatMap((item) => {
      const scale = scaleOf(item);
      const value = item.data[index] ?? 0;
      if (!scale || value <= 0) return [];
      const slot = item.stack ?? item.id;
      const base = bases.get(slot) ?? 0;
      bases.set(slot, base + value);
      const top = yOf(scale, base + value);
      return [
        {
          key: `${item.id}:${point.key}`,
          x: left + band * index + band * BAND_PADDING + slots.indexOf(slot) * slotWidth,
          y: top,
          height: yOf(scale, base) - top,
          color: item.color,
        },
      ];
    });
  });

  const lines = series
    .filter((item) => item.kind === 'line')
    .flatMap((item) => {
      const scale = scaleOf(item);
      if (!scale) return [];
      const path = line<number | null>()
        .defined((value) => value !== null)
        .x((_value, index) => centerOf(index))
        .y((value) => yOf(scale, value ?? 0))(item.data);
      const marked = item.marks ?? item.data.length <= MAX_MARKED_POINTS;
      return [{ item, scale, path: path ?? '', marked }];
    });

  const step = tickLabelStep(count);
  const leftAxes = axes.filter((axis) => (axis.position ?? 'left') === 'left');
  const rightAxes = axes.filter((axis) => axis.position === 'right');
  const gridScale = scales.get(axes[0]?.id ?? '');
  const text = { fill: palette.text.secondary, fontSize: 12, fontFamily: typography.fontFamily };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const index = Math.floor((x - left) / band);
    setActive(index >= 0 && index < count ? index : null);
  };
  const activePoint = active === null ? undefined : points[active];

  return (
    <Box>
      <Box
        component="ul"
        data-chart-legend=""
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          gap: 2,
          listStyle: 'none',
          m: 0,
          mb: 1,
          p: 0,
        }}
      >
        {series.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexShrink: 0 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 14,
                height: item.kind === 'line' ? 3 : 10,
                borderRadius: item.kind === 'line' ? 1 : 0.5,
                bgcolor: item.color,
              }}
            />
            <Typography component="span" variant="body2">
              {item.label}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box ref={frameRef} sx={{ position: 'relative', width: '100%' }}>
        <svg
          role="img"
          aria-label={title}
          width={width}
          height={height}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          style={{ display: 'block', touchAction: 'pan-y' }}
        >
          <title>{title}</title>
          {activePoint && (
            <rect
              data-chart-highlight=""
              x={left + band * (active ?? 0)}
              y={TOP}
              width={band}
              height={plotHeight}
              fill={palette.action.hover}
            />
          )}
          {gridScale?.ticks.map((tick) => (
            <line
              key={`grid:${tick}`}
              x1={left}
              x2={left + plotWidth}
              y1={yOf(gridScale, tick)}
              y2={yOf(gridScale, tick)}
              stroke={palette.divider}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
          ))}
          {barRects.map((bar) => (
            <rect
              key={bar.key}
              x={bar.x}
              y={bar.y}
              width={Math.max(0, slotWidth - 1)}
              height={bar.height}
              fill={bar.color}
            />
          ))}
          {lines.map(({ item, scale, path, marked }) => (
            <g key={item.id} data-chart-line={item.id}>
              <path d={path} fill="none" stroke={item.color} strokeWidth={2} />
              {marked &&
                item.data.map((value, index) =>
                  value === null ? null : (
                    <circle
                      key={points[index]?.key ?? index}
                      cx={centerOf(index)}
                      cy={yOf(scale, value)}
                      r={3}
                      fill={palette.background.paper}
                      stroke={item.color}
                      strokeWidth={2}
                    />
                  ),
                )}
            </g>
          ))}
          {points.map((point, index) =>
            index % step === 0 ? (
              <text key={point.key} x={centerOf(index)} y={TOP + plotHeight + 18} textAnchor="middle" {...text}>
                {point.tick}
              </text>
            ) : null,
          )}
          {[
            ...leftAxes.map((axis, index) => ({
              axis,
              x: left - leftAxes.slice(0, index).reduce((s, a) => s + a.width, 0),
              anchor: 'end' as const,
            })),
            ...rightAxes.map((axis, index) => ({
              axis,
              x: left + plotWidth + rightAxes.slice(0, index).reduce((s, a) => s + a.width, 0),
              anchor: 'start' as const,
            })),
          ].map(({ axis, x, anchor }) => {
            const scale = scales.get(axis.id);
            return scale?.ticks.map((tick) => (
              <text
                key={`${axis.id}:${tick}`}
                x={anchor === 'end' ? x - 6 : x + 6}
                y={yOf(scale, tick) + 4}
                textAnchor={anchor}
                {...text}
              >
                {axis.format(tick)}
              </text>
            ));
          })}
          {count === 0 && localeText?.noData && (
            <text x={left + plotWidth / 2} y={TOP + plotHeight / 2} textAnchor="middle" {...text}>
              {localeText.noData}
            </text>
          )}
        </svg>
        {activePoint && active !== null && (
          <Box
            role="tooltip"
            sx={{
              position: 'absolute',
              top: TOP,
              // Beside the period, on the side with room.
              ...(centerOf(active) < width / 2
                ? { left: centerOf(active) + band / 2 + 8 }
                : { right: width - (centerOf(active) - band / 2) + 8 }),
              pointerEvents: 'none',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              boxShadow: 2,
              px: 1.5,
              py: 1,
              minWidth: 140,
              zIndex: 1,
            }}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              {activePoint.label}
            </Typography>
            {series.map((item) => {
              const value = item.data[active] ?? null;
              return (
                <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: item.color }}
                  />
                  <Typography variant="caption" sx={{ flexGrow: 1 }}>
                    {item.label}
                  </Typography>
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {value === null ? (item.empty ?? '') : item.format(value)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
}
