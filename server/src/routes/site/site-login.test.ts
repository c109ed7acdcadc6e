import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { LoginScriptTexts } from '@console/brand/site';
import { DEMO_PASSWORD } from '../../demo/demo-logins';
import { createTestApp, loginAs, login, sessionCookieOf, type TestApp } from '../../../test-support/test-app';
import { LOGIN_SCRIPT_FILE } from './site-login';
import { assertStartTag } from '../../../test-support/start-tag';

type FieldError = { field: string; message: string };
type Answer =
  { ok: true; data: unknown } | { ok: false; status: number; message: string | null; fieldErrors: FieldError[] };
type Outcome = { kind: string; message?: string | null; errors?: FieldError[]; sentTo?: string };
/** What the page's script (plain JavaScript) exports for its tests. */
interface LoginScript {
  API: Record<'login' | 'securityLogin' | 'resendCode' | 'logout', string>;
  loginFieldErrors(values: { id: string; password: string }, required: LoginScriptTexts['required']): FieldError[];
  codeFieldErrors(code: string, length: number, required: LoginScriptTexts['required']): FieldError[];
  post(fetchImpl: typeof fetch, url: string, body: unknown): Promise<Answer>;
  outcomeOf(step: 'login' | 'code' | 'resend', answer: Answer, texts: LoginScriptTexts): Outcome;
}

let t: TestApp;
let script: LoginScript;
before(async () => {
  t = await createTestApp({ publicUrl: 'https://console.example.kr' });
  script = (await import(pathToFileURL(LOGIN_SCRIPT_FILE).href)) as LoginScript;
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const loginHtml = async (url = '/account/login', headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  assert.equal(response.statusCode, 200, `${url}: ${response.statusCode}`);
  assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(response.headers['cache-control'], 'no-cache');
  return response.body;
};
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
const scriptUrlOf = (html: string) => /<script type="module" src="(\/site\/login\.[0-9a-f]{12}\.js)">/.exec(html)?.[1];
const attributeOf = (html: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`)
    .exec(html)?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
const textsOf = (html: string) => JSON.parse(attributeOf(html, 'data-texts')!) as LoginScriptTexts;
const formOf = (html: string, step: 'login' | 'code') =>
  new RegExp(`<form aria-label="([^"]*)" data-step="${step}"[^>]*>`).exec(html)?.[0] ?? '';

test('the login page: the form with its labels and links, one small script and no framework', async () => {
  const html = await loginHtml();
  assert.match(html, /<title>로그인 · 메시지 콘솔<\/title>/);
  assert.match(html, /<meta name="description" content="[^"]+"\/>/);
  assert.match(html, /<link rel="canonical" href="https:\/\/console.example.kr\/account\/login"\/>/);
  assert.match(formOf(html, 'login'), /aria-label="로그인"/);
  assert.doesNotMatch(formOf(html, 'login'), /hidden/);
  assert.match(formOf(html, 'code'), /aria-label="보안코드 확인".* hidden=""/);
  assert.ok(html.includes('<label for="login-id">아이디</label><input id="login-id"'));
  assertStartTag(html, '<input id="login-id"', ['type="text"', 'autoComplete="username"', 'name="id"']);
  assert.ok(html.includes('<label for="login-password">비밀번호</label><input id="login-password"'));
  assertStartTag(html, '<input id="login-password"', [
    'type="password"',
    'autoComplete="current-password"',
    'name="password"',
  ]);
  assert.match(html, /<button type="submit" class="button primary block">로그인<\/button>/);
  assert.match(html, /<h1>로그인<\/h1><p class="muted">메시지 콘솔에 오신 것을 환영합니다.<\/p>/);
  assert.match(html, /<nav class="account-links" aria-label="계정 찾기와 회원가입">/);
  assert.match(html, /<a href="\/account\/find\/id">아이디 찾기<\/a>/);
  assert.match(html, /<a href="\/account\/find\/password">비밀번호 찾기<\/a>/);
  assert.match(html, /<a href="\/account\/signup">회원가입<\/a>/);
  assert.ok(html.includes('data-testid="demo-hint"'), 'the demo hint shows outside production');
  assert.equal(attributeOf(html, 'data-return-url'), '/console/dashboard');
  // No password in an address: without JavaScript the form posts.
  assertStartTag(formOf(html, 'login'), '<form', [
    'action="/account/login?returnUrl=%2Fconsole%2Fdashboard"',
    'method="post"',
  ]);
  assert.deepEqual(scriptsOf(html), [`<script type="module" src="${scriptUrlOf(html)}">`]);
  assert.ok(!/remoteEntry|mf-manifest|\/assets\//.test(html), 'nothing of the console');
});

test('the script is served immutable at its content hash, gzipped when asked, and is a few kilobytes', async () => {
  const url = scriptUrlOf(await loginHtml())!;
  const source = await readFile(LOGIN_SCRIPT_FILE);
  const plain = await get(url);
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.rawPayload.toString(), source.toString());
  const zipped = await get(url, { 'accept-encoding': 'gzip, br' });
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(zipped.rawPayload).toString(), source.toString());
  assert.ok(zipped.rawPayload.length < 6 * 1024, `${zipped.rawPayload.length} bytes gzipped`);
  assert.equal((await get('/site/login.000000000000.js')).statusCode, 404);
});

test('returnUrl: same-site paths only, carried to the script and the no-script form', async () => {
  const kept = await loginHtml(
    `/account/login?returnUrl=${encodeURIComponent('/console/team/2/service/callback?x=1')}`,
  );
  assert.equal(attributeOf(kept, 'data-return-url'), '/console/team/2/service/callback?x=1');
  for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'console/dashboard', '']) {
    const html = await loginHtml(`/account/login?returnUrl=${encodeURIComponent(unsafe)}`);
    assert.equal(attributeOf(html, 'data-return-url'), '/console/dashboard', unsafe);
  }
});

test('a logged-in visitor goes on to the returnUrl (or the dashboard) with a 302', async () => {
  const { cookie } = await loginAs(t.app, 'hanbit_user');
  const plain = await get('/account/login', { cookie });
  assert.equal(plain.statusCode, 302);
  assert.equal(plain.headers.location, '/console/dashboard');
  const back = await get(`/account/login?returnUrl=${encodeURIComponent('/console/stats/sms')}`, { cookie });
  assert.equal(back.headers.location, '/console/stats/sms');
  const unsafe = await get(`/account/login?returnUrl=${encodeURIComponent('//evil.example')}`, { cookie });
  assert.equal(unsafe.headers.location, '/console/dashboard');
});

test('a session waiting for its security code opens on the code step, with the masked number', async () => {
  const cookie = sessionCookieOf(await login(t.app, 'hanbit_secure'));
  const html = await loginHtml('/account/login', { cookie });
  assert.match(formOf(html, 'login'), /hidden=""/);
  assert.doesNotMatch(formOf(html, 'code'), /hidden/);
  assert.ok(html.includes('010-****-5678(으)로 보낸 보안코드 6자리를 입력해 주세요.'));
  assert.ok(html.includes('<label for="login-code">보안코드</label><input id="login-code"'));
  assertStartTag(html, '<input id="login-code"', [
    'type="text"',
    'autoComplete="one-time-code"',
    'autofocus=""',
    'inputMode="numeric"',
    'maxLength="6"',
    'name="code"',
  ]);
  assert.match(html, /<button type="button" class="link-button" data-action="resend">보안코드 다시 받기<\/button>/);
  assert.match(html, /<button type="button" class="link-button" data-action="cancel">다른 계정으로 로그인<\/button>/);
});

test('the demo hint stays out of production', async () => {
  const production = await createTestApp({ consoleEnv: 'production' });
  try {
    const response = await production.app.inject({ method: 'GET', url: '/account/login' });
    assert.equal(response.statusCode, 200);
    assert.ok(!response.body.includes('data-testid="demo-hint"'));
    assert.ok(!response.body.includes('Console123!'));
  } finally {
    await production.close();
  }
});

test('English with ?lang=en; the no-script submit comes back to the page', async () => {
  const html = await loginHtml('/account/login?lang=en');
  assert.match(formOf(html, 'login'), /aria-label="Log in"/);
  assert.match(html, /<label for="login-id">ID<\/label>/);
  assert.match(html, /<label for="login-password">Password<\/label>/);
  assert.match(html, /<title>Log in · Message Console<\/title>/);
  const posted = await t.app.inject({
    method: 'POST',
    url: '/account/login?returnUrl=%2Fconsole%2Fstats%2Fsms',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'id=hanbit_user&password=x',
  });
  assert.equal(posted.statusCode, 303);
  assert.equal(posted.headers.location, '/account/login?returnUrl=%2Fconsole%2Fstats%2Fsms');
});

test('the script checks empty fields with the contract messages the page hands it', async () => {
  const texts = textsOf(await loginHtml());
  assert.deepEqual(texts.required, {
    id: '아이디를 입력해 주세요.',
    password: '비밀번호를 입력해 주세요.',
    code: '보안코드 6자리 숫자를 입력해 주세요.',
  });
  assert.deepEqual(script.loginFieldErrors({ id: '  ', password: '' }, texts.required), [
    { field: 'id', message: '아이디를 입력해 주세요.' },
    { field: 'password', message: '비밀번호를 입력해 주세요.' },
  ]);
  assert.deepEqual(script.loginFieldErrors({ id: 'a', password: ' ' }, texts.required), []);
  assert.deepEqual(script.codeFieldErrors(' 123456 ', 6, texts.required), []);
  for (const bad of ['', '12345', '12ab56', '1234567'])
    assert.deepEqual(script.codeFieldErrors(bad, 6, texts.required), [
      { field: 'code', message: '보안코드 6자리 숫자를 입력해 주세요.' },
    ]);
});

/** fetch over app.inject with a cookie jar: the script's calls reach the real routes. */
function browser() {
  const jar = new Map<string, string>();
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
    calls.push({ url, headers: init.headers });
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.inject({
      method: init.method as 'POST',
      url,
      headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
      payload: init.body,
    });
    for (const c of response.cookies) {
      if (c.value && !(c.expires && c.expires.getTime() < Date.now())) jar.set(c.name, c.value);
      else jar.delete(c.name);
    }
    return new Response(response.body, { status: response.statusCode });
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, calls, jar };
}

test('the script calls the login API as the console did and reads its answers', async () => {
  const texts = textsOf(await loginHtml());
  const { fetch, calls } = browser();

  const wrong = await script.post(fetch, script.API.login, { id: 'hanbit_master', password: 'wrong-password' });
  assert.deepEqual(calls[0]?.headers, { AJAX: 'true', Accept: 'application/json', 'Content-Type': 'application/json' });
  assert.deepEqual(script.outcomeOf('login', wrong, texts), {
    kind: 'failure',
    message: '아이디 또는 비밀번호가 올바르지 않아요.',
  });

  const tooLong = await script.post(fetch, script.API.login, { id: 'x'.repeat(51), password: 'p' });
  assert.deepEqual(script.outcomeOf('login', tooLong, texts), {
    kind: 'fields',
    errors: [{ field: 'id', message: '아이디는 50자 이하로 입력해 주세요.' }],
  });

  const right = await script.post(fetch, script.API.login, { id: 'hanbit_user', password: DEMO_PASSWORD });
  assert.deepEqual(script.outcomeOf('login', right, texts), { kind: 'leave' });
});

test('the script runs the security-code step: wrong code in place, resend, right code, expired session', async () => {
  const texts = textsOf(await loginHtml());
  const { fetch, jar } = browser();
  const first = await script.post(fetch, script.API.login, { id: 'hanbit_secure', password: DEMO_PASSWORD });
  assert.deepEqual(script.outcomeOf('login', first, texts), {
    kind: 'code',
    sentTo: '010-****-5678(으)로 보낸 보안코드 6자리를 입력해 주세요.',
  });

  const wrong = script.outcomeOf('code', await script.post(fetch, script.API.securityLogin, { code: '000000' }), texts);
  assert.equal(wrong.kind, 'fields');
  assert.match(wrong.errors?.[0]?.message ?? '', /^보안코드가 올바르지 않아요/);

  const tooSoon = script.outcomeOf('resend', await script.post(fetch, script.API.resendCode, {}), texts);
  assert.equal(tooSoon.kind, 'failure');
  assert.match(tooSoon.message ?? '', /초에 한 번만 다시 받을 수 있어요/);

  const outbox = await get('/dev/outbox?to=01012345678');
  const code = /(\d{6})/.exec(outbox.json().resultData[0].body as string)![1]!;
  const right = await script.post(fetch, script.API.securityLogin, { code });
  assert.deepEqual(script.outcomeOf('code', right, texts), { kind: 'leave' });
  assert.equal(
    (await get('/account/login', { cookie: `console_session=${jar.get('console_session')}` })).statusCode,
    302,
  );

  // Logged out elsewhere meanwhile: the code step sends the visitor back to the password step.
  const gone = await script.post(fetch, script.API.securityLogin, { code });
  assert.deepEqual(script.outcomeOf('code', gone, texts), { kind: 'back', message: texts.sessionExpired });
});

test('the script words what the server did not', async () => {
  const texts = textsOf(await loginHtml());
  const offline = (async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  const unreachable = await script.post(offline, script.API.login, {});
  assert.deepEqual(script.outcomeOf('login', unreachable, texts), { kind: 'failure', message: texts.unreachable });
  const gateway = (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as unknown as typeof fetch;
  assert.deepEqual(script.outcomeOf('login', await script.post(gateway, script.API.login, {}), texts), {
    kind: 'failure',
    message: texts.unreachable,
  });
  const resent = script.outcomeOf('resend', { ok: true, data: { codeSentTo: '010-****-1234' } }, texts);
  assert.deepEqual(resent, {
    kind: 'resent',
    sentTo: '010-****-1234(으)로 보낸 보안코드 6자리를 입력해 주세요.',
    message: '보안코드를 다시 보냈어요.',
  });
});
