import type {
  DashboardRecentRequest,
  DashboardReviewGroup,
  DashboardReviews,
  DashboardSends,
} from '@console/contracts/dashboard';
import { ApiError, type FakeHandler } from '@console/testing/fake-platform';

const figures = (requested: number, delivered: number, failed: number, costKrw: number) => ({
  requested,
  delivered,
  failed,
  fallback: 0,
  costKrw,
});

/** Three days of a month: 1,200 SMS and 300 alimtalk sent. */
export const SENDS: DashboardSends = {
  from: '2026-11-01',
  to: '2026-11-03',
  totals: figures(1500, 1440, 60, 18_300),
  byChannel: [
    { channel: 'SMS', ...figures(1200, 1150, 50, 15_600) },
    { channel: 'ALIMTALK', ...figures(300, 290, 10, 2_700) },
  ],
  daily: [
    { period: '2026-11-01', ...figures(0, 0, 0, 0) },
    { period: '2026-11-02', ...figures(1000, 960, 40, 12_000) },
    { period: '2026-11-03', ...figures(500, 480, 20, 6_300) },
  ],
};
export const NO_SENDS: DashboardSends = {
  ...SENDS,
  totals: figures(0, 0, 0, 0),
  byChannel: [],
  daily: SENDS.daily.map((day) => ({ ...day, ...figures(0, 0, 0, 0) })),
};

export const request = (overrides: Partial<DashboardRecentRequest> = {}): DashboardRecentRequest => ({
  seq: 41,
  teamSeq: 1,
  teamName: '마케팅팀',
  status: 'DONE',
  body: '[한빛커머스] 주문하신 상품이 출발했어요.',
  subject: null,
  senderNumber: '0212345678',
  advertising: false,
  forcedType: null,
  typeCounts: { SMS: 3, LMS: 0, MMS: 0 },
  reserveAt: null,
  createdAt: '2026-11-21T01:05:00.000Z',
  startedAt: '2026-11-21T01:05:00.000Z',
  completedAt: '2026-11-21T01:06:00.000Z',
  createdBy: '김한빛',
  counts: { total: 3, pending: 0, delivered: 2, failed: 1, optedOut: 0, cancelled: 0, fallback: 0 },
  costKrw: 26,
  channel: 'SMS',
  rcsType: null,
  fallbackEnabled: false,
  templateLabel: null,
  ...overrides,
});

const EMPTY_GROUP: DashboardReviewGroup = { waiting: 0, needsAction: 0, items: [] };
export const NO_REVIEWS: DashboardReviews = {
  callbackNumbers: EMPTY_GROUP,
  alimtalkTemplates: EMPTY_GROUP,
  senderProfiles: EMPTY_GROUP,
  businessFile: { status: 'APPROVED', fileName: 'biz.pdf', uploadedAt: '2026-10-01T00:00:00.000Z', rejectReason: null },
};
export const REVIEWS: DashboardReviews = {
  ...NO_REVIEWS,
  callbackNumbers: {
    waiting: 2,
    needsAction: 5,
    items: [
      {
        seq: 7,
        teamSeq: 1,
        teamName: '마케팅팀',
        name: '0234567890',
        detail: '마케팅팀 직통',
        status: 'PENDING',
        reason: null,
        since: '2026-11-19T00:00:00.000Z',
      },
      {
        seq: 5,
        teamSeq: 2,
        teamName: '고객지원팀',
        name: '16001234',
        detail: '주문 문의',
        status: 'REJECTED',
        reason: '서류의 발급일이 3개월을 넘었어요.',
        since: '2026-11-01T00:00:00.000Z',
      },
    ],
  },
  alimtalkTemplates: {
    waiting: 0,
    needsAction: 1,
    items: [
      {
        seq: 4,
        teamSeq: 1,
        teamName: '마케팅팀',
        name: '주말 할인 이벤트',
        detail: 'SALE_EVENT',
        status: 'REJECTED',
        reason: '광고성 내용이에요.',
        since: '2026-11-10T00:00:00.000Z',
      },
    ],
  },
};

export const NOTICES = {
  items: [
    {
      seq: 3,
      title: '11월 정기 점검 안내',
      category: 'MAINTENANCE',
      pinned: true,
      publishedAt: '2026-11-20T00:00:00.000Z',
    },
    { seq: 2, title: '브랜드 메시지 출시', category: 'UPDATE', pinned: false, publishedAt: '2026-11-10T00:00:00.000Z' },
  ],
  page: 1,
  size: 5,
  total: 2,
};

/** An endpoint that fails with the server's 500. */
export const failing: FakeHandler = () => {
  throw new ApiError(500, 'Internal Server Error', '서버 오류');
};
/** An endpoint that has not answered yet. */
export const hanging: FakeHandler = () => new Promise(() => undefined);
