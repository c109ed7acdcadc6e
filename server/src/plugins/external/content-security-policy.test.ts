import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { OTHER_POLICY, pagePolicy, registryOrigins } from '../../hosting/content-security-policy';
import { OVERRIDE_COOKIE } from '../../releases/override-cookie';
import { writeBuiltRemote, writeEdited, writeShell } from '../../../test-support/dist-fixture';
import { createTestApp, login, loginAs, type TestApp } from '../../../test-support/test-app';

// The built shell as the build writes it: a deferred script, and (a later build might) an inline one.
const SHELL_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>shell</title></head><body><div id="root"></div>' +
  '<script defer src="/assets/main.abcdef1234.js"></script><script>window.booted=1</script></body></html>';

let t: TestApp;
let envFile: string;
before(async () => {
  t = await createTestApp({ consoleEnv: 'staging', trustProxy: true, releaseManagers: ['hanbit_master'] });
  envFile = path.join(t.config.environmentsDir, 'staging.json');
  await writeShell(t.config.distDir, SHELL_HTML);
  await writeBuiltRemote(t.config.distDir, 'kakao', '1.0.0');
  await writeEdited(envFile, environment({ kakao: { version: '1.0.0', enabled: true } }));
});
after(() => t.close());

const environment = (remotes: Record<string, unknown>) => JSON.stringify({ environment: 'staging', remotes });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/** The policy of an HTML answer, checked whole; answers its nonce. */
function checkPagePolicy(
  response: LightMyRequestResponse,
  url: string,
): { nonce: string; policy: Map<string, string[]> } {
  assert.match(String(response.headers['content-type']), /^text\/html/, url);
  const header = String(response.headers['content-security-policy'] ?? '');
  const policy = directives(header);
  assert.doesNotMatch(header, /unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|\*/, url);
  const nonceSource = policy.get('script-src')?.find((v) => v.startsWith("'nonce-"));
  assert.ok(nonceSource, `${url}: script-src has a nonce (${header})`);
  const nonce = nonceSource.slice("'nonce-".length, -1);
  assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/, url);
  assert.deepEqual(policy.get('style-src')?.slice(0, 2), ["'self'", nonceSource], url);
  assert.equal(policy.get('script-src')?.[0], "'self'", url);
  assert.deepEqual(policy.get('default-src'), ["'self'"], url);
  assert.deepEqual(policy.get('object-src'), ["'none'"], url);
  assert.deepEqual(policy.get('base-uri'), ["'self'"], url);
  assert.deepEqual(policy.get('form-action'), ["'self'"], url);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], url);
  assert.deepEqual(policy.get('img-src')?.slice(0, 3), ["'self'", 'data:', 'blob:'], url);
  return { nonce, policy };
}

/** Every inline script and every <style> of the page carries the answer's nonce, and nothing else does. */
function checkTags(html: string, nonce: string, url: string) {
  const tags = [...html.matchAll(/<(script|style)\b([^>]*)>/gi)];
  for (const [tag, name, attributes] of tags) {
    const inline = name!.toLowerCase() === 'style' || !/\bsrc=/.test(attributes!);
    if (inline) assert.match(tag, new RegExp(`\\snonce="${nonce.replace(/[+/]/g, '\\$&')}"`), `${url}: ${tag}`);
  }
  for (const [, value] of html.matchAll(/\snonce="([^"]*)"/g)) assert.equal(value, nonce, url);
  for (const [, value] of html.matchAll(/<meta property="csp-nonce" content="([^"]*)"/g))
    assert.equal(value, nonce, url);
  return tags.length;
}

test('every HTML page answers a policy with a nonce of its own, which its inline tags carry', async () => {
  const { cookie } = await loginAs(t.app, 'hanbit_master');
  const pages: [string, Record<string, string>?][] = [
    ['/'],
    ['/brand/service/sms'],
    ['/brand/policy/tou'],
    ['/brand/customers/notice'],
    ['/brand/service/nope'], // the site's not-found page
    ['/account/login'],
    ['/account/signup'], // the shell
    ['/console/dashboard', { cookie }], // the shell, logged in
    ['/index.html'],
    ['/docs'],
    ['/dev/outbox.html'],
    ['/kmc/simulator'],
    ['/unsubscribe/email?token=broken'], // its error page
  ];
  for (const [url, headers] of pages) {
    const first = await get(url, headers);
    const second = await get(url, headers);
    assert.ok([200, 400, 404].includes(first.statusCode), `${url}: ${first.statusCode}`);
    const a = checkPagePolicy(first, url);
    const b = checkPagePolicy(second, url);
    assert.notEqual(a.nonce, b.nonce, `${url}: a fresh nonce per answer`);
    const tags = checkTags(first.body, a.nonce, url);
    checkTags(second.body, b.nonce, url);
    assert.ok(tags > 0, `${url} has tags to check`);
  }
});

test('the shell: the build\'s script tags and a <meta property="csp-nonce"> carry the nonce', async () => {
  const response = await get('/account/signup');
  const { nonce } = checkPagePolicy(response, '/account/signup');
  assert.ok(response.body.includes(`<meta property="csp-nonce" content="${nonce}"></head>`));
  assert.ok(response.body.includes(`<script nonce="${nonce}">window.booted=1</script>`));
  assert.ok(response.body.includes(`<script nonce="${nonce}" defer src="/assets/main.abcdef1234.js">`));
});

test('/docs: Scalar reads the nonce from the meta tag for the styles it inserts; its start-up script carries it', async () => {
  const response = await get('/docs');
  const { nonce } = checkPagePolicy(response, '/docs');
  assert.ok(response.body.includes(`<meta property="csp-nonce" content="${nonce}">`));
  assert.match(response.body, new RegExp(`<script nonce="[^"]+">Scalar\\.createApiReference`));
});

test('every other answer (JSON, scripts, files, redirects, errors) has a policy that allows nothing', async () => {
  for (const url of [
    '/api/_auth/session',
    '/registry.json',
    '/assets/main.abcdef1234.js',
    '/console',
    '/api/nope',
    '/x.js',
  ]) {
    const response = await get(url);
    assert.equal(response.headers['content-security-policy'], OTHER_POLICY, url);
  }
  assert.equal(directives(OTHER_POLICY).get('default-src')?.[0], "'none'");
});

test("the registry's remote origins join script, style, image, font and connect sources, read per request", async () => {
  const pageSources = async () => checkPagePolicy(await get('/account/signup'), '/account/signup').policy;
  assert.deepEqual((await pageSources()).get('script-src')?.length, 2, 'only self and the nonce');
  await writeEdited(
    envFile,
    environment({
      kakao: { version: '1.2.0', enabled: true, entry: 'https://cdn.example.com/remotes/kakao/1.2.0/mf-manifest.json' },
      billing: { version: '2.0.0', enabled: false, entry: 'https://off.example.com/mf-manifest.json' },
      stats: { version: '1.0.0', enabled: true, entry: 'http://127.0.0.1:3104/mf-manifest.json' },
    }),
  );
  try {
    const policy = await pageSources();
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      assert.ok(policy.get(name)?.includes('https://cdn.example.com'), name);
      assert.ok(policy.get(name)?.includes('http://127.0.0.1:3104'), name);
      assert.ok(!policy.get(name)?.includes('https://off.example.com'), `${name}: a disabled remote loads nothing`);
    }
    // A release manager's URL override is their console's own: its origin joins their pages' policy only.
    const overrides = encodeURIComponent(
      JSON.stringify({ kakao: { url: 'https://preview.example.net/mf-manifest.json' } }),
    );
    const manager = await loginAs(t.app, 'hanbit_master');
    const other = await loginAs(t.app, 'hanbit_manager');
    const sourcesOf = async (cookie: string) =>
      checkPagePolicy(await get('/console/dashboard', { cookie: `${cookie}; ${OVERRIDE_COOKIE}=${overrides}` }), 'x')
        .policy;
    assert.ok((await sourcesOf(manager.cookie)).get('script-src')?.includes('https://preview.example.net'));
    assert.ok(!(await sourcesOf(other.cookie)).get('script-src')?.includes('https://preview.example.net'));
  } finally {
    await writeEdited(envFile, environment({ kakao: { version: '1.0.0', enabled: true } }));
  }
  assert.ok(
    !(await pageSources()).get('script-src')?.includes('https://cdn.example.com'),
    'a rollback drops the origin',
  );
});

test('registryOrigins and pagePolicy: origins only (no paths), sorted and once', () => {
  const env = {
    environment: 'x',
    remotes: {
      a: { version: '1', enabled: true, entry: 'https://cdn.example.com/a/mf-manifest.json' },
      b: { version: '1', enabled: true, entry: 'https://cdn.example.com:443/b/mf-manifest.json' },
      c: { version: '1', enabled: true },
    },
  };
  assert.deepEqual(registryOrigins(env, { c: { url: 'https://b.example.com/x;script-src *' } }), [
    'https://b.example.com',
    'https://cdn.example.com',
  ]);
  assert.deepEqual(registryOrigins(null, { a: { version: '2.0.0' } }), []);
  const policy = directives(
    pagePolicy({
      nonce: 'n',
      remoteOrigins: ['https://a.example'],
      connectOrigins: ['https://a.example', 'https://p.example'],
    }),
  );
  assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://a.example', 'https://p.example']);
});

test('over plain HTTP the session cookie is not Secure and no HSTS is sent; behind a TLS proxy (TRUST_PROXY) both', async () => {
  const plain = await login(t.app, 'hanbit_master');
  assert.equal(plain.statusCode, 200);
  const plainCookie = plain.cookies.find((c) => c.name === 'console_session');
  assert.ok(plainCookie && !plainCookie.secure);
  assert.equal(plain.headers['strict-transport-security'], undefined);

  const proxied = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ajax: 'true', 'x-forwarded-proto': 'https' },
    payload: { id: 'hanbit_master', password: 'Console123!' },
  });
  assert.equal(proxied.cookies.find((c) => c.name === 'console_session')?.secure, true);
  assert.match(String(proxied.headers['strict-transport-security']), /^max-age=31536000; includeSubDomains$/);
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { ajax: 'true', 'x-forwarded-proto': 'https', cookie: `console_session=${proxied.cookies[0]!.value}` },
  });
  const cleared = logout.cookies.find((c) => c.name === 'console_session');
  assert.equal(cleared?.secure, true, 'the cookie is cleared with the attributes it was set with');
});

test('PUBLIC_URL https://: the session cookie is Secure, every answer carries HSTS, pages may call that origin', async () => {
  const secure = await createTestApp({ publicUrl: 'https://console.example.kr' });
  try {
    const answer = await login(secure.app, 'hanbit_master');
    assert.equal(answer.cookies.find((c) => c.name === 'console_session')?.secure, true);
    assert.match(String(answer.headers['strict-transport-security']), /^max-age=/);
    const page = await secure.app.inject({ method: 'GET', url: '/' });
    assert.match(String(page.headers['strict-transport-security']), /^max-age=/);
    assert.ok(checkPagePolicy(page, '/').policy.get('connect-src')?.includes('https://console.example.kr'));
  } finally {
    await secure.close();
  }
});
