import { screen } from '@testing-library/react';
import { InvitationErrorCode } from '@console/contracts/invitations';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { JoinMailPage } from './join-mail-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const PREVIEW = {
  businessName: '(주)한빛커머스',
  inviterName: '김한빛',
  email: 'new.hire@example.kr',
  role: 'ROLE_MANAGER',
  teamNames: ['마케팅팀', '고객지원팀'],
  expiresAt: '2026-11-28T03:00:00.000Z',
};

function renderPage(handler: FakeHandler = () => PREVIEW, path = `/popup/join-mail?token=${TOKEN}`) {
  return renderWithPlatform(<JoinMailPage />, {
    path,
    routePath: '/popup/join-mail',
    defaultNS: 'shell',
    user: null,
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: { [`GET /api/invitations/by-token/${TOKEN}`]: handler },
  });
}

const linkError = (status: number, kind: keyof typeof InvitationErrorCode, message: string) => () => {
  throw new ApiError(status, 'Gone', message, InvitationErrorCode[kind]);
};

describe('JoinMailPage', () => {
  it('shows who invites whom into what, and continues to the sign-up with the token', async () => {
    const { platform } = renderPage();
    expect(await screen.findByText('(주)한빛커머스의 김한빛님이 메시지 콘솔로 초대했어요.')).toBeInTheDocument();
    const summary = screen.getByTestId('invitation-summary');
    for (const text of ['new.hire@example.kr', '매니저', '마케팅팀, 고객지원팀'])
      expect(summary).toHaveTextContent(text);
    expect(screen.getByText('이 초대 링크는 2026.11.28 12:00까지, 한 번만 쓸 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '가입하러 가기' })).toHaveAttribute(
      'href',
      `/account/registByEmail?token=${TOKEN}`,
    );
    expect(platform.api.calls).toEqual([
      expect.objectContaining({ method: 'GET', url: `/api/invitations/by-token/${TOKEN}` }),
    ]);
  });

  it.each([
    [410, 'EXPIRED', '초대 링크가 만료되었어요', '유효 기간(7일)이 지났어요.'],
    [410, 'CANCELLED', '취소된 초대예요', '취소된 초대예요. 초대한 분께 문의해 주세요.'],
    [404, 'NOT_FOUND', '초대 링크를 찾을 수 없어요', '초대 링크를 찾을 수 없어요. 메일의 링크를 다시 확인해 주세요.'],
  ] as const)('explains a %s %s link in Korean, with no way to sign up', async (status, kind, title, message) => {
    renderPage(linkError(status, kind, message));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('invitation-problem')).toHaveAttribute('data-kind', kind);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '가입하러 가기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '로그인하러 가기' })).not.toBeInTheDocument();
  });

  it('sends a used link to the login', async () => {
    renderPage(linkError(410, 'USED', '이미 가입에 사용한 초대 링크예요.'));
    expect(await screen.findByRole('heading', { name: '이미 사용한 초대 링크예요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/account/login');
  });

  it('a link without a token is unknown, without asking the server', async () => {
    const { platform } = renderPage(undefined, '/popup/join-mail');
    expect(await screen.findByRole('heading', { name: '초대 링크를 찾을 수 없어요' })).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });

  it('offers a retry when the server could not answer', async () => {
    renderPage(() => {
      throw new ApiError(500, 'Internal Server Error', '서버 오류');
    });
    expect(await screen.findByText('초대 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
