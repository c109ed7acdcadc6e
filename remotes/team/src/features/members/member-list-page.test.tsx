import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BusinessMember } from '@console/contracts/members';
import type { Role } from '@console/contracts/session';
import { ApiError, pageOf, type FakeHandler } from '@console/testing/fake-platform';
import { renderTeamScreen } from '../../test-support/render-team-screen';
import { MemberListPage } from './member-list-page';

const person = (userSeq: number, name: string, role: Role, teams: string[] = []): BusinessMember => ({
  userSeq,
  loginId: `id${userSeq}`,
  name,
  email: `p${userSeq}@example.kr`,
  mobile: '01023456789',
  role,
  teams: teams.map((teamName, i) => ({ teamSeq: i + 1, name: teamName })),
  createdAt: '2026-01-02T00:00:00.000Z',
});
const PEOPLE = [
  person(1, '김한빛', 'ROLE_MASTER', ['마케팅팀', '고객지원팀']),
  person(2, '이매니', 'ROLE_MANAGER', ['마케팅팀']),
  person(3, '박사용', 'ROLE_USER'),
  person(4, '오탈퇴', 'ROLE_USER_DWT'),
];

function renderPage(options: { role?: Role; handlers?: Record<string, FakeHandler>; confirms?: boolean[] } = {}) {
  return renderTeamScreen(<MemberListPage />, {
    path: '/console/member/list',
    routePath: '/console/member/list',
    role: options.role,
    userSeq: options.role === 'ROLE_MANAGER' ? 2 : 1,
    confirms: options.confirms,
    handlers: {
      'GET /api/members': ({ params }) => pageOf(PEOPLE, Number(params?.page), Number(params?.size), 41),
      ...options.handlers,
    },
  });
}

describe('MemberListPage: members', () => {
  it('lists the members with roles, teams and formatted contacts, paged on the server', async () => {
    const { platform } = renderPage();
    const row = (await screen.findByText('이매니')).closest('tr') as HTMLElement;
    expect(within(row).getByText('p2@example.kr')).toBeInTheDocument();
    expect(within(row).getByText('010-2345-6789')).toBeInTheDocument();
    expect(within(row).getByText('마케팅팀')).toBeInTheDocument();
    expect(screen.getByText('사용자 (탈퇴 신청 중)')).toBeInTheDocument();
    expect(platform.api.calls[0]?.params).toEqual({ page: 1, size: 20 });
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(platform.api.calls.at(-1)?.params).toEqual({ page: 2, size: 20 }));
  });

  it('searches and filters by role on the server, and keeps them for the way back', async () => {
    const { platform } = renderPage();
    await screen.findByText('이매니');
    fireEvent.change(screen.getByLabelText('이름, 아이디, 이메일'), { target: { value: ' 박사 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, q: '박사' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '역할' }));
    fireEvent.click(await screen.findByRole('option', { name: '매니저' }));
    await waitFor(() =>
      expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, q: '박사', role: 'ROLE_MANAGER' }),
    );
    expect(platform.paging.get('/console/member/list#members')).toEqual({
      page: 1,
      size: 20,
      filters: { q: '박사', role: 'ROLE_MANAGER' },
    });
  });

  it('a master changes a role after confirming; refusals are explained', async () => {
    const put = jest.fn(({ body }: { body?: unknown }) => ({ userSeq: 3, ...(body as object) }));
    const { platform, confirms } = renderPage({
      handlers: { 'PUT /api/members/3/role': put },
      confirms: [false, true],
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '박사용의 역할' }));
    fireEvent.click(await screen.findByRole('option', { name: '매니저' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(put).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '박사용의 역할' }));
    fireEvent.click(await screen.findByRole('option', { name: '매니저' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(confirms[1]).toBe('박사용님의 역할을 매니저(으)로 바꿔요. 바뀐 역할은 바로 적용돼요.');
    expect(put.mock.calls[0]?.[0].body).toEqual({ role: 'ROLE_MANAGER' });
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '박사용님의 역할을 바꿨어요.', severity: 'success' }),
    );
  });

  it('a master cannot change their own role or a withdrawal-requested one, nor remove themselves', async () => {
    renderPage();
    await screen.findByText('이매니');
    expect(screen.queryByRole('combobox', { name: '김한빛의 역할' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '오탈퇴의 역할' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '김한빛 내보내기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '박사용 내보내기' })).toBeInTheDocument();
  });

  it('removing asks first and shows the 409 message', async () => {
    const remove = jest.fn(() => {
      throw new ApiError(409, 'Conflict', '마스터는 한 명 이상 있어야 해요.', 4090);
    });
    const { platform, confirms } = renderPage({ handlers: { 'DELETE /api/members/2': remove } });
    fireEvent.click(await screen.findByRole('button', { name: '이매니 내보내기' }));
    await waitFor(() => expect(platform.alerts).toContain('마스터는 한 명 이상 있어야 해요.'));
    expect(confirms[0]).toContain('이매니님을 회사와 모든 팀에서 내보내요.');
  });

  it('a manager reads the members but changes nothing', async () => {
    renderPage({ role: 'ROLE_MANAGER' });
    await screen.findByText('박사용');
    expect(screen.queryAllByRole('combobox', { name: /의 역할$/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /내보내기$/ })).not.toBeInTheDocument();
  });
});
