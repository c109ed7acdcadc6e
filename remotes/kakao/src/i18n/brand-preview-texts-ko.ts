/** What the brand-message bubbles draw (the send screen and the brand template screens): their types and parts. */
export const brandPreviewTextsKo = {
  brandPreview: {
    types: {
      TEXT: '텍스트형',
      IMAGE: '이미지형',
      WIDE: '와이드 이미지형',
      WIDE_ITEM_LIST: '와이드 리스트형',
      CAROUSEL_FEED: '캐러셀 피드형',
    },
    label: '브랜드 메시지 미리 보기',
    empty: '템플릿을 고르면 여기에 보여요.',
    emptyContent: '내용을 입력하면 여기에 보여요.',
    emptyHeader: '리스트 제목',
    emptyCardHeader: '카드 제목',
    emptyCardMessage: '카드 내용',
    image: '이미지',
    wideImage: '와이드 이미지',
    itemImage: '항목 이미지',
    itemThumb: '이미지',
    cardImage: '카드 이미지',
    cards: '캐러셀 카드',
    optOut: '수신거부 | 홈 > 채널 차단',
  },
};
