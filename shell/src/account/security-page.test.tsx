import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoginHistoryItem } from '@console/contracts/account';
import type { ActiveSession } from '@console/contracts/account-sessions';
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

const DEVICES: ActiveSession[] = [
  {
    sessionId: '11111111-1111-4111-8111-111111111111',
    browser: 'Chrome 130',
    os: 'Windows',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0.0.0',
    ip: '203.0.113.7',
    createdAt: '2026-11-20T00:00:00.000Z',
    lastSeenAt: '2026-11-20T01:10:00.000Z',
    current: true,
  },
  {
    sessionId: '22222222-2222-4222-8222-222222222222',
    browser: 'Safari 17',
    os: 'iOS',
    userAgent: null,
    ip: '198.51.100.2',
    createdAt: '2026-11-19T12:00:00.000Z',
    lastSeenAt: '2026-11-19T13:00:00.000Z',
    current: false,
  },
  {
    sessionId: '33333333-3333-4333-8333-333333333333',
    browser: null,
    os: null,
    userAgent: 'curl/8.0',
    ip: '198.51.100.3',
    createdAt: '2026-11-18T12:00:00.000Z',
    lastSeenAt: '2026-11-18T12:00:00.000Z',
    current: false,
  },
];

function renderPage(confirmAnswer = true, initiallyOn = false) {
  let twoStepLogin = initiallyOn;
  let devices = [...DEVICES];
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
      'GET /api/account/sessions': () => devices,
      [`DELETE /api/account/sessions/${DEVICES[1]!.sessionId}`]: () => {
        devices = devices.filter((d) => d.sessionId !== DEVICES[1]!.sessionId);
        return { ended: 1 };
      },
      'POST /api/account/sessions/log-out-others': () => {
        const ended = devices.length - 1;
        devices = devices.filter((d) => d.current);
        return { ended };
      },
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

  it('lists the devices logged in now, this one marked, and logs out another after a confirmation', async () => {
    const { platform } = renderPage();
    const table = await screen.findByRole('table', { name: '로그인된 기기' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Chrome 130 · Windows')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('이 기기')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('2026.11.19 22:00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('알 수 없는 브라우저')).toBeInTheDocument();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Safari 17 · iOS (198.51.100.2) 로그아웃' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '기기를 로그아웃했어요.', severity: 'success' }),
    );
    expect(platform.ui.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Safari 17 · iOS(198.51.100.2)') }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('logs out all other devices at once', async () => {
    const { platform } = renderPage();
    await screen.findByRole('table', { name: '로그인된 기기' });
    fireEvent.click(screen.getByRole('button', { name: '다른 기기 모두 로그아웃' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '다른 기기 2개를 로그아웃했어요.', severity: 'success' }),
    );
    expect(platform.ui.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('2개 기기') }),
    );
    expect(await screen.findByText('이 브라우저에서만 로그인되어 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다른 기기 모두 로그아웃' })).toBeDisabled();
  });
});
