import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { FindIdPage } from './find-id-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

const renderPage = (handlers: Record<string, FakeHandler> = {}) =>
  renderWithPlatform(<FindIdPage />, {
    path: '/account/find/id',
    routePath: '/account/find/id',
    defaultNS: 'shell',
    user: null,
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'POST /api/account/find-id/identity': () => ({
        ids: [
          { maskedLoginId: 'han***ster', createdAt: '2026-01-05T03:00:00.000Z' },
          { maskedLoginId: 'han***ser', createdAt: '2026-03-01T15:30:00.000Z' },
        ],
      }),
      'POST /api/account/find-id/email': () => ({ accepted: true }),
      ...handlers,
    },
  });

const postFromPopup = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
  });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

let openSpy: jest.SpyInstance;
beforeEach(() => {
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => ({ focus: () => undefined }) as unknown as Window);
});
afterEach(() => openSpy.mockRestore());

describe('FindIdPage', () => {
  it('shows the verified person its ids, masked, with the day each was created (Seoul)', async () => {
    const { platform } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(openSpy).toHaveBeenCalledWith('/kmc/simulator', 'identity-check', expect.any(String));
    await postFromPopup({ type: 'identity-check', token: TOKEN });

    const list = await screen.findByRole('list', { name: '찾은 아이디' });
    expect(within(list).getByText('han***ster')).toBeInTheDocument();
    expect(within(list).getByText('가입일 2026.01.05')).toBeInTheDocument();
    expect(within(list).getByText('가입일 2026.03.02')).toBeInTheDocument();
    expect(platform.api.calls[0]?.body).toEqual({ identityToken: TOKEN });
    expect(screen.getAllByRole('link', { name: '비밀번호 찾기' })[0]).toHaveAttribute('href', '/account/find/password');
  });

  it('says so when the verified person has no account, and explains a failed check', async () => {
    renderPage({ 'POST /api/account/find-id/identity': () => ({ ids: [] }) });
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    await postFromPopup({ type: 'identity-check', error: 'FAILED' });
    expect(await screen.findByRole('alert')).toHaveTextContent('본인인증에 실패했어요');
    await postFromPopup({ type: 'identity-check', token: TOKEN });
    expect(await screen.findByText(/본인인증한 정보로 가입된 아이디가 없어요/)).toBeInTheDocument();
  });

  it("shows the server's Korean refusal of an expired check", async () => {
    renderPage({
      'POST /api/account/find-id/identity': () => {
        throw new ApiError(
          400,
          'Bad Request',
          '본인인증이 만료되었거나 이미 사용되었어요. 본인인증을 다시 해 주세요.',
          4000,
          [
            {
              field: 'identityToken',
              message: '본인인증이 만료되었거나 이미 사용되었어요. 본인인증을 다시 해 주세요.',
            },
          ],
        );
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    await postFromPopup({ type: 'identity-check', token: TOKEN });
    expect(await screen.findByRole('alert')).toHaveTextContent('본인인증이 만료되었거나 이미 사용되었어요.');
  });

  it('by e-mail: checks name and e-mail in place, then gives the same neutral answer', async () => {
    const { platform } = renderPage();
    fireEvent.click(screen.getByRole('tab', { name: '이메일로 받기' }));
    fill('이메일', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: '아이디 받기' }));
    expect(await screen.findByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('올바른 이메일 형식이 아니에요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);

    fill('이름', '김한빛');
    fill('이메일', 'Hanbit.Master@example.kr');
    fireEvent.click(screen.getByRole('button', { name: '아이디 받기' }));
    expect(await screen.findByTestId('find-id-sent')).toHaveTextContent(
      '입력한 이름과 이메일에 맞는 계정이 있으면 hanbit.master@example.kr(으)로 아이디를 보냈어요.',
    );
    expect(platform.api.calls[0]?.body).toEqual({ name: '김한빛', email: 'hanbit.master@example.kr' });
  });

  it('by e-mail: a rate limit is shown as the server words it', async () => {
    renderPage({
      'POST /api/account/find-id/email': () => {
        throw new ApiError(429, 'Too Many Requests', '요청이 너무 많아요. 12분 후에 다시 시도해 주세요.', 4290);
      },
    });
    fireEvent.click(screen.getByRole('tab', { name: '이메일로 받기' }));
    fill('이름', '김한빛');
    fill('이메일', 'hanbit.master@example.kr');
    fireEvent.click(screen.getByRole('button', { name: '아이디 받기' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('요청이 너무 많아요. 12분 후에 다시 시도해 주세요.'),
    );
  });
});
