import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SendStatsQuery } from '@console/contracts/stats';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { emptyReportOf, reportOf, sendOptions } from './kakao-statistics-fixtures';
import { KakaoStatisticsPage } from './kakao-statistics-page';
import type { KakaoStatsChannel } from './get-kakao-statistics';

// A stand-in for the lazily loaded chart shows what the page hands it (the points of every period);
// @console/ui's send-stats-chart.test.tsx draws the real one.
jest.mock('@console/ui/charts/send-stats-chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    SendStatsChart: (props: { points: { key: string; requested: number }[]; metric: string; title: string }) =>
      createElement('div', { 'data-testid': 'chart', 'aria-label': props.title, role: 'img' }, [
        `${props.metric}:${props.points.length}:`,
        props.points.map((point) => point.requested).join(','),
      ]),
  };
});

const statsHandler: FakeHandler = ({ params }) => reportOf(params as unknown as SendStatsQuery);

function renderPage(channel: KakaoStatsChannel = 'alimtalk', handler: FakeHandler = statsHandler) {
  return renderWithPlatform(<KakaoStatisticsPage channel={channel} />, {
    path: `/console/team/3/kakao/statistics/${channel}`,
    routePath: `/console/team/:teamSeq/kakao/statistics/${channel}`,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      [`GET /api/team/kakao/statistics/${channel}`]: handler,
      'GET /api/team/kakao/send-options': () => sendOptions,
    },
  });
}

const statsCalls = (platform: ReturnType<typeof renderPage>['platform']) =>
  platform.api.calls.filter((call) => call.url.startsWith('/api/team/kakao/statistics/'));
const card = (name: string) => within(screen.getByRole('list', { name: '기간 합계' })).getByRole('listitem', { name });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowsOf = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row');

describe('KakaoStatisticsPage', () => {
  beforeEach(() => {
    // Only the clock is fake: 2026-11-21 03:00 UTC is noon on the 21st in Seoul.
    jest.useFakeTimers({ now: new Date('2026-11-21T03:00:00Z'), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the last 7 days by day: KPI cards against the previous period, chart, period and template tables, failures', async () => {
    const { platform } = renderPage();
    await screen.findByRole('list', { name: '기간 합계' });
    expect(statsCalls(platform)[0]).toMatchObject({
      url: '/api/team/kakao/statistics/alimtalk',
      params: { unit: 'DAY', from: '2026-11-15', to: '2026-11-21' },
    });
    expect(screen.getByRole('heading', { name: '알림톡 통계' })).toBeInTheDocument();
    expect(
      screen.getByText(/조회 기간 2026\.11\.15 ~ 2026\.11\.21 · 이전 기간 2026\.11\.08 ~ 2026\.11\.14/),
    ).toBeVisible();

    expect(card('요청')).toHaveTextContent('1,500');
    expect(card('요청')).toHaveTextContent('이전 기간 대비 ▲ 50%');
    expect(card('성공')).toHaveTextContent('1,430');
    expect(card('성공')).toHaveTextContent('성공률 95.3%');
    expect(card('실패')).toHaveTextContent('실패율 2.8%');
    expect(card('실패')).toHaveTextContent('▼ 16%');
    expect(card('대체 발송')).toHaveTextContent('이전 기간에는 없었어요');
    expect(card('비용')).toHaveTextContent('13,212원');

    // Every day of the range on the chart, days without sends as zero.
    expect(await screen.findByTestId('chart')).toHaveTextContent('counts:7:1200,0,0,0,0,0,300');

    const periods = rowsOf('기간별 통계');
    expect(cells(periods[1] as HTMLElement)).toEqual(['2026.11.15', '1,200', '1,150', '30', '20', '95.8%', '10,620원']);
    expect(cells(periods.at(-1) as HTMLElement)).toEqual(['합계', '1,500', '1,430', '42', '28', '95.3%', '13,212원']);
    expect(periods).toHaveLength(4);

    const templates = rowsOf('템플릿별 통계');
    expect(templates[1]).toHaveTextContent('배송 출발 안내ORDER_SHIPPED · @hanbitcommerce');
    expect(cells(templates[2] as HTMLElement).slice(1)).toEqual(['500', '470', '17', '13', '94%', '4,437원']);

    const failures = rowsOf('실패 사유 상위 10개');
    // 50 of the 70 failures (42 that stayed failed and 28 a fallback delivered).
    expect(cells(failures[1] as HTMLElement)).toEqual(['1', '카카오톡 사용자가 아니에요결과 코드 3019', '50', '71.4%']);
  });

  it('refetches when the unit changes: hours keep the days, months take their own default', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    fireEvent.click(screen.getByRole('button', { name: '시간별' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({ unit: 'HOUR', from: '2026-11-15', to: '2026-11-21' }),
    );
    // 7 days of 24 hours on the chart's axis.
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent(/^counts:168:/));

    fireEvent.click(screen.getByRole('button', { name: '월별' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({ unit: 'MONTH', from: '2026-06-01', to: '2026-11-21' }),
    );
    expect(await screen.findByRole('button', { name: '최근 6개월' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '일별' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({ unit: 'DAY', from: '2026-11-15', to: '2026-11-21' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '지난 달' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({ unit: 'DAY', from: '2026-10-01', to: '2026-10-31' }),
    );
  });

  it('checks the range rule in place, in Korean, and asks the server only for a valid range', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    const from = screen.getByLabelText('시작일');

    fireEvent.change(from, { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(
      await screen.findByText('시간별·일별 조회 기간은 최대 31일이에요. 더 긴 기간은 월별로 봐 주세요.'),
    ).toBeInTheDocument();
    fireEvent.change(from, { target: { value: '2026-11-25' } });
    expect(await screen.findByText('시작일이 종료일보다 늦을 수 없어요.')).toBeInTheDocument();
    expect(statsCalls(platform)).toHaveLength(1);

    fireEvent.change(from, { target: { value: '2026-10-22' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(statsCalls(platform)).toHaveLength(2));
    expect(statsCalls(platform)[1]?.params).toEqual({ unit: 'DAY', from: '2026-10-22', to: '2026-11-21' });
    expect(screen.queryByText(/조회 기간은 최대/)).not.toBeInTheDocument();
  });

  it('filters by sender profile and by one of its templates', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '발신 프로필' }));
    fireEvent.click(await screen.findByRole('option', { name: '한빛 고객센터 (@hanbit_cs)' }));
    await waitFor(() => expect(statsCalls(platform).at(-1)?.params).toMatchObject({ senderProfileSeq: 12 }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '템플릿' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['전체', '문의 답변 안내 (CS_ANSWER)']);
    fireEvent.click(screen.getByRole('option', { name: '문의 답변 안내 (CS_ANSWER)' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({
        unit: 'DAY',
        from: '2026-11-15',
        to: '2026-11-21',
        senderProfileSeq: 12,
        templateSeq: 23,
      }),
    );
  });

  it('says so in Korean when nothing was sent', async () => {
    renderPage('alimtalk', ({ params }) => emptyReportOf(params as unknown as SendStatsQuery));
    expect(await screen.findByText('이 기간에 보낸 알림톡이 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '기간 합계' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('serves brand messages from their own endpoint, without the alimtalk template filter', async () => {
    const { platform } = renderPage('brand-message');
    expect(await screen.findByRole('heading', { name: '브랜드 메시지 통계' })).toBeInTheDocument();
    await screen.findByTestId('chart');
    expect(statsCalls(platform)[0]?.url).toBe('/api/team/kakao/statistics/brand-message');
    expect(screen.getByRole('combobox', { name: '발신 프로필' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '템플릿' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    renderPage('alimtalk', (request) => {
      if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
      return statsHandler(request);
    });
    expect(await screen.findByText('통계를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '기간 합계' })).toBeInTheDocument();
  });
});
