import { render, screen } from '@testing-library/react';
import { ConsultationChart, type ConsultationChartMetric, type ConsultationChartPoint } from './consultation-chart';

const point = (day: number, sessions: number, avg: number | null): ConsultationChartPoint => ({
  key: `2026-11-${day}`,
  label: `2026.11.${day}`,
  tick: `11.${day}`,
  sessions,
  inbound: sessions * 3,
  outbound: sessions * 2,
  unanswered: 1,
  avgFirstResponseSeconds: avg,
});

const renderChart = (metric: ConsultationChartMetric, title: string) =>
  render(
    <ConsultationChart
      points={[point(20, 4, 95), point(21, 0, null)]}
      metric={metric}
      labels={{
        sessions: '상담 세션',
        inbound: '받은 메시지',
        outbound: '보낸 답장',
        unanswered: '미응답 세션',
        avgFirstResponseSeconds: '평균 첫 응답 시간',
      }}
      title={title}
      formatCount={String}
      formatDuration={(seconds) => `${seconds}초`}
    />,
  );

/** Drawn in jsdom at the chart's fallback width (jsdom does not lay out). */
describe('ConsultationChart', () => {
  it('draws messages in and out as bars and sessions and unanswered sessions as lines', () => {
    const { container } = renderChart('counts', '메시지·세션 차트');
    expect(screen.getByRole('img', { name: '메시지·세션 차트' }).tagName).toBe('svg');
    const legend = [...container.querySelectorAll('[data-chart-legend] li')].map((item) => item.textContent);
    expect(legend).toEqual(['받은 메시지', '보낸 답장', '상담 세션', '미응답 세션']);
  });

  it('shows the first response time alone', () => {
    const { container } = renderChart('response', '첫 응답 시간 차트');
    expect(screen.getByRole('img', { name: '첫 응답 시간 차트' })).toBeInTheDocument();
    const legend = [...container.querySelectorAll('[data-chart-legend] li')].map((item) => item.textContent);
    expect(legend).toEqual(['평균 첫 응답 시간']);
  });
});
