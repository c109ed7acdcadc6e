import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invitation } from '@console/contracts/invitations';
import type { Role } from '@console/contracts/session';
import { ApiError, pageOf, type FakeHandler } from '@console/testing/fake-platform';
import { renderTeamScreen } from '../../test-support/render-team-screen';
import { MemberListPage } from '../members/member-list-page';

const invitation = (
  seq: number,
  email: string,
  status: Invitation['status'],
  by: { userSeq: number; name: string },
): Invitation => ({
  seq,
  email,
  role: 'ROLE_USER',
  status,
  teams: [{ teamSeq: 1, name: '마케팅팀' }],
  invitedBy: by,
  createdAt: '2026-11-20T01:00:00.000Z',
  sentAt: '2026-11-20T01:00:00.000Z',
  expiresAt: '2026-11-27T01:00:00.000Z',
  acceptedAt: null,
});
const MASTER = { userSeq: 1, name: '김한빛' };
const MANAGER = { userSeq: 2, name: '이매니' };
const LIST = [
  invitation(11, 'pending@example.kr', 'PENDING', MASTER),
  invitation(12, 'mine@example.kr', 'PENDING', MANAGER),
  invitation(13, 'late@example.kr', 'EXPIRED', MASTER),
  invitation(14, 'done@example.kr', 'ACCEPTED', MASTER),
];
const TEAMS = pageOf([
  { teamSeq: 1, name: '마케팅팀', description: '', status: 'ACTIVE', memberCount: 4, createdAt: '', readyAt: null },
  { teamSeq: 2, name: '고객지원팀', description: '', status: 'ACTIVE', memberCount: 2, createdAt: '', readyAt: null },
  { teamSeq: 9, name: '옛날팀', description: '', status: 'CLOSED', memberCount: 0, createdAt: '', readyAt: null },
]);

function renderTab(options: { role?: Role; handlers?: Record<string, FakeHandler>; confirms?: boolean[] } = {}) {
  return renderTeamScreen(<MemberListPage />, {
    path: '/console/member/list?tab=invitations',
    routePath: '/console/member/list',
    role: options.role,
    userSeq: options.role === 'ROLE_MANAGER' ? 2 : 1,
    confirms: options.confirms,
    handlers: {
      'GET /api/invitations': ({ params }) => pageOf(LIST, Number(params?.page), Number(params?.size)),
      'GET /api/teams': () => TEAMS,
      ...options.handlers,
    },
  });
}

async function openInvite() {
  fireEvent.click(await screen.findByRole('button', { name: '멤버 초대' }));
  return screen.findByRole('dialog');
}

describe('MemberListPage: invitations', () => {
  it('lists invitations with their status; filters by status on the server', async () => {
    const { platform } = renderTab();
    const row = (await screen.findByText('late@example.kr')).closest('tr') as HTMLElement;
    expect(within(row).getByText('만료')).toBeInTheDocument();
    expect(
      within(screen.getByText('done@example.kr').closest('tr') as HTMLElement).getByText('가입 완료'),
    ).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '대기 중' }));
    await waitFor(() =>
      expect(platform.api.calls.at(-1)).toMatchObject({
        url: '/api/invitations',
        params: { page: 1, size: 20, status: 'PENDING' },
      }),
    );
  });

  it('validates the invitation in place: e-mail format and at least one team', async () => {
    const { platform } = renderTab();
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText(/^이메일( \*)?$/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '초대 메일 보내기' }));
    expect(await within(dialog).findByText('올바른 이메일 형식이 아니에요.')).toBeInTheDocument();
    expect(within(dialog).getByText('초대할 팀을 하나 이상 선택해 주세요.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('옛날팀')).not.toBeInTheDocument();
    expect(platform.api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a master invites a manager into two teams; the payload is the contract', async () => {
    const post = jest.fn(() => invitation(20, 'new@example.kr', 'PENDING', MASTER));
    const { platform } = renderTab({ handlers: { 'POST /api/invitations': post } });
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText(/^이메일( \*)?$/), { target: { value: ' New@Example.kr ' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '역할' }));
    fireEvent.click(await screen.findByRole('option', { name: '매니저' }));
    fireEvent.click(within(dialog).getByLabelText('마케팅팀'));
    fireEvent.click(within(dialog).getByLabelText('고객지원팀'));
    fireEvent.click(within(dialog).getByRole('button', { name: '초대 메일 보내기' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(platform.api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'new@example.kr',
      role: 'ROLE_MANAGER',
      teamSeqs: [1, 2],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.toasts).toContainEqual({
      message: 'new@example.kr(으)로 초대 메일을 보냈어요.',
      severity: 'success',
    });
  });

  it('shows the server field error under the e-mail', async () => {
    renderTab({
      handlers: {
        'POST /api/invitations': () => {
          throw new ApiError(400, 'Bad Request', '이미 우리 회사 멤버인 이메일이에요.', 4000, [
            { field: 'email', message: '이미 우리 회사 멤버인 이메일이에요.' },
          ]);
        },
      },
    });
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText(/^이메일( \*)?$/), { target: { value: 'hanbit.user@example.kr' } });
    fireEvent.click(await within(dialog).findByLabelText('마케팅팀'));
    fireEvent.click(within(dialog).getByRole('button', { name: '초대 메일 보내기' }));
    expect(await within(dialog).findByText('이미 우리 회사 멤버인 이메일이에요.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^이메일( \*)?$/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a manager can only invite users, and resend or cancel their own invitations', async () => {
    renderTab({ role: 'ROLE_MANAGER' });
    await screen.findByText('mine@example.kr');
    expect(screen.getByRole('button', { name: 'mine@example.kr 초대 다시 보내기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'pending@example.kr 초대 다시 보내기' })).not.toBeInTheDocument();
    const dialog = await openInvite();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '역할' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['사용자']);
    expect(within(dialog).getByText('매니저는 사용자 역할로만 초대할 수 있어요.')).toBeInTheDocument();
  });

  it('resends and cancels only after confirming; finished invitations have no actions', async () => {
    const resend = jest.fn(() => LIST[2]);
    const cancel = jest.fn(() => ({ ...LIST[0], status: 'CANCELLED' }));
    const { confirms } = renderTab({
      handlers: { 'POST /api/invitations/13/resend': resend, 'DELETE /api/invitations/11': cancel },
      confirms: [true, false, true],
    });
    await screen.findByText('late@example.kr');
    expect(screen.queryByRole('button', { name: 'done@example.kr 초대 취소' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'late@example.kr 초대 다시 보내기' }));
    await waitFor(() => expect(resend).toHaveBeenCalled());
    expect(confirms[0]).toBe('late@example.kr(으)로 새 링크를 보내요. 이전 링크는 더 쓸 수 없게 돼요.');
    fireEvent.click(screen.getByRole('button', { name: 'pending@example.kr 초대 취소' }));
    await waitFor(() => expect(confirms).toHaveLength(2));
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'pending@example.kr 초대 취소' }));
    await waitFor(() => expect(cancel).toHaveBeenCalled());
  });
});
