import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import type { BrandPreviewContent } from './brand-bubbles';
import { BrandMessagePreview } from './brand-message-preview';

function renderPreview(message: BrandPreviewContent | null, fill?: (text: string) => string) {
  return renderWithPlatform(<BrandMessagePreview channelName="한빛커머스" message={message} fill={fill} />, {
    path: '/console/team/1/kakao/template/brand-message/regist',
    teamSeq: 1,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
  });
}
const preview = () => within(screen.getByRole('figure', { name: '브랜드 메시지 미리 보기' }));

describe('BrandMessagePreview', () => {
  it('marks a text bubble "(광고)" as Kakao does, once, with its buttons and the opt-out line', () => {
    const { unmount } = renderPreview(
      {
        type: 'TEXT',
        content: '#{이름}님께 겨울 쿠폰을 드려요.',
        buttons: [
          { type: 'WL', name: '쿠폰 받기' },
          { type: 'BK', name: '' },
        ],
      },
      (text) => text.replace('#{이름}', '김하나'),
    );
    expect(preview().getByTestId('brand-preview-channel')).toHaveTextContent('한빛커머스');
    expect(preview().getByTestId('brand-preview-content')).toHaveTextContent('(광고) 김하나님께 겨울 쿠폰을 드려요.');
    expect(preview().getByText('쿠폰 받기')).toBeInTheDocument();
    expect(preview().getByText('봇 키워드')).toBeInTheDocument();
    expect(preview().getByTestId('brand-preview-opt-out')).toHaveTextContent('수신거부 | 홈 > 채널 차단');
    unmount();

    renderPreview({ type: 'IMAGE', content: '(광고) 이미 표시한 내용', imageSeq: null });
    expect(preview().getByTestId('brand-preview-content')).toHaveTextContent(/^\(광고\) 이미 표시한 내용$/);
    expect(preview().queryByTestId('brand-preview-ad-mark')).not.toBeInTheDocument();
    expect(preview().getByRole('img', { name: '이미지' })).toBeInTheDocument();
  });

  it('draws a wide list with its title, a large first item and the rest as rows', () => {
    renderPreview({
      type: 'WIDE_ITEM_LIST',
      header: '이번 주 추천',
      items: [{ title: '울 코트' }, { title: '니트' }, { title: '머플러' }],
      buttons: [
        { type: 'WL', name: '더 보기' },
        { type: 'WL', name: '매장 찾기' },
      ],
    });
    expect(preview().getByTestId('brand-preview-header')).toHaveTextContent('(광고) 이번 주 추천');
    expect(preview().getByText('울 코트')).toBeInTheDocument();
    expect(preview().getByText('머플러')).toBeInTheDocument();
    expect(preview().getAllByRole('img', { name: /이미지/ })).toHaveLength(3);
    expect(preview().getByText('매장 찾기')).toBeInTheDocument();
  });

  it('lays carousel cards side by side, each with its title, text and buttons', () => {
    renderPreview({
      type: 'CAROUSEL_FEED',
      cards: [
        { header: '코트', message: '따뜻한 울 코트', buttons: [{ type: 'WL', name: '보기' }] },
        { header: '', message: '' },
      ],
    });
    const cards = preview().getAllByTestId('brand-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('(광고) 코트따뜻한 울 코트보기');
    expect(cards[1]).toHaveTextContent('카드 제목카드 내용');
  });

  it('says what to do while nothing is chosen', () => {
    renderPreview(null);
    expect(preview().getByText('템플릿을 고르면 여기에 보여요.')).toBeInTheDocument();
    expect(preview().queryByTestId('brand-preview-opt-out')).not.toBeInTheDocument();
  });
});
