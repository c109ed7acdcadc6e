import type { AlimtalkTemplate, SenderProfile } from '@console/contracts/kakao';
import type { AlimtalkSendOptions } from '@console/contracts/kakao-send';
import type { SendRequestAccepted } from '@console/contracts/send-requests';

/** Team 1's send options as the demo seeds them: one active profile, two approved templates, two numbers. */
export const profile: SenderProfile = {
  seq: 1,
  channelId: '@hanbitcommerce',
  channelName: '한빛커머스',
  senderKey: '6fe0713920eae6a819176679965b438dd3d58645',
  category: '00100010001',
  categoryName: '쇼핑 > 종합몰 > 온라인 종합몰',
  adminPhone: '01012345678',
  status: 'ACTIVE',
  statusReason: null,
  usedAt: null,
  createdAt: '2026-09-16T00:00:00.000Z',
  updatedAt: '2026-09-16T00:00:00.000Z',
};

const template = (overrides: Partial<AlimtalkTemplate>): AlimtalkTemplate => ({
  seq: 1,
  senderProfileSeq: 1,
  channelId: '@hanbitcommerce',
  code: 'ORDER_SHIPPED',
  name: '배송 출발 안내',
  content:
    '#{이름}님, 주문하신 상품이 오늘 출발했어요.\n\n▶ 주문번호: #{주문번호}\n▶ 택배사: #{택배사}\n\n배송 조회 버튼으로 위치를 확인할 수 있어요.',
  messageType: 'BA',
  emphasis: 'NONE',
  title: null,
  subtitle: null,
  imageSeq: null,
  items: [],
  extra: null,
  buttons: [{ type: 'DS', name: '배송 조회' }],
  quickReplies: [],
  securityFlag: false,
  categoryCode: '006001',
  status: 'APPROVED',
  rejectReason: null,
  usedAt: null,
  createdAt: '2026-10-26T00:00:00.000Z',
  updatedAt: '2026-10-26T00:00:00.000Z',
  ...overrides,
});

export const orderShipped = template({});
export const paymentDone = template({
  seq: 2,
  code: 'PAYMENT_DONE',
  name: '결제 완료 안내',
  content: '#{이름}님, 결제가 완료되었어요.\n\n▶ 결제 금액: #{금액}원\n▶ 결제 일시: #{일시}\n\n이용해 주셔서 고마워요.',
  emphasis: 'TEXT',
  title: '#{금액}원',
  buttons: [{ type: 'WL', name: '주문 내역 보기', linkMobile: 'https://shop.hanbit.example.kr/orders' }],
});

export const sendOptions: AlimtalkSendOptions = {
  senderProfiles: [profile],
  templates: [paymentDone, orderShipped],
  senderNumbers: ['0212345678', '15881234'],
};

export const accepted: SendRequestAccepted = {
  seq: 77,
  status: 'SENDING',
  acceptedCount: 3,
  duplicateCount: 0,
  duplicateNumbers: [],
  typeCounts: { SMS: 0, LMS: 3, MMS: 0 },
  estimatedCostKrw: 27,
  reserveAt: null,
};
