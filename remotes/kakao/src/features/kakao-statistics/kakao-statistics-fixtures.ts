import type { AlimtalkSendOptions } from '@console/contracts/kakao-send';
import type { SendStatsFigures, SendStatsQuery, SendStatsReport } from '@console/contracts/stats';

const figures = (requested: number, delivered: number, failed: number, fallback: number, costKrw: number) =>
  ({ requested, delivered, failed, fallback, costKrw }) satisfies SendStatsFigures;

/** A week of alimtalk of the demo team: two days with sends, two templates, two failure reasons. */
export const reportOf = (query: Pick<SendStatsQuery, 'unit' | 'from' | 'to'>): SendStatsReport => ({
  unit: query.unit,
  from: query.from,
  to: query.to,
  series: [
    { period: query.from, ...figures(1200, 1150, 30, 20, 10_620) },
    { period: query.to, ...figures(300, 280, 12, 8, 2_592) },
  ],
  totals: figures(1500, 1430, 42, 28, 13_212),
  previous: { ...figures(1000, 950, 50, 0, 9_000), from: '2026-11-08', to: '2026-11-14' },
  byTemplate: [
    {
      templateSeq: 21,
      senderProfileSeq: 11,
      templateName: '배송 출발 안내',
      templateCode: 'ORDER_SHIPPED',
      channelId: '@hanbitcommerce',
      ...figures(1000, 960, 25, 15, 8_775),
    },
    {
      templateSeq: 22,
      senderProfileSeq: 11,
      templateName: '주문 완료 안내',
      templateCode: 'ORDER_DONE',
      channelId: '@hanbitcommerce',
      ...figures(500, 470, 17, 13, 4_437),
    },
  ],
  topFailures: [
    { code: '3019', reason: '카카오톡 사용자가 아니에요', failed: 50 },
    { code: '3018', reason: '받는 사람이 채널을 차단했어요', failed: 20 },
  ],
});

export const emptyReportOf = (query: Pick<SendStatsQuery, 'unit' | 'from' | 'to'>): SendStatsReport => ({
  ...reportOf(query),
  series: [],
  totals: figures(0, 0, 0, 0, 0),
  byTemplate: [],
  topFailures: [],
});

const template = (seq: number, senderProfileSeq: number, code: string, name: string) => ({
  seq,
  senderProfileSeq,
  channelId: senderProfileSeq === 11 ? '@hanbitcommerce' : '@hanbit_cs',
  code,
  name,
  content: '#{이름}님, 안내드려요.',
  messageType: 'BA' as const,
  emphasis: 'NONE' as const,
  title: null,
  subtitle: null,
  imageSeq: null,
  items: [],
  extra: null,
  buttons: [],
  quickReplies: [],
  securityFlag: false,
  categoryCode: '001001',
  status: 'APPROVED' as const,
  rejectReason: null,
  usedAt: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
});

const profile = (seq: number, channelId: string, channelName: string) => ({
  seq,
  channelId,
  channelName,
  senderKey: `key-${seq}`,
  category: '00100010001',
  categoryName: null,
  adminPhone: null,
  status: 'ACTIVE' as const,
  statusReason: null,
  usedAt: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
});

export const sendOptions: AlimtalkSendOptions = {
  senderProfiles: [profile(11, '@hanbitcommerce', '한빛커머스'), profile(12, '@hanbit_cs', '한빛 고객센터')],
  templates: [
    template(21, 11, 'ORDER_SHIPPED', '배송 출발 안내'),
    template(22, 11, 'ORDER_DONE', '주문 완료 안내'),
    template(23, 12, 'CS_ANSWER', '문의 답변 안내'),
  ],
  senderNumbers: ['15881234'],
};
