import { fireEvent, render, screen } from '@testing-library/react';
import { PeriodChart, type FigureSeries } from './period-chart';

const points = [
  { key: 'a', tick: '11.20', label: '2026.11.20' },
  { key: 'b', tick: '11.21', label: '2026.11.21' },
  { key: 'c', tick: '11.22', label: '2026.11.22' },
];
const count = (value: number) => `${value}건`;
const series: FigureSeries[] = [
  { kind: 'bar', id: 'ok', label: '성공', data: [6, 0, 3], color: '#0a0', stack: 's', format: count },
  { kind: 'bar', id: 'fail', label: '실패', data: [2, 1, null], color: '#a00', stack: 's', format: count, empty: '-' },
  { kind: 'line', id: 'requested', label: '요청', data: [8, null, 3], color: '#00a', format: count },
];

function drawn(props: Partial<Parameters<typeof PeriodChart>[0]> = {}) {
  return render(
    <PeriodChart
      points={points}
      series={series}
      axes={[{ id: 'value', format: count, width: 64 }]}
      title="발송 건수 차트"
      height={300}
      localeText={{ noData: '데이터가 없어요' }}
      {...props}
    />,
  );
}

// jsdom has no PointerEvent: without one, fireEvent.pointerMove carries no clientX.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', {
      value: class PointerEvent extends MouseEvent {},
      configurable: true,
    });
  }
});

describe('PeriodChart', () => {
  it('stacks the bars of a stack, leaves out empty values, and draws a line with a gap and marks', () => {
    const { container } = drawn();
    const chart = screen.getByRole('img', { name: '발송 건수 차트' });
    // 6 + 2, 1, 3: one bar per value above zero.
    const bars = [...chart.querySelectorAll(':scope > rect:not([data-chart-highlight])')];
    expect(bars).toHaveLength(4);
    const [ok, fail] = bars as [SVGRectElement, SVGRectElement];
    // The failed bar sits on top of the delivered one in the same slot.
    expect(fail.getAttribute('x')).toBe(ok.getAttribute('x'));
    expect(Number(fail.getAttribute('y')) + Number(fail.getAttribute('height'))).toBeCloseTo(
      Number(ok.getAttribute('y')),
    );
    // The line breaks where there is no value: two moves.
    const path = container.querySelector('[data-chart-line="requested"] path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(2);
    expect(container.querySelectorAll('[data-chart-line="requested"] circle')).toHaveLength(2);
    // A nice axis up to the highest stack or line value (8), in the axis's own words.
    expect(screen.getByText('8건')).toBeInTheDocument();
    expect(screen.getByText('11.21')).toBeInTheDocument();
  });

  it('shows the period and every figure of the pointed period in a tooltip, and hides it on leave', () => {
    drawn();
    const chart = screen.getByRole('img', { name: '발송 건수 차트' });
    // Fallback width 640, axis 64 wide: the plot runs from 64 to 624, three bands of ~187.
    fireEvent.pointerMove(chart, { clientX: 64 + 187 * 2 + 20 });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('2026.11.22');
    expect(tooltip).toHaveTextContent('성공3건');
    expect(tooltip).toHaveTextContent('실패-');
    expect(tooltip).toHaveTextContent('요청3건');
    fireEvent.pointerLeave(chart);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('puts each axis on its side and says when there is nothing to draw', () => {
    drawn({
      points: [],
      series: series.map((item) => ({ ...item, data: [], yAxisId: item.kind === 'line' ? 'count' : 'amount' })),
      axes: [
        { id: 'amount', format: (value) => `${value}원`, width: 80, position: 'left' },
        { id: 'count', format: count, width: 56, position: 'right' },
      ],
    });
    expect(screen.getByText('데이터가 없어요')).toBeInTheDocument();
    expect(screen.getByText('0원')).toHaveAttribute('text-anchor', 'end');
    expect(screen.getByText('0건')).toHaveAttribute('text-anchor', 'start');
  });
});
