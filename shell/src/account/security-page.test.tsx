import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginHistoryItem } from '@console/contracts/account';
import { ApiError } from '@console/platform/api-error';
import { createFakePlatform, pageOf, renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { SecurityPage } from './security-page';

const history: LoginHistoryItem[] = [
  {
    seq: 12,
    createdAt: '2026-11-20T01:00:00.000Z',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 Chrome/130',
    result: 'SUCCESS',
  },
  { seq: 11, createdAt: '2026-11-19T23:59:00.000Z', ip: '198.51.100.2', userAgent: null, result: 'WRONG_PASSWORD' },
];

function renderPage(confirmAnswer = true, initiallyOn = false) {
  let twoStepLogin = initiallyOn;
  const platform = createFakePlatform({
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'GET /api/account/security': () => ({ twoStepLogin, codeMobile: '010-****-6789' }),
      'PUT /api/account/security': ({ body }) => {
        const change = body as { twoStepLogin: boolean; password?: string };
        if (!change.twoStepLogin && change.password !== 'Console123!') {
          throw new ApiError(400, 'Bad Request', '비밀번호가 올바르지 않아요.', 1001, [
            { field: 'password', message: '비밀번호가 올바르지 않아요.' },
          ]);
        }
        twoStepLogin = change.twoStepLogin;
        return { twoStepLogin, codeMobile: '010-****-6789' };
      },
      'GET /api/account/login-history': ({ params }) => pageOf(history, Number(params?.page), Number(params?.size), 25),
    },
  });
  platform.ui.confirm = jest.fn(async () => confirmAnswer);
  return renderWithPlatform(<SecurityPage />, {
    path: '/account/info/security',
    routePath: '/account/info/security',
    defaultNS: 'shell',
    platform,
  });
}

describe('SecurityPage', () => {
  it('turns two-step login on after a confirmation naming where the code goes', async () => {
    const { platform } = renderPage();
    const toggle = await screen.findByRole('switch', { name: '사용 안 함' });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '2단계 로그인을 켰어요.', severity: 'success' }),
    );
    expect(platform.ui.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('010-****-6789') }),
    );
    expect(platform.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ twoStepLogin: true });
    expect(await screen.findByRole('switch', { name: '사용 중' })).toBeChecked();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { platform } = renderPage(false);
    fireEvent.click(await screen.findByRole('switch', { name: '사용 안 함' }));
    await waitFor(() => expect(platform.ui.confirm).toHaveBeenCalled());
    expect(platform.api.calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.getByRole('switch', { name: '사용 안 함' })).not.toBeChecked();
  });

  it('asks for the password before turning two-step login off, showing a wrong one in place', async () => {
    const { platform } = renderPage(true, true);
    fireEvent.click(await screen.findByRole('switch', { name: '사용 중' }));
    const dialog = await screen.findByRole('dialog', { name: '2단계 로그인 끄기' });
    fireEvent.click(within(dialog).getByRole('button', { name: '끄기' }));
    expect(await within(dialog).findByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('비밀번호'), { target: { value: 'Wrong-123!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '끄기' }));
    expect(await within(dialog).findByText('비밀번호가 올바르지 않아요.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '사용 중', hidden: true })).toBeChecked();

    fireEvent.change(within(dialog).getByLabelText('비밀번호'), { target: { value: 'Console123!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '끄기' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '2단계 로그인을 껐어요.', severity: 'success' }),
    );
    expect(platform.api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      twoStepLogin: false,
      password: 'Console123!',
    });
    expect(await screen.findByRole('switch', { name: '사용 안 함' })).not.toBeChecked();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the login history paged on the server, with results and Seoul times', async () => {
    const { platform } = renderPage();
    const table = await screen.findByRole('table', { name: '로그인 기록' });
    const first = (await within(table).findByText('203.0.113.7')).closest('tr') as HTMLElement;
    expect(within(first).getByText('로그인 성공')).toBeInTheDocument();
    expect(within(first).getByText('2026.11.20 10:00')).toBeInTheDocument();
    expect(within(table).getByText('비밀번호 틀림')).toBeInTheDocument();
    expect(platform.api.calls.find((c) => c.url === '/api/account/login-history')?.params).toEqual({
      page: 1,
      size: 10,
    });
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() =>
      expect(platform.api.calls.filter((c) => c.url === '/api/account/login-history').at(-1)?.params).toEqual({
        page: 2,
        size: 10,
      }),
    );
    expect(platform.paging.get('/account/info/security')).toMatchObject({ page: 2, size: 10 });
  });
});
