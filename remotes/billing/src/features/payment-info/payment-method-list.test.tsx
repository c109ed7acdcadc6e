import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CMS_POPUP_MESSAGE, type PaymentMethod } from '@console/contracts/billing';
import { ApiError, type FakeHandler } from '@console/testing/fake-platform';
import { cardOf, cmsOf, renderBillingScreen, typeInto } from '../../test-support/payment-fixtures';
import { PaymentMethodList } from './payment-method-list';

jest.setTimeout(20_000);

function renderList(handlers: Record<string, FakeHandler> = {}) {
  return renderBillingScreen(<PaymentMethodList />, {
    path: '/console/billing/info',
    routePath: '/console/billing/info',
    handlers: {
      'GET /api/billing/payment-methods': () => [cardOf(), cmsOf()],
      'GET /api/billing/account': () => ({}),
      ...handlers,
    },
  });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('PaymentMethodList', () => {
  it('lists label, kind, default chip and registration, and a row opens the method', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: '결제수단' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    const [card, cms] = rowsOf(table);
    expect(card).toHaveTextContent('신한카드 ****1234기본카드유효기간 09/292026.11.02 · 김한빛');
    expect(cms).toHaveTextContent('KB국민은행 ****5678 (김한빛)CMS 자동이체매월 25일 출금2026.11.03 · 김한빛');
    expect(within(cms!).queryByText('기본')).not.toBeInTheDocument();
    expect(within(cms!).getByRole('link')).toHaveAttribute('href', '/console/billing/info/21');
    fireEvent.click(within(cms!).getByText('CMS 자동이체'));
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });

  it('says so in Korean when nothing is registered', async () => {
    renderList({ 'GET /api/billing/payment-methods': () => [] });
    expect(await screen.findByText('등록된 결제수단이 없어요.')).toBeInTheDocument();
  });

  it('checks a card in place and shows the card company refusal in Korean', async () => {
    let registered: PaymentMethod[] = [];
    const { platform } = renderList({
      'GET /api/billing/payment-methods': () => registered,
      'POST /api/billing/payment-methods/cards': ({ body }) => {
        if ((body as { cardNumber: string }).cardNumber.endsWith('0000'))
          throw new ApiError(400, 'Bad Request', '카드사에서 승인을 거절했어요: 한도 초과');
        registered = [cardOf({ label: '현대카드 ****4242' })];
        return registered[0];
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '카드 등록' }));
    const dialog = await screen.findByRole('dialog', { name: '카드 등록' });
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('카드 번호는 숫자만 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('유효기간은 MM/YY 형식으로 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('생년월일 6자리 또는 사업자등록번호 10자리를 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('비밀번호 앞 2자리를 입력해 주세요.')).toBeInTheDocument();
    // The first card becomes the default whatever the box says.
    expect(within(dialog).getByRole('checkbox', { name: '기본 결제수단으로 설정' })).toBeChecked();

    typeInto(dialog, /카드 번호/, '4111-1111-1111-0000');
    typeInto(dialog, /유효기간/, '1229');
    expect(within(dialog).getByRole('textbox', { name: /유효기간/ })).toHaveValue('12/29');
    typeInto(dialog, /생년월일 또는 사업자등록번호/, '850101');
    fireEvent.change(within(dialog).getByLabelText(/비밀번호 앞 2자리/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('카드사에서 승인을 거절했어요: 한도 초과');

    typeInto(dialog, /카드 번호/, '4242 4242 4242 4242');
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.toasts).toContainEqual({ message: '카드를 등록했어요: 현대카드 ****4242', severity: 'success' });
    expect(await screen.findByText('현대카드 ****4242')).toBeInTheDocument();
    const posts = platform.api.calls.filter((call) => call.method === 'POST');
    expect(posts[1]?.body).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/29',
      ownerId: '850101',
      passwordFirstTwo: '12',
      makeDefault: true,
    });
  });

  it('opens the CMS popup and refreshes the list when it says the account is registered', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    let methods = [cardOf()];
    renderList({ 'GET /api/billing/payment-methods': () => methods });
    fireEvent.click(await screen.findByRole('button', { name: 'CMS 자동이체 등록' }));
    expect(open).toHaveBeenCalledWith('/console/popup/cms', 'cms', 'width=560,height=820');

    const message = { type: CMS_POPUP_MESSAGE, paymentMethodSeq: 21, label: cmsOf().label };
    // Another origin, or another shape, is not heard.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'https://evil.example' }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, origin: window.location.origin }));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    methods = [cardOf(), cmsOf()];
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin }));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'CMS 자동이체를 등록했어요: KB국민은행 ****5678 (김한빛)',
    );
    expect(await screen.findByText('CMS 자동이체')).toBeInTheDocument();
    open.mockRestore();
  });

  it('says so when the browser blocks the popup', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'CMS 자동이체 등록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('팝업이 차단되었어요');
    open.mockRestore();
  });
});
