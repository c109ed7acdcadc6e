import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PASSWORD_RESET_TOKEN_INVALID } from '@console/contracts/account-recovery';
import { ApiError, fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { PasswordResetPage, tokenFromHash } from './password-reset-page';

const LINK_TOKEN = 'link_abcdefghijklmnopqrstuvwxyz0123456789ABC';
const IDENTITY_TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const TICKET = { token: LINK_TOKEN, loginId: 'hanbit_user', expiresAt: '2026-11-21T01:30:00.000Z' };

const renderPage = (
  options: { path?: string; handlers?: Record<string, FakeHandler>; user?: ReturnType<typeof fakeUser> | null } = {},
) =>
  renderWithPlatform(<PasswordResetPage />, {
    path: options.path ?? '/account/find/password',
    routePath: '/account/find/password',
    defaultNS: 'shell',
    user: options.user ?? null,
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'POST /api/account/password-reset/email': () => ({ accepted: true }),
      'POST /api/account/password-reset/token': () => TICKET,
      'POST /api/account/password-reset/identity': () => ({
        ...TICKET,
        token: 'ticket_from_identity_check_0123456789',
      }),
      'POST /api/account/password-reset': () => ({ loginId: 'hanbit_user' }),
      ...options.handlers,
    },
  });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const postFromPopup = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
  });

let openSpy: jest.SpyInstance;
beforeEach(() => {
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => ({ focus: () => undefined }) as unknown as Window);
});
afterEach(() => openSpy.mockRestore());

describe('PasswordResetPage', () => {
  it('reads the token from the fragment only', () => {
    expect(tokenFromHash(`#token=${LINK_TOKEN}`)).toBe(LINK_TOKEN);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#other=1')).toBeNull();
  });

  it('by e-mail: checks the id and e-mail in place, then answers the same whether or not they matched', async () => {
    const { platform } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    expect(await screen.findByText('아이디를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);

    fill('아이디', 'hanbit_user');
    fill('이메일', 'Hanbit.User@example.kr');
    fireEvent.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    expect(await screen.findByTestId('reset-link-sent')).toHaveTextContent(
      '입력한 아이디와 이메일이 가입 정보와 맞으면 hanbit.user@example.kr(으)로 비밀번호 재설정 링크를 보냈어요. 링크는 30분 동안 한 번만 쓸 수 있어요.',
    );
    expect(platform.api.calls[0]?.body).toEqual({ loginId: 'hanbit_user', email: 'hanbit.user@example.kr' });
  });

  it("from the mail's link: the new password under the rules and strength meter, then every device is out", async () => {
    const { platform } = renderPage({
      path: `/account/find/password#token=${LINK_TOKEN}`,
      user: fakeUser({ loginId: 'hanbit_user' }),
    });
    const form = await screen.findByRole('form', { name: '새 비밀번호 정하기' });
    expect(
      within(form).getByText(/아이디 hanbit_user의 새 비밀번호를 입력해 주세요. 2026.11.21 10:30까지/),
    ).toBeInTheDocument();
    expect(platform.api.calls[0]).toMatchObject({
      url: '/api/account/password-reset/token',
      body: { token: LINK_TOKEN },
    });

    fill('새 비밀번호', 'Hanbit_User!2026');
    fill('새 비밀번호 확인', 'Other!2026x');
    expect(screen.getByTestId('password-strength-level')).toHaveTextContent('약함');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText('비밀번호에 아이디를 넣을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호가 서로 달라요. 다시 확인해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(1);

    fill('새 비밀번호', 'Fresh-Start!2026');
    fill('새 비밀번호 확인', 'Fresh-Start!2026');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByTestId('password-reset-done')).toHaveTextContent('모든 기기에서 로그아웃했어요.');
    expect(platform.api.calls.at(-1)?.body).toEqual({
      token: LINK_TOKEN,
      newPassword: 'Fresh-Start!2026',
      newPasswordConfirm: 'Fresh-Start!2026',
    });
    // This browser was logged in as that account: its session ended with the others.
    expect(platform.auth.getState().user).toBeNull();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/account/login');
  });

  it('a used or expired link says so in Korean and offers a new one', async () => {
    renderPage({
      path: `/account/find/password#token=${LINK_TOKEN}`,
      handlers: {
        'POST /api/account/password-reset/token': () => {
          throw new ApiError(400, 'Bad Request', PASSWORD_RESET_TOKEN_INVALID, 4000, [
            { field: 'token', message: PASSWORD_RESET_TOKEN_INVALID },
          ]);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('만료되었거나 이미 사용되었어요');
    fireEvent.click(screen.getByRole('button', { name: '재설정 링크 다시 받기' }));
    expect(screen.getByRole('button', { name: '재설정 링크 받기' })).toBeInTheDocument();
  });

  it('by identity check: the id first, then the popup; a mismatch is shown and retried without a second popup', async () => {
    let matches = false;
    const { platform } = renderPage({
      handlers: {
        'POST /api/account/password-reset/identity': ({ body }) => {
          if (!matches) {
            throw new ApiError(400, 'Bad Request', '아이디와 본인인증 정보가 맞는 계정을 찾지 못했어요.', 4000, []);
          }
          return {
            ...TICKET,
            loginId: (body as { loginId: string }).loginId,
            token: 'ticket_from_identity_0123456789',
          };
        },
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: '휴대폰 본인인증' }));
    fireEvent.click(screen.getByRole('button', { name: '본인인증하고 새 비밀번호 정하기' }));
    expect(await screen.findByText('아이디를 입력해 주세요.')).toBeInTheDocument();
    expect(openSpy).not.toHaveBeenCalled();

    fill('아이디', 'hanbit_usr');
    fireEvent.click(screen.getByRole('button', { name: '본인인증하고 새 비밀번호 정하기' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledTimes(1));
    await postFromPopup({ type: 'identity-check', token: IDENTITY_TOKEN });
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디와 본인인증 정보가 맞는 계정을 찾지 못했어요.');

    matches = true;
    fill('아이디', 'hanbit_user');
    fireEvent.click(screen.getByRole('button', { name: '본인인증하고 새 비밀번호 정하기' }));
    expect(await screen.findByRole('form', { name: '새 비밀번호 정하기' })).toBeInTheDocument();
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(platform.api.calls.at(-1)?.body).toEqual({ loginId: 'hanbit_user', identityToken: IDENTITY_TOKEN });
  });
});
