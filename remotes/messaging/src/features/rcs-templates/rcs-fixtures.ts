import type { CallbackNumber } from '@console/contracts/messaging';
import type { RcsBrand, RcsTemplate, RcsTemplateDetail } from '@console/contracts/rcs';

/** Answers of the RCS endpoints for the screens' tests. */
export const brandOf = (overrides: Partial<RcsBrand> = {}): RcsBrand => ({
  seq: 1,
  name: '한빛커머스',
  description: '생활용품 쇼핑몰이에요.',
  logoImageSeq: 5,
  status: 'APPROVED',
  rejectReason: null,
  createdAt: '2026-10-01T01:00:00.000Z',
  decidedAt: '2026-10-03T01:00:00.000Z',
  chatRooms: [
    {
      seq: 3,
      brandSeq: 1,
      callbackSeq: 11,
      senderNumber: '15881234',
      label: '고객센터 대표번호',
      createdAt: '2026-10-04T01:00:00.000Z',
    },
  ],
  history: [],
  ...overrides,
});

export const templateOf = (overrides: Partial<RcsTemplate> = {}): RcsTemplate => ({
  seq: 7,
  brandSeq: 1,
  name: '배송 출발 안내',
  kind: 'TEXT',
  body: '#{name}님, 주문하신 상품이 출발했어요.',
  buttons: [{ kind: 'URL', label: '배송 조회', value: 'https://shop.example.kr/orders' }],
  cards: [],
  status: 'APPROVED',
  rejectReason: null,
  usedAt: null,
  createdAt: '2026-11-20T05:05:00.000Z',
  updatedAt: '2026-11-20T05:05:00.000Z',
  decidedAt: '2026-11-21T00:30:00.000Z',
  ...overrides,
});

export const detailOf = (overrides: Partial<RcsTemplateDetail> = {}): RcsTemplateDetail => ({
  ...templateOf(),
  history: [{ seq: 1, kind: 'SUBMITTED', reason: null, at: '2026-11-20T05:05:00.000Z' }],
  ...overrides,
});

export const callbackOf = (seq: number, number: string, label: string): CallbackNumber => ({
  seq,
  number,
  label,
  status: 'APPROVED',
  rejectReason: null,
  createdAt: '2026-10-01T01:00:00.000Z',
  decidedAt: '2026-10-02T01:00:00.000Z',
});
