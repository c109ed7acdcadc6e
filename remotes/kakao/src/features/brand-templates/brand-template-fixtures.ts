import type { BrandTemplate, KakaoImage } from '@console/contracts/kakao';

/** Answers of the brand template endpoints for the screens' tests (profile 11 is sender-key-fixtures' profileOf). */
export const brandTemplateOf = (overrides: Partial<BrandTemplate> = {}): BrandTemplate => ({
  seq: 51,
  senderProfileSeq: 11,
  channelId: '@hanbit',
  name: '겨울 쿠폰',
  type: 'TEXT',
  content: '#{이름}님께 겨울 쿠폰을 드려요.',
  imageSeq: null,
  imageLink: null,
  header: null,
  items: [],
  cards: [],
  buttons: [{ type: 'WL', name: '쿠폰 받기', linkMobile: 'https://shop.hanbit.example.kr/coupon' }],
  usedAt: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

export const kakaoImageOf = (overrides: Partial<KakaoImage> = {}): KakaoImage => ({
  seq: 301,
  purpose: 'WIDE',
  fileName: 'winter-wide.png',
  contentType: 'image/png',
  width: 800,
  height: 600,
  size: 120_000,
  uploadedAt: '2026-11-19T01:00:00.000Z',
  usedBy: [],
  ...overrides,
});
