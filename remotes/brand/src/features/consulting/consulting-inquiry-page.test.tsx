import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { ConsultingInquiryPage } from './consulting-inquiry-page';

const PATH = '/brand/customers/consultingInquiry';
const renderPage = (search = '', handlers: Record<string, FakeHandler> = {}) =>
  renderWithPlatform(<ConsultingInquiryPage />, {
    path: `${PATH}${search}`,
    routePath: PATH,
    user: null,
    defaultNS: 'brand',
    resources: { ko: { brand: ko }, en: { brand: en } },
    handlers: {
      'POST /api/public/consulting-inquiries': () => ({ seq: 42, receivedAt: '2026-03-02T01:00:00.000Z' }),
      ...handlers,
    },
  });
const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

const fillContact = () => {
  type(/회사명/, '(주)한빛커머스');
  type(/담당자 이름/, '김한빛');
  type(/연락처/, '010-1234-5678');
  type(/이메일/, 'buyer@example.kr');
};

describe('ConsultingInquiryPage', () => {
  it('shows every problem in Korean under its field and sends nothing', async () => {
    const { platform } = renderPage();
    type(/연락처/, '123');
    type(/이메일/, 'buyer@');
    type(/문의 내용/, '짧음');
    fireEvent.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(await screen.findByText('회사명을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('올바른 전화번호 형식이 아니에요.')).toBeInTheDocument();
    expect(screen.getByText('올바른 이메일 형식이 아니에요.')).toBeInTheDocument();
    expect(screen.getByText('예상 월 발송량을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('관심 있는 서비스를 하나 이상 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByText('문의 내용을 10자 이상 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집·이용에 동의해야 신청할 수 있어요.')).toBeInTheDocument();
    expect(platform.api.calls).toEqual([]);
  });

  it('names the items, purpose, retention and the right to refuse in the consent', () => {
    renderPage();
    const consent = screen.getByRole('region', { name: '개인정보 수집·이용 동의 (필수)' });
    expect(consent).toHaveTextContent('수집 항목: 회사명, 담당자 이름, 연락처, 이메일, 문의 내용');
    expect(consent).toHaveTextContent('이용 목적');
    expect(consent).toHaveTextContent('접수일로부터 1년 뒤 파기');
    expect(consent).toHaveTextContent('동의하지 않을 수 있어요');
    expect(checked('위 내용을 읽고 개인정보 수집·이용에 동의해요.')).toBe(false);
  });

  it('checks the services of the service page it came from', () => {
    renderPage('?service=kakao');
    expect(checked('알림톡')).toBe(true);
    expect(checked('브랜드 메시지')).toBe(true);
    expect(checked('문자')).toBe(false);
  });

  it("sends the questionnaire's answers and shows the confirmation with the mail", async () => {
    const { platform } = renderPage(
      '?from=questionnaire&industry=COMMERCE&purposes=VERIFICATION&volume=FROM_100K&channels=SMS&api=no&services=SMS',
    );
    expect(screen.getByText(/설문 결과를 바탕으로/)).toBeInTheDocument();
    expect(checked('문자')).toBe(true);
    expect(screen.getByRole('combobox', { name: /예상 월 발송량/ })).toHaveTextContent('월 10만~100만 건');
    expect(screen.getByRole('textbox', { name: /문의 내용/ })).toHaveValue(
      '서비스 추천 설문 결과로 상담을 신청해요. 업종: 쇼핑·커머스, 용도: 인증번호',
    );
    fillContact();
    fireEvent.click(screen.getByRole('checkbox', { name: '위 내용을 읽고 개인정보 수집·이용에 동의해요.' }));
    fireEvent.click(screen.getByRole('button', { name: '상담 신청하기' }));

    const received = await screen.findByTestId('inquiry-received');
    expect(within(received).getByRole('heading', { name: '도입 상담 신청을 받았어요' })).toBeInTheDocument();
    expect(received).toHaveTextContent('접수 번호 42');
    expect(received).toHaveTextContent('입력하신 이메일로 접수 내용을 보내 드렸어요.');
    expect(received).toHaveTextContent('영업일 기준 2일 안에');
    expect(platform.api.calls[0]?.body).toEqual({
      company: '(주)한빛커머스',
      name: '김한빛',
      phone: '01012345678',
      email: 'buyer@example.kr',
      monthlyVolume: 'FROM_100K',
      services: ['SMS'],
      message: '서비스 추천 설문 결과로 상담을 신청해요. 업종: 쇼핑·커머스, 용도: 인증번호',
      privacyConsent: true,
      website2: '',
      answers: { industry: 'COMMERCE', purposes: ['VERIFICATION'], volume: 'FROM_100K', channels: ['SMS'], api: false },
    });
  });

  it("shows the server's refusals: a field in place, the limit above the form", async () => {
    let answer: ApiError = new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
      { field: 'email', message: '이 이메일로는 받을 수 없어요.' },
    ]);
    renderPage('?service=sms', {
      'POST /api/public/consulting-inquiries': () => {
        throw answer;
      },
    });
    fillContact();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /예상 월 발송량/ }));
    fireEvent.click(await screen.findByRole('option', { name: '월 1만 건 미만' }));
    type(/문의 내용/, '문자 발송 단가가 궁금해요. 연락 주세요.');
    fireEvent.click(screen.getByRole('checkbox', { name: '위 내용을 읽고 개인정보 수집·이용에 동의해요.' }));
    fireEvent.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(await screen.findByText('이 이메일로는 받을 수 없어요.')).toBeInTheDocument();

    answer = new ApiError(
      429,
      'Too Many Requests',
      '짧은 시간에 신청이 너무 많아요. 30분 후에 다시 시도해 주세요.',
      4290,
    );
    fireEvent.click(screen.getByRole('button', { name: '상담 신청하기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('30분 후에 다시 시도해 주세요'));
  });
});
