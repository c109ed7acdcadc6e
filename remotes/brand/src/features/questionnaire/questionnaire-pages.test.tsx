import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { PriceTable } from '@console/contracts/billing';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { QuestionnairePage } from './questionnaire-page';
import { QuestionnaireResultPage } from './questionnaire-result-page';

// Not the product's prices: the page must show whatever the server's table says.
const PRICES: PriceTable = {
  rows: [
    { type: 'SMS', channel: 'SMS', priceKrw: 12, priceWithVatKrw: 13.2 },
    { type: 'LMS', channel: 'SMS', priceKrw: 41, priceWithVatKrw: 45.1 },
    { type: 'ALIMTALK', channel: 'KAKAO', priceKrw: 8, priceWithVatKrw: 8.8 },
  ],
  vatRate: 0.1,
  effectiveFrom: '2026-01-01',
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path: string) =>
  renderWithPlatform(
    <>
      <Routes>
        <Route path="/brand/consulting/questionnaire" element={<QuestionnairePage />} />
        <Route path="/brand/consulting/result" element={<QuestionnaireResultPage />} />
      </Routes>
      <Location />
    </>,
    {
      path,
      routePath: '*',
      user: null,
      defaultNS: 'brand',
      resources: { ko: { brand: ko }, en: { brand: en } },
      handlers: { 'GET /api/billing/prices': () => PRICES },
    },
  );

describe('QuestionnairePage', () => {
  it('asks for the missing answers in Korean, in place', async () => {
    renderAt('/brand/consulting/questionnaire');
    fireEvent.click(screen.getByRole('button', { name: '추천 결과 보기' }));
    expect(await screen.findByText('업종을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('보내려는 메시지의 용도를 하나 이상 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('예상 월 발송량을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('API 연동이 필요한지 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/brand/consulting/questionnaire');
  });

  it('puts the answers in the result URL, which recommends channels with costs from the price table', async () => {
    renderAt('/brand/consulting/questionnaire');
    fireEvent.click(screen.getByRole('radio', { name: '쇼핑·커머스' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '인증번호' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '주문·배송 알림' }));
    fireEvent.click(screen.getByRole('radio', { name: '월 1만~10만 건' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '카카오톡' }));
    fireEvent.click(screen.getByRole('radio', { name: '예, API로 연동해요' }));
    fireEvent.click(screen.getByRole('button', { name: '추천 결과 보기' }));

    expect(await screen.findByRole('heading', { name: '추천 결과', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/brand/consulting/result?industry=COMMERCE&purposes=VERIFICATION%2CORDER_SHIPPING&volume=FROM_10K&channels=KAKAO&api=yes',
    );
    const sms = screen.getByRole('article', { name: '문자(SMS/LMS/MMS)' });
    expect(within(sms).getByText(/인증번호는/)).toBeInTheDocument();
    // 10,000 x 12 KRW to 100,000 x 12 KRW, from the table the server gave.
    expect(await within(sms).findByText('120,000원 ~ 1,200,000원')).toBeInTheDocument();
    const alimtalk = screen.getByRole('article', { name: '알림톡 + 문자 대체 발송' });
    expect(within(alimtalk).getByText(/문자로 대체 발송돼요/)).toBeInTheDocument();
    expect(within(alimtalk).getByText(/지금 쓰고 계신 채널/)).toBeInTheDocument();
    expect(within(alimtalk).getByText('80,000원 ~ 800,000원')).toBeInTheDocument();
    const api = screen.getByRole('article', { name: '솔루션 (API 연동)' });
    expect(within(api).getByText(/상담으로 안내해 드려요/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: '회원가입하고 시작하기' })).toHaveAttribute('href', '/account/signup');
    const consult = screen.getByRole('link', { name: '이 내용으로 상담 신청하기' }).getAttribute('href') ?? '';
    const [path, query] = consult.split('?');
    expect(path).toBe('/brand/customers/consultingInquiry');
    const params = new URLSearchParams(query);
    expect(params.get('from')).toBe('questionnaire');
    expect(params.get('services')).toBe('SMS,ALIMTALK,SOLUTION');
    expect(params.get('volume')).toBe('FROM_10K');
  });

  it('reads a shared result from the URL alone, with no state', async () => {
    renderAt('/brand/consulting/result?industry=FINANCE&purposes=MARKETING&volume=OVER_1M&channels=&api=no');
    expect(screen.getByRole('article', { name: '브랜드 메시지' })).toHaveTextContent(/\(광고\)/);
    // The table has no brand-message row: priced by consultation rather than a made-up figure.
    expect(
      await within(screen.getByRole('article', { name: '브랜드 메시지' })).findByText(/상담으로 안내해 드려요/),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('article', { name: 'RCS (LMS 대체 발송)' })).findByText('41,000,000원 이상'),
    ).toBeInTheDocument();
    expect(screen.getByText('없음')).toBeInTheDocument();
  });

  it('an edited URL asks to answer again', () => {
    renderAt('/brand/consulting/result?industry=FINANCE&purposes=&volume=LOTS');
    expect(screen.getByText(/설문 결과 주소가 올바르지 않아요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '설문 다시 하기' })).toHaveAttribute(
      'href',
      '/brand/consulting/questionnaire',
    );
  });
});
