import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaxInfo } from '@console/contracts/billing';
import { ApiError, type FakeHandler } from '@console/testing/fake-platform';
import { accountOf, cardOf, chooseOption, renderBillingScreen, typeInto } from '../../test-support/payment-fixtures';
import { BillingSettingsForm } from './billing-settings-form';
import { TaxInfoForm } from './tax-info-form';

jest.setTimeout(20_000);

const offered: TaxInfo = {
  registrationNumber: '2208112341',
  companyName: '(주)한빛커머스',
  representative: null,
  address: null,
  businessType: null,
  businessItem: null,
  email: null,
  updatedAt: null,
};

function renderSettings(handlers: Record<string, FakeHandler> = {}, cards = [cardOf()]) {
  return renderBillingScreen(<BillingSettingsForm account={accountOf()} cards={cards} />, {
    path: '/console/billing/info',
    handlers: { 'GET /api/billing/account': () => accountOf(), ...handlers },
  });
}

describe('BillingSettingsForm', () => {
  it('checks the amounts in place and saves the settings', async () => {
    const { platform } = renderSettings({ 'PUT /api/billing/account/settings': () => accountOf() });
    const form = screen.getByRole('form', { name: '자동 충전·잔액 알림' });
    // Off: the auto top-up fields wait.
    expect(within(form).getByRole('textbox', { name: '기준 잔액' })).toBeDisabled();
    fireEvent.click(within(form).getByRole('switch', { name: '자동 충전 사용' }));
    typeInto(form, '기준 잔액', '');
    typeInto(form, '자동 충전 금액', '5000');
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('금액을 숫자로 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('충전 금액은 10,000원 이상이어야 해요.')).toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.method === 'PUT')).toBe(false);

    typeInto(form, '기준 잔액', '30000');
    typeInto(form, '자동 충전 금액', '100000');
    await chooseOption('자동 충전 카드', '신한카드 ****1234');
    typeInto(form, '잔액 부족 알림 기준', '20000');
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        message: '자동 충전·잔액 알림 설정을 저장했어요.',
        severity: 'success',
      }),
    );
    expect(platform.api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      autoTopUp: { enabled: true, thresholdKrw: 30_000, amountKrw: 100_000, paymentMethodSeq: 12 },
      lowBalanceAlertKrw: 20_000,
    });
  });

  it('needs a registered card for automatic top-up', async () => {
    const { platform } = renderSettings({}, []);
    const form = screen.getByRole('form', { name: '자동 충전·잔액 알림' });
    fireEvent.click(within(form).getByRole('switch', { name: '자동 충전 사용' }));
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText(/자동 충전에는 등록된 카드가 필요해요/)).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });
});

describe('TaxInfoForm', () => {
  function renderTax(handlers: Record<string, FakeHandler> = {}) {
    return renderBillingScreen(<TaxInfoForm info={offered} />, {
      path: '/console/billing/info',
      handlers: { 'GET /api/billing/account': () => accountOf(), ...handlers },
    });
  }

  it('offers the business number formatted and checks every field in Korean', async () => {
    const { platform } = renderTax();
    const form = screen.getByRole('form', { name: '세금계산서 받을 정보' });
    expect(within(form).getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('220-81-12341');
    expect(screen.getByText(/아직 저장하지 않았어요/)).toBeInTheDocument();
    typeInto(form, '사업자등록번호', '2208112345');
    typeInto(form, '세금계산서 받을 이메일', 'tax@');
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(
      await within(form).findByText('올바른 사업자등록번호가 아니에요. 번호를 다시 확인해 주세요.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('대표자 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('사업장 주소를 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('업태를 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('종목을 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('올바른 이메일 주소가 아니에요.')).toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the recipient data and shows a server field error in place', async () => {
    let answered = 0;
    const { platform } = renderTax({
      'PUT /api/billing/tax-info': ({ body }) => {
        answered += 1;
        if (answered === 1)
          throw new ApiError(400, 'Bad Request', '입력을 확인해 주세요.', null, [
            { field: 'email', message: '이 주소로는 세금계산서를 보낼 수 없어요.' },
          ]);
        return { ...(body as object), updatedAt: '2026-11-21T05:05:00.000Z' };
      },
    });
    const form = screen.getByRole('form', { name: '세금계산서 받을 정보' });
    typeInto(form, '사업자등록번호', '2208112341');
    fireEvent.blur(within(form).getByRole('textbox', { name: '사업자등록번호' }));
    expect(within(form).getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('220-81-12341');
    typeInto(form, '대표자', '김한빛');
    typeInto(form, '사업장 주소', '서울특별시 중구 세종대로 110');
    typeInto(form, '업태', '도소매');
    typeInto(form, '종목', '전자상거래');
    typeInto(form, '세금계산서 받을 이메일', 'tax@hanbit.example.kr');
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('이 주소로는 세금계산서를 보낼 수 없어요.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '세금계산서 받을 정보를 저장했어요.', severity: 'success' }),
    );
    const puts = platform.api.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toEqual({
      registrationNumber: '2208112341',
      companyName: '(주)한빛커머스',
      representative: '김한빛',
      address: '서울특별시 중구 세종대로 110',
      businessType: '도소매',
      businessItem: '전자상거래',
      email: 'tax@hanbit.example.kr',
    });
  });
});
