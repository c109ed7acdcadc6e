import { fireEvent, screen, within } from '@testing-library/react';
import type { TeamSummary } from '@console/contracts/teams';
import { ApiError, fakeUser, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { TeamListPage } from './team-list-page';

const team = (overrides: Partial<TeamSummary>): TeamSummary => ({
  teamSeq: 1,
  name: '마케팅팀',
  description: '프로모션 발송',
  status: 'ACTIVE',
  memberCount: 4,
  createdAt: '2026-11-02T01:00:00.000Z',
  readyAt: '2026-11-02T01:10:00.000Z',
  ...overrides,
});

const teams = [
  team({ teamSeq: 1 }),
  team({ teamSeq: 2, name: '고객센터', status: 'REG', memberCount: 1, readyAt: null }),
  team({ teamSeq: 3, name: '이전 팀', status: 'CLOSED', createdAt: '2025-12-31T16:30:00.000Z' }),
];

function renderPage(options: { handler?: FakeHandler; role?: 'ROLE_MASTER' | 'ROLE_MANAGER' | 'ROLE_USER' } = {}) {
  return renderWithPlatform(<TeamListPage />, {
    path: '/console/team',
    routePath: '/console/team',
    defaultNS: 'team',
    resources: { ko: { team: ko }, en: { team: en } },
    user: fakeUser({ role: options.role ?? 'ROLE_MASTER' }),
    handlers: {
      'GET /api/teams': options.handler ?? (({ params }) => pageOf(teams, 1, Number(params?.size ?? 20), 45)),
    },
  });
}

describe('TeamListPage', () => {
  it('lists the teams from the server with status, members and Seoul dates', async () => {
    const { platform } = renderPage();
    const row = (await screen.findByText('고객센터')).closest('tr') as HTMLElement;
    expect(within(row).getByText('등록 중')).toBeInTheDocument();
    expect(within(row).getByText('준비하는 데 최대 15분 걸려요.')).toBeInTheDocument();
    expect(screen.getByText('사용 중')).toBeInTheDocument();
    const closed = screen.getByText('이전 팀').closest('tr') as HTMLElement;
    expect(within(closed).getByText('종료')).toBeInTheDocument();
    expect(within(closed).getByText('2026.01.01')).toBeInTheDocument();
    expect(screen.getAllByText('4명')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '마케팅팀' })).toHaveAttribute('href', '/console/team/1');
    expect(platform.api.calls[0]).toMatchObject({ method: 'GET', url: '/api/teams', params: { page: 1, size: 20 } });
  });

  it('asks the server for the next page and for a status, and keeps them for the way back', async () => {
    const { platform } = renderPage();
    await screen.findByText('고객센터');
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await screen.findByText('전체 45건 중 21-40');
    expect(platform.api.calls.at(-1)?.params).toEqual({ page: 2, size: 20 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '등록 중' }));
    await screen.findByText('전체 45건 중 1-20');
    expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, status: 'REG' });
    expect(platform.paging.get('/console/team')).toEqual({ page: 1, size: 20, filters: { status: 'REG' } });
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    const { platform } = renderPage({
      handler: () => {
        if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
        return pageOf(teams);
      },
    });
    expect(await screen.findByText('목록을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('고객센터')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(2);
  });

  it('shows the empty state', async () => {
    renderPage({ handler: () => pageOf([]) });
    expect(await screen.findByText('아직 팀이 없어요.')).toBeInTheDocument();
  });

  it.each([
    ['ROLE_MASTER', true],
    ['ROLE_MANAGER', false],
    ['ROLE_USER', false],
  ] as const)('shows "팀 만들기" to %s: %s', async (role, visible) => {
    renderPage({ role });
    await screen.findByText('고객센터');
    const button = screen.queryByRole('link', { name: '팀 만들기' });
    if (visible) expect(button).toHaveAttribute('href', '/console/team/create');
    else expect(button).not.toBeInTheDocument();
  });
});
