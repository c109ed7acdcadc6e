import type { SendRequestSummary } from '@console/contracts/send-requests';

/** A finished request as the server answers it, for the screens' tests. */
export const summary = (overrides: Partial<SendRequestSummary> = {}): SendRequestSummary => ({
  seq: 41,
  status: 'DONE',
  body: '내일 오전 10시 점검이 있어요.',
  subject: null,
  senderNumber: '0212345678',
  advertising: false,
  forcedType: null,
  typeCounts: { SMS: 3, LMS: 0, MMS: 0 },
  reserveAt: null,
  createdAt: '2026-11-21T01:00:00.000Z',
  startedAt: '2026-11-21T01:00:01.000Z',
  completedAt: '2026-11-21T01:00:09.000Z',
  createdBy: '김한빛',
  counts: { total: 3, pending: 0, delivered: 2, failed: 1, optedOut: 0, cancelled: 0, fallback: 0 },
  costKrw: 26,
  ...overrides,
});
