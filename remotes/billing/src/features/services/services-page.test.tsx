import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BillingService, ServiceStatus } from '@console/contracts/billing';
import { ApiError, fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { ServicesPage } from './services-page';

const status = (service: BillingService, overrides: Partial<ServiceStatus> = {}): ServiceStatus => ({
  service,
  state: 'ACTIVE',
  setup: null,
  setupPath: null,
  prices: [],
  monthToDateKrw: 0,
  stoppedAt: null,
  stoppedBy: null,
  ...overrides,
});

const SERVICES: ServiceStatus[] = [
  status('SMS', {
    prices: [
      { type: 'SMS', priceKrw: 13 },
      { type: 'LMS', priceKrw: 40 },
      { type: 'MMS', priceKrw: 120 },
    ],
    monthToDateKrw: 125_400,
  }),
  status('RCS', {
    state: 'NEEDS_SETUP',
    setup: '승인된 RCS 브랜드가 필요해요.',
    setupPath: '/console/rcs/brand',
    prices: [{ type: 'RCS_SMS', priceKrw: 11 }],
  }),
  status('ALIMTALK', {
    state: 'STOPPED',
    prices: [{ type: 'ALIMTALK', priceKrw: 9 }],
    monthToDateKrw: 2_700,
    stoppedAt: '2026-11-20T01:00:00.000Z',
    stoppedBy: '김한빛',
  }),
  status('BRAND_MESSAGE', {
    prices: [
      { type: 'BRAND_MESSAGE_FRIENDS', priceKrw: 20 },
      { type: 'BRAND_MESSAGE_OTHERS', priceKrw: 30 },
    ],
  }),
];

function renderPage(options: { role?: 'ROLE_MASTER' | 'ROLE_MANAGER'; handlers?: Record<string, FakeHandler> } = {}) {
  let services = SERVICES;
  return renderWithPlatform(<ServicesPage />, {
    path: '/console/billing/service',
    routePath: '/console/billing/service',
    defaultNS: 'billing',
    user: fakeUser({ role: options.role ?? 'ROLE_MASTER' }),
    resources: { ko: { billing: ko }, en: { billing: en } },
    handlers: {
      'GET /api/billing/services': () => services,
      'POST /api/billing/services/SMS/stop': ({ body }) => {
        services = services.map((s) =>
          s.service === 'SMS'
            ? { ...s, state: 'STOPPED', stoppedAt: '2026-11-21T03:00:00.000Z', stoppedBy: '김한빛' }
            : s,
        );
        return { body };
      },
      'POST /api/billing/services/ALIMTALK/resume': () => {
        services = services.map((s) => (s.service === 'ALIMTALK' ? { ...s, state: 'ACTIVE' } : s));
        return services[2];
      },
      ...options.handlers,
    },
  });
}

const card = (service: BillingService) => screen.getByTestId(`service-${service}`);

describe('ServicesPage', () => {
  it('shows each service with its state, prices, this month and what is missing', async () => {
    renderPage();
    const sms = await screen.findByRole('region', { name: '문자 (SMS/LMS/MMS)' });
    expect(within(sms).getByText('이용 중')).toBeInTheDocument();
    expect(within(sms).getByText('LMS (장문)').nextSibling).toHaveTextContent('40원');
    expect(within(sms).getByTestId('service-SMS-month')).toHaveTextContent('125,400원');

    const rcs = card('RCS');
    expect(within(rcs).getByText('신청 필요')).toBeInTheDocument();
    expect(within(rcs).getByText('승인된 RCS 브랜드가 필요해요.')).toBeInTheDocument();
    expect(within(rcs).getByRole('link', { name: '신청하러 가기' })).toHaveAttribute('href', '/console/rcs/brand');
    expect(within(rcs).queryByRole('button', { name: '이용 중지' })).not.toBeInTheDocument();

    const alimtalk = card('ALIMTALK');
    expect(within(alimtalk).getByText('이용 중지')).toBeInTheDocument();
    expect(within(alimtalk).getByText(/2026\.11\.20에 김한빛님이 이용을 중지했어요/)).toBeInTheDocument();
    expect(within(card('BRAND_MESSAGE')).getByText('브랜드 메시지 (친구가 아닌 수신자)')).toBeInTheDocument();
  });

  it('the setup button opens the registration inside the console', async () => {
    renderPage();
    await screen.findByTestId('service-RCS');
    fireEvent.click(within(card('RCS')).getByRole('link', { name: '신청하러 가기' }));
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });

  it('a master stops a service after a dialog that says sends will be refused, with an optional reason', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('service-SMS');
    fireEvent.click(within(card('SMS')).getByRole('button', { name: '이용 중지' }));
    const dialog = await screen.findByRole('dialog', { name: '문자 (SMS/LMS/MMS) 이용을 중지할까요?' });
    expect(dialog).toHaveTextContent('이 서비스로 보내는 발송 요청이 모두 거절돼요');

    const reason = within(dialog).getByLabelText('중지 사유 (선택)');
    fireEvent.change(reason, { target: { value: '가'.repeat(201) } });
    expect(within(dialog).getByText('사유는 200자까지 입력할 수 있어요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '이용 중지' })).toBeDisabled();

    fireEvent.change(reason, { target: { value: '  이번 달 예산 소진  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '이용 중지' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.api.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/billing/services/SMS/stop',
      params: undefined,
      body: { reason: '이번 달 예산 소진' },
    });
    expect(platform.toasts).toEqual([{ message: '문자 (SMS/LMS/MMS) 이용을 중지했어요.', severity: 'success' }]);
    await waitFor(() => expect(card('SMS')).toHaveAttribute('data-state', 'STOPPED'));
    expect(within(card('SMS')).getByRole('button', { name: '다시 이용' })).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's Korean message when stopping fails", async () => {
    renderPage({
      handlers: {
        'POST /api/billing/services/SMS/stop': () => {
          throw new ApiError(409, 'Conflict', '이미 중지된 서비스예요.');
        },
      },
    });
    await screen.findByTestId('service-SMS');
    fireEvent.click(within(card('SMS')).getByRole('button', { name: '이용 중지' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '이용 중지' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 중지된 서비스예요.');
  });

  it('a master resumes a stopped service', async () => {
    const { platform } = renderPage();
    await screen.findByTestId('service-ALIMTALK');
    fireEvent.click(within(card('ALIMTALK')).getByRole('button', { name: '다시 이용' }));
    await waitFor(() => expect(card('ALIMTALK')).toHaveAttribute('data-state', 'ACTIVE'));
    expect(platform.toasts).toEqual([{ message: '알림톡 이용을 다시 시작했어요.', severity: 'success' }]);
  });

  it('shows a failed resume in place', async () => {
    renderPage({
      handlers: {
        'POST /api/billing/services/ALIMTALK/resume': () => {
          throw new ApiError(455, 'Role Not Allowed', '권한이 없어요.');
        },
      },
    });
    await screen.findByTestId('service-ALIMTALK');
    fireEvent.click(within(card('ALIMTALK')).getByRole('button', { name: '다시 이용' }));
    expect((await screen.findByText('권한이 없어요.')).closest('[role="alert"]')).toBeInTheDocument();
  });

  it('a manager sees the states but no stop or resume buttons', async () => {
    renderPage({ role: 'ROLE_MANAGER' });
    await screen.findByTestId('service-SMS');
    expect(screen.queryByRole('button', { name: '이용 중지' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 이용' })).not.toBeInTheDocument();
    expect(screen.getByText('서비스 이용 중지와 다시 이용은 마스터만 할 수 있어요.')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    renderPage({
      handlers: {
        'GET /api/billing/services': () => {
          if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
          return SERVICES;
        },
      },
    });
    expect(await screen.findByText('이용 서비스를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('service-SMS')).toBeInTheDocument();
  });
});
