import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatsOverview, StatsRow } from '@console/contracts/stats';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { StatsOverviewPage } from './stats-overview-page';
import type { StatsScope } from './stats-scopes';

const row = (date: string, channel: StatsRow['channel'], requested: number, costKrw: number): StatsRow => ({
  date,
  channel,
  requested,
  success: requested - 2,
  failure: 2,
  fallback: channel === 'ALIMTALK' ? 1 : 0,
  costKrw,
});

const answer = (from: string, to: string): StatsOverview => ({
  from,
  to,
  rows: [
    row(from, 'SMS', 100, 1300),
    row(from, 'LMS', 10, 400),
    row(to, 'SMS', 1200, 15600),
    row(to, 'ALIMTALK', 50, 450),
  ],
  totals: [
    { channel: 'SMS', requested: 1300, success: 1296, failure: 4, fallback: 0, costKrw: 16900 },
    { channel: 'LMS', requested: 10, success: 8, failure: 2, fallback: 0, costKrw: 400 },
    { channel: 'ALIMTALK', requested: 50, success: 48, failure: 2, fallback: 1, costKrw: 450 },
  ],
});

const defaultHandler: FakeHandler = ({ params }) => answer(String(params?.from), String(params?.to));

function renderPage(scope: StatsScope = 'sms', handler: FakeHandler = defaultHandler) {
  return renderWithPlatform(<StatsOverviewPage scope={scope} />, {
    path: `/console/stats/${scope}`,
    defaultNS: 'stats',
    resources: { ko: { stats: ko }, en: { stats: en } },
    handlers: { 'GET /api/stats/overview': handler },
  });
}

const card = (name: string) => within(screen.getByRole('list', { name: '기간 합계' })).getByRole('listitem', { name });

describe('StatsOverviewPage', () => {
  beforeEach(() => {
    // Only the clock is fake: 2026-11-21 03:00 UTC is noon on the 21st in Seoul.
    jest.useFakeTimers({
      now: new Date('2026-11-21T03:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'hrtime',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('asks for the last 7 days and shows the SMS/LMS/MMS totals and a line per day', async () => {
    const { platform } = renderPage();
    await screen.findByRole('table', { name: '일별 통계' });
    expect(platform.api.calls[0]).toMatchObject({
      url: '/api/stats/overview',
      params: { from: '2026-11-15', to: '2026-11-21' },
    });
    expect(screen.getByLabelText('시작일')).toHaveValue('2026-11-15');
    expect(card('요청')).toHaveTextContent('1,310');
    expect(card('대체 발송')).toHaveTextContent('0');
    expect(card('비용')).toHaveTextContent('17,300원');
    const lines = within(screen.getByRole('table', { name: '일별 통계' }))
      .getAllByRole('row')
      .slice(1);
    expect(lines).toHaveLength(7);
    const cells = (line: HTMLElement | undefined) =>
      within(line as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(lines[0])).toEqual(['2026.11.15', '110', '106', '4', '0', '1,700원']);
    expect(cells(lines[1])).toEqual(['2026.11.16', '0', '0', '0', '0', '0원']);
    expect(cells(lines[6])).toEqual(['2026.11.21', '1,200', '1,198', '2', '0', '15,600원']);
  });

  it('narrows the figures to one message type', async () => {
    renderPage();
    await screen.findByRole('table', { name: '일별 통계' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '메시지 유형' }));
    fireEvent.click(await screen.findByRole('option', { name: 'LMS' }));
    expect(card('요청')).toHaveTextContent('10');
    expect(card('비용')).toHaveTextContent('400원');
  });

  it('shows Kakao channels on the Kakao page', async () => {
    renderPage('kakao');
    await screen.findByRole('table', { name: '일별 통계' });
    expect(card('요청')).toHaveTextContent('50');
    expect(card('대체 발송')).toHaveTextContent('1');
  });

  it('checks the range in place and asks the server only for a valid one', async () => {
    const { platform } = renderPage();
    await screen.findByRole('table', { name: '일별 통계' });
    const from = screen.getByLabelText('시작일');
    const to = screen.getByLabelText('종료일');

    fireEvent.change(from, { target: { value: '2026-11-25' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('시작일이 종료일보다 늦을 수 없어요.')).toBeInTheDocument();

    fireEvent.change(from, { target: { value: '2026-09-01' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('조회 기간은 최대 31일이에요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(1);

    fireEvent.change(from, { target: { value: '2026-10-22' } });
    fireEvent.change(to, { target: { value: '2026-11-21' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    await waitFor(() => expect(platform.api.calls).toHaveLength(2));
    expect(platform.api.calls[1]?.params).toEqual({ from: '2026-10-22', to: '2026-11-21' });
    expect(screen.queryByText('조회 기간은 최대 31일이에요.')).not.toBeInTheDocument();
  });

  it('says when nothing was sent', async () => {
    renderPage('rcs');
    expect(await screen.findByText('이 기간에 보낸 메시지가 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '메시지 유형' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    renderPage('sms', (request) => {
      if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
      return defaultHandler(request);
    });
    expect(await screen.findByText('통계를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '일별 통계' })).toBeInTheDocument();
  });
});
