import type { KakaoCategories, SenderProfile, SenderProfileDetail } from '@console/contracts/kakao';

/** Answers of the Kakao endpoints for the screens' tests. */
export const SENDER_KEY = '0123456789abcdef0123456789abcdef12a9f3c7';

export const profileOf = (overrides: Partial<SenderProfile> = {}): SenderProfile => ({
  seq: 11,
  channelId: '@hanbit',
  channelName: '한빛커머스',
  senderKey: SENDER_KEY,
  category: '00100010001',
  categoryName: '쇼핑 > 종합몰 > 온라인 종합몰',
  adminPhone: '01033334444',
  status: 'ACTIVE',
  statusReason: null,
  usedAt: null,
  createdAt: '2026-10-01T15:10:00.000Z',
  updatedAt: '2026-10-01T15:10:00.000Z',
  ...overrides,
});

export const profileDetailOf = (overrides: Partial<SenderProfileDetail> = {}): SenderProfileDetail => ({
  ...profileOf(),
  history: [{ status: 'ACTIVE', reason: null, by: 'USER', at: '2026-10-01T15:10:00.000Z' }],
  templateCount: 0,
  ...overrides,
});

/** A small copy of the server's trees: 3 levels of sender-profile categories, 2 of template categories. */
export const categories: KakaoCategories = {
  senderProfile: [
    {
      code: '001',
      name: '쇼핑',
      children: [
        {
          code: '00100010',
          name: '종합몰',
          children: [
            { code: '00100010001', name: '온라인 종합몰' },
            { code: '00100010002', name: '오픈마켓' },
          ],
        },
      ],
    },
    {
      code: '002',
      name: '서비스업',
      children: [{ code: '00200010', name: '고객센터', children: [{ code: '00200010001', name: '고객 상담' }] }],
    },
  ],
  template: [
    {
      code: '002',
      name: '구매',
      children: [
        { code: '002001', name: '구매완료' },
        { code: '002003', name: '진행상태' },
      ],
    },
    { code: '006', name: '배송', children: [{ code: '006001', name: '배송상태' }] },
  ],
};
