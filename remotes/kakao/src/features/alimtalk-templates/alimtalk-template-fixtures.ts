import type { AlimtalkTemplate, AlimtalkTemplateDetail } from '@console/contracts/kakao';

/** Answers of the template endpoints for the screens' tests. */
export const templateOf = (overrides: Partial<AlimtalkTemplate> = {}): AlimtalkTemplate => ({
  seq: 7,
  senderProfileSeq: 11,
  channelId: '@hanbit',
  code: 'ORDER_SHIPPED',
  name: '배송 출발 안내',
  content: '#{이름}님, 주문하신 상품이 오늘 출발했어요.',
  messageType: 'BA',
  emphasis: 'NONE',
  title: null,
  subtitle: null,
  imageSeq: null,
  items: [],
  extra: null,
  buttons: [{ type: 'WL', name: '배송 조회', linkMobile: 'https://shop.hanbit.example.kr/orders' }],
  quickReplies: [],
  securityFlag: false,
  categoryCode: '006001',
  status: 'APPROVED',
  rejectReason: null,
  usedAt: null,
  createdAt: '2026-11-20T05:05:00.000Z',
  updatedAt: '2026-11-21T00:30:00.000Z',
  ...overrides,
});

export const templateDetailOf = (overrides: Partial<AlimtalkTemplateDetail> = {}): AlimtalkTemplateDetail => ({
  ...templateOf(),
  comments: [{ kind: 'REQUESTED', by: 'USER', body: null, authorName: '김한빛', at: '2026-11-20T05:05:00.000Z' }],
  ...overrides,
});
