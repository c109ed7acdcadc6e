import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@console/contracts/session';
import type { TeamDetail } from '@console/contracts/teams';
import { ApiError, pageOf, type FakeHandler } from '@console/testing/fake-platform';
import { renderTeamScreen } from '../../test-support/render-team-screen';
import { TeamDashboardPage } from './team-dashboard-page';

jest.mock('@console/ui/charts/send-stats-chart', () => ({ SendStatsChart: () => null }));

const TEAM: TeamDetail = {
  teamSeq: 1,
  name: '마케팅팀',
  description: '프로모션 발송',
  status: 'ACTIVE',
  memberCount: 4,
  createdAt: '',
  readyAt: null,
  myTeamRole: 'MEMBER',
  activeApiKeyCount: 2,
};
const figures = (requested: number, delivered: number, costKrw: number) => ({
  requested,
  delivered,
  failed: requested - delivered,
  fallback: 0,
  costKrw,
});
const SENDS = {
  from: '2026-11-01',
  to: '2026-11-02',
  totals: figures(1500, 1440, 18_300),
  byChannel: [{ channel: 'SMS', ...figures(1500, 1440, 18_300) }],
  daily: [
    { period: '2026-11-01', ...figures(0, 0, 0) },
    { period: '2026-11-02', ...figures(1500, 1440, 18_300) },
  ],
};
const fail = () => {
  throw new ApiError(500, 'Internal Server Error', '서버 오류');
};

function renderPage(options: { detail?: FakeHandler; role?: Role; sends?: FakeHandler } = {}) {
  return renderTeamScreen(<TeamDashboardPage />, {
    path: '/console/team/1/dashboard',
    routePath: '/console/team/:teamSeq/dashboard',
    role: options.role,
    handlers: {
      'GET /api/teams/1': options.detail ?? (() => TEAM),
      'GET /api/teams/1/members': () =>
        pageOf([
          { userSeq: 1, loginId: 'a', name: '김한빛', email: '', role: 'ROLE_MASTER', teamRole: 'ADMIN', joinedAt: '' },
        ]),
      'GET /api/dashboard/sends': options.sends ?? (() => SENDS),
      'GET /api/dashboard/recent-requests': () => ({ items: [] }),
      'GET /api/dashboard/reviews': () => ({
        callbackNumbers: null,
        alimtalkTemplates: null,
        senderProfiles: null,
        businessFile: { status: 'APPROVED', fileName: null, uploadedAt: null, rejectReason: null },
      }),
      'GET /api/brand/notices': () => pageOf([]),
      'GET /api/team/billing/cap': () => ({ monthlyCapKrw: null, spentKrw: 0 }),
    },
  });
}

describe('TeamDashboardPage', () => {
  it("shows the team's status, members and keys, and the dashboard blocks for this team alone", async () => {
    const { platform } = renderPage();
    await waitFor(() => expect(screen.getByTestId('team-member-count')).toHaveTextContent('4명'));
    expect(screen.getByTestId('team-key-count')).toHaveTextContent('2개');
    expect(screen.getByTestId('team-status')).toHaveTextContent('사용 중');
    expect(await screen.findByTestId('dashboard-sends-requested')).toHaveTextContent('1,500');
    expect(screen.getByTestId('dashboard-sends-costKrw')).toHaveTextContent('18,300원');
    expect(await screen.findByText('아직 발송 요청이 없어요.')).toBeInTheDocument();
    expect(screen.getByText('김한빛 · 팀 관리자')).toBeInTheDocument();
    for (const url of ['/api/dashboard/sends', '/api/dashboard/recent-requests', '/api/dashboard/reviews'])
      expect(platform.api.calls.find((c) => c.url === url)?.params).toEqual({ teamSeq: 1 });
  });

  it('links to settings for everyone and to keys and the SDK for managers only; sends go through the quick actions', async () => {
    renderPage({ role: 'ROLE_USER' });
    await screen.findByText('김한빛 · 팀 관리자');
    expect(screen.getByRole('link', { name: '팀 설정' })).toHaveAttribute('href', '/console/team/1');
    expect(screen.getByRole('link', { name: '문자 보내기' })).toHaveAttribute('href', '/console/team/1/send/mt');
    expect(screen.queryByRole('link', { name: 'API·SDK 안내' })).not.toBeInTheDocument();
  });

  it('a registering team says so; failed statistics do not hide the rest', async () => {
    renderPage({ detail: () => ({ ...TEAM, status: 'REG', readyAt: '2026-11-21T01:15:00.000Z' }), sends: fail });
    expect(await screen.findByText(/팀 스페이스를 준비하고 있어요. 최대 15분 걸려요./)).toBeInTheDocument();
    expect(await screen.findByText('이번 달 발송 현황을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByTestId('team-member-count')).toHaveTextContent('4명');
  });

  it("the blocks do not wait for the team's details, nor fall with them", async () => {
    renderPage({ detail: fail });
    expect(await screen.findByText('팀 정보를 불러오지 못했어요.')).toBeInTheDocument();
    const sends = await screen.findByTestId('dashboard-sends');
    expect(await within(sends).findByTestId('dashboard-sends-requested')).toHaveTextContent('1,500');
  });
});
