import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { SignupPage } from './signup-page';

// The session is read with a plain request (outside the api client), as after a login.
jest.mock('../session/session-api', () => ({
  fetchSession: jest.fn(async () => ({
    user: {
      ...jest
        .requireActual('@console/testing/fake-platform')
        .fakeUser({ name: '김새롬', loginId: 'saerom_master', verified: false }),
    },
    accessToken: { token: 'new', expiresAt: '' },
    securityCodeRequired: false,
  })),
}));

const IDENTITY = {
  name: '김새롬',
  mobile: '010-****-4321',
  birthDate: '1990-01-02',
  expiresAt: '2026-11-21T10:10:00.000Z',
};
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<SignupPage />, {
    path: '/account/signup',
    routePath: '/account/signup',
    defaultNS: 'shell',
    user: null,
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      [`GET /api/account/identity-checks/${TOKEN}`]: () => IDENTITY,
      'GET /api/account/login-id-availability': ({ params }) => ({
        loginId: params?.loginId,
        available: params?.loginId !== 'taken_id',
      }),
      'POST /api/account/signup': () => ({ userSeq: 9, loginId: 'saerom_master', businessName: '(주)새롬' }),
      ...handlers,
    },
  });
}

const postFromPopup = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

async function passTerms() {
  fireEvent.click(screen.getByRole('checkbox', { name: '전체 동의' }));
  fireEvent.click(screen.getByRole('button', { name: '다음' }));
  await screen.findByRole('heading', { name: '휴대폰 본인인증' });
}

async function passIdentity() {
  fireEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
  await postFromPopup({ type: 'identity-check', token: TOKEN });
  await screen.findByText('김새롬님(010-****-4321) 본인인증을 마쳤어요.');
  fireEvent.click(screen.getByRole('button', { name: '다음' }));
  await screen.findByRole('heading', { name: '계정과 사업자 정보를 입력해 주세요' });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillDetails() {
  fill('아이디', 'saerom_master');
  fill('비밀번호', 'Saerom!2026');
  fill('비밀번호 확인', 'Saerom!2026');
  fill('이메일', 'Owner@Saerom.kr');
  fill('상호(회사 이름)', '(주)새롬');
  fill('사업자등록번호', '220-81-12341');
  fill('대표자 이름', '김새롬');
  fill('사업장 주소', '서울특별시 중구 세종대로 110');
}

let openSpy: jest.SpyInstance;
beforeEach(() => {
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => ({ focus: () => undefined }) as unknown as Window);
});
afterEach(() => openSpy.mockRestore());

describe('SignupPage', () => {
  it('refuses to go on without the required terms, explained in place', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('이용약관에 동의해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '약관에 동의해 주세요' })).toBeInTheDocument();
  });

  it('"전체 동의" ticks every box, the optional one too', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    expect(screen.getByRole('checkbox', { name: '(필수) 이용약관' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '(필수) 개인정보 수집·이용' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '(선택) 마케팅 정보 수신' })).toBeChecked();
  });

  it('opens the provider popup at 960 x 600 and shows its failure in Korean', async () => {
    renderPage();
    await passTerms();
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(openSpy).toHaveBeenCalledWith(
      '/kmc/simulator',
      'identity-check',
      expect.stringContaining('width=960,height=600'),
    );
    await postFromPopup({ type: 'identity-check', error: 'FAILED' });
    expect(await screen.findByRole('alert')).toHaveTextContent('본인인증에 실패했어요.');
  });

  it('ignores messages from another origin or of another kind', async () => {
    const { platform } = renderPage();
    await passTerms();
    await postFromPopup({ type: 'identity-check', token: TOKEN }, 'https://evil.example');
    await postFromPopup({ type: 'something-else', token: TOKEN });
    expect(screen.queryByTestId('verified-identity')).not.toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });

  it('says so when the popup is blocked', async () => {
    openSpy.mockImplementation(() => null);
    renderPage();
    await passTerms();
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('팝업을 허용한 뒤');
  });

  it('validates the details in place with the server schema before sending', async () => {
    const { platform } = renderPage();
    await passTerms();
    await passIdentity();
    fill('아이디', '1abc');
    fill('비밀번호', 'abcdefgh');
    fill('비밀번호 확인', 'abcdefgX');
    fill('사업자등록번호', '2208112342');
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText(/아이디는 영문 소문자로 시작하는/)).toBeInTheDocument();
    expect(
      screen.getByText('영문 대문자, 영문 소문자, 숫자, 특수문자 중 3가지 이상을 섞어 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByText('비밀번호가 서로 달라요. 다시 확인해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('올바른 사업자등록번호가 아니에요. 번호를 다시 확인해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says a taken login id when the field loses focus', async () => {
    renderPage();
    await passTerms();
    await passIdentity();
    fill('아이디', 'taken_id');
    fireEvent.blur(screen.getByLabelText('아이디'));
    expect(await screen.findByText('이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.')).toBeInTheDocument();
  });

  it('sends the sign-up with the token and agreements, logs in and goes to the dashboard', async () => {
    const { platform } = renderPage();
    await passTerms();
    await passIdentity();
    fillDetails();
    fireEvent.click(screen.getByLabelText('부가통신사업자'));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await screen.findByText('other page');
    const post = platform.api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      identityToken: TOKEN,
      agreements: { terms: true, privacy: true, marketing: true },
      loginId: 'saerom_master',
      password: 'Saerom!2026',
      passwordConfirm: 'Saerom!2026',
      email: 'owner@saerom.kr',
      business: {
        name: '(주)새롬',
        registrationNumber: '2208112341',
        representative: '김새롬',
        address: '서울특별시 중구 세종대로 110',
        type: 'VALUE_ADDED_PROVIDER',
      },
    });
    expect(platform.toasts[0]?.message).toBe(
      '김새롬님, 가입을 환영해요! 사업자등록증을 올리면 발송을 시작할 수 있어요.',
    );
    expect(platform.auth.getState().user?.loginId).toBe('saerom_master');
  });

  it("shows the server's 409 under its field", async () => {
    renderPage({
      'POST /api/account/signup': () => {
        throw new ApiError(409, 'Conflict', '이미 가입된 사업자등록번호예요.', 4090, [
          { field: 'business.registrationNumber', message: '이미 가입된 사업자등록번호예요.' },
        ]);
      },
    });
    await passTerms();
    await passIdentity();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이미 가입된 사업자등록번호예요.')).toBeInTheDocument();
    expect(screen.getByLabelText('사업자등록번호')).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the identity check when the token expired', async () => {
    renderPage({
      'POST /api/account/signup': () => {
        throw new ApiError(400, 'Bad Request', '본인인증이 만료되었어요.', 4000, [
          { field: 'identityToken', message: '본인인증이 만료되었어요. 다시 해 주세요.' },
        ]);
      },
    });
    await passTerms();
    await passIdentity();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('본인인증이 만료되었어요. 다시 해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: '휴대폰 본인인증' })).toBeInTheDocument());
  });
});
