import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { PasswordPage } from './password-page';

const renderPage = (handlers: Record<string, FakeHandler> = {}) =>
  renderWithPlatform(<PasswordPage />, {
    path: '/account/info/pwd',
    routePath: '/account/info/pwd',
    defaultNS: 'shell',
    user: fakeUser({ loginId: 'hanbit_master' }),
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: { 'PUT /api/account/password': () => ({ changed: true }), ...handlers },
  });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordPage', () => {
  it('lists the rules before anything is typed, then ticks them off and rates the strength', () => {
    renderPage();
    const rules = screen.getByRole('list', { name: '비밀번호 규칙' });
    expect(within(rules).getByText('8~64자')).toBeInTheDocument();
    expect(within(rules).getByText('아이디를 포함하지 않기')).toBeInTheDocument();
    expect(screen.queryByTestId('password-strength-level')).not.toBeInTheDocument();

    fill('새 비밀번호', 'short');
    expect(screen.getByTestId('password-strength-level')).toHaveTextContent('약함');
    expect(rules.querySelector('[data-rule="length"]')).toHaveAttribute('data-kept', 'false');
    fill('새 비밀번호', 'Strong!Pass2026xyz');
    expect(screen.getByTestId('password-strength-level')).toHaveTextContent('강함');
    expect(rules.querySelectorAll('[data-kept="true"]')).toHaveLength(4);
  });

  it('explains each broken rule in place, the login id one too, before sending', async () => {
    const { platform } = renderPage();
    fill('새 비밀번호', 'hanbit_master!A1');
    fill('새 비밀번호 확인', 'different');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText('지금 쓰는 비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호에 아이디를 넣을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호가 서로 달라요. 다시 확인해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });

  it('shows a wrong current password from the server under its field', async () => {
    renderPage({
      'PUT /api/account/password': () => {
        throw new ApiError(400, 'Bad Request', '지금 쓰는 비밀번호가 올바르지 않아요.', 4000, [
          { field: 'currentPassword', message: '지금 쓰는 비밀번호가 올바르지 않아요.' },
        ]);
      },
    });
    fill('현재 비밀번호', 'Wrong123!');
    fill('새 비밀번호', 'Another!Pass2026');
    fill('새 비밀번호 확인', 'Another!Pass2026');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText('지금 쓰는 비밀번호가 올바르지 않아요.')).toBeInTheDocument();
    expect(screen.getByLabelText('현재 비밀번호')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the three fields, says so and empties the form', async () => {
    const { platform } = renderPage();
    fill('현재 비밀번호', 'Console123!');
    fill('새 비밀번호', 'Another!Pass2026');
    fill('새 비밀번호 확인', 'Another!Pass2026');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    await waitFor(() =>
      expect(platform.toasts[0]?.message).toBe('비밀번호를 바꿨어요. 다른 기기의 로그인은 끝났어요.'),
    );
    expect(platform.api.calls[0]?.body).toEqual({
      currentPassword: 'Console123!',
      newPassword: 'Another!Pass2026',
      newPasswordConfirm: 'Another!Pass2026',
    });
    expect(screen.getByLabelText('현재 비밀번호')).toHaveValue('');
  });
});
