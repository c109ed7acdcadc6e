import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PRICES_KRW } from '@console/contracts/billing';
import { SMS_MAX_BYTES } from '@console/contracts/message-limits';
import { SERVICE_KEYS } from '@console/brand/site';
import { login, sessionCookieOf, createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ publicUrl: 'https://console.example.kr' });
});
after(() => t.close());

const page = async (url: string, status = 200, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  assert.equal(response.statusCode, status, `${url}: ${response.statusCode}`);
  assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  assert.ok(!/<script/i.test(response.body), `${url} has a script`);
  return response.body;
};
const metaOf = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1];

test('every service page answers with its title, description and canonical address', async () => {
  const titles = new Set<string>();
  for (const key of SERVICE_KEYS) {
    const html = await page(`/brand/service/${key}`);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    assert.ok(title.endsWith('· 메시지 콘솔'), `${key}: ${title}`);
    titles.add(title);
    assert.ok((metaOf(html, 'description') ?? '').length > 40, key);
    assert.equal(canonicalOf(html), `https://console.example.kr/brand/service/${key}`);
    assert.match(html, new RegExp(`href="/brand/customers/consultingInquiry\\?service=${key}"`));
    assert.equal(metaOf(html, 'robots'), undefined);
  }
  assert.equal(titles.size, SERVICE_KEYS.length);
});

test('the SMS page shows the price table of the server and the limits of the contracts', async () => {
  const html = await page('/brand/service/sms');
  for (const type of ['SMS', 'LMS', 'MMS'] as const) {
    assert.ok(html.includes(`${PRICES_KRW[type].toLocaleString('ko-KR')}원`), type);
  }
  assert.ok(!html.includes(`>${PRICES_KRW.ALIMTALK}원<`), 'no alimtalk row on the SMS page');
  assert.ok(html.includes(`본문 ${SMS_MAX_BYTES}바이트`));
  assert.match(html, /href="\/account\/signup"/);
});

test('partner services lead only to the consulting inquiry; MO is priced by consultation', async () => {
  const main = (html: string) => /<main id="content">([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const nugu = main(await page('/brand/service/nuguBizcall'));
  assert.ok(!nugu.includes('/account/signup'));
  assert.ok(nugu.includes('제휴 파트너'));
  assert.ok(main(await page('/brand/service/mo')).includes('data-testid="price-consultation"'));
});

test('English with ?lang=en keeps the language in links and the canonical address', async () => {
  const html = await page('/brand/service/rcs?lang=en');
  assert.match(html, /<html lang="en">/);
  assert.match(html, /<title>RCS messages · Message Console<\/title>/);
  assert.equal(canonicalOf(html), 'https://console.example.kr/brand/service/rcs?lang=en');
  assert.match(html, /href="\/brand\/customers\/consultingInquiry\?service=rcs&amp;lang=en"/);
  assert.match(html, /KRW \d+/);
});

test('a logged-in user is offered the console instead of sign-up', async () => {
  const cookie = sessionCookieOf(await login(t.app, 'hanbit_master'));
  const html = await page('/brand/service/kakao', 200, { cookie });
  assert.match(html, /<main id="content">[\s\S]*href="\/console\/dashboard"/);
  assert.ok(!/<main id="content">[\s\S]*href="\/account\/signup"[\s\S]*<\/main>/.test(html));
});

test('an unknown service is a 404 page', async () => {
  for (const url of ['/brand/service/fax', '/brand/service/SMS', '/brand/service/constructor']) {
    const html = await page(url, 404);
    assert.match(html, /<meta name="robots" content="noindex"\/>/, url);
    assert.match(html, /페이지를 찾을 수 없어요/);
  }
});
