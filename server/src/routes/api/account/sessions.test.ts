import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ActiveSession } from '@console/contracts/account-sessions';
import { DEMO_PASSWORD } from '../../../demo/demo-logins';
import { createTestApp, injectAjax, sessionCookieOf, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WHALE_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Whale/3.28.266.14 Safari/537.36';

interface Device {
  cookie: string;
  headers: Record<string, string>;
  sessionId: string;
}

/** Logs in from one device (browser and IP) and answers its cookie, bearer headers and session id. */
async function loginFrom(id: string, userAgent: string, ip: string): Promise<Device> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ajax: 'true', 'user-agent': userAgent },
    payload: { id, password: DEMO_PASSWORD },
    remoteAddress: ip,
  });
  const cookie = sessionCookieOf(response);
  const session = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
  const token = session.json().resultData.accessToken.token as string;
  const check = t.app.accessTokens.check(token);
  assert.ok(check.ok);
  const sessionId = check.claims.sid;
  return { cookie, sessionId, headers: { cookie, authorization: `Bearer ${token}`, 'user-agent': userAgent } };
}

const listFrom = async (device: Device) => {
  const response = await injectAjax(t.app, { method: 'GET', url: '/api/account/sessions', headers: device.headers });
  assert.equal(response.statusCode, 200);
  return ActiveSession.array().parse(response.json().resultData);
};
const loggedIn = async (device: Device) =>
  (await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: device.cookie } })).json()
    .resultData.user !== null;

test('the devices logged in now: browser and system from the user agent, IP, last seen, this device marked', async () => {
  const desk = await loginFrom('hanbit_manager', CHROME_WINDOWS, '203.0.113.10');
  const phone = await loginFrom('hanbit_manager', SAFARI_IPHONE, '198.51.100.20');
  const sessions = await listFrom(desk);
  assert.equal(sessions.length, 2);
  const mine = sessions.find((s) => s.current)!;
  const other = sessions.find((s) => !s.current)!;
  assert.deepEqual(
    [mine.sessionId, mine.browser, mine.os, mine.ip],
    [desk.sessionId, 'Chrome 130', 'Windows', '203.0.113.10'],
  );
  assert.deepEqual(
    [other.sessionId, other.browser, other.os, other.ip],
    [phone.sessionId, 'Safari 17', 'iOS', '198.51.100.20'],
  );
  assert.ok(Date.parse(mine.lastSeenAt) >= Date.parse(mine.createdAt));
  // Another user's list never shows these.
  const stranger = await loginFrom('hanbit_user', WHALE_MAC, '203.0.113.99');
  const theirs = await listFrom(stranger);
  assert.deepEqual(
    theirs.map((s) => [s.browser, s.os, s.current]),
    [['Whale 3', 'macOS', true]],
  );
});

test('last seen, IP and browser move at the token refresh, not on every request', async () => {
  const device = await loginFrom('saessak_master', CHROME_WINDOWS, '203.0.113.30');
  await t.app.db.query("UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE session_id = $1", [
    device.sessionId,
  ]);
  const before = (await listFrom(device))[0]!.lastSeenAt;
  await injectAjax(t.app, { method: 'GET', url: '/api/account/profile', headers: device.headers });
  assert.equal((await listFrom(device))[0]!.lastSeenAt, before, 'an ordinary call writes nothing');

  const refreshed = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/auth/refresh-token',
    headers: { cookie: device.cookie, 'user-agent': SAFARI_IPHONE },
    remoteAddress: '198.51.100.31',
  });
  assert.equal(refreshed.statusCode, 200);
  const [after] = await listFrom(device);
  assert.ok(Date.parse(after!.lastSeenAt) - Date.parse(before) > 50 * 60 * 1000);
  assert.deepEqual([after!.ip, after!.browser], ['198.51.100.31', 'Safari 17']);
});

test('log out another device: it is logged out at once; this device and strangers are refused in Korean', async () => {
  const desk = await loginFrom('linkcall_master', CHROME_WINDOWS, '203.0.113.40');
  const phone = await loginFrom('linkcall_master', SAFARI_IPHONE, '198.51.100.40');
  const stranger = await loginFrom('hanbit_master', CHROME_WINDOWS, '203.0.113.41');
  const remove = (from: Device, sessionId: string) =>
    injectAjax(t.app, { method: 'DELETE', url: `/api/account/sessions/${sessionId}`, headers: from.headers });

  const self = await remove(desk, desk.sessionId);
  assert.deepEqual([self.statusCode, self.json().errors[0].field], [400, 'sessionId']);
  assert.match(self.json().message, /로그아웃 버튼/);
  const foreign = await remove(stranger, phone.sessionId);
  assert.equal(foreign.statusCode, 404);
  assert.match(foreign.json().message, /[가-힣]/);
  assert.ok(await loggedIn(phone), "another user's call ended nothing");
  const malformed = await remove(desk, 'not-a-session');
  assert.deepEqual([malformed.statusCode, malformed.json().errors[0].field], [400, 'sessionId']);

  const ended = await remove(desk, phone.sessionId);
  assert.deepEqual([ended.statusCode, ended.json().resultData], [200, { ended: 1 }]);
  assert.equal(await loggedIn(phone), false);
  const phoneCall = await injectAjax(t.app, { method: 'GET', url: '/api/account/profile', headers: phone.headers });
  assert.equal(phoneCall.statusCode, 403, 'its still-valid access token no longer works');
  assert.ok(await loggedIn(desk));
  assert.equal((await remove(desk, phone.sessionId)).statusCode, 404, 'already logged out');
});

test('log out all other devices keeps only this one', async () => {
  const [here, ...others] = [
    await loginFrom('hanbit_master', CHROME_WINDOWS, '203.0.113.50'),
    await loginFrom('hanbit_master', SAFARI_IPHONE, '198.51.100.50'),
    await loginFrom('hanbit_master', WHALE_MAC, '198.51.100.51'),
  ];
  const before = await listFrom(here!);
  assert.ok(before.length >= 3);
  const answer = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/account/sessions/log-out-others',
    headers: here!.headers,
  });
  assert.deepEqual([answer.statusCode, answer.json().resultData], [200, { ended: before.length - 1 }]);
  assert.deepEqual(
    (await listFrom(here!)).map((s) => [s.sessionId, s.current]),
    [[here!.sessionId, true]],
  );
  for (const other of others) assert.equal(await loggedIn(other), false);
});
