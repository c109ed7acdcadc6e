import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ApiError,
  createFakePlatform,
  fakeUser,
  renderWithPlatform,
  type FakeHandler,
} from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { WithdrawalPage } from './withdrawal-page';

jest.mock('../session/session-api', () => ({
  fetchSession: jest.fn(async () => ({
    user: jest.requireActual('@console/testing/fake-platform').fakeUser({ role: 'ROLE_MASTER_DWT' }),
    accessToken: { token: 'next', expiresAt: '' },
    securityCodeRequired: false,
  })),
}));

const STATE = { requested: true, requestedAt: '2026-11-21T01:00:00.000Z', reason: 'PRICE', detail: '' };

function renderPage(options: { confirm?: boolean; handlers?: Record<string, FakeHandler> } = {}) {
  const platform = createFakePlatform({
    user: fakeUser({ role: 'ROLE_MASTER' }),
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: { 'POST /api/account/withdrawal': () => STATE, ...options.handlers },
  });
  platform.ui.confirm = jest.fn(async () => options.confirm ?? true);
  return renderWithPlatform(<WithdrawalPage />, {
    path: '/account/info/deactivate',
    routePath: '/account/info/deactivate',
    defaultNS: 'shell',
    platform,
  });
}

const chooseReason = async (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '탈퇴 사유' }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('WithdrawalPage', () => {
  it('explains the consequences before anything else', () => {
    renderPage();
    expect(screen.getByText('탈퇴를 신청하기 전에 확인해 주세요')).toBeInTheDocument();
    expect(screen.getByText(/모든 팀, 멤버, 발신번호, 템플릿이 함께 삭제돼요/)).toBeInTheDocument();
  });

  it('asks for a reason and the password in place, and a detail for "기타"', async () => {
    const { platform } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: '탈퇴 신청' }));
    expect(await screen.findByText('탈퇴 사유를 선택해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    await chooseReason('기타');
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'Console123!' } });
    fireEvent.click(screen.getByRole('button', { name: '탈퇴 신청' }));
    expect(await screen.findByText('기타 사유를 입력해 주세요.')).toBeInTheDocument();
    expect(platform.ui.confirm).not.toHaveBeenCalled();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { platform } = renderPage({ confirm: false });
    await chooseReason('요금이 부담돼요');
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'Console123!' } });
    fireEvent.click(screen.getByRole('button', { name: '탈퇴 신청' }));
    await waitFor(() =>
      expect(platform.ui.confirm).toHaveBeenCalledWith(expect.objectContaining({ destructive: true })),
    );
    expect(platform.api.calls).toHaveLength(0);
  });

  it('requests the withdrawal after the confirmation and takes the withdrawal-requested session', async () => {
    const { platform } = renderPage();
    await chooseReason('요금이 부담돼요');
    fireEvent.change(screen.getByLabelText('자세한 사유'), { target: { value: '  문자 요금이 올라서요  ' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'Console123!' } });
    fireEvent.click(screen.getByRole('button', { name: '탈퇴 신청' }));
    await waitFor(() => expect(platform.auth.getState().user?.role).toBe('ROLE_MASTER_DWT'));
    expect(platform.api.calls[0]?.body).toEqual({
      reason: 'PRICE',
      detail: '문자 요금이 올라서요',
      password: 'Console123!',
    });
    expect(platform.toasts[0]?.message).toBe('탈퇴 신청을 받았어요. 검토가 끝나면 알려 드릴게요.');
  });

  it('shows a wrong password from the server under the password field', async () => {
    renderPage({
      handlers: {
        'POST /api/account/withdrawal': () => {
          throw new ApiError(400, 'Bad Request', '비밀번호가 올바르지 않아요.', 4000, [
            { field: 'password', message: '비밀번호가 올바르지 않아요.' },
          ]);
        },
      },
    });
    await chooseReason('요금이 부담돼요');
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'Wrong123!' } });
    fireEvent.click(screen.getByRole('button', { name: '탈퇴 신청' }));
    expect(await screen.findByText('비밀번호가 올바르지 않아요.')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('aria-invalid', 'true');
  });
});
