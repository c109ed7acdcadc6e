import type { ReactElement } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BillingAccount, PaymentMethod, PaymentMethodDetail, TopUp } from '@console/contracts/billing';
import { renderWithPlatform, type RenderWithPlatformOptions } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';

/** A billing screen on the fake platform with the remote's texts (Korean first), as a master. */
export function renderBillingScreen(
  element: ReactElement,
  options: Pick<RenderWithPlatformOptions, 'handlers' | 'user' | 'path' | 'routePath' | 'language'>,
) {
  return renderWithPlatform(element, {
    ...options,
    defaultNS: 'billing',
    resources: { ko: { billing: ko }, en: { billing: en } },
  });
}

export const accountOf = (overrides: Partial<BillingAccount> = {}): BillingAccount => ({
  mode: 'PREPAID',
  balanceKrw: 52_300,
  heldKrw: 2_300,
  availableKrw: 50_000,
  monthToDateKrw: 17_700,
  autoTopUp: { enabled: false, thresholdKrw: 0, amountKrw: 0, paymentMethodSeq: null },
  lowBalanceAlertKrw: 0,
  taxInvoiceEmail: null,
  postpaidEligible: false,
  defaultPaymentMethodSeq: 12,
  ...overrides,
});

export const cardOf = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  seq: 12,
  kind: 'CARD',
  status: 'ACTIVE',
  label: '신한카드 ****1234',
  isDefault: true,
  cardExpiry: '09/29',
  withdrawalDay: null,
  holderName: null,
  registeredBy: '김한빛',
  createdAt: '2026-11-02T01:00:00.000Z',
  ...overrides,
});

export const cmsOf = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  seq: 21,
  kind: 'CMS',
  status: 'ACTIVE',
  label: 'KB국민은행 ****5678 (김한빛)',
  isDefault: false,
  cardExpiry: null,
  withdrawalDay: 25,
  holderName: '김한빛',
  registeredBy: '김한빛',
  createdAt: '2026-11-03T02:30:00.000Z',
  ...overrides,
});

export const cmsDetailOf = (overrides: Partial<PaymentMethodDetail> = {}): PaymentMethodDetail => ({
  ...cmsOf(),
  bankCode: '004',
  consent: {
    text: '본인은 위 계좌에서 이용요금을 매월 지정한 출금일에 자동으로 출금하는 것(출금이체)에 동의합니다.',
    agreedAt: '2026-11-03T02:29:00.000Z',
    agreedBy: '김한빛',
    phone: '01012345678',
  },
  history: [
    { kind: 'ACCOUNT_CHECKED', detail: 'KB국민은행 ****5678', by: '김한빛', at: '2026-11-03T02:28:00.000Z' },
    { kind: 'REGISTERED', detail: null, by: '김한빛', at: '2026-11-03T02:30:00.000Z' },
  ],
  ...overrides,
});

export const topUpOf = (overrides: Partial<TopUp> = {}): TopUp => ({
  seq: 301,
  method: 'CARD',
  status: 'PAID',
  amountKrw: 50_000,
  vatKrw: 5_000,
  totalKrw: 55_000,
  paidWith: '신한카드 ****1234',
  depositDeadline: null,
  failReason: null,
  automatic: false,
  requestedBy: '김한빛',
  createdAt: '2026-11-20T05:00:00.000Z',
  paidAt: '2026-11-20T05:00:01.000Z',
  ...overrides,
});

/** Types into the text field of that accessible name inside `container` (one change event, as a paste). */
export const typeInto = (container: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(container).getByRole('textbox', { name }), { target: { value } });

/** Opens the select of that accessible name and picks the option. */
export async function chooseOption(combobox: string | RegExp, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
