import { fireEvent, screen, waitFor } from '@testing-library/react';
import { InvitationErrorCode } from '@console/contracts/invitations';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { RegistByEmailPage } from './regist-by-email-page';

// The session is read with a plain request (outside the api client), as after a login.
jest.mock('../session/session-api', () => ({
  fetchSession: jest.fn(async () => ({
    user: jest
      .requireActual('@console/testing/fake-platform')
      .fakeUser({ loginId: 'new_joiner', name: '홍길동', role: 'ROLE_USER' }),
    accessToken: { token: 'new', expiresAt: '' },
    securityCodeRequired: false,
  })),
}));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const PREVIEW = {
  businessName: '(주)한빛커머스',
  inviterName: '김한빛',
  email: 'joiner@example.kr',
  role: 'ROLE_USER',
  teamNames: ['마케팅팀'],
  expiresAt: '2026-11-28T03:00:00.000Z',
};

function renderPage(accept: FakeHandler = () => ({ userSeq: 9, loginId: 'new_joiner' })) {
  return renderWithPlatform(<RegistByEmailPage />, {
    path: `/account/registByEmail?token=${TOKEN}`,
    routePath: '/account/registByEmail',
    defaultNS: 'shell',
    user: null,
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: { [`GET /api/invitations/by-token/${TOKEN}`]: () => PREVIEW, 'POST /api/invitations/accept': accept },
  });
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '가입하고 시작하기' }));

async function fillValid() {
  await screen.findByTestId('invitation-summary');
  fill(/^아이디/, 'new_joiner');
  fill(/^비밀번호$|^비밀번호 \*/, 'Welcome1!');
  fill(/^비밀번호 확인/, 'Welcome1!');
  fill(/^이름/, '홍길동');
  fill(/^휴대폰 번호/, '010-5555-1234');
}

describe('RegistByEmailPage', () => {
  it('shows the invitation above the form', async () => {
    renderPage();
    const summary = await screen.findByTestId('invitation-summary');
    expect(summary).toHaveTextContent('(주)한빛커머스');
    expect(summary).toHaveTextContent('joiner@example.kr');
    expect(summary).toHaveTextContent('사용자');
  });

  it('validates every field in place with the server rules, and sends nothing until they pass', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('invitation-summary');
    fill(/^아이디/, '1x');
    fill(/^비밀번호$|^비밀번호 \*/, 'short');
    fill(/^비밀번호 확인/, 'other');
    fill(/^휴대폰 번호/, '02-123-4567');
    submit();
    expect(
      await screen.findByText('아이디는 영문 소문자로 시작하는 4~20자로, 영문 소문자·숫자·밑줄(_)만 쓸 수 있어요.'),
    ).toBeInTheDocument();
    expect(screen.getByText('비밀번호는 8자 이상 64자 이하로 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('올바른 휴대폰 번호 형식이 아니에요. 예: 010-1234-5678')).toBeInTheDocument();
    fill(/^아이디/, 'kim_admin');
    fill(/^비밀번호$|^비밀번호 \*/, 'Kim_admin1!');
    fill(/^비밀번호 확인/, 'Kim_admin2!');
    submit();
    expect(await screen.findByText('비밀번호에 아이디를 넣을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호가 서로 달라요. 다시 확인해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('posts the account with the token, logs in and goes to the dashboard', async () => {
    const { platform } = renderPage();
    await fillValid();
    submit();
    expect(await screen.findByText('other page')).toBeInTheDocument();
    expect(platform.api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: TOKEN,
      loginId: 'new_joiner',
      password: 'Welcome1!',
      passwordConfirm: 'Welcome1!',
      name: '홍길동',
      mobile: '01055551234',
    });
    expect(platform.auth.getState().user?.loginId).toBe('new_joiner');
    expect(platform.toasts).toContainEqual({ message: '(주)한빛커머스에 오신 것을 환영해요.', severity: 'success' });
  });

  it('shows a taken login id under its field', async () => {
    renderPage(() => {
      throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
        { field: 'loginId', message: '이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.' },
      ]);
    });
    await fillValid();
    submit();
    expect(await screen.findByText('이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^아이디/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns into the explanation when the link was used or cancelled meanwhile', async () => {
    renderPage(() => {
      throw new ApiError(
        410,
        'Gone',
        '이미 가입에 사용한 초대 링크예요. 가입한 아이디로 로그인해 주세요.',
        InvitationErrorCode.USED,
      );
    });
    await fillValid();
    submit();
    expect(await screen.findByRole('heading', { name: '이미 사용한 초대 링크예요' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '가입하고 시작하기' })).not.toBeInTheDocument());
  });

  it('shows a conflict that belongs to no field above the form', async () => {
    renderPage(() => {
      throw new ApiError(409, 'Conflict', '이 이메일로 이미 가입한 계정이 있어요. 그 계정으로 로그인해 주세요.', 4090);
    });
    await fillValid();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('이 이메일로 이미 가입한 계정이 있어요.');
  });
});
