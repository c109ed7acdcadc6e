import { render, screen } from '@testing-library/react';
import { SendStatsChart, type SendStatsChartProps, type SendStatsChartPoint } from './send-stats-chart';

const point = (day: number, requested: number): SendStatsChartPoint => ({
  key: `2026-11-${day}`,
  label: `2026.11.${day}`,
  tick: `11.${day}`,
  requested,
  delivered: requested - 2,
  failed: 1,
  fallback: 1,
  costKrw: requested * 9,
});

const renderChart = (metric: SendStatsChartProps['metric'], title: string) =>
  render(
    <SendStatsChart
      points={[point(20, 10), point(21, 4)]}
      metric={metric}
      labels={{ requested: '요청', delivered: '성공', failed: '실패', fallback: '대체 발송', costKrw: '비용' }}
      title={title}
      formatCount={String}
      formatCost={(value) => `${value}원`}
    />,
  );

/** Drawn in jsdom at the chart's fallback width (jsdom does not lay out). */
describe('SendStatsChart', () => {
  it('stacks delivered, failed and fallback and draws requested as a line', () => {
    const { container } = renderChart('counts', '발송 건수 차트');
    expect(screen.getByRole('img', { name: '발송 건수 차트' }).tagName).toBe('svg');
    const legend = [...container.querySelectorAll('[data-chart-legend] li')].map((item) => item.textContent);
    expect(legend).toEqual(['성공', '실패', '대체 발송', '요청']);
    expect(container.querySelectorAll('[data-chart-line="requested"] path')).toHaveLength(1);
  });

  it('shows the cost alone', () => {
    const { container } = renderChart('cost', '비용 차트');
    expect(screen.getByRole('img', { name: '비용 차트' })).toBeInTheDocument();
    const legend = [...container.querySelectorAll('[data-chart-legend] li')].map((item) => item.textContent);
    expect(legend).toEqual(['비용']);
  });
});
