import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { POLICY_VERSIONS } from '@console/brand/site';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { assertStartTag } from '../../../test-support/start-tag';

let t: TestApp;
before(async () => {
  t = await createTestApp({ publicUrl: 'https://console.example.kr' });
});
after(() => t.close());

const page = async (url: string, status = 200) => {
  const response = await t.app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, status, `${url}: ${response.statusCode}`);
  assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  assert.ok(!/<script/i.test(response.body), `${url} has a script`);
  return response.body;
};
const metaOf = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1];
const dotted = (date: string) => date.replaceAll('-', '.');

const [touCurrent, touFirst] = POLICY_VERSIONS.tou as [string, string];
const [privacyCurrent, privacyFirst] = POLICY_VERSIONS.privacyPolicy as [string, string];

test('the terms of use: the newest version by default, with head tags and the version form', async () => {
  const html = await page('/brand/policy/tou');
  assert.match(html, /<title>이용약관 · 메시지 콘솔<\/title>/);
  assert.ok(metaOf(html, 'description'));
  assert.equal(canonicalOf(html), 'https://console.example.kr/brand/policy/tou');
  assert.ok(html.includes(`시행일 <time dateTime="${touCurrent}">${dotted(touCurrent)}</time>`));
  assertStartTag(html, '<form class="inline"', [
    'data-testid="policy-versions"',
    'action="/brand/policy/tou"',
    'method="get"',
  ]);
  assert.ok(html.includes(`<option value="${touFirst}">`));
  assert.match(html, /제7조 \(광고성 정보 전송 시 의무\)/);
});

test('?version= shows an earlier version, kept out of search engines, canonical to the current page', async () => {
  const html = await page(`/brand/policy/privacyPolicy?version=${privacyFirst}`);
  assert.ok(html.includes(`시행일 <time dateTime="${privacyFirst}">${dotted(privacyFirst)}</time>`));
  assert.ok(html.includes(`<option value="${privacyFirst}" selected="">`));
  assert.equal(metaOf(html, 'robots'), 'noindex');
  assert.equal(canonicalOf(html), 'https://console.example.kr/brand/policy/privacyPolicy');
  const current = await page(`/brand/policy/privacyPolicy?version=${privacyCurrent}`);
  assert.equal(metaOf(current, 'robots'), undefined);
});

test('the privacy policy lists the PIPA sections and the history of changes', async () => {
  const html = await page('/brand/policy/privacyPolicy');
  assert.match(html, /<title>개인정보 처리방침 · 메시지 콘솔<\/title>/);
  for (const heading of [
    '처리 목적',
    '보유 및 이용 기간',
    '제3자 제공',
    '처리의 위탁',
    '파기',
    '정보주체의 권리',
    '쿠키',
    '보호책임자',
    '변경 이력',
  ]) {
    assert.match(html, new RegExp(`<h2 id="[^"]+">[^<]*${heading}`), heading);
  }
  assert.ok(html.includes(`href="/brand/policy/privacyPolicy?version=${privacyFirst}"`));
});

test('English with ?lang=en is a labelled courtesy translation and keeps the language in the form', async () => {
  const html = await page(`/brand/policy/tou?lang=en&version=${touFirst}`);
  assert.match(html, /<html lang="en">/);
  assert.match(html, /<title>Terms of use \([\d.]+\) · Message Console<\/title>/);
  assert.match(html, /courtesy translation/);
  assert.ok(html.includes('<input type="hidden" name="lang" value="en"/>'));
  assert.equal(canonicalOf(html), 'https://console.example.kr/brand/policy/tou?lang=en');
});

test('an unknown version or document is a 404 page', async () => {
  for (const url of [
    '/brand/policy/tou?version=2024-01-01',
    '/brand/policy/tou?version=latest',
    `/brand/policy/tou?version=${touFirst}&version=${touCurrent}`,
    '/brand/policy/cookies',
  ]) {
    const html = await page(url, 404);
    assert.match(html, /<meta name="robots" content="noindex"\/>/, url);
  }
});
