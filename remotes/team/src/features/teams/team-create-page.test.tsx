import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Role } from '@console/contracts/session';
import { ApiError } from '@console/testing/fake-platform';
import { renderTeamScreen } from '../../test-support/render-team-screen';
import { TeamCreatePage } from './team-create-page';

const CREATED = {
  teamSeq: 7,
  name: '물류팀',
  description: '배송 알림',
  status: 'REG',
  memberCount: 1,
  createdAt: '2026-11-21T01:00:00.000Z',
  readyAt: '2026-11-21T01:15:00.000Z',
};

function renderPage(create: () => unknown = () => CREATED, role: Role = 'ROLE_MASTER') {
  return renderTeamScreen(<TeamCreatePage />, {
    path: '/console/team/create',
    routePath: '/console/team/create',
    role,
    handlers: { 'POST /api/teams': create },
  });
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '팀 만들기' }));

describe('TeamCreatePage', () => {
  it('says a new team registers for up to 15 minutes', () => {
    renderPage();
    expect(screen.getByText(/등록 중 상태로 시작해요. 발송 환경을 준비하는 데 최대 15분/)).toBeInTheDocument();
  });

  it('validates the name and description in place and sends nothing until they pass', async () => {
    const { platform } = renderPage();
    submit();
    expect(await screen.findByText('팀 이름을 입력해 주세요.')).toBeInTheDocument();
    fill(/^팀 이름/, 'x'.repeat(31));
    fill(/^설명/, 'y'.repeat(201));
    submit();
    expect(await screen.findByText('팀 이름은 30자까지 쓸 수 있어요.')).toBeInTheDocument();
    expect(screen.getByText('설명은 200자까지 쓸 수 있어요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });

  it('creates the team with the trimmed values, tells the shell, and opens it', async () => {
    const { platform } = renderPage();
    const changed: unknown[] = [];
    platform.events.on('teams-changed', (payload) => changed.push(payload));
    fill(/^팀 이름/, '  물류팀 ');
    fill(/^설명/, '배송 알림');
    submit();
    expect(await screen.findByText('other page')).toBeInTheDocument();
    expect(platform.api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/teams',
      body: { name: '물류팀', description: '배송 알림' },
    });
    expect(platform.toasts).toContainEqual({ message: "'물류팀' 팀을 만들었어요.", severity: 'success' });
    // The shell's team selector hears of the new team.
    expect(changed).toEqual([{ teamSeq: 7 }]);
  });

  it('shows a taken name from the server above the form and stays', async () => {
    renderPage(() => {
      throw new ApiError(409, 'Conflict', '이미 같은 이름의 팀이 있어요. 다른 이름을 입력해 주세요.', 4090);
    });
    fill(/^팀 이름/, '마케팅팀');
    submit();
    expect(await screen.findByTestId('form-failure')).toHaveTextContent('이미 같은 이름의 팀이 있어요.');
    await waitFor(() => expect(screen.queryByText('other page')).not.toBeInTheDocument());
  });

  it('puts a field error of the server under its field', async () => {
    renderPage(() => {
      throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
        { field: 'name', message: '사용할 수 없는 문자가 들어 있어요.' },
      ]);
    });
    fill(/^팀 이름/, '팀');
    submit();
    expect(await screen.findByText('사용할 수 없는 문자가 들어 있어요.')).toBeInTheDocument();
    expect(screen.queryByTestId('form-failure')).not.toBeInTheDocument();
  });

  it('a master whose withdrawal is under review is told why the form is closed', () => {
    renderPage(undefined, 'ROLE_MASTER_DWT');
    expect(screen.getByText('회원 탈퇴 신청을 검토하고 있어서 새 팀을 만들 수 없어요.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^팀 이름/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '팀 만들기' })).not.toBeInTheDocument();
  });
});
