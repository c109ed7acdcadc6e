import { screen, within } from '@testing-library/react';
import type { TeamSummary } from '@console/contracts/teams';
import { ApiError, fakeUser, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { DashboardPage } from './dashboard-page';

jest.mock('@console/ui/charts/send-stats-chart', () => ({ SendStatsChart: () => null }));

const team = (teamSeq: number, name: string, status: TeamSummary['status']): TeamSummary => ({
  teamSeq,
  name,
  description: '',
  status,
  memberCount: 2,
  createdAt: '',
  readyAt: null,
});
const zero = { requested: 0, delivered: 0, failed: 0, fallback: 0, costKrw: 0 };

function renderPage(overrides: Record<string, FakeHandler> = {}, user = fakeUser()) {
  return renderWithPlatform(<DashboardPage />, {
    path: '/console/dashboard',
    routePath: '/console/dashboard',
    defaultNS: 'shell',
    user,
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'GET /api/teams': () => pageOf([team(3, '신규사업팀', 'REG'), team(1, '마케팅팀', 'ACTIVE')]),
      'GET /api/dashboard/sends': () => ({
        from: '2026-11-01',
        to: '2026-11-01',
        totals: zero,
        byChannel: [],
        daily: [],
      }),
      'GET /api/dashboard/recent-requests': () => ({ items: [] }),
      'GET /api/dashboard/reviews': () => {
        throw new ApiError(500, 'Internal Server Error', '서버 오류');
      },
      'GET /api/brand/notices': () => pageOf([]),
      'GET /api/billing/account': () => ({
        mode: 'POSTPAID',
        balanceKrw: 0,
        heldKrw: 0,
        availableKrw: 0,
        monthToDateKrw: 0,
        autoTopUp: { enabled: false, thresholdKrw: 0, amountKrw: 10_000, paymentMethodSeq: null },
        lowBalanceAlertKrw: 0,
        taxInvoiceEmail: null,
        postpaidEligible: true,
        defaultPaymentMethodSeq: null,
      }),
      'GET /api/billing/invoices': () => pageOf([]),
      'GET /api/account/withdrawal': () => ({
        requested: true,
        requestedAt: '2026-11-18T03:00:00.000Z',
        reason: null,
        detail: null,
      }),
      ...overrides,
    },
  });
}

describe('DashboardPage', () => {
  it("shows the business's blocks over every team, each on its own, then the team spaces", async () => {
    const { platform } = renderPage();
    expect(await screen.findByText('이번 달에는 아직 보낸 메시지가 없어요.')).toBeInTheDocument();
    expect(await screen.findByText('검수 현황을 불러오지 못했어요.')).toBeInTheDocument();
    expect(await screen.findByText('아직 발송 요청이 없어요.')).toBeInTheDocument();
    const teams = screen.getByTestId('dashboard-teams');
    expect(await within(teams).findByRole('link', { name: /마케팅팀/ })).toHaveAttribute(
      'href',
      '/console/team/1/dashboard',
    );
    expect(platform.api.calls.find((c) => c.url === '/api/dashboard/sends')?.params).toBeUndefined();
  });

  it('before a team is picked, the quick actions work in the first active team, as the menus do', async () => {
    renderPage();
    await screen.findByRole('link', { name: /마케팅팀/ });
    expect(screen.getByRole('link', { name: '문자 보내기' })).toHaveAttribute('href', '/console/team/1/send/mt');
  });

  it('a master under withdrawal review can take the request back from the account block', async () => {
    renderPage({}, fakeUser({ role: 'ROLE_MASTER_DWT' }));
    const state = await screen.findByTestId('withdrawal-state');
    expect(within(state).getByRole('button', { name: '탈퇴 신청 취소' })).toBeInTheDocument();
  });
});
