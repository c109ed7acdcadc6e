import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethodDetail } from '@console/contracts/billing';
import { ApiError, type FakeHandler } from '@console/testing/fake-platform';
import { cardOf, cmsDetailOf, renderBillingScreen } from '../../test-support/payment-fixtures';
import { PaymentMethodDetailPage } from './payment-method-detail-page';

jest.setTimeout(20_000);

function renderPage(seq: string, handlers: Record<string, FakeHandler>) {
  return renderBillingScreen(<PaymentMethodDetailPage />, {
    path: `/console/billing/info/${seq}`,
    routePath: '/console/billing/info/:seq',
    handlers: { 'GET /api/billing/account': () => ({}), 'GET /api/billing/payment-methods': () => [], ...handlers },
  });
}

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('PaymentMethodDetailPage', () => {
  it('shows the CMS account with its consent evidence and history', async () => {
    const { platform } = renderPage('21', { 'GET /api/billing/payment-methods/21': () => cmsDetailOf() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('KB국민은행 ****5678 (김한빛)');
    expect(valueOf('종류')).toHaveTextContent('CMS 자동이체');
    expect(valueOf('은행')).toHaveTextContent('KB국민은행');
    expect(valueOf('명의자')).toHaveTextContent('김한빛');
    expect(valueOf('출금일')).toHaveTextContent('매월 25일 출금');
    expect(valueOf('등록')).toHaveTextContent('2026.11.03 11:30 · 김한빛');
    const consent = screen.getByRole('region', { name: '출금이체 동의 기록' });
    expect(within(consent).getByText(/출금이체\)에 동의합니다/)).toBeInTheDocument();
    expect(within(consent).getByText('2026.11.03 11:29')).toBeInTheDocument();
    expect(within(consent).getByText('010-1234-5678')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: '변경 이력' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2026.11.03 11:28계좌 확인KB국민은행 ****5678김한빛', '2026.11.03 11:30등록-김한빛']);
    expect(screen.getByRole('link', { name: '결제 정보로' })).toHaveAttribute('href', '/console/billing/info');
    expect(platform.api.calls[0]?.url).toBe('/api/billing/payment-methods/21');
  });

  it('makes a card the default and shows its expiry', async () => {
    let detail: PaymentMethodDetail = { ...cardOf({ isDefault: false }), consent: null, bankCode: null, history: [] };
    const { platform } = renderPage('12', {
      'GET /api/billing/payment-methods/12': () => detail,
      'PUT /api/billing/payment-methods/12/default': () => {
        detail = { ...detail, isDefault: true };
        return null;
      },
    });
    expect(await screen.findByText('유효기간', { selector: 'dt' })).toBeInTheDocument();
    expect(valueOf('유효기간')).toHaveTextContent('09/29');
    expect(screen.queryByRole('region', { name: '출금이체 동의 기록' })).not.toBeInTheDocument();
    expect(screen.getByText('이력이 없어요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '기본 결제수단으로 설정' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '기본 결제수단으로 설정' })).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('기본')).toBeInTheDocument();
    expect(platform.toasts).toContainEqual({ message: '기본 결제수단으로 설정했어요.', severity: 'success' });
  });

  it('asks before deleting and shows the server refusal in Korean', async () => {
    const refusal = '후불 이용 중에는 마지막 CMS 계좌를 삭제할 수 없어요. 다른 계좌를 먼저 등록해 주세요.';
    const { platform } = renderPage('21', {
      'GET /api/billing/payment-methods/21': () => cmsDetailOf(),
      'DELETE /api/billing/payment-methods/21': () => {
        throw new ApiError(409, 'Conflict', refusal);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(platform.alerts).toEqual([
      'KB국민은행 ****5678 (김한빛)을(를) 삭제할까요? 삭제한 결제수단으로는 더 이상 결제되지 않아요.',
    ]);
  });

  it('keeps a deleted method on its page as removed, without actions', async () => {
    let detail = cmsDetailOf();
    renderPage('21', {
      'GET /api/billing/payment-methods/21': () => detail,
      'DELETE /api/billing/payment-methods/21': () => {
        detail = { ...detail, status: 'REMOVED' };
        return null;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제됨')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '기본 결제수단으로 설정' })).not.toBeInTheDocument();
  });

  it('says in Korean that an unknown method is not found, with the way back', async () => {
    renderPage('999', {
      'GET /api/billing/payment-methods/999': () => {
        throw new ApiError(404, 'Not Found', '결제수단을 찾을 수 없어요.');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('결제수단을 찾을 수 없어요.');
    expect(screen.getByRole('link', { name: '결제 정보로' })).toHaveAttribute('href', '/console/billing/info');
  });
});
