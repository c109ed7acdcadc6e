import { screen } from '@testing-library/react';
import { renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { DashboardBlocks } from './dashboard-blocks';
import { failing, hanging, NOTICES, request, REVIEWS, SENDS } from './test-support/dashboard-fixtures';

jest.mock('@console/ui/charts/send-stats-chart', () => ({ SendStatsChart: () => null }));

const renderBlocks = (overrides: Record<string, FakeHandler> = {}) =>
  renderWithPlatform(<DashboardBlocks />, {
    path: '/console/dashboard',
    handlers: {
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
  });
});
