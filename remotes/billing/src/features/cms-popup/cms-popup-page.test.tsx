import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CMS_CONSENT_TEXT, CMS_POPUP_MESSAGE } from '@console/contracts/billing';
import { ApiError, type FakeHandler } from '@console/testing/fake-platform';
import descriptor from '../../../remote.json';
import { routeRoles } from '../../route-paths';
import { chooseOption, cmsOf, renderBillingScreen, typeInto } from '../../test-support/payment-fixtures';
import { CmsPopupPage } from './cms-popup-page';

jest.setTimeout(20_000);

const checkAnswer = {
  checkToken: 'chk_0123456789',
  bankName: 'KB국민은행',
  maskedAccount: '****5678',
  holderName: '김한빛',
};

function renderPopup(handlers: Record<string, FakeHandler> = {}) {
  return renderBillingScreen(<CmsPopupPage />, {
    path: '/console/popup/cms',
    handlers: {
      'POST /api/billing/cms/account-check': () => checkAnswer,
      'POST /api/billing/payment-methods/cms': () => cmsOf(),
      ...handlers,
    },
  });
}

async function fillAccount(accountNumber = '123-45-678905678') {
  const form = screen.getByRole('form', { name: 'CMS 자동이체 등록' });
  await chooseOption('은행', 'KB국민은행');
  typeInto(form, /계좌번호/, accountNumber);
  typeInto(form, '예금주', '김한빛');
  typeInto(form, /예금주 생년월일/, '850101');
  typeInto(form, /휴대폰 번호/, '010-1234-5678');
  return form;
}

describe('CmsPopupPage', () => {
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  });

  it('is a master-only popup without layout, owned by the billing remote', () => {
    expect(descriptor.routes.find((route) => route.id === 'cms-popup')).toMatchObject({
      path: '/console/popup/cms',
      layout: 'none',
      title: { ko: 'CMS 자동이체 등록', en: 'CMS auto-transfer' },
    });
    expect(routeRoles('cms-popup')).toEqual(['ROLE_MASTER']);
  });

  it('checks the account fields in Korean before asking the bank', async () => {
    const { platform } = renderPopup();
    const form = screen.getByRole('form', { name: 'CMS 자동이체 등록' });
    fireEvent.click(within(form).getByRole('button', { name: '계좌 확인' }));
    expect(await within(form).findByText('은행을 선택해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('계좌번호는 숫자만 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('예금주를 입력해 주세요.')).toBeInTheDocument();
    expect(
      within(form).getByText('생년월일 6자리(YYMMDD) 또는 사업자등록번호 10자리를 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('휴대폰 번호를 다시 확인해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });

  it('shows why the bank refused the account, in place', async () => {
    renderPopup({
      'POST /api/billing/cms/account-check': () => {
        throw new ApiError(400, 'Bad Request', '예금주가 일치하지 않아요.');
      },
    });
    const form = await fillAccount('12345670000');
    fireEvent.click(within(form).getByRole('button', { name: '계좌 확인' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('예금주가 일치하지 않아요.');
    expect(screen.queryByRole('combobox', { name: /출금일/ })).not.toBeInTheDocument();
  });

  it('needs the day and the consent, registers and hands the result to the opener', async () => {
    const opener = { postMessage: jest.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { platform } = renderPopup();
    const form = await fillAccount();
    fireEvent.click(within(form).getByRole('button', { name: '계좌 확인' }));
    expect(await within(form).findByText('확인된 계좌: KB국민은행 ****5678 (김한빛)')).toBeInTheDocument();
    // The checked account is locked until it is entered again.
    expect(within(form).getByRole('textbox', { name: /계좌번호/ })).toBeDisabled();
    expect(within(form).getByTestId('cms-consent-text')).toHaveTextContent(CMS_CONSENT_TEXT);

    fireEvent.click(within(form).getByRole('button', { name: '등록' }));
    expect(await within(form).findByText('출금일을 선택해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('출금이체에 동의해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(1);

    await chooseOption(/출금일/, '매월 25일');
    fireEvent.click(within(form).getByRole('checkbox', { name: '위 내용을 확인했고 출금이체에 동의해요.' }));
    fireEvent.click(within(form).getByRole('button', { name: '등록' }));

    expect(await screen.findByText('CMS 자동이체를 등록했어요: KB국민은행 ****5678 (김한빛)')).toBeInTheDocument();
    expect(platform.api.calls.map((call) => call.body)).toEqual([
      { bankCode: '004', accountNumber: '12345678905678', holderName: '김한빛', holderId: '850101' },
      {
        bankCode: '004',
        accountNumber: '12345678905678',
        holderName: '김한빛',
        holderId: '850101',
        phone: '01012345678',
        withdrawalDay: 25,
        consent: true,
        makeDefault: true,
        checkToken: 'chk_0123456789',
      },
    ]);
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalledTimes(1));
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: CMS_POPUP_MESSAGE, paymentMethodSeq: 21, label: 'KB국민은행 ****5678 (김한빛)' },
      window.location.origin,
    );
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });

  it('opened on its own, links back to 결제 정보 instead of closing', async () => {
    renderPopup();
    const form = await fillAccount();
    fireEvent.click(within(form).getByRole('button', { name: '계좌 확인' }));
    expect(await within(form).findByText(/확인된 계좌/)).toBeInTheDocument();
    await chooseOption(/출금일/, '매월 1일');
    fireEvent.click(await screen.findByRole('checkbox', { name: '위 내용을 확인했고 출금이체에 동의해요.' }));
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByRole('link', { name: '결제 정보로 가기' })).toHaveAttribute(
      'href',
      '/console/billing/info',
    );
    expect(screen.queryByRole('button', { name: '닫기' })).not.toBeInTheDocument();
  });
});
