import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { DashboardBlocks } from './dashboard-blocks';
import { invoice, invoicesOf, PREPAID } from './test-support/billing-fixtures';
import { failing, hanging, NOTICES, request, REVIEWS, SENDS } from './test-support/dashboard-fixtures';

jest.mock('@console/ui/charts/send-stats-chart', () => ({ SendStatsChart: () => null }));

const renderBlocks = (overrides: Record<string, FakeHandler> = {}, teamSeq?: number) =>
  renderWithPlatform(<DashboardBlocks teamSeq={teamSeq} />, {
    path: teamSeq === undefined ? '/console/dashboard' : `/console/team/${teamSeq}/dashboard`,
    handlers: {
      'GET /api/billing/account': () => PREPAID,
      'GET /api/billing/invoices': () => invoicesOf(invoice()),
      'GET /api/team/billing/cap': () => ({ monthlyCapKrw: 100_000, spentKrw: 20_000 }),
      'GET /api/dashboard/sends': () => SENDS,
      'GET /api/dashboard/recent-requests': () => ({ items: [request()] }),
      'GET /api/dashboard/reviews': () => REVIEWS,
      'GET /api/brand/notices': () => NOTICES,
      ...overrides,
    },
  });
const stateOf = (testId: string) => screen.getByTestId(testId).getAttribute('data-state');

describe('DashboardBlocks', () => {
  it('every block loads on its own: a failing one and a slow one leave the others be', async () => {
    renderBlocks({ 'GET /api/dashboard/reviews': failing, 'GET /api/brand/notices': hanging });
    expect(await screen.findByText('검수 현황을 불러오지 못했어요.')).toBeInTheDocument();
    expect(await screen.findByTestId('dashboard-sends-requested')).toHaveTextContent('1,500');
    expect(await screen.findByRole('link', { name: '[한빛커머스] 주문하신 상품이 출발했어요.' })).toBeInTheDocument();
    expect(stateOf('dashboard-reviews')).toBe('error');
    expect(stateOf('dashboard-notices')).toBe('loading');
    expect(stateOf('dashboard-sends')).toBe('ready');
    expect(stateOf('dashboard-recent-requests')).toBe('ready');
    expect(stateOf('dashboard-quick-actions')).toBe('ready');
    expect(stateOf('dashboard-account')).toBe('ready');
    await waitFor(() => expect(stateOf('dashboard-billing')).toBe('ready'));
  });

  it('the console home shows the billing block, a team dashboard its spend cap instead', async () => {
    const home = renderBlocks();
    expect(await screen.findByTestId('dashboard-billing-balance')).toHaveTextContent('52,300원');
    expect(screen.queryByTestId('dashboard-team-cap')).not.toBeInTheDocument();
    home.unmount();
    const { platform } = renderBlocks({}, 2);
    expect(await screen.findByTestId('dashboard-team-cap-spent')).toHaveTextContent('20,000원');
    expect(screen.queryByTestId('dashboard-billing')).not.toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.url.startsWith('/api/billing/'))).toBe(false);
  });
});
