import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaxInfo } from '@console/contracts/billing';
import { ApiError, pageOf, type FakeHandler } from '@console/testing/fake-platform';
import { accountOf, cardOf, cmsOf, renderBillingScreen, topUpOf, typeInto } from '../../test-support/payment-fixtures';
import { PaymentInfoPage } from './payment-info-page';

// MUI dialogs and selects in jsdom are slow when the machine is busy.
jest.setTimeout(20_000);

const taxInfo: TaxInfo = {
  registrationNumber: '2208112341',
  companyName: '(주)한빛커머스',
  representative: '김한빛',
  address: '서울특별시 중구 세종대로 110',
  businessType: '도소매',
  businessItem: '전자상거래',
  email: 'tax@hanbit.example.kr',
  updatedAt: '2026-11-10T01:00:00.000Z',
};

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderBillingScreen(<PaymentInfoPage />, {
    path: '/console/billing/info',
    handlers: {
      'GET /api/billing/account': () => accountOf(),
      'GET /api/billing/payment-methods': () => [
        cardOf(),
        cardOf({ seq: 13, label: '국민카드 ****9876', isDefault: false }),
      ],
      'GET /api/billing/tax-info': () => taxInfo,
      'GET /api/billing/top-ups': () => pageOf([topUpOf()]),
      ...handlers,
    },
  });
}

const figure = (name: string) => screen.getByRole('group', { name });

describe('PaymentInfoPage: account', () => {
  it('shows a prepaid balance, what is held and what is available, with the way to postpaid', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '결제 방식' })).toBeInTheDocument();
    expect(screen.getByText('선불')).toBeInTheDocument();
    expect(screen.getByText(/후불 전환은 사업자 인증 후 고객센터 상담으로 신청해요/)).toBeInTheDocument();
    expect(figure('잔액')).toHaveTextContent('52,300원');
    expect(figure('발송 대기 금액')).toHaveTextContent('2,300원');
    expect(figure('사용 가능 금액')).toHaveTextContent('50,000원');
    expect(figure('이번 달 이용 금액')).toHaveTextContent('17,700원');
    expect(screen.getByRole('button', { name: '충전하기' })).toBeInTheDocument();
    // The prepaid parts: settings and top-up history.
    expect(await screen.findByRole('form', { name: '자동 충전·잔액 알림' })).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: '충전 내역' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('50,000원55,000원신한카드 ****1234충전 완료');
  });

  it('tells a postpaid business when invoices fall due, with no top-up or prepaid settings', async () => {
    renderPage({ 'GET /api/billing/account': () => accountOf({ mode: 'POSTPAID', balanceKrw: -17_700 }) });
    expect(await screen.findByText('후불')).toBeInTheDocument();
    expect(screen.getByText(/25일까지 CMS 자동이체나 계좌이체로 납부해요/)).toBeInTheDocument();
    expect(figure('잔액')).toHaveTextContent('-17,700원');
    expect(screen.queryByRole('button', { name: '충전하기' })).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: '세금계산서 받을 정보' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '자동 충전·잔액 알림' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '충전 내역' })).not.toBeInTheDocument();
  });

  it('shows the load failure in Korean with a retry', async () => {
    let fail = true;
    renderPage({
      'GET /api/billing/account': () => {
        if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
        return accountOf();
      },
    });
    expect(await screen.findByText('서버 오류')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '결제 방식' })).toBeInTheDocument();
  });
});

describe('PaymentInfoPage: top-up', () => {
  async function openTopUp() {
    fireEvent.click(await screen.findByRole('button', { name: '충전하기' }));
    return screen.findByRole('dialog', { name: '잔액 충전' });
  }

  it('checks the amount in place (at least 10,000 KRW) before anything is charged', async () => {
    const { platform } = renderPage();
    const dialog = await openTopUp();
    fireEvent.click(within(dialog).getByRole('button', { name: '카드로 결제' }));
    expect(await within(dialog).findByText('충전 금액을 입력해 주세요.')).toBeInTheDocument();
    typeInto(dialog, /충전 금액/, '9,999');
    expect(within(dialog).getByRole('textbox', { name: /충전 금액/ })).toHaveValue('9,999');
    fireEvent.click(within(dialog).getByRole('button', { name: '카드로 결제' }));
    expect(await within(dialog).findByText('충전 금액은 10,000원 이상이어야 해요.')).toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('charges the default card with VAT on top and shows the new balance', async () => {
    let balance = 52_300;
    const { platform } = renderPage({
      'GET /api/billing/account': () => accountOf({ balanceKrw: balance }),
      'POST /api/billing/top-ups': () => {
        balance += 50_000;
        return topUpOf();
      },
    });
    const dialog = await openTopUp();
    // The default card is chosen already.
    expect(within(dialog).getByRole('combobox', { name: '결제할 카드' })).toHaveTextContent('신한카드 ****1234 (기본)');
    fireEvent.click(within(dialog).getByRole('button', { name: '50,000원' }));
    const charge = within(dialog).getByRole('group', { name: '결제 금액' });
    expect(charge).toHaveTextContent('충전 금액 (공급가액)50,000원');
    expect(charge).toHaveTextContent('부가세 (10%)5,000원');
    expect(within(dialog).getByTestId('top-up-total')).toHaveTextContent('55,000원');
    fireEvent.click(within(dialog).getByRole('button', { name: '카드로 결제' }));

    expect(await within(dialog).findByText('50,000원을 충전했어요. (결제 금액 55,000원)')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('충전 후 잔액').nextSibling).toHaveTextContent('102,300원'));
    const post = platform.api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ amountKrw: 50_000, method: 'CARD', paymentMethodSeq: 12 });
  });

  it('issues a virtual account and says where, how much and until when to deposit', async () => {
    const { platform } = renderPage({
      'POST /api/billing/top-ups': () =>
        topUpOf({
          method: 'VIRTUAL_ACCOUNT',
          status: 'WAITING_DEPOSIT',
          amountKrw: 123_456,
          vatKrw: 12_345,
          totalKrw: 135_801,
          paidWith: 'KB국민은행 123-456-789012',
          depositDeadline: '2026-11-23T14:59:00.000Z',
          paidAt: null,
        }),
    });
    const dialog = await openTopUp();
    fireEvent.click(within(dialog).getByRole('radio', { name: '가상계좌' }));
    typeInto(dialog, /충전 금액/, '123456');
    expect(within(dialog).getByTestId('top-up-total')).toHaveTextContent('135,801원');
    fireEvent.click(within(dialog).getByRole('button', { name: '가상계좌 발급' }));

    expect(await within(dialog).findByText(/가상계좌를 발급했어요/)).toBeInTheDocument();
    expect(within(dialog).getByText('은행').nextSibling).toHaveTextContent('KB국민은행');
    expect(within(dialog).getByTestId('virtual-account-number')).toHaveTextContent('123-456-789012');
    expect(within(dialog).getByText('입금할 금액').nextSibling).toHaveTextContent('135,801원');
    expect(within(dialog).getByText('입금 기한').nextSibling).toHaveTextContent('2026.11.23 23:59');
    const post = platform.api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ amountKrw: 123_456, method: 'VIRTUAL_ACCOUNT', paymentMethodSeq: null });
  });

  it('shows a declined card in Korean in the dialog', async () => {
    renderPage({
      'GET /api/billing/payment-methods': () => [cmsOf(), cardOf({ isDefault: false })],
      'POST /api/billing/top-ups': () => {
        throw new ApiError(402, 'Payment Required', '카드사에서 승인을 거절했어요: 한도 초과');
      },
    });
    const dialog = await openTopUp();
    // No default card: the first card is chosen.
    expect(within(dialog).getByRole('combobox', { name: '결제할 카드' })).toHaveTextContent('신한카드 ****1234');
    fireEvent.click(within(dialog).getByRole('button', { name: '10,000원' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '카드로 결제' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('카드사에서 승인을 거절했어요: 한도 초과');
  });

  it("puts the server's field error under its field", async () => {
    const message = '충전할 카드를 찾을 수 없어요. 다시 선택해 주세요.';
    renderPage({
      'POST /api/billing/top-ups': () => {
        throw new ApiError(400, 'Bad Request', '입력값을 확인해 주세요.', null, [
          { field: 'paymentMethodSeq', message },
        ]);
      },
    });
    const dialog = await openTopUp();
    fireEvent.click(within(dialog).getByRole('button', { name: '100,000원' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '카드로 결제' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers only the virtual account when no card is registered', async () => {
    renderPage({ 'GET /api/billing/payment-methods': () => [] });
    const dialog = await openTopUp();
    expect(within(dialog).getByRole('radio', { name: '카드' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '가상계좌' })).toBeChecked();
    expect(within(dialog).getByText(/등록된 카드가 없어요/)).toBeInTheDocument();
  });
});
