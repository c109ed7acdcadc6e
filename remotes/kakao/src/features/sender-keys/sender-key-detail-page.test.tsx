import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { profileDetailOf, SENDER_KEY } from './sender-key-fixtures';
import { SenderKeyDetailPage } from './sender-key-detail-page';

// MUI selects and dialogs in jsdom are slow when the machine is busy.
jest.setTimeout(20_000);

const HAS_TEMPLATES = '템플릿이 있는 발신 프로필은 삭제할 수 없어요. 템플릿을 먼저 삭제해 주세요.';
const dormant = () =>
  profileDetailOf({
    status: 'DORMANT',
    statusReason: '1년 동안 발송이 없어요.',
    templateCount: 2,
    history: [
      { status: 'ACTIVE', reason: null, by: 'USER', at: '2025-10-01T01:00:00.000Z' },
      { status: 'DORMANT', reason: '1년 동안 발송이 없어요.', by: 'KAKAO', at: '2026-10-01T01:00:00.000Z' },
    ],
  });

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<SenderKeyDetailPage />, {
    path: '/console/team/3/kakao/sender-key/11',
    routePath: '/console/team/:teamSeq/kakao/sender-key/:seq',
    teamSeq: 3,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: { 'GET /api/team/kakao/sender-keys/11': () => dormant(), ...handlers },
  });
}

describe('SenderKeyDetailPage', () => {
  it('shows the whole key, category path, admin phone, state with its reason and the history', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '한빛커머스' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: '발신 프로필 정보' });
    expect(within(info).getByTestId('sender-key')).toHaveTextContent(SENDER_KEY);
    expect(within(info).getByText('쇼핑 > 종합몰 > 온라인 종합몰')).toBeInTheDocument();
    expect(within(info).getByText('010-3333-4444')).toBeInTheDocument();
    expect(within(info).getByText('2개')).toBeInTheDocument();
    expect(within(info).getByText('휴면')).toBeInTheDocument();
    expect(screen.getByText('사유: 1년 동안 발송이 없어요.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: '상태 이력' });
    expect(within(history).getByText('등록')).toBeInTheDocument();
    expect(within(history).getByText('휴면 전환')).toBeInTheDocument();
    expect(within(history).getByText(/카카오 · 2026\.10\.01/)).toBeInTheDocument();
  });

  it('wakes a dormant profile with the token sent to its admin phone', async () => {
    let token: unknown;
    let woken = false;
    const { platform } = renderPage({
      'GET /api/team/kakao/sender-keys/11': () => (woken ? profileDetailOf() : dormant()),
      'POST /api/team/kakao/sender-keys/11/recover/token': () => ({ channelName: '한빛커머스', validMinutes: 10 }),
      'POST /api/team/kakao/sender-keys/11/recover': ({ body }) => {
        token = body;
        woken = true;
        return profileDetailOf({ status: 'ACTIVE', history: [...dormant().history] });
      },
    });
    const panel = await screen.findByRole('region', { name: '휴면 해제' });
    fireEvent.click(within(panel).getByRole('button', { name: '인증번호 받기' }));
    const field = await within(panel).findByRole('textbox', { name: /인증번호/ });
    fireEvent.click(within(panel).getByRole('button', { name: '휴면 해제' }));
    expect(await within(panel).findByText('인증번호 6자리를 입력해 주세요.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(within(panel).getByRole('button', { name: '휴면 해제' }));
    await waitFor(() => expect(token).toEqual({ token: '654321' }));
    expect(await screen.findByText(/정상 상태예요/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '휴면 해제' })).not.toBeInTheDocument();
    expect(platform.toasts).toContainEqual({ message: '휴면을 해제했어요. 다시 보낼 수 있어요.', severity: 'success' });
  });

  it("asks before deleting and shows the server's refusal in place", async () => {
    const { platform } = renderPage({
      'DELETE /api/team/kakao/sender-keys/11': () => {
        throw new ApiError(409, 'Conflict', HAS_TEMPLATES, 4090);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HAS_TEMPLATES);
    expect(platform.alerts[0]).toMatch(/한빛커머스 발신 프로필을 삭제할까요/);
  });

  it('says so when the profile does not exist', async () => {
    renderPage({
      'GET /api/team/kakao/sender-keys/11': () => {
        throw new ApiError(404, 'Not Found', '발신 프로필을 찾을 수 없어요.', 4040);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('발신 프로필을 찾을 수 없어요.');
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/console/team/3/kakao/sender-key');
  });
});
