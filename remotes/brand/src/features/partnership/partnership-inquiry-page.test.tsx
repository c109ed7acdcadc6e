import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { PartnershipInquiryPage } from './partnership-inquiry-page';

const PATH = '/brand/customers/partnershipInquiry';
const renderPage = () =>
  renderWithPlatform(<PartnershipInquiryPage />, {
    path: PATH,
    routePath: PATH,
    user: null,
    defaultNS: 'brand',
    resources: { ko: { brand: ko }, en: { brand: en } },
    handlers: { 'POST /api/public/partnership-inquiries': () => ({ seq: 7, receivedAt: '2026-03-02T01:00:00.000Z' }) },
  });
const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('PartnershipInquiryPage', () => {
  it('asks for the partnership type and a valid website in Korean, in place', async () => {
    const { platform } = renderPage();
    type(/웹사이트/, 'partner.example');
    fireEvent.click(screen.getByRole('button', { name: '제휴 문의하기' }));
    expect(await screen.findByText('제휴 유형을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('웹사이트 주소는 http:// 또는 https://로 시작해야 해요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집·이용에 동의해야 신청할 수 있어요.')).toBeInTheDocument();
    expect(platform.api.calls).toEqual([]);
  });

  it('sends the inquiry and confirms it with its number', async () => {
    const { platform } = renderPage();
    type(/회사명/, '제휴파트너스');
    type(/담당자 이름/, '이제휴');
    type(/연락처/, '02-123-4567');
    type(/이메일/, 'partner@example.kr');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /제휴 유형/ }));
    fireEvent.click(await screen.findByRole('option', { name: '기술 제휴' }));
    type(/문의 내용/, 'API 연동 기술 제휴를 제안하고 싶어요.');
    fireEvent.click(screen.getByRole('checkbox', { name: '위 내용을 읽고 개인정보 수집·이용에 동의해요.' }));
    fireEvent.click(screen.getByRole('button', { name: '제휴 문의하기' }));

    expect(await screen.findByRole('heading', { name: '제휴 문의를 받았어요' })).toBeInTheDocument();
    expect(screen.getByTestId('inquiry-received')).toHaveTextContent('접수 번호 7');
    expect(platform.api.calls[0]?.body).toMatchObject({
      phone: '021234567',
      partnershipType: 'TECHNOLOGY',
      website: '',
      privacyConsent: true,
    });
  });
});
