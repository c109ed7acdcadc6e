import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@console/contracts/account';
import { ApiError, fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { ProfilePage } from './profile-page';

jest.mock('../session/session-api', () => ({
  fetchSession: jest.fn(async () => ({
    user: jest.requireActual('@console/testing/fake-platform').fakeUser({ name: '김바뀜' }),
    accessToken: { token: 'next', expiresAt: '' },
    securityCodeRequired: false,
  })),
}));

const PROFILE: Profile = {
  userSeq: 1,
  loginId: 'hanbit_manager',
  name: '이매니',
  email: 'manager@hanbit.kr',
  mobile: '01034567890',
  role: 'ROLE_MANAGER',
  businessName: '(주)한빛커머스',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const renderPage = (handlers: Record<string, FakeHandler> = {}) =>
  renderWithPlatform(<ProfilePage />, {
    path: '/account/info/user',
    routePath: '/account/info/user',
    defaultNS: 'shell',
    user: fakeUser({ role: 'ROLE_MANAGER' }),
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'GET /api/account/profile': () => PROFILE,
      'PUT /api/account/profile': ({ body }) => ({ ...PROFILE, ...(body as object) }),
      ...handlers,
    },
  });

describe('ProfilePage', () => {
  it('shows the id and role read-only and the editable fields filled in', async () => {
    renderPage();
    expect(await screen.findByLabelText('아이디')).toHaveValue('hanbit_manager');
    expect(screen.getByLabelText('아이디')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('권한')).toHaveValue('매니저');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-3456-7890');
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });

  it('validates in place and sends nothing while a field is wrong', async () => {
    const { platform } = renderPage();
    fireEvent.change(await screen.findByLabelText('이메일'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '02-123-4567' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('올바른 이메일 형식이 아니에요.')).toBeInTheDocument();
    expect(screen.getByText(/올바른 휴대폰 번호 형식이 아니에요/)).toBeInTheDocument();
    expect(platform.api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the normalised values, re-reads the session and says so', async () => {
    const { platform } = renderPage();
    fireEvent.change(await screen.findByLabelText('이름'), { target: { value: '이바뀜' } });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '010-9999-8888' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '내 정보를 저장했어요.', severity: 'success' }),
    );
    expect(platform.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: '이바뀜',
      email: 'manager@hanbit.kr',
      mobile: '01099998888',
    });
    expect(platform.auth.getState().user?.name).toBe('김바뀜');
  });

  it("shows the server's field error under its field", async () => {
    renderPage({
      'PUT /api/account/profile': () => {
        throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
          { field: 'email', message: '이메일은 100자까지 입력할 수 있어요.' },
        ]);
      },
    });
    fireEvent.change(await screen.findByLabelText('이름'), { target: { value: '이바뀜' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('이메일은 100자까지 입력할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
  });
});
