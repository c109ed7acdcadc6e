import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ConsultationFigures,
  ConsultationStatsQuery,
  ConsultationStatsReport,
} from '@console/contracts/consultation';
import type { TeamSummary } from '@console/contracts/teams';
import { exportThrough } from '@console/testing/export-download';
import { pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { ConsultationStatsPage } from './consultation-stats-page';

// A stand-in for the lazily loaded chart shows what the page hands it; @console/ui draws the real one.
jest.mock('@console/ui/charts/consultation-chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ConsultationChart: (props: {
      points: { tick: string; sessions: number; inbound: number; outbound: number; unanswered: number }[];
      metric: string;
      title: string;
      formatDuration(seconds: number): string;
    }) =>
      createElement('div', { 'data-testid': 'chart', 'aria-label': props.title, role: 'img' }, [
        `${props.metric}:`,
        props.points.map((p) => `${p.tick}=${p.sessions}/${p.inbound}/${p.outbound}/${p.unanswered}`).join(','),
        ` ${props.formatDuration(200)}`,
      ]),
  };
});

const ZERO: ConsultationFigures = {
  sessions: 0,
  inbound: 0,
  outbound: 0,
  unanswered: 0,
  avgFirstResponseSeconds: null,
};
const busy: ConsultationFigures = {
  sessions: 3,
  inbound: 12,
  outbound: 7,
  unanswered: 1,
  avgFirstResponseSeconds: 200,
};

/** What the server answers: a day with sessions on one profile, the other days empty. */
function reportOf(query: ConsultationStatsQuery, empty = false): ConsultationStatsReport {
  return {
    from: query.from,
    to: query.to,
    teamSeq: query.teamSeq ?? null,
    senderProfileSeq: query.senderProfileSeq ?? null,
    series: [
      { day: query.from, ...(empty ? ZERO : busy) },
      { day: query.to, ...ZERO },
    ],
    rows: empty ? [] : [{ day: query.from, senderProfileSeq: 7, channelName: '@한빛커머스', teamSeq: 1, ...busy }],
    totals: empty ? ZERO : busy,
    profiles: [
      { seq: 7, channelName: '@한빛커머스', teamSeq: 1 },
      { seq: 8, channelName: '@한빛고객센터', teamSeq: 2 },
    ],
    teams: [
      { teamSeq: 1, teamName: '마케팅팀' },
      { teamSeq: 2, teamName: '고객지원팀' },
    ],
  };
}

const team = (teamSeq: number, name: string) => ({ teamSeq, name }) as TeamSummary;

function renderPage(handler: FakeHandler = ({ params }) => reportOf(params as unknown as ConsultationStatsQuery)) {
  return renderWithPlatform(<ConsultationStatsPage />, {
    path: '/console/stats/kakao-cs',
    defaultNS: 'stats',
    resources: { ko: { stats: ko }, en: { stats: en } },
    handlers: {
      'GET /api/stats/kakao-cs': handler,
      'GET /api/teams': () => pageOf([team(1, '마케팅팀'), team(2, '고객지원팀')], 1, 100),
    },
  });
}

const statsCalls = (platform: ReturnType<typeof renderPage>['platform']) =>
  platform.api.calls.filter((call) => call.url === '/api/stats/kakao-cs');
const card = (name: string) => within(screen.getByRole('list', { name: '기간 합계' })).getByRole('listitem', { name });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowsOf = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row');

describe('ConsultationStatsPage', () => {
  beforeEach(() => {
    // 2026-11-21 03:00 UTC is noon on the 21st in Seoul.
    jest.useFakeTimers({ now: new Date('2026-11-21T03:00:00Z'), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the last 7 days: totals, the table by day with a total row and the table by sender profile', async () => {
    const { platform } = renderPage();
    await screen.findByRole('list', { name: '기간 합계' });
    expect(statsCalls(platform)[0]).toMatchObject({ params: { from: '2026-11-15', to: '2026-11-21' } });
    expect(screen.getByRole('heading', { name: '카카오 상담톡 통계' })).toBeInTheDocument();
    expect(card('상담 세션')).toHaveTextContent('3');
    expect(card('받은 메시지')).toHaveTextContent('12');
    expect(card('평균 첫 응답 시간')).toHaveTextContent('3분 20초');
    expect(card('미응답 세션')).toHaveTextContent('1');
    const days = rowsOf('날짜별 통계');
    expect(cells(days[1]!)).toEqual(['2026.11.15', '3', '12', '7', '3분 20초', '1']);
    expect(cells(days[2]!)).toEqual(['2026.11.21', '0', '0', '0', '-', '0']);
    expect(cells(days.at(-1)!)).toEqual(['합계', '3', '12', '7', '3분 20초', '1']);
    expect(cells(rowsOf('발신 프로필별 통계')[1]!)).toEqual([
      '2026.11.15',
      '@한빛커머스',
      '마케팅팀',
      '3',
      '12',
      '7',
      '3분 20초',
      '1',
    ]);
  });

  it('charts every day of the range: messages and sessions, or the first response time', async () => {
    renderPage();
    const chart = await screen.findByTestId('chart');
    expect(chart).toHaveAccessibleName('메시지·세션 차트');
    expect(chart).toHaveTextContent('counts:11.15=3/12/7/1,11.21=0/0/0/0 3분 20초');
    fireEvent.click(screen.getByRole('button', { name: '첫 응답 시간' }));
    expect(await screen.findByRole('img', { name: '첫 응답 시간 차트' })).toHaveTextContent(/^response:/);
  });

  it('exports the same query', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    const exported = await exportThrough(platform.api, '카카오_상담톡_통계.csv');
    expect(exported.request).toEqual([
      '/api/stats/kakao-cs/export',
      { params: { from: '2026-11-15', to: '2026-11-21' }, silent: true },
    ]);
    expect(exported.savedAs).toBe('카카오_상담톡_통계.csv');
  });

  it('asks again for a team and a sender profile, and checks the range in place', async () => {
    const { platform } = renderPage();
    await screen.findByRole('list', { name: '기간 합계' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '팀' }));
    fireEvent.click(await screen.findByRole('option', { name: '고객지원팀' }));
    await waitFor(() => expect(statsCalls(platform).at(-1)?.params).toMatchObject({ teamSeq: 2 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '발신 프로필' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['전체', '@한빛고객센터']);
    fireEvent.click(options[1]!);
    await waitFor(() => expect(statsCalls(platform).at(-1)?.params).toMatchObject({ teamSeq: 2, senderProfileSeq: 8 }));

    const calls = statsCalls(platform).length;
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('조회 기간은 최대 31일이에요.')).toBeVisible();
    expect(statsCalls(platform)).toHaveLength(calls);
  });

  it('says in Korean when the range has no consultation talk', async () => {
    renderPage(({ params }) => reportOf(params as unknown as ConsultationStatsQuery, true));
    expect(await screen.findByText('이 기간에는 상담톡 내역이 없어요.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the statistics fail to load', async () => {
    renderPage(() => {
      throw new Error('down');
    });
    expect(await screen.findByText('통계를 불러오지 못했어요.')).toBeVisible();
  });
});
