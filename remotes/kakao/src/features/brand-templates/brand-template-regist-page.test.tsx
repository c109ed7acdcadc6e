import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, pageOf, type FakeHandler } from '@console/testing/fake-platform';
import { chooseOption, renderKakaoScreen, typeInto } from '../sender-keys/test-support/kakao-screen-test-kit';
import { brandTemplateOf, kakaoImageOf } from './brand-template-fixtures';
import { BrandTemplateRegistPage } from './brand-template-regist-page';

// Every keystroke re-renders the whole form and its preview: MUI in jsdom needs more than 5 s under load.
jest.setTimeout(20_000);

const DUPLICATE = '같은 이름의 브랜드 메시지 템플릿이 있어요. 다른 이름을 써 주세요.';

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderKakaoScreen(<BrandTemplateRegistPage />, {
    path: '/console/team/1/kakao/template/brand-message/regist',
    routePath: '/console/team/:teamSeq/kakao/template/brand-message/regist',
    handlers: {
      'GET /api/team/kakao/images': ({ params }) =>
        pageOf(params?.purpose === 'WIDE' ? [kakaoImageOf(), kakaoImageOf({ seq: 302, fileName: 'b.png' })] : []),
      ...handlers,
    },
  });
}

const preview = () => within(screen.getByRole('figure', { name: '브랜드 메시지 미리 보기' }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: '템플릿 저장' }));

describe('BrandTemplateRegistPage', () => {
  it('shows every problem in Korean in place and sends nothing', async () => {
    const { platform } = renderPage();
    await screen.findByRole('combobox', { name: '발신 프로필' });
    submit();
    expect(await screen.findByText('발신 프로필을 선택해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('템플릿 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();

    typeInto('내용', '가'.repeat(401));
    expect(screen.getByTestId('brand-content-count')).toHaveTextContent('401 / 400자 (변수 포함) · 1자 넘었어요');
    expect(await screen.findByText('이 유형의 내용은 400자까지 쓸 수 있어요. 지금 401자예요.')).toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('follows the chosen bubble type: its counter, its image use, its rows, and the preview', async () => {
    renderPage();
    await chooseOption('발신 프로필', '한빛커머스 (@hanbit)');
    typeInto('내용', '#{이름}님, 겨울 세일이 시작됐어요.');
    expect(screen.getByTestId('brand-variables')).toHaveTextContent('변수 1개: #{이름}');
    expect(preview().getByTestId('brand-preview-content')).toHaveTextContent(
      '(광고) #{이름}님, 겨울 세일이 시작됐어요.',
    );

    fireEvent.click(screen.getByRole('radio', { name: /와이드 이미지형/ }));
    expect(screen.getByTestId('brand-content-count')).toHaveTextContent('21 / 76자');
    expect(screen.getByText(/세로\/가로 비율 0.5~1/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '이미지 고르기' }));
    const dialog = await screen.findByRole('dialog', { name: '이미지 고르기' });
    expect(within(dialog).getByText(/브랜드 메시지 와이드형 용도로 올린 이미지만/)).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'winter-wide.png 고르기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('brand-image-name')).toHaveTextContent('winter-wide.png');
    expect(
      screen.getByText('이 유형은 버튼을 2개까지, 이름은 8자까지 쓸 수 있어요. 배송 조회 버튼은 넣을 수 없어요.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /와이드 리스트형/ }));
    expect(screen.queryByRole('textbox', { name: '내용' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^항목 \d$/ })).toHaveLength(3);
    typeInto('리스트 제목', '이번 주 추천');
    typeInto('항목 1 제목', '울 코트');
    expect(preview().getByTestId('brand-preview-header')).toHaveTextContent('(광고) 이번 주 추천');
    expect(preview().getByText('울 코트')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '항목 추가' }));
    expect(screen.getByRole('button', { name: '항목 추가' })).toBeDisabled();
    expect(screen.getByText('4개 · 3개에서 4개까지 넣어 주세요.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: /캐러셀 피드형/ }));
    expect(screen.getAllByRole('group', { name: /^카드 \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: '버튼' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '카드 1 버튼 추가' }));
    typeInto('카드 1 버튼 1 이름', '아홉 글자 버튼 이름');
    expect(screen.getByText('11 / 8자')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('이 유형의 버튼 이름은 8자까지 쓸 수 있어요.')).toBeInTheDocument();
    expect(screen.getAllByText('카드 이미지를 골라 주세요.')).toHaveLength(2);
  });

  it('saves a text template, places a server error in place, then opens the saved template', async () => {
    let sent: unknown;
    let attempts = 0;
    renderPage({
      'POST /api/team/kakao/brand-templates': ({ body }) => {
        attempts += 1;
        if (attempts === 1)
          throw new ApiError(400, 'Bad Request', DUPLICATE, 4000, [{ field: 'name', message: DUPLICATE }]);
        sent = body;
        return brandTemplateOf({ seq: 61 });
      },
    });
    await chooseOption('발신 프로필', '한빛커머스 (@hanbit)');
    typeInto('템플릿 이름', '겨울 쿠폰');
    typeInto('내용', '#{이름}님께 겨울 쿠폰을 드려요.');
    fireEvent.click(screen.getByRole('button', { name: '버튼 추가' }));
    typeInto('버튼 1 이름', '쿠폰 받기');
    typeInto('버튼 1 모바일 URL', 'https://shop.hanbit.example.kr/coupon');
    expect(preview().getByText('쿠폰 받기')).toBeInTheDocument();
    submit();
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    typeInto('템플릿 이름', '겨울 쿠폰 2');
    submit();
    await waitFor(() =>
      expect(sent).toEqual({
        senderProfileSeq: 11,
        name: '겨울 쿠폰 2',
        type: 'TEXT',
        content: '#{이름}님께 겨울 쿠폰을 드려요.',
        imageSeq: null,
        items: [],
        cards: [],
        buttons: [{ type: 'WL', name: '쿠폰 받기', linkMobile: 'https://shop.hanbit.example.kr/coupon' }],
      }),
    );
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });
});
