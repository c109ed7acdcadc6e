import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, fakeUser, type FakeHandler } from '@console/testing/fake-platform';
import { categories, profileDetailOf } from './sender-key-fixtures';
import { SenderKeyListPage } from './sender-key-list-page';
import { chooseOption, renderKakaoScreen, typeInto } from './test-support/kakao-screen-test-kit';

// MUI selects and dialogs in jsdom are slow when the machine is busy.
jest.setTimeout(20_000);

const WRONG_TOKEN = '인증번호가 맞지 않아요. (4번 더 입력할 수 있어요)';

function renderPage(handlers: Record<string, FakeHandler> = {}, verified = true) {
  return renderKakaoScreen(<SenderKeyListPage />, {
    path: '/console/team/3/kakao/sender-key',
    routePath: '/console/team/:teamSeq/kakao/sender-key',
    teamSeq: 3,
    user: fakeUser({ role: 'ROLE_MANAGER', verified }),
    handlers: { 'GET /api/team/kakao/categories': () => categories, ...handlers },
  });
}

describe('sender profile registration', () => {
  it('checks the fields in Korean before asking Kakao for a token', async () => {
    const { platform } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '발신 프로필 등록' }));
    const dialog = await screen.findByRole('dialog', { name: '발신 프로필 등록' });
    fireEvent.click(within(dialog).getByRole('button', { name: '인증번호 받기' }));
    expect(await within(dialog).findByText('카카오톡 채널 검색용 아이디를 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('관리자 휴대폰 번호를 입력해 주세요.')).toBeInTheDocument();
    typeInto(/채널 검색용 아이디/, 'hanbit notice');
    typeInto(/관리자 휴대폰 번호/, '02-123');
    fireEvent.click(within(dialog).getByRole('button', { name: '인증번호 받기' }));
    expect(await within(dialog).findByText(/검색용 아이디는 @로 시작해요/)).toBeInTheDocument();
    expect(within(dialog).getByText('관리자 휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('인증번호를 먼저 받아 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for the token, then registers with the chosen category and opens the new profile', async () => {
    let attempts = 0;
    const { platform } = renderPage({
      'POST /api/team/kakao/sender-keys/token': () => ({ channelName: '한빛 공지', validMinutes: 10 }),
      'POST /api/team/kakao/sender-keys': () => {
        attempts += 1;
        if (attempts === 1)
          throw new ApiError(400, 'Bad Request', WRONG_TOKEN, 4000, [{ field: 'token', message: WRONG_TOKEN }]);
        return profileDetailOf({ seq: 31 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '발신 프로필 등록' }));
    const dialog = await screen.findByRole('dialog', { name: '발신 프로필 등록' });
    typeInto(/채널 검색용 아이디/, '@hanbit_notice');
    typeInto(/관리자 휴대폰 번호/, '010-3333-4444');
    fireEvent.click(within(dialog).getByRole('button', { name: '인증번호 받기' }));
    expect(
      await within(dialog).findByText('한빛 공지 채널의 관리자 휴대폰으로 인증번호를 보냈어요.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('token-countdown')).toHaveTextContent(/남은 시간 (10:00|09:59)/);
    expect(within(dialog).getByRole('button', { name: '인증번호 다시 받기' })).toBeInTheDocument();

    await chooseOption('대분류', '쇼핑');
    await chooseOption('중분류', '종합몰');
    await chooseOption('소분류', '온라인 종합몰');
    typeInto(/인증번호/, '000000');
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText(WRONG_TOKEN)).toBeInTheDocument();
    typeInto(/인증번호/, '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(await screen.findByText('other page')).toBeInTheDocument();
    const posts = platform.api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([
      '/api/team/kakao/sender-keys/token',
      '/api/team/kakao/sender-keys',
      '/api/team/kakao/sender-keys',
    ]);
    expect(posts[0]?.body).toEqual({ channelId: '@hanbit_notice', adminPhone: '010-3333-4444' });
    expect(posts[2]?.body).toEqual({
      channelId: '@hanbit_notice',
      adminPhone: '010-3333-4444',
      categoryCode: '00100010001',
      token: '123456',
    });
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '발신 프로필을 등록했어요.', severity: 'success' }),
    );
  });

  it("shows the server's Korean message under the field it names", async () => {
    const taken = '이 팀에 이미 등록된 카카오톡 채널이에요.';
    renderPage({
      'POST /api/team/kakao/sender-keys/token': () => {
        throw new ApiError(400, 'Bad Request', taken, 4000, [{ field: 'channelId', message: taken }]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '발신 프로필 등록' }));
    typeInto(/채널 검색용 아이디/, '@hanbit');
    typeInto(/관리자 휴대폰 번호/, '010-3333-4444');
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /채널 검색용 아이디/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells an unverified business why it cannot register', async () => {
    renderPage({}, false);
    expect(await screen.findByText('사업자 인증을 마친 뒤에 발신 프로필을 등록할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '발신 프로필 등록' })).toBeDisabled();
  });
});
