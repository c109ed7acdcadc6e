import { fireEvent, screen, within } from '@testing-library/react';
import type { PriceRow, PriceTable } from '@console/contracts/billing';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { PricingPage } from './pricing-page';

const row = (type: PriceRow['type'], channel: PriceRow['channel'], priceKrw: number): PriceRow => ({
  type,
  channel,
  priceKrw,
  priceWithVatKrw: Math.round(priceKrw * 1.1 * 100) / 100,
});

const table: PriceTable = {
  // Out of order on purpose: the page groups by channel.
  rows: [
    row('ALIMTALK', 'KAKAO', 9),
    row('SMS', 'SMS', 13),
    row('LMS', 'SMS', 40),
    row('MMS', 'SMS', 120),
    row('EMAIL', 'EMAIL', 1),
    row('BRAND_MESSAGE_OTHERS', 'KAKAO', 30),
  ],
  vatRate: 0.1,
  effectiveFrom: '2026-10-31T15:00:00.000Z',
};

function renderPage(handler: FakeHandler = () => table, language: 'ko' | 'en' = 'ko') {
  return renderWithPlatform(<PricingPage />, {
    path: '/console/billing/pricing',
    defaultNS: 'billing',
    language,
    resources: { ko: { billing: ko }, en: { billing: en } },
    handlers: { 'GET /api/billing/prices': handler },
  });
}

describe('PricingPage', () => {
  it('groups the prices by channel with KRW before and after VAT', async () => {
    renderPage();
    const sms = await screen.findByRole('region', { name: '문자' });
    const smsRows = within(sms).getAllByRole('row').slice(1);
    expect(smsRows.map((r) => r.textContent)).toEqual([
      'SMS (단문)13원14.3원',
      'LMS (장문)40원44원',
      'MMS (사진)120원132원',
    ]);
    const kakao = screen.getByRole('region', { name: '카카오톡' });
    expect(within(kakao).getByText('알림톡').closest('tr')).toHaveTextContent('9원9.9원');
    expect(within(kakao).getByText('브랜드 메시지 (친구가 아닌 수신자)')).toBeInTheDocument();
    // No RCS rows in this answer: no empty RCS section.
    expect(screen.queryByRole('region', { name: 'RCS' })).not.toBeInTheDocument();
    // E-mail has a section of its own: 1 KRW per delivered e-mail.
    const email = screen.getByRole('region', { name: '이메일' });
    expect(within(email).getByText('이메일 (전달된 메일)').closest('tr')).toHaveTextContent('1원1.1원');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '문자',
      '카카오톡',
      '이메일',
    ]);
    expect(screen.getByText('2026.11.01부터 적용 · 부가세 10%')).toBeInTheDocument();
  });

  it('says failed messages are free and fallbacks are charged as their own type', async () => {
    renderPage();
    expect(
      await screen.findByText('발송에 실패한 메시지와 반송된 이메일은 요금이 부과되지 않아요.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/대체 발송.*실제로 보낸 메시지 유형의 요금으로 따로 부과돼요/)).toBeInTheDocument();
  });

  it('speaks English when the user does', async () => {
    renderPage(undefined, 'en');
    const sms = await screen.findByRole('region', { name: 'Text messages' });
    expect(within(sms).getByText('SMS (short)').closest('tr')).toHaveTextContent('KRW 13KRW 14.3');
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    const { platform } = renderPage(() => {
      if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
      return table;
    });
    expect(await screen.findByText('요금표를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('region', { name: '문자' })).toBeInTheDocument();
    expect(platform.api.calls.map((c) => c.url)).toEqual(['/api/billing/prices', '/api/billing/prices']);
  });
});
