import { screen, within } from '@testing-library/react';
import type { BizFileState } from '@console/contracts/business';
import type { SessionUser } from '@console/contracts/session';
import { fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { failing } from '../test-support/dashboard-fixtures';
import { AccountStateBlock } from './account-state-block';

const file = (status: BizFileState['status'], rejectReason: string | null = null): BizFileState => ({
  status,
  fileName: status === 'NONE' ? null : 'biz.pdf',
  uploadedAt: status === 'NONE' ? null : '2026-11-20T01:00:00.000Z',
  rejectReason,
});
const unverified = (overrides: Partial<SessionUser> = {}) =>
  fakeUser({ verified: false, verificationDate: null, ...overrides });

function renderBlock(user: SessionUser, bizFile: FakeHandler = () => file('NONE')) {
  return renderWithPlatform(<AccountStateBlock withdrawalAction={<button type="button">탈퇴 신청 취소</button>} />, {
    user,
    handlers: {
      'GET /api/account/biz-file': bizFile,
      'GET /api/account/withdrawal': () => ({
        requested: true,
        requestedAt: '2026-11-18T03:00:00.000Z',
        reason: 'PRICE',
        detail: '',
      }),
    },
  });
}

describe('AccountStateBlock', () => {
  it('says a verified business is verified, asking the server nothing', () => {
    const { platform } = renderBlock(fakeUser());
    expect(screen.getByTestId('verification-state')).toHaveTextContent('사업자 인증을 마쳤어요 (2026.11.20).');
    expect(platform.api.calls).toHaveLength(0);
  });

  it.each([
    [file('NONE'), 'NONE', '사업자 인증 전이에요. 사업자등록증을 올리면'],
    [file('PENDING'), 'PENDING', '2026.11.20 10:00에 올린 사업자등록증을 심사하고 있어요.'],
    [file('REJECTED', '상호가 달라요.'), 'REJECTED', '사업자등록증이 반려됐어요. 사유: 상호가 달라요.'],
  ])('an unverified business: %#', async (bizFile, state, text) => {
    renderBlock(unverified(), () => bizFile);
    const alert = await screen.findByTestId('verification-state');
    expect(alert).toHaveAttribute('data-state', state);
    expect(alert).toHaveTextContent(text);
  });

  it('the master is sent to the business page to upload; a member is told who does it', async () => {
    const master = renderBlock(unverified());
    expect(await screen.findByRole('link', { name: '사업자등록증 올리기' })).toHaveAttribute(
      'href',
      '/account/info/biz',
    );
    master.unmount();
    renderBlock(unverified({ role: 'ROLE_USER' }));
    expect(await screen.findByText(/마스터가 사업자등록증을 올리면/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells a provider what its contract waits for, or that it is confirmed', () => {
    const provider = { business: { bizSeq: 3, name: '(주)링크콜', type: 'VALUE_ADDED_PROVIDER' as const } };
    const waiting = renderBlock(fakeUser({ ...provider, provider: { approve: 'N', alert: 'Y' } }));
    expect(screen.getByTestId('provider-state')).toHaveTextContent('영업 담당자와 계약이 확정되면');
    waiting.unmount();
    renderBlock(fakeUser({ ...provider, provider: { approve: 'Y', alert: 'N' } }));
    expect(screen.getByTestId('provider-state')).toHaveTextContent('계약이 확정됐어요');
  });

  it("shows a withdrawal under review with its date and the host's action", async () => {
    renderBlock(fakeUser({ role: 'ROLE_MASTER_DWT' }));
    const state = await screen.findByTestId('withdrawal-state');
    expect(state).toHaveTextContent('2026.11.18에 신청한 회원 탈퇴를 검토하고 있어요');
    expect(within(state).getByRole('button', { name: '탈퇴 신청 취소' })).toBeInTheDocument();
    expect(screen.queryByTestId('verification-state')).not.toBeInTheDocument();
  });

  it('loading and a failed file state show in the block', async () => {
    const loading = renderBlock(unverified(), () => new Promise(() => undefined));
    expect(screen.getByTestId('dashboard-account')).toHaveAttribute('data-state', 'loading');
    loading.unmount();
    renderBlock(unverified(), failing);
    expect(await screen.findByText('사업자 인증 상태를 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-account')).toHaveAttribute('data-state', 'error');
  });
});
