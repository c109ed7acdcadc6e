import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BizFileState } from '@console/contracts/business';
import type { SessionUser } from '@console/contracts/session';
import { createFakePlatform, fakeUser, renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { AccountStatusBanners } from './account-status-banners';

jest.mock('../session/session-api', () => ({
  fetchSession: jest.fn(async () => ({
    user: jest.requireActual('@console/testing/fake-platform').fakeUser({ role: 'ROLE_MASTER' }),
    accessToken: { token: 'next', expiresAt: '' },
    securityCodeRequired: false,
  })),
}));

const file = (status: BizFileState['status'], rejectReason: string | null = null): BizFileState => ({
  status,
  fileName: status === 'NONE' ? null : 'biz.pdf',
  uploadedAt: status === 'NONE' ? null : '2026-11-20T01:00:00.000Z',
  rejectReason,
});

function render(user: SessionUser, bizFile: BizFileState = file('NONE')) {
  const platform = createFakePlatform({
    user,
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'GET /api/account/biz-file': () => bizFile,
      'GET /api/account/withdrawal': () => ({
        requested: true,
        requestedAt: '2026-11-18T03:00:00.000Z',
        reason: 'PRICE',
        detail: '',
      }),
      'DELETE /api/account/withdrawal': () => ({ requested: false, requestedAt: null, reason: null, detail: null }),
    },
  });
  return renderWithPlatform(<AccountStatusBanners />, { defaultNS: 'shell', platform });
}

describe('AccountStatusBanners', () => {
  it('says nothing for a verified normal business', async () => {
    const { platform } = render(fakeUser());
    expect(screen.getByTestId('account-status-banners')).toBeEmptyDOMElement();
    expect(platform.api.calls).toHaveLength(0);
  });

  it.each([
    [file('NONE'), 'NONE', '사업자 인증 전이에요.'],
    [file('PENDING'), 'PENDING', '2026.11.20 10:00에 올린 사업자등록증을 심사하고 있어요.'],
    [file('REJECTED', '상호가 달라요.'), 'REJECTED', '사업자등록증이 반려됐어요. 사유: 상호가 달라요.'],
  ])('an unverified business: %#', async (bizFile, state, text) => {
    render(fakeUser({ verified: false, verificationDate: null }), bizFile);
    const banner = await screen.findByTestId('verification-banner');
    expect(banner).toHaveAttribute('data-state', state);
    expect(banner).toHaveTextContent(text);
  });

  it('links to the business page to upload', async () => {
    render(fakeUser({ verified: false, verificationDate: null }));
    expect(await screen.findByRole('link', { name: '사업자등록증 올리기' })).toHaveAttribute(
      'href',
      '/account/info/biz',
    );
  });

  it('tells a provider without a contract what it waits for', () => {
    render(
      fakeUser({
        business: { bizSeq: 3, name: '(주)링크콜', type: 'VALUE_ADDED_PROVIDER' },
        provider: { approve: 'N', alert: 'Y' },
      }),
    );
    expect(screen.getByTestId('provider-banner')).toHaveTextContent('영업 담당자와 계약이 확정되면');
  });

  it('shows a withdrawal under review with its date, and the master cancels it after a confirmation', async () => {
    const { platform } = render(fakeUser({ role: 'ROLE_MASTER_DWT' }));
    expect(await screen.findByText(/2026.11.18에 신청한 회원 탈퇴를 검토하고 있어요/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '탈퇴 신청 취소' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '탈퇴 신청을 취소했어요.', severity: 'success' }),
    );
    expect(platform.alerts).toContain('취소하면 바로 모든 기능을 다시 이용할 수 있어요.');
    expect(platform.api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/account/withdrawal')).toBe(true);
    expect(platform.auth.getState().user?.role).toBe('ROLE_MASTER');
  });
});
