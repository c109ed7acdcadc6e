import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginHistoryItem } from '@console/contracts/account';
import { createFakePlatform, pageOf, renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { SecurityPage } from './security-page';

const history: LoginHistoryItem[] = [
  { seq: 12, createdAt: '2026-11-20T01:00:00.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Chrome/130', result: 'SUCCESS' },
  { seq: 11, createdAt: '2026-11-19T23:59:00.000Z', ip: '198.51.100.2', userAgent: null, result: 'WRONG_PASSWORD' },
];

function renderPage(confirmAnswer = true) {
  let twoStepLogin = false;
  const platform = createFakePlatform({
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'GET /api/account/security': () => ({ twoStepLogin, codeMobile: '010-****-6789' }),
      'PUT /api/account/security': ({ body }) => {
        twoStepLogin = (body as { twoStepLogin: boolean }).twoStepLogin;
        return { twoStepLogin, codeMobile: '010-****-6789' };
      },
      'GET /api/account/login-history': ({ params }) => pageOf(history, Number(params?.page), Number(params?.size), 25),
    },
  });
  platform.ui.confirm = jest.fn(async () => confirmAnswer);
  return renderWithPlatform(<SecurityPage />, { path: '/account/info/security', routePath: '/account/info/security', defaultNS: 'shell', platform });
}

describe('SecurityPage', () => {
  it('turns two-step login on after a confirmation naming where the code goes', async () => {
    const { platform } = renderPage();
    const toggle = await screen.findByRole('switch', { name: '사용 안 함' });
    fireEvent.click(toggle);
    await waitFor(() => expect(platform.toasts).toContainEqual({ message: '2단계 로그인을 켰어요.', severity: 'success' }));
    expect(platform.ui.confirm).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('010-****-6789') }));
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

  it('lists the login history paged on the server, with results and Seoul times', async () => {
    const { platform } = renderPage();
    const table = await screen.findByRole('table', { name: '로그인 기록' });
    const first = (await within(table).findByText('203.0.113.7')).closest('tr') as HTMLElement;
    expect(within(first).getByText('로그인 성공')).toBeInTheDocument();
    expect(within(first).getByText('2026.11.20 10:00')).toBeInTheDocument();
    expect(within(table).getByText('비밀번호 틀림')).toBeInTheDocument();
    expect(platform.api.calls.find((c) => c.url === '/api/account/login-history')?.params).toEqual({ page: 1, size: 10 });
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(platform.api.calls.filter((c) => c.url === '/api/account/login-history').at(-1)?.params).toEqual({ page: 2, size: 10 }));
    expect(platform.paging.get('/account/info/security')).toMatchObject({ page: 2, size: 10 });
  });
});
