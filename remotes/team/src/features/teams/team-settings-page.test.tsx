import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamMember } from '@console/contracts/members';
import type { Role } from '@console/contracts/session';
import type { TeamDetail } from '@console/contracts/teams';
import { ApiError, pageOf, type FakeHandler } from '@console/testing/fake-platform';
import { renderTeamScreen } from '../../test-support/render-team-screen';
import { TeamSettingsPage } from './team-settings-page';

const team = (overrides: Partial<TeamDetail> = {}): TeamDetail => ({
  teamSeq: 3,
  name: '신규사업팀',
  description: '새 서비스',
  status: 'ACTIVE',
  memberCount: 2,
  createdAt: '2026-11-20T01:00:00.000Z',
  readyAt: '2026-11-20T01:15:00.000Z',
  myTeamRole: 'ADMIN',
  activeApiKeyCount: 1,
  ...overrides,
});
const member = (
  userSeq: number,
  name: string,
  teamRole: TeamMember['teamRole'],
  role: Role = 'ROLE_USER',
): TeamMember => ({
  userSeq,
  loginId: `user${userSeq}`,
  name,
  email: `user${userSeq}@example.kr`,
  role,
  teamRole,
  joinedAt: '2026-11-20T01:00:00.000Z',
});
const MEMBERS = [member(1, '김한빛', 'ADMIN', 'ROLE_MASTER'), member(12, '박사용', 'MEMBER')];

function renderPage(
  options: { detail?: TeamDetail; role?: Role; handlers?: Record<string, FakeHandler>; confirms?: boolean[] } = {},
) {
  return renderTeamScreen(<TeamSettingsPage />, {
    path: '/console/team/3',
    routePath: '/console/team/:teamSeq',
    role: options.role,
    confirms: options.confirms,
    handlers: {
      'GET /api/teams/3': () => options.detail ?? team(),
      'GET /api/teams/3/members': ({ params }) => pageOf(MEMBERS, Number(params?.page), Number(params?.size), 2),
      ...options.handlers,
    },
  });
}

describe('TeamSettingsPage', () => {
  it('shows a team still registering with its status and when it will be ready', async () => {
    renderPage({ detail: team({ status: 'REG', readyAt: '2026-11-21T01:15:00.000Z' }) });
    expect(await screen.findByTestId('team-registering')).toHaveTextContent(
      '팀 스페이스를 준비하고 있어요. 최대 15분 걸려요. (예상 완료: 2026.11.21 10:15)',
    );
    expect(screen.getAllByText('등록 중').length).toBeGreaterThan(0);
  });

  it('renames the team with the contract rules and saves the trimmed values', async () => {
    const { platform } = renderPage({
      handlers: { 'PUT /api/teams/3': ({ body }) => team(body as Partial<TeamDetail>) },
    });
    // Read first; 수정 turns the details into the form, which loads then.
    const details = await screen.findByRole('region', { name: '기본 정보' });
    expect(within(details).getByText('새 서비스')).toBeVisible();
    expect(screen.queryByLabelText(/^팀 이름/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '기본 정보 수정' }));
    const name = await screen.findByLabelText(/^팀 이름/);
    expect(name).toHaveFocus();
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('팀 이름을 입력해 주세요.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: ' 신사업팀 ' } });
    fireEvent.change(screen.getByLabelText(/^설명/), { target: { value: '새 서비스 알림' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '팀 정보를 저장했어요.', severity: 'success' }),
    );
    expect(platform.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: '신사업팀',
      description: '새 서비스 알림',
    });
    // Saved: back to reading; 취소 leaves without saving.
    expect(await screen.findByRole('button', { name: '기본 정보 수정' })).toBeVisible();
    expect(screen.queryByLabelText(/^팀 이름/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '기본 정보 수정' }));
    fireEvent.change(await screen.findByLabelText(/^팀 이름/), { target: { value: '다른 이름' } });
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByLabelText(/^팀 이름/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '기본 정보 수정' })).toHaveFocus();
    expect(platform.api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it.each([
    ['ROLE_MASTER', { edit: true, close: true }],
    ['ROLE_MANAGER', { edit: true, close: false }],
    ['ROLE_USER', { edit: false, close: false }],
    ['ROLE_MASTER_DWT', { edit: false, close: false }],
  ] as const)('as %s shows editing %j', async (role, can) => {
    renderPage({ role });
    await screen.findByText('박사용');
    expect(screen.getByRole('region', { name: '기본 정보' })).toHaveTextContent('신규사업팀');
    expect(Boolean(screen.queryByRole('button', { name: '기본 정보 수정' }))).toBe(can.edit);
    expect(Boolean(screen.queryByRole('button', { name: '멤버 추가' }))).toBe(can.edit);
    expect(Boolean(screen.queryByRole('button', { name: '박사용 팀에서 빼기' }))).toBe(can.edit);
    expect(Boolean(screen.queryByRole('button', { name: '팀 종료' }))).toBe(can.close);
  });

  it('a closed team is read-only for everyone', async () => {
    renderPage({ detail: team({ status: 'CLOSED' }) });
    expect(await screen.findByText('종료된 팀이에요. 기록은 볼 수 있지만 설정은 바꿀 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '기본 정보 수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '팀 종료' })).not.toBeInTheDocument();
  });

  it('closing asks first and explains a refusal because of reservations', async () => {
    const close = jest.fn(() => {
      throw new ApiError(
        409,
        'Conflict',
        '예약 발송 2건이 남아 있어서 팀을 종료할 수 없어요. 예약을 취소하거나 발송이 끝난 뒤 다시 시도해 주세요.',
        4090,
      );
    });
    const { confirms, platform } = renderPage({
      handlers: { 'POST /api/teams/3/close': close },
      confirms: [false, true],
    });
    fireEvent.click(await screen.findByRole('button', { name: '팀 종료' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]).toContain("'신규사업팀' 팀을 종료해요.");
    expect(close).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '팀 종료' }));
    const refusal = await screen.findByText(/예약 발송 2건이 남아 있어서/);
    expect(refusal.closest('[role="alert"]')).toHaveTextContent('예약 발송 목록에서 남은 예약을 취소하거나');
    expect(platform.toasts).toHaveLength(0);
  });

  it('closing succeeds and shows the team as closed', async () => {
    let current = team();
    const { platform } = renderPage({
      handlers: {
        'GET /api/teams/3': () => current,
        'POST /api/teams/3/close': () => (current = team({ status: 'CLOSED', activeApiKeyCount: 0 })),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '팀 종료' }));
    expect(await screen.findByText('종료된 팀이에요. 기록은 볼 수 있지만 설정은 바꿀 수 없어요.')).toBeInTheDocument();
    expect(platform.toasts).toContainEqual({ message: "'신규사업팀' 팀을 종료했어요.", severity: 'success' });
  });
});

describe('team members on the settings page', () => {
  it('adds a business member who is not in the team yet, with a team role', async () => {
    const add = jest.fn(({ body }: { body?: unknown }) =>
      member(20, '최신입', (body as { teamRole: TeamMember['teamRole'] }).teamRole),
    );
    const { platform } = renderPage({
      handlers: {
        'GET /api/members': () =>
          pageOf([
            {
              userSeq: 20,
              loginId: 'newbie',
              name: '최신입',
              email: 'n@example.kr',
              mobile: '01011112222',
              role: 'ROLE_USER',
              teams: [],
              createdAt: '2026-11-01T00:00:00.000Z',
            },
          ]),
        'POST /api/teams/3/members': add,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '멤버 추가' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('추가할 멤버를 선택해 주세요.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    expect(platform.api.calls.find((c) => c.url === '/api/members')?.params).toEqual({
      page: 1,
      size: 50,
      excludeTeamSeq: 3,
    });

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '추가할 멤버' }));
    fireEvent.click(await screen.findByRole('option', { name: /최신입 \(newbie\)/ }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '팀 역할' }));
    fireEvent.click(await screen.findByRole('option', { name: '팀 관리자' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(add).toHaveBeenCalled());
    expect(add.mock.calls[0]?.[0].body).toEqual({ userSeq: 20, teamRole: 'ADMIN' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes a team role after confirming, and explains the last-admin refusal', async () => {
    const put = jest.fn(() => {
      throw new ApiError(409, 'Conflict', '팀 관리자는 한 명 이상 있어야 해요.', 4090);
    });
    const { platform, confirms } = renderPage({ handlers: { 'PUT /api/teams/3/members/1': put } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '김한빛의 팀 역할' }));
    fireEvent.click(await screen.findByRole('option', { name: '팀원' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(confirms[0]).toBe('김한빛님의 팀 역할을 팀원(으)로 바꿔요.');
    expect(platform.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ teamRole: 'MEMBER' });
    await waitFor(() => expect(platform.alerts).toContain('팀 관리자는 한 명 이상 있어야 해요.'));
  });

  it('removes a member only after confirming', async () => {
    const remove = jest.fn(() => null);
    const { confirms } = renderPage({
      handlers: { 'DELETE /api/teams/3/members/12': remove },
      confirms: [false, true],
    });
    fireEvent.click(await screen.findByRole('button', { name: '박사용 팀에서 빼기' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '박사용 팀에서 빼기' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    expect(confirms[1]).toBe('박사용님을 이 팀에서 빼요. 회사 계정은 그대로 남아요.');
  });
});
