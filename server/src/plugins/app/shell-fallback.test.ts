import assert from 'node:assert/strict';
import { brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { writeBuiltRemote, writeEdited, writeShell } from '../../../test-support/dist-fixture';
import { createTestApp, injectAjax, loginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await writeShell(t.config.distDir);
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.0.0');
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('page paths answer the shell index.html, no-cache, UTF-8 HTML', async () => {
  // The public pages (/, services, notices) are rendered by routes/site; these paths are the console's.
  for (const url of ['/account/signup', '/brand/customers/consultingInquiry', '/poc/button?x=1']) {
    const response = await get(url);
    assert.equal(response.statusCode, 200, url);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(response.body, /shell/);
  }
});

test('/console/** and serviceInquiry without a complete session redirect to /account/login', async () => {
  for (const url of [
    '/console',
    '/console/dashboard',
    '/console/team/1/send/mt',
    '/brand/customers/serviceInquiry/write',
  ]) {
    const response = await get(url);
    assert.equal(response.statusCode, 302, url);
    assert.equal(response.headers.location, '/account/login');
  }
  assert.equal((await get('/console/dashboard', { cookie: 'console_session=forged' })).statusCode, 302);
  const { cookie } = await loginAs(t.app, 'hanbit_master');
  const loggedIn = await get('/console/dashboard', { cookie });
  assert.equal(loggedIn.statusCode, 200);
  assert.match(loggedIn.body, /shell/);
  // A password-checked session still waiting for its code is not logged in yet.
  const pending = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { id: 'hanbit_secure', password: 'Console123!' },
  });
  const pendingCookie = `console_session=${pending.cookies[0]!.value}`;
  assert.equal((await get('/console/dashboard', { cookie: pendingCookie })).statusCode, 302);
});

test('shell assets: hashed ones immutable, others no-cache', async () => {
  const asset = await get('/assets/main.abcdef1234.js');
  assert.equal(asset.statusCode, 200);
  assert.equal(asset.headers['cache-control'], IMMUTABLE);
  assert.equal((await get('/favicon.svg')).headers['cache-control'], 'no-cache');
});

test('remotes: entry files no-cache, hashed assets immutable, CORS open, missing files a plain 404', async () => {
  for (const file of ['mf-manifest.json', 'remote.json', 'remoteEntry.js']) {
    const response = await get(`/remotes/kakao/1.0.0/${file}`);
    assert.equal(response.statusCode, 200, file);
    assert.equal(response.headers['cache-control'], 'no-cache', file);
    assert.equal(response.headers['access-control-allow-origin'], '*', file);
  }
  const asset = await get('/remotes/kakao/1.0.0/assets/app.0123456789.js');
  assert.equal(asset.headers['cache-control'], IMMUTABLE);
  assert.equal(asset.headers['access-control-allow-origin'], '*');
  assert.equal(asset.headers['cross-origin-resource-policy'], 'cross-origin');
  for (const url of [
    '/remotes/kakao/1.0.0/assets/gone.js',
    '/remotes/kakao/9.9.9/remoteEntry.js',
    '/remotes/nothing',
  ]) {
    const missing = await get(url);
    assert.equal(missing.statusCode, 404, url);
    assert.doesNotMatch(missing.body, /shell|<html/i, url);
  }
});

test('precompressed files are sent as they are, with their own cache rules', async () => {
  const plain = await get('/remotes/kakao/1.0.0/remoteEntry.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  const compressed = await get('/remotes/kakao/1.0.0/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
  assert.equal(compressed.headers['content-encoding'], 'br');
  assert.equal(compressed.headers['cache-control'], 'no-cache');
  assert.equal(brotliDecompressSync(compressed.rawPayload).toString(), plain.body);
});

test('a missing asset of the shell is a 404, not the index', async () => {
  const response = await get('/assets/main.missing.js');
  assert.equal(response.statusCode, 404);
  assert.doesNotMatch(response.body, /shell/);
});

test('unknown API paths are JSON 404s for every method', async () => {
  for (const [method, url] of [
    ['GET', '/api/nothing'],
    ['POST', '/api/nothing'],
    ['GET', '/dev/nothing'],
  ] as const) {
    const response = await injectAjax(t.app, { method, url });
    assert.equal(response.statusCode, 404, url);
    assert.deepEqual(response.json(), { resultCode: 4040, resultData: null, message: '요청한 주소를 찾을 수 없어요.' });
  }
});

test('helmet headers, and a content security policy whose nonce the page carries', async () => {
  const response = await get('/account/signup');
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  assert.ok(nonce);
  assert.ok(response.body.includes(`<meta property="csp-nonce" content="${nonce}">`));
});

test('_build/latest.json is the hash of index.html and follows a rebuild; 503 hint when not built', async () => {
  const indexFile = path.join(t.config.distDir, 'shell', 'index.html');
  const first = await get('/_build/latest.json');
  assert.equal(first.headers['cache-control'], 'no-cache');
  const html = '<!doctype html><html><head><meta charset="utf-8"></head><body>shell v2</body></html>';
  await writeEdited(indexFile, html);
  const second = (await get('/_build/latest.json')).json();
  assert.equal(second.buildId, createHash('sha256').update(html).digest('hex').slice(0, 12));
  assert.notEqual(second.buildId, first.json().buildId);
  assert.ok(Date.parse(second.builtAt) > 0);

  await rm(indexFile);
  const notBuilt = await get('/account/signup');
  assert.equal(notBuilt.statusCode, 503);
  assert.match(notBuilt.body, /npm run build/);
  assert.match(notBuilt.body, /빌드/);
  assert.equal((await get('/_build/latest.json')).statusCode, 503);
});
