import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type FakeHandler } from '@console/testing/fake-platform';
import { categories } from '../sender-keys/sender-key-fixtures';
import { chooseOption, renderKakaoScreen, typeInto } from '../sender-keys/test-support/kakao-screen-test-kit';
import { templateDetailOf } from './alimtalk-template-fixtures';
import { AlimtalkTemplateRegistPage } from './alimtalk-template-regist-page';

// Every keystroke re-renders the whole form and its preview: MUI in jsdom needs more than 5 s under load.
jest.setTimeout(20_000);

const DUPLICATE = '이 발신 프로필에 같은 코드의 템플릿이 있어요. 다른 코드를 써 주세요.';

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderKakaoScreen(<AlimtalkTemplateRegistPage />, {
    path: '/console/team/1/kakao/template/alimtalk/regist',
    routePath: '/console/team/:teamSeq/kakao/template/alimtalk/regist',
    handlers: { 'GET /api/team/kakao/categories': () => categories, ...handlers },
  });
}

const preview = () => screen.getByRole('figure', { name: '미리 보기' });

describe('AlimtalkTemplateRegistPage', () => {
  it('shows every problem in Korean in place and sends nothing', async () => {
    const { platform } = renderPage();
    await screen.findByRole('combobox', { name: '대분류' });
    fireEvent.click(screen.getByRole('button', { name: '검수 요청' }));
    expect(await screen.findByText('발신 프로필을 선택해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('템플릿 코드를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('템플릿 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('템플릿 카테고리를 선택해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
    // The focus goes to the first field in error from the top (a select the library registers last).
    await waitFor(() => expect(screen.getByRole('combobox', { name: /발신 프로필/ })).toHaveFocus());

    typeInto('템플릿 코드', '주문 안내');
    fireEvent.click(screen.getByRole('radio', { name: /강조 표기형/ }));
    fireEvent.click(screen.getByRole('button', { name: '버튼 추가' }));
    typeInto('버튼 1 이름', '#{이름} 주문 보기');
    typeInto('버튼 1 모바일 URL', 'shop.example.kr');
    fireEvent.click(screen.getByRole('button', { name: '검수 요청' }));
    expect(await screen.findByText('템플릿 코드는 영문, 숫자, _, -만 쓸 수 있어요.')).toBeInTheDocument();
    expect(screen.getByText('강조 표기형에는 강조 제목을 넣어 주세요.')).toBeInTheDocument();
    expect(screen.getByText('버튼 이름에는 변수를 넣을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByText('http:// 또는 https://로 시작하는 URL을 입력해 주세요.')).toBeInTheDocument();

    typeInto('내용', '가'.repeat(1001));
    expect(screen.getByTestId('alimtalk-content-count')).toHaveTextContent(
      '1,001 / 1,000자 (변수 포함) · 1자 넘었어요',
    );
    expect(
      await screen.findByText(/내용은 변수를 포함해 1,000자까지 쓸 수 있어요. 지금 1,001자예요./),
    ).toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('draws the typed template in the KakaoTalk preview, with sample values for its variables', async () => {
    renderPage();
    await chooseOption('발신 프로필', '한빛커머스 (@hanbit)');
    expect(within(preview()).getByTestId('alimtalk-preview-channel')).toHaveTextContent('한빛커머스');
    expect(within(preview()).getByText('알림톡 도착')).toBeInTheDocument();
    typeInto('내용', '#{이름}님, 결제가 완료되었어요.');
    expect(within(preview()).getByTestId('alimtalk-preview-content')).toHaveTextContent(
      '#{이름}님, 결제가 완료되었어요.',
    );
    expect(screen.getByTestId('alimtalk-variables')).toHaveTextContent('변수 1개: #{이름}');
    expect(screen.getByTestId('alimtalk-content-count')).toHaveTextContent('19 / 1,000자');
    typeInto('#{이름}', '김하나');
    expect(within(preview()).getByTestId('alimtalk-preview-content')).toHaveTextContent(
      '김하나님, 결제가 완료되었어요.',
    );

    fireEvent.click(screen.getByRole('radio', { name: /강조 표기형/ }));
    typeInto('강조 제목', '#{금액}원');
    typeInto('강조 보조 문구', '결제 금액');
    expect(within(preview()).getByText('결제 금액')).toBeInTheDocument();
    typeInto('#{금액}', '12,000');
    expect(within(preview()).getByText('12,000')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /복합형/ }));
    expect(screen.getByRole('group', { name: '버튼 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '버튼 1 이름' })).toHaveValue('채널 추가');
    typeInto('부가 정보', '문의: 1588-1234');
    expect(within(preview()).getByText('문의: 1588-1234')).toBeInTheDocument();
    expect(within(preview()).getByText('채널 추가하고 이 채널의 광고와 마케팅 메시지 받기')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '버튼 추가' }));
    typeInto('버튼 2 이름', '주문 내역');
    expect(within(preview()).getByText('주문 내역')).toBeInTheDocument();
    expect(within(preview()).getByText('채널 추가')).toBeInTheDocument();
  });

  it('warns while typing what the review usually rejects, but still submits; places server errors in place', async () => {
    let sent: unknown;
    let attempts = 0;
    renderPage({
      'POST /api/team/kakao/templates': ({ body }) => {
        attempts += 1;
        if (attempts === 1)
          throw new ApiError(400, 'Bad Request', DUPLICATE, 4000, [{ field: 'code', message: DUPLICATE }]);
        sent = body;
        return templateDetailOf({ seq: 41, status: 'REQUESTED' });
      },
    });
    await chooseOption('발신 프로필', '한빛커머스 (@hanbit)');
    typeInto('템플릿 코드', 'COUPON_1');
    typeInto('템플릿 이름', '쿠폰 도착 안내');
    await chooseOption('대분류', '구매');
    await chooseOption('소분류', '구매완료');
    typeInto('내용', '#{이름}님, 할인 쿠폰이 도착했어요. 주문할 때 쓸 수 있어요.');
    const warnings = screen.getByRole('region', { name: '검수 전 확인' });
    expect(within(warnings).getByText(/광고로 보일 수 있는 표현이 있어요: 할인, 쿠폰/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '버튼 추가' }));
    typeInto('버튼 1 이름', '쿠폰함');
    typeInto('버튼 1 모바일 URL', 'https://shop.example.kr/coupons/#{쿠폰}');
    fireEvent.click(screen.getByRole('button', { name: '검수 요청' }));
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    typeInto('템플릿 코드', 'COUPON_2');
    fireEvent.click(screen.getByRole('button', { name: '검수 요청' }));
    await waitFor(() =>
      expect(sent).toEqual({
        senderProfileSeq: 11,
        code: 'COUPON_2',
        name: '쿠폰 도착 안내',
        categoryCode: '002001',
        messageType: 'BA',
        emphasis: 'NONE',
        imageSeq: null,
        items: [],
        content: '#{이름}님, 할인 쿠폰이 도착했어요. 주문할 때 쓸 수 있어요.',
        buttons: [{ type: 'WL', name: '쿠폰함', linkMobile: 'https://shop.example.kr/coupons/#{쿠폰}' }],
        quickReplies: [],
        securityFlag: false,
      }),
    );
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });
});
