import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  emptyEmailFigures,
  type EmailStatsFigures,
  type EmailStatsQuery,
  type EmailStatsReport,
} from '@console/contracts/email-stats';
import { periodsOf, wholeMonths } from '@console/contracts/stats';
import type { TeamSummary } from '@console/contracts/teams';
import { exportThrough } from '@console/testing/export-download';
import { pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { EmailStatsPage } from './email-stats-page';

// A stand-in for the lazily loaded chart shows what the page hands it; @console/ui draws the real one.
jest.mock('@console/ui/charts/send-stats-chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    SendStatsChart: (props: {
      points: { requested: number; delivered: number; failed: number; fallback: number }[];
      labels: Record<string, string>;
      title: string;
    }) =>
      createElement('div', { 'data-testid': 'chart', 'aria-label': props.title, role: 'img' }, [
        `${props.labels.failed}/${props.labels.fallback}:`,
        props.points.map((p) => `${p.requested}-${p.delivered}-${p.failed}-${p.fallback}`).join(','),
      ]),
  };
});

const busy: EmailStatsFigures = {
  requested: 100,
  delivered: 90,
  failed: 10,
  hardBounced: 6,
  softBounced: 2,
  opened: 45,
  clicked: 9,
  unsubscribed: 3,
  costKrw: 90,
};

/** What the server answers: every period, the first with e-mail; one team. */
function reportOf(query: EmailStatsQuery, empty = false): EmailStatsReport {
  const range = wholeMonths(query);
  return {
    unit: query.unit,
    from: range.from,
    to: range.to,
    teamSeq: query.teamSeq ?? null,
    series: periodsOf(query.unit, range.from, range.to).map((period, index) => ({
      ...(index === 0 && !empty ? busy : emptyEmailFigures()),
      period,
    })),
    totals: empty ? emptyEmailFigures() : busy,
    byTeam: empty ? [] : [{ ...busy, teamSeq: 1, teamName: '마케팅팀' }],
  };
}

const team = (teamSeq: number, name: string) => ({ teamSeq, name }) as TeamSummary;

function renderPage(handler: FakeHandler = ({ params }) => reportOf(params as unknown as EmailStatsQuery)) {
  return renderWithPlatform(<EmailStatsPage />, {
    path: '/console/stats/ems',
    defaultNS: 'stats',
    resources: { ko: { stats: ko }, en: { stats: en } },
    handlers: {
      'GET /api/stats/ems': handler,
      'GET /api/teams': () => pageOf([team(1, '마케팅팀'), team(2, '고객지원팀')], 1, 100),
    },
  });
}

const statsCalls = (platform: ReturnType<typeof renderPage>['platform']) =>
  platform.api.calls.filter((call) => call.url === '/api/stats/ems');
const card = (name: string) => within(screen.getByRole('list', { name: '기간 합계' })).getByRole('listitem', { name });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowsOf = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row');

describe('EmailStatsPage', () => {
  beforeEach(() => {
    // 2026-11-21 03:00 UTC is noon on the 21st in Seoul.
    jest.useFakeTimers({ now: new Date('2026-11-21T03:00:00Z'), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the last 7 days: totals, the chart (bounces and other failures), by period and by team', async () => {
    const { platform } = renderPage();
    await screen.findByRole('list', { name: '기간 합계' });
    expect(statsCalls(platform)[0]).toMatchObject({ params: { unit: 'DAY', from: '2026-11-15', to: '2026-11-21' } });
    expect(screen.getByRole('heading', { name: '이메일 통계' })).toBeInTheDocument();
    expect(card('열람')).toHaveTextContent('45');
    expect(card('수신거부')).toHaveTextContent('3');
    // delivered 90, bounced 6 + 2, the 2 other failures (unsubscribed before sending, no report).
    expect(await screen.findByTestId('chart')).toHaveTextContent(
      '반송/기타 실패 (수신거부 등):100-90-8-2,0-0-0-0,0-0-0-0,0-0-0-0,0-0-0-0,0-0-0-0,0-0-0-0',
    );
    const periods = rowsOf('기간별 통계');
    expect(periods).toHaveLength(1 + 7 + 1);
    expect(cells(periods[1]!)).toEqual(['2026.11.15', '100', '90', '10', '6', '2', '45', '9', '3', '90원', '50%']);
    expect(cells(periods[2]!)).toEqual(['2026.11.16', '0', '0', '0', '0', '0', '0', '0', '0', '0원', '-']);
    expect(cells(periods.at(-1)!)[0]).toBe('합계');
    expect(cells(rowsOf('팀별 통계')[1]!)).toEqual([
      '마케팅팀',
      '100',
      '90',
      '10',
      '6',
      '2',
      '45',
      '9',
      '3',
      '90원',
      '50%',
    ]);
  });

  it('switches to months and a team, and checks the range in place', async () => {
    const { platform } = renderPage();
    await screen.findByRole('list', { name: '기간 합계' });
    fireEvent.click(screen.getByRole('button', { name: '월별' }));
    await waitFor(() =>
      expect(statsCalls(platform).at(-1)?.params).toMatchObject({
        unit: 'MONTH',
        from: '2026-06-01',
        to: '2026-11-21',
      }),
    );
    expect(await screen.findByText('2026.06')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '팀' }));
    fireEvent.click(await screen.findByRole('option', { name: '고객지원팀' }));
    await waitFor(() => expect(statsCalls(platform).at(-1)?.params).toMatchObject({ unit: 'MONTH', teamSeq: 2 }));

    fireEvent.click(screen.getByRole('button', { name: '일별' }));
    await waitFor(() => expect(statsCalls(platform).at(-1)?.params).toMatchObject({ unit: 'DAY' }));
    const calls = statsCalls(platform).length;
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText(/최대 31일/, { selector: 'p' })).toBeVisible();
    expect(statsCalls(platform)).toHaveLength(calls);
  });

  it('says in Korean when no e-mail was sent in the range', async () => {
    renderPage(({ params }) => reportOf(params as unknown as EmailStatsQuery, true));
    expect(await screen.findByText('이 기간에는 보낸 이메일이 없어요.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('exports the same query', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    const exported = await exportThrough(platform.api, '이메일_통계_2026-11-15_2026-11-21.csv');
    expect(exported.request).toEqual([
      '/api/stats/ems/export',
      { params: { unit: 'DAY', from: '2026-11-15', to: '2026-11-21' }, silent: true },
    ]);
    expect(exported.savedAs).toBe('이메일_통계_2026-11-15_2026-11-21.csv');
  });

  it('offers to try again when the statistics fail to load', async () => {
    renderPage(() => {
      throw new Error('down');
    });
    expect(await screen.findByText('통계를 불러오지 못했어요.')).toBeVisible();
  });
});
