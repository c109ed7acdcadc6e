import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  periodsOf,
  previousRange,
  type ChannelStatsQuery,
  type ChannelStatsReport,
  type SendStatsFigures,
} from '@console/contracts/stats';
import type { TeamSummary } from '@console/contracts/teams';
import { exportThrough } from '@console/testing/export-download';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { ChannelStatsPage } from './channel-stats-page';

// A stand-in for the lazily loaded chart shows what the page hands it (the points of every period);
// @console/ui's send-stats-chart.test.tsx draws the real one.
const chartModuleLoaded = jest.fn();
jest.mock('@console/ui/charts/send-stats-chart', () => {
  chartModuleLoaded();
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    SendStatsChart: (props: { points: { key: string; requested: number }[]; metric: string; title: string }) =>
      createElement('div', { 'data-testid': 'chart', 'aria-label': props.title, role: 'img' }, [
        `${props.metric}:${props.points.length}:`,
        props.points.map((point) => point.requested).join(','),
      ]),
  };
});

const figures = (requested: number, failed: number, fallback: number, costKrw: number): SendStatsFigures => ({
  requested,
  delivered: requested - failed - fallback,
  failed,
  fallback,
  costKrw,
});
const ZERO = figures(0, 0, 0, 0);

/** What the server answers: every period, the first and last with sends; the previous period with 1,000 requests. */
function reportOf(query: ChannelStatsQuery, empty = false): ChannelStatsReport {
  const periods = periodsOf(query.unit, query.from, query.to);
  const sent = empty ? [] : [figures(1200, 30, 20, 10_620), figures(300, 12, 8, 2_592)];
  const series = periods.map((period, i) => ({
    ...(i === 0 ? (sent[0] ?? ZERO) : i === periods.length - 1 ? (sent[1] ?? ZERO) : ZERO),
    period,
  }));
  const totals = empty ? ZERO : figures(1500, 42, 28, 13_212);
  const previous = previousRange(query);
  return {
    page: 'sms',
    unit: query.unit,
    from: query.from,
    to: query.to,
    teamSeq: query.teamSeq ?? null,
    type: query.type ?? null,
    series,
    totals,
    previous: {
      ...(empty ? ZERO : figures(1000, 50, 0, 9_000)),
      ...previous,
      series: periodsOf(query.unit, previous.from, previous.to).map((period) => ({ ...ZERO, period })),
    },
    byTeam: empty
      ? []
      : [
          { ...figures(1000, 30, 20, 8_800), teamSeq: 1, teamName: '마케팅팀' },
          { ...figures(500, 12, 8, 4_412), teamSeq: 2, teamName: '고객지원팀' },
        ],
    byType: empty ? [] : [{ ...totals, type: 'LMS' }],
    topFailures: empty ? [] : [{ code: '3001', reason: '결번', failed: 50 }],
    failuresOfAllTypes: query.type !== undefined,
  };
}

const team = (teamSeq: number, name: string) => ({ teamSeq, name }) as TeamSummary;
const statsHandler: FakeHandler = ({ params }) => reportOf(params as unknown as ChannelStatsQuery);

function renderPage(handler: FakeHandler = statsHandler, page: 'sms' | 'rcs' | 'kakao' = 'sms') {
  return renderWithPlatform(<ChannelStatsPage page={page} />, {
    path: `/console/stats/${page}`,
    defaultNS: 'stats',
    resources: { ko: { stats: ko }, en: { stats: en } },
    handlers: {
      [`GET /api/stats/${page}`]: handler,
      'GET /api/teams': () => pageOf([team(1, '마케팅팀'), team(2, '고객지원팀')], 1, 100),
    },
  });
}

const statsCalls = (platform: ReturnType<typeof renderPage>['platform']) =>
  platform.api.calls.filter((call) => call.url.startsWith('/api/stats/'));
const card = (name: string) => within(screen.getByRole('list', { name: '기간 합계' })).getByRole('listitem', { name });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowsOf = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row');

describe('ChannelStatsPage', () => {
  beforeEach(() => {
    // Only the clock is fake: 2026-11-21 03:00 UTC is noon on the 21st in Seoul.
    jest.useFakeTimers({ now: new Date('2026-11-21T03:00:00Z'), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the last 7 days: totals against the previous period, the lazily loaded chart, period, team and type tables, failures', async () => {
    const { platform } = renderPage();
    expect(chartModuleLoaded).not.toHaveBeenCalled();
    await screen.findByRole('list', { name: '기간 합계' });
    expect(statsCalls(platform)[0]).toMatchObject({
      url: '/api/stats/sms',
      params: { unit: 'DAY', from: '2026-11-15', to: '2026-11-21' },
    });
    expect(screen.getByRole('heading', { name: '문자 통계' })).toBeInTheDocument();
    expect(
      screen.getByText(/조회 기간 2026\.11\.15 ~ 2026\.11\.21 · 이전 기간 2026\.11\.08 ~ 2026\.11\.14/),
    ).toBeVisible();
    expect(card('요청')).toHaveTextContent('1,500');
    expect(card('요청')).toHaveTextContent('이전 기간 대비 ▲ 50%');
    expect(card('실패')).toHaveTextContent('▼ 16%');
    expect(card('대체 발송')).toHaveTextContent('이전 기간 발송 없음');
    expect(card('비용')).toHaveTextContent('13,212원');

    // The chart module loads only once the report is on screen, with every day of the range.
    expect(await screen.findByTestId('chart')).toHaveTextContent('counts:7:1200,0,0,0,0,0,300');
    expect(chartModuleLoaded).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '이전 기간' }));
    expect(screen.getByTestId('chart')).toHaveTextContent('counts:7:0,0,0,0,0,0,0');
    expect(screen.getByRole('img', { name: '이전 기간 발송 건수 차트' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '비용' }));
    expect(screen.getByTestId('chart')).toHaveTextContent(/^cost:7:/);

    const periods = rowsOf('기간별 통계');
    expect(periods).toHaveLength(1 + 7 + 1);
    expect(cells(periods[1] as HTMLElement)).toEqual(['2026.11.15', '1,200', '1,150', '30', '20', '95.8%', '10,620원']);
    expect(cells(periods.at(-1) as HTMLElement)).toEqual(['합계', '1,500', '1,430', '42', '28', '95.3%', '13,212원']);
    expect(cells(rowsOf('팀별 통계')[1] as HTMLElement)).toEqual([
      '마케팅팀',
      '1,000',
      '950',
      '30',
      '20',
      '95%',
      '8,800원',
    ]);
    expect(cells(rowsOf('유형별 통계')[1] as HTMLElement)[0]).toBe('LMS');
    expect(cells(rowsOf('실패 사유 상위 10개')[1] as HTMLElement)).toEqual(['1', '결번결과 코드 3001', '50', '71.4%']);
  });

  it('switches hour, day and month, and the quick ranges', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    fireEvent.click(screen.getByRole('button', { name: '시간별' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({ unit: 'HOUR', from: '2026-11-15', to: '2026-11-21' }),
    );
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveTextContent(/^counts:168:/));
    fireEvent.click(screen.getByRole('button', { name: '월별' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({ unit: 'MONTH', from: '2026-06-01', to: '2026-11-21' }),
    );
    expect(await screen.findByRole('button', { name: '최근 6개월' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '일별' }));
    fireEvent.click(screen.getByRole('button', { name: '지난 달' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({ unit: 'DAY', from: '2026-10-01', to: '2026-10-31' }),
    );
  });

  it('filters by team and type; the failure reasons say they cover every type', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '팀' }));
    fireEvent.click(await screen.findByRole('option', { name: '고객지원팀' }));
    await waitFor(() => expect(statsCalls(platform).at(-1)?.params).toMatchObject({ teamSeq: 2 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '메시지 유형' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '전체',
      'SMS',
      'LMS',
      'MMS',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'LMS' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({
        unit: 'DAY',
        from: '2026-11-15',
        to: '2026-11-21',
        teamSeq: 2,
        type: 'LMS',
      }),
    );
    expect(await screen.findByText(/실패 사유는 채널 단위로 모아서/)).toBeInTheDocument();
  });

  it('offers the Kakao channels as types on the Kakao page', async () => {
    renderPage(({ params }) => ({ ...reportOf(params as unknown as ChannelStatsQuery), page: 'kakao' }), 'kakao');
    expect(await screen.findByRole('heading', { name: '카카오톡 통계' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '메시지 유형' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '전체',
      '알림톡',
      '브랜드 메시지',
    ]);
  });

  it('checks the range rule in place, in Korean, and asks the server only for a valid range', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-09-01' } });
    // Said as soon as the range is wrong, under the date the rule names.
    expect(
      await screen.findByText('시간별·일별 조회 기간은 최대 31일이에요. 더 긴 기간은 월별로 봐 주세요.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(screen.getByLabelText('종료일')).toHaveFocus();
    expect(screen.getByLabelText('종료일')).toHaveAccessibleDescription(/최대 31일이에요/);
    expect(statsCalls(platform)).toHaveLength(1);

    // A typed date waits for 조회; a valid range is then asked for.
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-11-01' } });
    expect(screen.queryByText(/최대 31일이에요/)).not.toBeInTheDocument();
    expect(statsCalls(platform)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toEqual({ unit: 'DAY', from: '2026-11-01', to: '2026-11-21' }),
    );
  });

  it('says in Korean when the range has no data, without cards or chart', async () => {
    renderPage(({ params }) => reportOf(params as unknown as ChannelStatsQuery, true));
    expect(await screen.findByText('이 기간에는 발송 내역이 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '기간 합계' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('exports the same query', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    const exported = await exportThrough(platform.api, '문자_통계_2026-11-15_2026-11-21.csv');
    expect(exported.request).toEqual([
      '/api/stats/sms/export',
      { params: { unit: 'DAY', from: '2026-11-15', to: '2026-11-21' }, silent: true },
    ]);
    expect(exported.savedAs).toBe('문자_통계_2026-11-15_2026-11-21.csv');
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    renderPage((request) => {
      if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
      return statsHandler(request);
    });
    expect(await screen.findByText('통계를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '기간 합계' })).toBeInTheDocument();
  });
});
