import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey } from '@console/contracts/api-keys';
import type { Role } from '@console/contracts/session';
import type { TeamDetail } from '@console/contracts/teams';
import { ApiError, pageOf, type FakeHandler } from '@console/testing/fake-platform';
import { renderTeamScreen } from '../../test-support/render-team-screen';
import { LinkedListPage } from './linked-list-page';

const key = (keySeq: number, name: string, overrides: Partial<ApiKey> = {}): ApiKey => ({
  keySeq,
  teamSeq: 1,
  name,
  prefix: `ck_live_K${keySeq}ab`,
  allowedIps: ['203.0.113.10'],
  callbackUrl: null,
  status: 'ACTIVE',
  createdBy: '김한빛',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});
const KEYS = [
  key(1, '주문 시스템', { lastUsedAt: '2026-11-20T05:30:00.000Z', callbackUrl: 'https://shop.example.kr/report' }),
  key(2, '이전 ERP', { status: 'REVOKED', revokedAt: '2026-10-01T00:00:00.000Z' }),
];
const TEAM: TeamDetail = {
  teamSeq: 1,
  name: '마케팅팀',
  description: '',
  status: 'ACTIVE',
  memberCount: 4,
  createdAt: '',
  readyAt: null,
  myTeamRole: 'ADMIN',
  activeApiKeyCount: 1,
};
const SECRET = 'ck_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

function renderPage(options: { role?: Role; handlers?: Record<string, FakeHandler>; confirms?: boolean[] } = {}) {
  return renderTeamScreen(<LinkedListPage />, {
    path: '/console/team/1/linked/list',
    routePath: '/console/team/:teamSeq/linked/list',
    role: options.role,
    confirms: options.confirms,
    handlers: { 'GET /api/teams/1': () => TEAM, 'GET /api/teams/1/api-keys': () => pageOf(KEYS), ...options.handlers },
  });
}

const typeIn = (scope: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('LinkedListPage', () => {
  it('lists keys by their visible prefix only, with IPs, callback and last use', async () => {
    renderPage();
    const row = (await screen.findByText('주문 시스템')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ck_live_K1ab••••••••')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.10')).toBeInTheDocument();
    expect(within(row).getByText('https://shop.example.kr/report')).toBeInTheDocument();
    expect(within(row).getByText('2026.11.20 14:30')).toBeInTheDocument();
    const revoked = screen.getByText('이전 ERP').closest('tr') as HTMLElement;
    expect(within(revoked).getByText('폐기됨')).toBeInTheDocument();
    expect(within(revoked).getByText('2026.10.01 폐기')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: '이전 ERP 폐기' })).not.toBeInTheDocument();
  });

  it('validates name, every IP and the callback URL in place before creating', async () => {
    const { platform } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'API 키 만들기' }));
    const dialog = await screen.findByRole('dialog');
    typeIn(dialog, '허용 IP 1', '300.1.1.1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'IP 추가' }));
    typeIn(dialog, '허용 IP 2', '10.0.0.0/33');
    typeIn(dialog, /^콜백 URL/, 'http://erp.example.kr/report');
    fireEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByText('키 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(
      within(dialog).getAllByText('IPv4, IPv6 주소나 CIDR(예: 203.0.113.0/24) 형식으로 입력해 주세요.'),
    ).toHaveLength(2);
    expect(within(dialog).getByText(/https:\/\/ 로 시작하는 URL을 입력해 주세요/)).toBeInTheDocument();
    expect(platform.api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a key and shows the whole key once, with a copy button and a warning', async () => {
    const post = jest.fn(() => ({ apiKey: key(3, '예약 시스템', { prefix: SECRET.slice(0, 12) }), secret: SECRET }));
    const { platform } = renderPage({ handlers: { 'POST /api/teams/1/api-keys': post } });
    fireEvent.click(await screen.findByRole('button', { name: 'API 키 만들기' }));
    const dialog = await screen.findByRole('dialog');
    typeIn(dialog, /^키 이름/, '예약 시스템');
    typeIn(dialog, '허용 IP 1', '203.0.113.7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'IP 추가' }));
    typeIn(dialog, '허용 IP 2', '2001:db8::/48');
    typeIn(dialog, /^콜백 URL/, 'https://erp.example.kr/report');
    fireEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(platform.api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: '예약 시스템',
      allowedIps: ['203.0.113.7', '2001:db8::/48'],
      callbackUrl: 'https://erp.example.kr/report',
    });

    const shown = await screen.findByRole('dialog', { name: "'예약 시스템' 키를 만들었어요" });
    expect(within(shown).getByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(within(shown).getByText(/지금 한 번만 보여요/)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'API 키 복사' })).toBeInTheDocument();
    fireEvent.click(within(shown).getByRole('button', { name: '복사했어요' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it('puts a server error for one IP under that IP', async () => {
    renderPage({
      handlers: {
        'POST /api/teams/1/api-keys': () => {
          throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
            { field: 'allowedIps.0', message: '허용할 수 없는 대역이에요.' },
          ]);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'API 키 만들기' }));
    const dialog = await screen.findByRole('dialog');
    typeIn(dialog, /^키 이름/, '키');
    typeIn(dialog, '허용 IP 1', '10.0.0.1');
    fireEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByText('허용할 수 없는 대역이에요.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('허용 IP 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits the allowed IPs and callback URL of a key', async () => {
    const put = jest.fn(({ body }: { body?: unknown }) => ({ ...KEYS[0], ...(body as object) }));
    renderPage({ handlers: { 'PUT /api/teams/1/api-keys/1': put } });
    fireEvent.click(await screen.findByRole('button', { name: '주문 시스템 수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('허용 IP 1')).toHaveValue('203.0.113.10');
    typeIn(dialog, '허용 IP 1', '198.51.100.0/24');
    typeIn(dialog, /^콜백 URL/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0].body).toEqual({
      name: '주문 시스템',
      allowedIps: ['198.51.100.0/24'],
      callbackUrl: '',
    });
  });

  it('revokes only after confirming', async () => {
    const revoke = jest.fn(() => ({ ...KEYS[0], status: 'REVOKED' }));
    const { confirms, platform } = renderPage({
      handlers: { 'POST /api/teams/1/api-keys/1/revoke': revoke },
      confirms: [false, true],
    });
    fireEvent.click(await screen.findByRole('button', { name: '주문 시스템 폐기' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '주문 시스템 폐기' }));
    await waitFor(() => expect(revoke).toHaveBeenCalled());
    expect(confirms[1]).toContain("'주문 시스템' 키(ck_live_K1ab…)를 폐기해요.");
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: "'주문 시스템' 키를 폐기했어요.", severity: 'success' }),
    );
  });

  it('a withdrawal-requested master sees the keys but cannot change them', async () => {
    renderPage({
      role: 'ROLE_MASTER_DWT',
      handlers: { 'GET /api/teams/1/api-keys/1/callback-secret': () => ({ callbackSecret: 'whsec_read_only' }) },
    });
    await screen.findByText('주문 시스템');
    expect(screen.queryByRole('button', { name: 'API 키 만들기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '주문 시스템 폐기' })).not.toBeInTheDocument();
    // The signing secret can still be read (reports keep coming), not renewed.
    fireEvent.click(screen.getByRole('button', { name: '주문 시스템 서명 키' }));
    const dialog = await screen.findByRole('dialog', { name: "'주문 시스템' 콜백 서명 키" });
    expect(await within(dialog).findByTestId('callback-secret')).toHaveTextContent('whsec_read_only');
    expect(within(dialog).queryByRole('button', { name: '다시 만들기' })).not.toBeInTheDocument();
  });

  it('shows the callback signing secret with how to check it, and renews it only after confirming', async () => {
    const read = jest.fn(() => ({ callbackSecret: 'whsec_first_secret' }));
    const rotate = jest.fn(() => ({ callbackSecret: 'whsec_second_secret' }));
    const { confirms, platform } = renderPage({
      handlers: {
        'GET /api/teams/1/api-keys/1/callback-secret': read,
        'POST /api/teams/1/api-keys/1/callback-secret/rotate': rotate,
      },
      confirms: [false, true],
    });
    expect(screen.queryByRole('button', { name: '이전 ERP 서명 키' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '주문 시스템 서명 키' }));
    const dialog = await screen.findByRole('dialog', { name: "'주문 시스템' 콜백 서명 키" });
    expect(await within(dialog).findByTestId('callback-secret')).toHaveTextContent('whsec_first_secret');
    expect(
      within(dialog).getByText(/Console-Signature 헤더\(t=보낸 시각,v1=서명\).*HMAC-SHA256.*5분 안이면/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '서명 키 복사' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '확인 방법 (API 문서)' })).toHaveAttribute('href', '/docs');
    expect(within(dialog).queryByText(/콜백 URL이 없어서/)).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: '다시 만들기' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(rotate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '다시 만들기' }));
    await waitFor(() => expect(within(dialog).getByTestId('callback-secret')).toHaveTextContent('whsec_second_secret'));
    expect(confirms[1]).toContain("'주문 시스템' 키의 콜백은 지금부터 새 서명 키로 서명돼요.");
    expect(platform.toasts).toContainEqual({ message: '서명 키를 새로 만들었어요.', severity: 'success' });
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByText('whsec_second_secret')).not.toBeInTheDocument());
  });

  it('says when a key has no callback URL yet, and shows a refusal in place', async () => {
    const noCallback = key(4, '배치 시스템');
    renderPage({
      handlers: {
        'GET /api/teams/1/api-keys': () => pageOf([noCallback]),
        'GET /api/teams/1/api-keys/4/callback-secret': () => {
          throw new ApiError(409, 'Conflict', '폐기한 키는 결과 콜백을 보내지 않아요.', 4090);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '배치 시스템 서명 키' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/콜백 URL이 없어서 지금은 콜백을 보내지 않아요/)).toBeInTheDocument();
    expect(await within(dialog).findByText('폐기한 키는 결과 콜백을 보내지 않아요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '다시 만들기' })).toBeDisabled();
  });
});
