import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakePlatform, fakeUser, renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { CancelWithdrawalButton } from './cancel-withdrawal-button';

jest.mock('../session/session-api', () => ({
  fetchSession: jest.fn(async () => ({
    user: jest.requireActual('@console/testing/fake-platform').fakeUser({ role: 'ROLE_MASTER' }),
    accessToken: { token: 'next', expiresAt: '' },
    securityCodeRequired: false,
  })),
}));

describe('CancelWithdrawalButton', () => {
  it('takes the withdrawal request back after a confirmation and reads the session again', async () => {
    const platform = createFakePlatform({
      user: fakeUser({ role: 'ROLE_MASTER_DWT' }),
      resources: { ko: { shell: ko }, en: { shell: en } },
      handlers: {
        'DELETE /api/account/withdrawal': () => ({ requested: false, requestedAt: null, reason: null, detail: null }),
      },
    });
    renderWithPlatform(<CancelWithdrawalButton />, { defaultNS: 'shell', platform });
    fireEvent.click(screen.getByRole('button', { name: '탈퇴 신청 취소' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '탈퇴 신청을 취소했어요.', severity: 'success' }),
    );
    expect(platform.alerts).toContain('취소하면 바로 모든 기능을 다시 이용할 수 있어요.');
    expect(platform.api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/account/withdrawal')).toBe(true);
    expect(platform.auth.getState().user?.role).toBe('ROLE_MASTER');
  });
});
