import { screen, within } from '@testing-library/react';
import { fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { failing } from '../test-support/dashboard-fixtures';
import { invoice, invoicesOf, POSTPAID, PREPAID } from '../test-support/billing-fixtures';
import { BillingBlock } from './billing-block';

function renderBlock(
  account: FakeHandler,
  invoices: FakeHandler = () => invoicesOf(invoice()),
  role: 'ROLE_MASTER' | 'ROLE_USER' = 'ROLE_MASTER',
) {
  return renderWithPlatform(<BillingBlock />, {
    path: '/console/dashboard',
    user: fakeUser({ role }),
    handlers: { 'GET /api/billing/account': account, 'GET /api/billing/invoices': invoices },
  });
}

const block = () => screen.getByTestId('dashboard-billing');

describe('BillingBlock', () => {
  it('prepaid: the balance and what a send may use now, the newest invoice and the links of a master', async () => {
    const { platform } = renderBlock(() => PREPAID);
    expect(await screen.findByTestId('dashboard-billing-mode')).toHaveTextContent('선불');
    expect(screen.getByTestId('dashboard-billing-balance')).toHaveTextContent('52,300원');
    expect(screen.getByTestId('dashboard-billing-available')).toHaveTextContent('50,000원');
    expect(block()).toHaveTextContent('발송 대기 중인 2,300원을 뺀 금액이에요.');
    expect(screen.queryByTestId('dashboard-billing-low')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-billing-month')).not.toBeInTheDocument();

    const latest = screen.getByTestId('dashboard-billing-invoice');
    expect(await within(latest).findByText('2026.10 · 135,795원')).toBeInTheDocument();
    expect(within(latest).getByText('발행')).toBeInTheDocument();
    expect(latest).toHaveTextContent('납부 기한 2026.11.25');
    expect(platform.api.calls.find((c) => c.url === '/api/billing/invoices')?.params).toEqual({ page: 1, size: 1 });

    expect(within(block()).getByRole('link', { name: '결제 정보' })).toHaveAttribute('href', '/console/billing/info');
    expect(within(block()).getByRole('link', { name: '이용 내역' })).toHaveAttribute(
      'href',
      '/console/billing/history',
    );
  });

  it('warns when the prepaid balance is under the alert level', async () => {
    renderBlock(() => ({ ...PREPAID, balanceKrw: 9_000, heldKrw: 0, availableKrw: 9_000 }));
    expect(await screen.findByTestId('dashboard-billing-low')).toHaveTextContent(
      '잔액이 알림 기준(10,000원)보다 적어요.',
    );
  });

  it("postpaid: this month's usage instead of a balance; a member gets no payment-info link", async () => {
    renderBlock(
      () => POSTPAID,
      () => invoicesOf(invoice({ status: 'PAID', paidAt: '2026-11-25T01:00:00.000Z' })),
      'ROLE_USER',
    );
    expect(await screen.findByTestId('dashboard-billing-mode')).toHaveTextContent('후불');
    expect(screen.getByTestId('dashboard-billing-month')).toHaveTextContent('18,300원');
    expect(screen.queryByTestId('dashboard-billing-balance')).not.toBeInTheDocument();
    expect(await screen.findByText('납부 완료')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-billing-invoice')).not.toHaveTextContent('납부 기한');
    expect(within(block()).queryByRole('link', { name: '결제 정보' })).not.toBeInTheDocument();
    expect(within(block()).getByRole('link', { name: '이용 내역' })).toBeInTheDocument();
  });

  it('an overdue invoice is marked; no invoice yet says so', async () => {
    const overdue = renderBlock(
      () => POSTPAID,
      () => invoicesOf(invoice({ status: 'OVERDUE' })),
    );
    expect(await screen.findByText('연체')).toBeInTheDocument();
    overdue.unmount();
    renderBlock(
      () => POSTPAID,
      () => invoicesOf(),
    );
    expect(await screen.findByText('아직 발행된 청구서가 없어요.')).toBeInTheDocument();
  });

  it('a failed account shows in the block; a failed invoice list only in its line', async () => {
    const failed = renderBlock(failing);
    expect(await screen.findByText('결제 정보를 불러오지 못했어요.')).toBeInTheDocument();
    expect(block()).toHaveAttribute('data-state', 'error');
    failed.unmount();
    renderBlock(() => PREPAID, failing);
    expect(await screen.findByText('청구서를 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-billing-balance')).toHaveTextContent('52,300원');
  });
});
