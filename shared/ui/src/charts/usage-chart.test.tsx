import { render, screen } from '@testing-library/react';
import { UsageChart, type UsageChartPoint } from './usage-chart';

const point = (day: number, sms: number, alimtalk: number, requested: number): UsageChartPoint => ({
  key: `2026-11-${day}`,
  label: `2026.11.${day}`,
  tick: `11.${day}`,
  byChannel: { SMS: sms, ALIMTALK: alimtalk },
  requested,
});

/** Drawn in jsdom at the chart's fallback width (jsdom does not lay out). */
describe('UsageChart', () => {
  it('stacks the amount by channel and draws requested messages as a line', () => {
    const { container } = render(
      <UsageChart
        points={[point(20, 130, 90, 20), point(21, 0, 45, 5)]}
        channels={[
          { id: 'SMS', label: '문자' },
          { id: 'ALIMTALK', label: '알림톡' },
        ]}
        requestedLabel="요청 건수"
        title="기간별 이용 금액 차트"
        formatCount={String}
        formatCost={(value) => `${value}원`}
      />,
    );
    expect(screen.getByRole('img', { name: '기간별 이용 금액 차트' }).tagName).toBe('svg');
    const legend = [...container.querySelectorAll('[data-chart-legend] li')].map((item) => item.textContent);
    expect(legend).toEqual(['문자', '알림톡', '요청 건수']);
    expect(container.querySelectorAll('[data-chart-line="requested"] path')).toHaveLength(1);
  });
});
