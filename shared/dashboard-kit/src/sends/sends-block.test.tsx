import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { failing, hanging, NO_SENDS, SENDS } from '../test-support/dashboard-fixtures';
import { SendsBlock } from './sends-block';

// A stand-in for the lazily loaded chart shows what the block hands it; @console/ui draws the real one.
jest.mock('@console/ui/charts/send-stats-chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    SendStatsChart: (props: { points: { key: string; requested: number }[]; title: string }) =>
      createElement('div', { role: 'img', 'aria-label': props.title }, props.points.map((p) => p.requested).join(',')),
  };
});

const renderBlock = (handler: FakeHandler, teamSeq?: number) =>
  renderWithPlatform(<SendsBlock teamSeq={teamSeq} />, { handlers: { 'GET /api/dashboard/sends': handler } });
const block = () => screen.getByTestId('dashboard-sends');

describe('SendsBlock', () => {
  it("shows this month's totals, a chart of every day and the channels", async () => {
    const { platform } = renderBlock(() => SENDS);
    expect(await screen.findByTestId('dashboard-sends-requested')).toHaveTextContent('1,500');
    expect(screen.getByTestId('dashboard-sends-delivered')).toHaveTextContent('1,440');
    expect(screen.getByTestId('dashboard-sends-failed')).toHaveTextContent('60');
    expect(screen.getByTestId('dashboard-sends-costKrw')).toHaveTextContent('18,300원');
    expect(screen.getByText('2026.11.01 ~ 11.03')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '일별 발송 차트' })).toHaveTextContent('0,1000,500');
    const rows = within(screen.getByRole('table', { name: '채널별 발송' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '채널요청성공실패이용 금액',
      'SMS1,2001,1505015,600원',
      '알림톡300290102,700원',
    ]);
    expect(platform.api.calls[0]?.params).toBeUndefined();
  });

  it("asks for one team's figures on a team dashboard", async () => {
    const { platform } = renderBlock(() => SENDS, 2);
    await screen.findByTestId('dashboard-sends-requested');
    expect(platform.api.calls[0]?.params).toEqual({ teamSeq: 2 });
  });

  it('shows it is loading until the answer comes', () => {
    renderBlock(hanging);
    expect(block()).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status', { name: '불러오고 있어요.' })).toBeInTheDocument();
  });

  it('says when nothing was sent this month', async () => {
    renderBlock(() => NO_SENDS);
    expect(await screen.findByText('이번 달에는 아직 보낸 메시지가 없어요.')).toBeInTheDocument();
    expect(block()).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a failure shows its own message and tries again', async () => {
    let calls = 0;
    renderBlock((request) => (++calls === 1 ? failing(request) : SENDS));
    expect(await screen.findByText('이번 달 발송 현황을 불러오지 못했어요.')).toBeInTheDocument();
    expect(block()).toHaveAttribute('data-state', 'error');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('dashboard-sends-requested')).toHaveTextContent('1,500');
  });
});
