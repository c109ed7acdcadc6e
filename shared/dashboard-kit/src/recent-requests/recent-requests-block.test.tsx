import { screen, within } from '@testing-library/react';
import { renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { failing, hanging, request } from '../test-support/dashboard-fixtures';
import { RecentRequestsBlock } from './recent-requests-block';

const ITEMS = [
  request({
    seq: 44,
    status: 'RESERVED',
    reserveAt: '2026-11-22T01:00:00.000Z',
    body: '[한빛커머스] 내일 점검 안내',
    counts: { total: 2, pending: 2, delivered: 0, failed: 0, optedOut: 0, cancelled: 0, fallback: 0 },
  }),
  request({
    seq: 43,
    teamSeq: 2,
    teamName: '고객지원팀',
    channel: 'ALIMTALK',
    templateLabel: 'ORDER_SHIPPED · 배송 출발 안내',
  }),
  request({ seq: 42, subject: '회원 등급 안내', status: 'SENDING' }),
];

const renderBlock = (handler: FakeHandler, teamSeq?: number) =>
  renderWithPlatform(<RecentRequestsBlock teamSeq={teamSeq} />, {
    handlers: { 'GET /api/dashboard/recent-requests': handler },
  });
const block = () => screen.getByTestId('dashboard-recent-requests');

describe('RecentRequestsBlock', () => {
  it('lists the newest requests of every team with their team, state and results, each opening its page', async () => {
    renderBlock(() => ({ items: ITEMS }));
    const table = await screen.findByRole('table', { name: '최근 발송 요청' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '마케팅팀',
      '고객지원팀',
      '마케팅팀',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '[한빛커머스] 내일 점검 안내' })).toHaveAttribute(
      'href',
      '/console/team/1/send/reserve/44',
    );
    expect(rows[0]).toHaveTextContent('2026.11.22 10:00 예약');
    expect(rows[0]).toHaveTextContent('예약');
    expect(within(rows[1]!).getByRole('link', { name: 'ORDER_SHIPPED · 배송 출발 안내' })).toHaveAttribute(
      'href',
      '/console/team/2/send/history/43',
    );
    expect(rows[1]).toHaveTextContent('알림톡');
    expect(rows[1]).toHaveTextContent('2 / 3');
    expect(within(rows[2]!).getByRole('link', { name: '회원 등급 안내' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('발송 중');
    expect(screen.queryByRole('link', { name: '전체 보기' })).not.toBeInTheDocument();
  });

  it("a team dashboard asks for its team, leaves out the team column and links to the team's history", async () => {
    const { platform } = renderBlock(() => ({ items: [ITEMS[2]] }), 1);
    const table = await screen.findByRole('table', { name: '최근 발송 요청' });
    expect(within(table).queryByRole('columnheader', { name: '팀' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/console/team/1/send/history');
    expect(platform.api.calls[0]?.params).toEqual({ teamSeq: 1 });
  });

  it('loading, empty and failed each show in the block', async () => {
    const loading = renderBlock(hanging);
    expect(block()).toHaveAttribute('data-state', 'loading');
    loading.unmount();

    const empty = renderBlock(() => ({ items: [] }));
    expect(await screen.findByText('아직 발송 요청이 없어요.')).toBeInTheDocument();
    empty.unmount();

    renderBlock(failing);
    expect(await screen.findByText('최근 발송 요청을 불러오지 못했어요.')).toBeInTheDocument();
    expect(block()).toHaveAttribute('data-state', 'error');
  });
});
