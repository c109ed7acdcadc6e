import { screen } from '@testing-library/react';
import type { Role } from '@console/contracts/session';
import type { TeamDetail } from '@console/contracts/teams';
import { ApiError, pageOf, type FakeHandler } from '@console/testing/fake-platform';
import { renderTeamScreen } from '../../test-support/render-team-screen';
import { thisMonth } from './get-team-month-stats';
import { TeamDashboardPage } from './team-dashboard-page';

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
const row = (channel: string, requested: number, success: number, costKrw: number) => ({
  channel,
  requested,
  success,
  failure: requested - success,
  fallback: 0,
  costKrw,
});

function renderPage(options: { detail?: TeamDetail; role?: Role; stats?: FakeHandler } = {}) {
  return renderTeamScreen(<TeamDashboardPage />, {
    path: '/console/team/1/dashboard',
    routePath: '/console/team/:teamSeq/dashboard',
    role: options.role,
    handlers: {
      'GET /api/teams/1': () => options.detail ?? TEAM,
      'GET /api/teams/1/members': () =>
        pageOf([
          { userSeq: 1, loginId: 'a', name: '김한빛', email: '', role: 'ROLE_MASTER', teamRole: 'ADMIN', joinedAt: '' },
        ]),
      'GET /api/stats/overview':
        options.stats ??
        (() => ({
          from: '',
          to: '',
          rows: [],
          totals: [row('SMS', 1200, 1150, 15600), row('ALIMTALK', 300, 290, 2700.5)],
        })),
    },
  });
}

describe('TeamDashboardPage', () => {
  it("shows status, members, keys and this month's sends and cost of the team from daily stats", async () => {
    const { platform } = renderPage();
    expect(await screen.findByText('1,500')).toBeInTheDocument();
    expect(screen.getByTestId('team-month-success')).toHaveTextContent('1,440');
    expect(screen.getByTestId('team-month-cost')).toHaveTextContent('18,300.5원');
    expect(screen.getByTestId('team-member-count')).toHaveTextContent('4명');
    expect(screen.getByTestId('team-key-count')).toHaveTextContent('2개');
    expect(screen.getByTestId('team-status')).toHaveTextContent('사용 중');
    expect(screen.getByText('김한빛 · 팀 관리자')).toBeInTheDocument();
    expect(platform.api.calls.find((c) => c.url === '/api/stats/overview')?.params).toEqual({
      teamSeq: 1,
      ...thisMonth(),
    });
  });

  it('the month runs from the 1st to today in Seoul', () => {
    expect(thisMonth(new Date('2026-11-30T15:30:00.000Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(thisMonth(new Date('2026-11-21T03:00:00.000Z'))).toEqual({ from: '2026-11-01', to: '2026-11-21' });
  });

  it('links to settings for everyone and to keys and the SDK for managers only', async () => {
    renderPage({ role: 'ROLE_USER' });
    await screen.findByText('1,500');
    expect(screen.getByRole('link', { name: '팀 설정' })).toHaveAttribute('href', '/console/team/1');
    expect(screen.getByRole('link', { name: '문자 보내기' })).toHaveAttribute('href', '/console/team/1/send/mt');
    expect(screen.queryByRole('link', { name: 'API·SDK 안내' })).not.toBeInTheDocument();
  });

  it('a registering team says so; failed statistics do not hide the rest', async () => {
    renderPage({
      detail: { ...TEAM, status: 'REG', readyAt: '2026-11-21T01:15:00.000Z' },
      stats: () => {
        throw new ApiError(500, 'Internal Server Error', '서버 오류');
      },
    });
    expect(await screen.findByText(/팀 스페이스를 준비하고 있어요. 최대 15분 걸려요./)).toBeInTheDocument();
    expect(await screen.findByText('이번 달 발송 통계를 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByTestId('team-member-count')).toHaveTextContent('4명');
  });
});
