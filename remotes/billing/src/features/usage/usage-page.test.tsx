import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UsageQuery, UsageReport, UsageRow } from '@console/contracts/billing';
import type { TeamSummary } from '@console/contracts/teams';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { UsagePage } from './usage-page';

jest.mock('@console/ui/charts/usage-chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    UsageChart: (props: {
      points: { key: string; byChannel: Record<string, number>; requested: number }[];
      channels: { id: string; label: string }[];
      title: string;
    }) =>
      createElement('div', { 'data-testid': 'chart', 'aria-label': props.title, role: 'img' }, [
        `${props.channels.map((channel) => channel.label).join('+')}:`,
        props.points.map((point) => `${point.byChannel.SMS ?? 0}/${point.byChannel.ALIMTALK ?? 0}`).join(','),
      ]),
  };
});

const team = (teamSeq: number, name: string): TeamSummary => ({
  teamSeq,
  name,
  description: '',
  status: 'ACTIVE',
  memberCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  readyAt: null,
});
const TEAMS = [team(1, '마케팅팀'), team(2, '고객지원팀')];

const row = (period: string, overrides: Partial<UsageRow>): UsageRow => ({
  period,
  teamSeq: 1,
  teamName: '마케팅팀',
  channel: 'SMS',
  type: 'SMS',
  requested: 0,
  delivered: 0,
  failed: 0,
  fallback: 0,
  unitPriceKrw: 13,
  amountKrw: 0,
  ...overrides,
});

/** Two days with sends in the last 7 days: 1,000 SMS (980 delivered) and 500 alimtalk (490 delivered, 5 fell back). */
function reportOf(query: UsageQuery): UsageReport {
  const rows = [
    row('2026-11-15', { requested: 1000, delivered: 980, failed: 20, amountKrw: 12_740 }),
    row('2026-11-20', {
      teamSeq: 2,
      teamName: '고객지원팀',
      channel: 'ALIMTALK',
      type: 'ALIMTALK',
      requested: 500,
      delivered: 490,
      failed: 5,
      fallback: 5,
      unitPriceKrw: 9,
      amountKrw: 4_410,
    }),
  ];
  const days = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
  return {
    unit: query.unit ?? 'DAY',
    from: query.from,
    to: query.to,
    series: days.map((period) => {
      const of = rows.filter((r) => r.period === period);
      return {
        period,
        amountKrw: of.reduce((sum, r) => sum + r.amountKrw, 0),
        requested: of.reduce((sum, r) => sum + r.requested, 0),
        delivered: of.reduce((sum, r) => sum + r.delivered, 0),
        byChannel: Object.fromEntries(of.map((r) => [r.channel, r.amountKrw])),
      };
    }),
    rows,
    totals: { requested: 1500, delivered: 1470, failed: 25, fallback: 5, amountKrw: 17_150, vatKrw: 1_715 },
  };
}

const usageHandler: FakeHandler = ({ params }) => reportOf(params as unknown as UsageQuery);

function renderPage(handler: FakeHandler = usageHandler, language: 'ko' | 'en' = 'ko') {
  return renderWithPlatform(<UsagePage />, {
    path: '/console/billing/history',
    defaultNS: 'billing',
    language,
    resources: { ko: { billing: ko }, en: { billing: en } },
    handlers: {
      'GET /api/billing/usage': handler,
      'GET /api/teams': () => pageOf(TEAMS, 1, 100),
    },
  });
}

const usageCalls = (platform: ReturnType<typeof renderPage>['platform']) =>
  platform.api.calls.filter((call) => call.url === '/api/billing/usage');
const card = (name: string) => within(screen.getByRole('list', { name: '기간 합계' })).getByRole('listitem', { name });
const cells = (tableRow: HTMLElement) =>
  within(tableRow)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('UsagePage', () => {
  beforeEach(() => {
    // Only the clock is fake: 2026-11-21 03:00 UTC is noon on the 21st in Seoul.
    jest.useFakeTimers({ now: new Date('2026-11-21T03:00:00Z'), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the last 7 days: totals with VAT, the chart by channel and the table of DOMAIN.md columns', async () => {
    const { platform } = renderPage();
    await screen.findByRole('list', { name: '기간 합계' });
    expect(usageCalls(platform)[0]?.params).toEqual({ unit: 'DAY', from: '2026-11-15', to: '2026-11-21' });
    expect(screen.getByRole('heading', { level: 1, name: '이용 내역' })).toBeInTheDocument();
    expect(screen.getByText('조회 기간 2026.11.15 ~ 2026.11.21')).toBeInTheDocument();

    expect(card('요청')).toHaveTextContent('1,500');
    expect(card('성공 (과금)')).toHaveTextContent('1,470');
    expect(card('실패 (미과금)')).toHaveTextContent('25');
    expect(card('대체 발송')).toHaveTextContent('5');
    expect(card('이용 금액')).toHaveTextContent('17,150원');
    expect(card('부가세')).toHaveTextContent('1,715원');
    expect(card('합계 (부가세 포함)')).toHaveTextContent('18,865원');

    // Only channels with an amount are stacked; every day of the range is on the axis.
    expect(await screen.findByTestId('chart')).toHaveTextContent('문자+알림톡:12740/0,0/0,0/0,0/0,0/0,0/4410,0/0');

    const table = screen.getByRole('table', { name: '상세 내역' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['일자', '팀', '채널', '유형', '요청', '성공 (과금)', '실패 (미과금)', '대체 발송', '단가', '금액']);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '2026.11.15',
      '마케팅팀',
      '문자',
      'SMS',
      '1,000',
      '980',
      '20',
      '0',
      '13원',
      '12,740원',
    ]);
    expect(cells(rows[2] as HTMLElement)).toEqual([
      '2026.11.20',
      '고객지원팀',
      '알림톡',
      '알림톡',
      '500',
      '490',
      '5',
      '5',
      '9원',
      '4,410원',
    ]);
    expect(cells(rows.at(-1) as HTMLElement)).toEqual(['합계', '1,500', '1,470', '25', '5', '', '17,150원']);
  });

  it('says so when the period has no usage', async () => {
    renderPage(({ params }) => ({
      ...reportOf(params as unknown as UsageQuery),
      rows: [],
      totals: { requested: 0, delivered: 0, failed: 0, fallback: 0, amountKrw: 0, vatKrw: 0 },
    }));
    expect(await screen.findByText('이 기간에는 이용 내역이 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('switches to months with their own default range and filters by team and channel', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    fireEvent.click(screen.getByRole('button', { name: '월별' }));
    await waitFor(() =>
      expect(usageCalls(platform).at(-1)?.params).toEqual({ unit: 'MONTH', from: '2026-06-01', to: '2026-11-21' }),
    );
    expect(screen.getByRole('button', { name: '최근 6개월' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '팀' }));
    fireEvent.click(await screen.findByRole('option', { name: '고객지원팀' }));
    await waitFor(() => expect(usageCalls(platform).at(-1)?.params).toMatchObject({ teamSeq: 2 }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '채널' }));
    fireEvent.click(await screen.findByRole('option', { name: '알림톡' }));
    await waitFor(() =>
      expect(usageCalls(platform).at(-1)?.params).toEqual({
        unit: 'MONTH',
        from: '2026-06-01',
        to: '2026-11-21',
        teamSeq: 2,
        channel: 'ALIMTALK',
      }),
    );
  });

  it('checks the 31-day rule in place, in Korean, and asks only for a valid range', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    const from = screen.getByLabelText('시작일');
    fireEvent.change(from, { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(
      await screen.findByText('일별 조회 기간은 최대 31일이에요. 더 긴 기간은 월별로 봐 주세요.'),
    ).toBeInTheDocument();
    fireEvent.change(from, { target: { value: '2026-11-25' } });
    expect(await screen.findByText('시작일이 종료일보다 늦을 수 없어요.')).toBeInTheDocument();
    expect(usageCalls(platform)).toHaveLength(1);

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(usageCalls(platform)).toHaveLength(2));
    expect(usageCalls(platform)[1]?.params).toEqual({ unit: 'DAY', from: '2026-11-01', to: '2026-11-21' });
    expect(screen.queryByText(/조회 기간은 최대/)).not.toBeInTheDocument();
  });

  it('exports the same query', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:test/usage');
    URL.revokeObjectURL = jest.fn();
    const { platform } = renderPage();
    await screen.findByTestId('chart');
    const download = jest
      .spyOn(platform.api, 'download')
      .mockResolvedValue({ blob: new Blob(['x']), exportTitle: '이용내역_20261115_20261121.csv' });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: '내보내기' }));
    await waitFor(() => expect(platform.toasts).toEqual([{ message: '파일을 내려받았어요.', severity: 'success' }]));
    expect(download).toHaveBeenCalledWith('/api/billing/usage/export', {
      params: { unit: 'DAY', from: '2026-11-15', to: '2026-11-21' },
      silent: true,
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('이용내역_20261115_20261121.csv');
    click.mockRestore();
  });

  it("shows the server's refusal in Korean, and a retry after a failure", async () => {
    let answer: 'refuse' | 'fail' | 'ok' = 'refuse';
    const { platform } = renderPage((request) => {
      if (answer === 'refuse') throw new ApiError(400, 'Bad Request', '일별 조회 기간은 최대 31일이에요.');
      if (answer === 'fail') throw new ApiError(500, 'Internal Server Error', '서버 오류');
      return usageHandler(request);
    });
    expect(await screen.findByText('일별 조회 기간은 최대 31일이에요.')).toBeInTheDocument();
    answer = 'fail';
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('이용 내역을 불러오지 못했어요.')).toBeInTheDocument();
    answer = 'ok';
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '기간 합계' })).toBeInTheDocument();
    expect(usageCalls(platform)).toHaveLength(3);
  });

  it('speaks English when the user does', async () => {
    renderPage(undefined, 'en');
    const totals = within(await screen.findByRole('list', { name: 'Totals of the period' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Usage and charges' })).toBeInTheDocument();
    expect(totals.getByRole('listitem', { name: 'Total (VAT included)' })).toHaveTextContent('KRW 18,865');
  });
});
