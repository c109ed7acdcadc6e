import { expect, type Page } from '@playwright/test';
import { callApi } from './console';

/** A remote's route as its descriptor names it. */
export interface RecordRoute {
  id: string;
  path: string;
}

/**
 * Where a `{seq}` comes from: the demo records the master can open, through the API the screens use.
 * The popup of an invoice takes its number in the query string.
 */
const SEQ_SOURCES: Record<string, string> = {
  'billing-info-detail': '/api/billing/payment-methods',
  'notice-detail': '/api/brand/notices',
  'service-inquiry-detail': '/api/inquiries',
  'sender-key-detail': '/api/team/kakao/sender-keys',
  'alimtalk-template-detail': '/api/team/kakao/templates',
  'brand-template-detail': '/api/team/kakao/brand-templates',
  'send-history-detail': '/api/team/send-requests',
  'reserve-detail': '/api/team/send-requests?status=RESERVED',
  'callback-detail': '/api/team/callback-numbers',
  'rcs-template-detail': '/api/team/rcs/templates',
  'invoice-popup': '/api/billing/invoices',
};

/** The first record number in a list answer (a page of items, or a plain array). */
function firstSeq(data: unknown): number | undefined {
  if (Array.isArray(data)) {
    for (const item of data) {
      const seq = firstSeq(item);
      if (seq !== undefined) return seq;
    }
    return undefined;
  }
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.seq === 'number') return record.seq;
    for (const value of Object.values(record)) {
      if (Array.isArray(value)) {
        const seq = firstSeq(value);
        if (seq !== undefined) return seq;
      }
    }
  }
  return undefined;
}

/** The demo has no 1:1 inquiry of its own: the master writes one (multipart, as the write screen does). */
const writeInquiry = (page: Page) =>
  page.evaluate(async () => {
    const refresh = await fetch('/api/auth/refresh-token', { method: 'POST', headers: { AJAX: 'true' } });
    const token = ((await refresh.json()) as { resultData: { accessToken: { token: string } } }).resultData.accessToken
      .token;
    const form = new FormData();
    form.append('category', 'ETC');
    form.append('title', '접근성 점검용 문의예요');
    form.append('body', '화면을 키보드와 화면 읽기 프로그램으로 점검하고 있어요.');
    const response = await fetch('/api/inquiries', {
      method: 'POST',
      headers: { AJAX: 'true', Authorization: `Bearer ${token}` },
      body: form,
    });
    return ((await response.json()) as { resultData: { seq: number } }).resultData.seq;
  });

/** Records the demo does not have for team 1: the journey makes one, as a user would. */
async function createRecord(page: Page, routeId: string): Promise<number | undefined> {
  if (routeId === 'service-inquiry-detail') return writeInquiry(page);
  if (routeId === 'brand-template-detail') {
    const profiles = await callApi<unknown>(page, 'GET', '/api/team/kakao/sender-keys');
    const created = await callApi<{ seq: number }>(page, 'POST', '/api/team/kakao/brand-templates', {
      senderProfileSeq: firstSeq(profiles.data),
      name: `접근성 점검 ${Date.now()}`,
      type: 'TEXT',
      content: '주문하신 상품이 오늘 출발해요.',
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    return created.data.seq;
  }
  if (routeId === 'send-history-detail' || routeId === 'reserve-detail') {
    const numbers = await callApi<unknown>(page, 'GET', '/api/team/callback-numbers?status=APPROVED');
    const number = (numbers.data as { items: { number: string }[] }).items[0]?.number;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const sent = await callApi<{ seq: number }>(page, 'POST', '/api/team/send-requests', {
      senderNumber: number,
      body: '[한빛커머스] 접근성 점검용 문자예요.',
      recipients: [{ phone: '010-2000-7001' }],
      ...(routeId === 'reserve-detail' ? { reserveAt: tomorrow } : {}),
    });
    expect(sent.status, JSON.stringify(sent.data)).toBe(200);
    return sent.data.seq;
  }
  return undefined;
}

/**
 * The route's path for the demo master in team 1, with a record number where it takes one: the first
 * record the screens' own API lists, or one the journey makes when the demo has none.
 */
export async function resolvePath(page: Page, route: RecordRoute): Promise<string> {
  let path = route.path.replace('{teamSeq}', '1');
  const source = SEQ_SOURCES[route.id];
  if (path.includes('{seq}') || source) {
    expect(source, `${route.id}: where its record number comes from`).toBeDefined();
    const answer = await callApi<unknown>(page, 'GET', source!);
    expect(answer.status, `${route.id}: GET ${source}`).toBe(200);
    const seq = firstSeq(answer.data) ?? (await createRecord(page, route.id));
    expect(seq, `${route.id}: a demo record from ${source}`).toBeDefined();
    path = path.includes('{seq}') ? path.replace('{seq}', String(seq)) : `${path}?seq=${seq}`;
  }
  return path;
}
