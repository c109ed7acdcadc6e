import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { callApi, loginAs } from '../support/console';

/**
 * Statistics across the channels (issue 15): every page draws from the demo seed's running totals,
 * switches its unit and team and exports; consultation talk relays a KakaoTalk user's message to the
 * team's linked system and counts the agent's reply.
 */

test('the SMS, RCS and Kakao statistics draw a chart from the demo history, switch unit and team, and export', async ({
  page,
}) => {
  await loginAs(page, 'hanbit_master');
  for (const [path, title] of [
    ['/console/stats/sms', '문자 통계'],
    ['/console/stats/rcs', 'RCS 통계'],
    ['/console/stats/kakao', '카카오톡 통계'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const chart = page.getByTestId('stats-chart').locator('svg').first();
    await expect(chart).toBeVisible();
    expect(await page.getByTestId('stats-chart').locator('rect').count()).toBeGreaterThan(3);
    await expect(page.getByRole('table', { name: '팀별 통계' })).toContainText('마케팅팀');

    const filters = page.getByRole('form', { name: '통계 조건' });
    await filters.getByRole('button', { name: '월별' }).click();
    await filters.getByRole('button', { name: '최근 6개월' }).click();
    await expect(page.getByRole('table', { name: '기간별 통계' })).toContainText(/\d{4}\.\d{2}|\d{4}-\d{2}/);
    await filters.getByRole('button', { name: '시간별' }).click();
    await filters.getByRole('button', { name: '어제' }).click();
    await expect(page.getByRole('table', { name: '기간별 통계' })).toBeVisible();

    await filters.getByRole('combobox', { name: '팀' }).click();
    await page.getByRole('option', { name: '고객지원팀' }).click();
    await filters.getByRole('button', { name: '조회' }).click();
    await expect(page.getByRole('table', { name: '팀별 통계' })).not.toContainText('마케팅팀');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '내보내기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  }
});

test('a KakaoTalk user writes: the linked system gets a signed webhook, the reply through the public API shows in the session and the statistics', async ({
  page,
}) => {
  // The team's linked system: a local HTTP server that records what the console relays to it.
  const received: { body: Record<string, unknown>; signature: string | undefined }[] = [];
  const linked = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        body: JSON.parse(body || '{}') as Record<string, unknown>,
        signature: request.headers['console-signature'] as string | undefined,
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => linked.listen(0, '127.0.0.1', resolve));
  const { port } = linked.address() as AddressInfo;
  try {
    await loginAs(page, 'hanbit_master');
    const key = await callApi<{ apiKey: { keySeq: number }; secret: string }>(page, 'POST', '/api/teams/1/api-keys', {
      name: `상담 연동 ${Date.now()}`,
      allowedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      callbackUrl: `http://127.0.0.1:${port}/hook`,
    });
    expect(key.status).toBe(200);
    const profiles = await callApi<{ items: { seq: number; status: string; senderKey?: string }[] }>(
      page,
      'GET',
      '/api/team/kakao/sender-keys?page=1&size=50',
    );
    const profile = profiles.data.items.find((p) => p.status === 'ACTIVE')!;
    expect(profile).toBeDefined();
    expect(
      (await callApi(page, 'PUT', `/api/team/kakao/sender-profiles/${profile.seq}/consultation`, { enabled: true }))
        .status,
    ).toBe(200);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    type Totals = { totals: { sessions: number; inbound: number; outbound: number } };
    const totals = async () =>
      (await callApi<Totals>(page, 'GET', `/api/stats/kakao-cs?from=${today}&to=${today}`)).data.totals;
    const before = await totals();
    const userKey = `kakao-user-${Date.now()}`;
    const inbound = await page.request.post('/dev/kakao/consultation/inbound', {
      headers: { AJAX: 'true' },
      data: { senderProfileSeq: profile.seq, userKey, text: '배송이 언제 오나요?' },
    });
    expect(inbound.status(), await inbound.text()).toBe(200);
    await expect.poll(() => received.filter((r) => r.body.userKey === userKey).length, { timeout: 20_000 }).toBe(1);
    const relayed = received.find((r) => r.body.userKey === userKey)!;
    expect(relayed.body).toMatchObject({ type: 'consultation.message', text: '배송이 언제 오나요?' });
    expect(relayed.signature).toBeTruthy();

    const reply = await page.request.post('/api/public/v1/kakao/consultation/messages', {
      headers: { authorization: `Bearer ${key.data.secret}` },
      data: {
        senderKey: relayed.body.senderKey,
        userKey,
        serialNumber: `S-${Date.now()}`,
        text: '오늘 오후에 도착해요.',
      },
    });
    expect(reply.status(), await reply.text()).toBe(200);

    await expect
      .poll(totals)
      .toMatchObject({ sessions: before.sessions + 1, inbound: before.inbound + 1, outbound: before.outbound + 1 });
    await page.goto('/console/stats/kakao-cs');
    await expect(page.getByRole('heading', { name: '카카오 상담톡 통계', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: '날짜별 통계' })).toBeVisible();
    await expect(page.getByTestId('stats-chart').locator('svg').first()).toBeVisible();
    expect(await page.getByTestId('stats-chart').locator('rect').count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: '첫 응답 시간' }).click();
    await expect(page.getByRole('img', { name: '첫 응답 시간 차트' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '내보내기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^카카오_상담톡_통계_.*\.csv$/);
    const sessions = await callApi<{ sessions: { state: string; inbound: number; outbound: number }[] }>(
      page,
      'GET',
      `/api/team/kakao/sender-profiles/${profile.seq}/consultation/sessions`,
    );
    expect(JSON.stringify(sessions.data)).toMatch(/"inbound":1,"outbound":1/);
  } finally {
    linked.close();
  }
});
