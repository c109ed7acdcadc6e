import { screen } from '@testing-library/react';
import { renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { failing } from '../test-support/dashboard-fixtures';
import { TeamCapBlock } from './team-cap-block';

function renderBlock(cap: FakeHandler) {
  return renderWithPlatform(<TeamCapBlock teamSeq={2} />, {
    path: '/console/team/2/dashboard',
    handlers: { 'GET /api/team/billing/cap': cap },
  });
}

const stateOf = () => screen.getByRole('progressbar').closest('[data-state]')?.getAttribute('data-state');

describe('TeamCapBlock', () => {
  it("shows this month's spend against the cap", async () => {
    renderBlock(() => ({ monthlyCapKrw: 100_000, spentKrw: 45_500 }));
    expect(await screen.findByTestId('dashboard-team-cap-spent')).toHaveTextContent('사용 45,500원');
    expect(screen.getByTestId('dashboard-team-cap-limit')).toHaveTextContent('한도 100,000원');
    expect(screen.getByRole('progressbar', { name: '한도의 45% 사용' })).toHaveAttribute('aria-valuenow', '46');
    expect(stateOf()).toBe('ok');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns to a warning from 80 % and says sends are refused once the cap is used up', async () => {
    const near = renderBlock(() => ({ monthlyCapKrw: 100_000, spentKrw: 80_000 }));
    expect(await screen.findByText('한도에 가까워요. 한도를 넘는 발송은 거절돼요.')).toBeInTheDocument();
    expect(stateOf()).toBe('near');
    expect(screen.getByRole('progressbar').className).toMatch(/colorWarning/);
    near.unmount();

    renderBlock(() => ({ monthlyCapKrw: 100_000, spentKrw: 103_000 }));
    expect(await screen.findByText(/한도를 모두 썼어요/)).toBeInTheDocument();
    expect(stateOf()).toBe('over');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar').className).toMatch(/colorError/);
  });

  it('says "한도 없음" when the master set none', async () => {
    renderBlock(() => ({ monthlyCapKrw: null, spentKrw: 12_000 }));
    expect(await screen.findByTestId('dashboard-team-cap-limit')).toHaveTextContent('한도 없음');
    expect(screen.getByText(/이번 달 사용 금액은 12,000원이에요/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a failure in the block', async () => {
    renderBlock(failing);
    expect(await screen.findByText('팀 사용 한도를 불러오지 못했어요.')).toBeInTheDocument();
  });
});
