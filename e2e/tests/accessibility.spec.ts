import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SHELL_ROUTE_PATHS } from '../../shared/contracts/src/shell-paths';
import { seriousViolations } from '../support/axe';
import { callApi, loginAs } from '../support/console';
import { REPO_ROOT } from '../support/e2e-server';

/**
 * Issue 18, point 7: every built route (the shell's own and every remote's, from the descriptors)
 * has no serious or critical axe finding (WCAG 2.1 A/AA rules). One browser, one login, the routes
 * in sequence: guest pages first, then the console as the demo master, logging out last.
 */

// A trace would snapshot every page axe reads: the journey stays fast without one.
test.use({ trace: 'off' });

interface DescriptorRoute {
  id: string;
  path: string;
  access?: 'public' | 'login' | 'guest';
}

const remoteRoutes = (): DescriptorRoute[] =>
  readdirSync(join(REPO_ROOT, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = join(REPO_ROOT, 'remotes', entry.name, 'remote.json');
      try {
        return (JSON.parse(readFileSync(file, 'utf8')) as { routes: DescriptorRoute[] }).routes;
      } catch {
        return [];
      }
    });

/** Shell pages only a visitor sees (a logged-in user is sent on). */
const SHELL_GUEST_PATHS = new Set(['/account/login', '/account/signup', '/account/registByEmail', '/popup/join-mail']);
const LOGOUT = '/account/logout';

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

async function resolvePath(page: Page, route: DescriptorRoute): Promise<string> {
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

// A button's own spinner (a loading button on the UI kit page) is not the page loading.
const LOADING = '.MuiCircularProgress-root:not(button *), .MuiSkeleton-root, .MuiLinearProgress-root';

/**
 * Waits until the screen has loaded what it shows: no request in flight and, for a while, no
 * spinner or skeleton (a page may keep one on purpose, e.g. a step that waits for the user).
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator(LOADING).filter({ visible: true }))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Audits one page: `route rule: targets` for each serious or critical finding. The page must be
 * the one asked for (a guard that sent the user elsewhere would audit the wrong screen).
 */
async function audit(page: Page, path: string, findings: string[], landsOn = path.split('?')[0]) {
  await page.goto(path);
  await settle(page);
  const pathname = new URL(page.url()).pathname;
  if (pathname !== landsOn) findings.push(`${path} was sent to ${pathname}`);
  for (const violation of await seriousViolations(page)) findings.push(`${path} ${violation}`);
}

test('every built route has no serious or critical axe finding (WCAG 2.1 A/AA)', async ({ page }) => {
  test.setTimeout(360_000);
  const remotes = remoteRoutes();
  expect(remotes.length).toBeGreaterThan(50);
  const guestRemote = remotes.filter((route) => route.access === 'guest');
  const shellGuest = SHELL_ROUTE_PATHS.filter((path) => SHELL_GUEST_PATHS.has(path));
  const shellLoggedIn = SHELL_ROUTE_PATHS.filter((path) => !SHELL_GUEST_PATHS.has(path) && path !== LOGOUT);
  const findings: string[] = [];
  const audited: string[] = [];

  for (const path of [...shellGuest, ...guestRemote.map((route) => route.path)]) {
    await audit(page, path, findings);
    audited.push(path);
  }

  await loginAs(page, 'hanbit_master');
  for (const path of shellLoggedIn) {
    await audit(page, path, findings);
    audited.push(path);
  }
  for (const route of remotes.filter((r) => r.access !== 'guest')) {
    await audit(page, await resolvePath(page, route), findings);
    audited.push(route.path);
  }

  // The release manager's override banner, on the page that sets it.
  const override = await callApi(page, 'PUT', '/api/releases/override', { remote: 'stats', version: '1.0.0' });
  expect(override.status).toBe(200);
  await page.goto('/console/releases');
  await expect(page.getByTestId('override-banner')).toBeVisible();
  await settle(page);
  for (const violation of await seriousViolations(page)) findings.push(`/console/releases (override) ${violation}`);
  expect((await callApi(page, 'DELETE', '/api/releases/override')).status).toBe(200);

  await audit(page, LOGOUT, findings, '/');
  audited.push(LOGOUT);

  expect(new Set(audited)).toEqual(new Set([...SHELL_ROUTE_PATHS, ...remotes.map((route) => route.path)]));
  expect(findings).toEqual([]);
});
