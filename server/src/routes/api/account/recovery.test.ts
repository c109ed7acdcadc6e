import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import {
  PASSWORD_RESET_IDENTITY_MISMATCH,
  PASSWORD_RESET_TOKEN_INVALID,
  RECOVERY_MAX_PER_IP,
  RECOVERY_MAX_PER_SUBJECT,
} from '@console/contracts/account-recovery';
import { sessionPurgeHandler } from '../../../accounts/session-purge-job';
import { DEMO_PASSWORD } from '../../../demo/demo-logins';
import { createTestApp, injectAjax, sessionCookieOf, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

// Each test asks from its own IP, so the per-IP limit of one test never meets another's.
let nextIp = 10;
const freshIp = () => `192.0.2.${nextIp++}`;

const post = (url: string, payload: unknown, ip: string, headers: Record<string, string> = {}) =>
  injectAjax(t.app, { method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
const fieldsOf = (response: LightMyRequestResponse) =>
  ((response.json().errors ?? []) as { field: string }[]).map((e) => e.field).sort();
const mailsTo = (to: string) => t.app.outbox.list({ to });

/** Goes through the identity-check simulator and answers the token it hands back. */
async function identityToken(name: string, mobile: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/kmc/simulator',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name, mobile, birthDate: '19850101', carrier: 'KT', agree: 'Y' }).toString(),
  });
  assert.equal(response.statusCode, 303);
  return new URL(String(response.headers.location), 'http://x').searchParams.get('token')!;
}

const login = (id: string, password = DEMO_PASSWORD, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ajax: 'true' },
    payload: { id, password },
    remoteAddress: ip,
  });
const sessionUser = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } })).json().resultData.user;

/** Asks for a reset link by e-mail and answers the token of the newest mail to that address. */
async function resetLink(loginId: string, email: string, ip = freshIp()): Promise<string> {
  const response = await post('/api/account/password-reset/email', { loginId, email }, ip);
  assert.equal(response.statusCode, 200);
  const [mail] = await mailsTo(email);
  const match = /\/account\/find\/password#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  assert.ok(match, `a reset link in ${mail?.body}`);
  return match[1]!;
}

test('find id by e-mail: one answer whether or not anything matched; only a match gets the masked ids', async () => {
  const ip = freshIp();
  const answers = await Promise.all([
    post('/api/account/find-id/email', { name: '정새싹', email: 'Saessak.Master@example.kr' }, ip),
    post('/api/account/find-id/email', { name: '정새싹', email: 'nobody@example.kr' }, ip),
    post('/api/account/find-id/email', { name: '김아무', email: 'saessak.master@example.kr' }, ip),
  ]);
  for (const answer of answers) {
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json().resultData, { accepted: true });
  }
  const mails = await mailsTo('saessak.master@example.kr');
  assert.equal(mails.length, 1, 'a wrong name sends nothing');
  assert.match(mails[0]!.subject ?? '', /아이디/);
  assert.match(mails[0]!.body, /- sae\*\*\*ster \(가입일 \d{4}\. \d{2}\. \d{2}\.\)/);
  assert.ok(!mails[0]!.body.includes('saessak_master'), 'the id is masked');
  assert.deepEqual(await mailsTo('nobody@example.kr'), []);
});

test("find id by identity shows the verified person's masked ids with their creation dates, once per check", async () => {
  const ip = freshIp();
  const token = await identityToken('정새싹', '010-5678-9012');
  const found = await post('/api/account/find-id/identity', { identityToken: token }, ip);
  assert.equal(found.statusCode, 200);
  const [created] = await t.app.db.query<{ created_at: Date }>(
    "SELECT created_at FROM users WHERE login_id = 'saessak_master'",
  );
  assert.deepEqual(found.json().resultData, {
    ids: [{ maskedLoginId: 'sae***ster', createdAt: created!.created_at.toISOString() }],
  });
  const again = await post('/api/account/find-id/identity', { identityToken: token }, ip);
  assert.deepEqual([again.statusCode, fieldsOf(again)], [400, ['identityToken']]);

  const stranger = await post(
    '/api/account/find-id/identity',
    { identityToken: await identityToken('정새싹', '010-1111-2222') },
    ip,
  );
  assert.deepEqual(stranger.json().resultData, { ids: [] }, 'the same name with another mobile is someone else');
});

test('a reset link is neutral to ask for, stored only as its hash and good for 30 minutes', async () => {
  const ip = freshIp();
  const asked = await Promise.all([
    post('/api/account/password-reset/email', { loginId: 'hanbit_manager', email: 'hanbit.manager@example.kr' }, ip),
    post('/api/account/password-reset/email', { loginId: 'no_such_user', email: 'hanbit.manager@example.kr' }, ip),
    post('/api/account/password-reset/email', { loginId: 'hanbit_manager', email: 'someone@example.kr' }, ip),
  ]);
  assert.deepEqual(
    asked.map((answer) => [answer.statusCode, answer.body]),
    asked.map(() => [200, asked[0]!.body]),
  );
  const mails = await mailsTo('hanbit.manager@example.kr');
  assert.equal(mails.length, 1);
  assert.match(mails[0]!.body, /han\*\*\*ager/);
  assert.deepEqual(await mailsTo('someone@example.kr'), []);

  const token = /#token=([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1]!;
  assert.ok(token.length >= 43, 'at least 256 random bits');
  const rows = await t.app.db.query<{ token_hash: string; minutes: number }>(
    `SELECT token_hash, round(extract(epoch FROM t.expires_at - t.created_at) / 60)::int AS minutes
     FROM password_reset_tokens t JOIN users u USING (user_seq) WHERE u.login_id = 'hanbit_manager'`,
  );
  assert.deepEqual(rows, [{ token_hash: createHash('sha256').update(token).digest('base64url'), minutes: 30 }]);
  const dump = JSON.stringify(await t.app.db.query('SELECT * FROM password_reset_tokens'));
  assert.ok(!dump.includes(token), 'the token itself is nowhere in the table');

  const ticket = await post('/api/account/password-reset/token', { token }, ip);
  assert.equal(ticket.statusCode, 200);
  assert.equal(ticket.json().resultData.loginId, 'hanbit_manager');
});

test('a reset keeps the rules, ends every session of the user, tells them by mail, and works once', async () => {
  const first = sessionCookieOf(await login('linkcall_master'));
  const second = sessionCookieOf(await login('linkcall_master'));
  const ip = freshIp();
  const token = await resetLink('linkcall_master', 'linkcall.master@example.kr', ip);

  const weak = await post(
    '/api/account/password-reset',
    { token, newPassword: 'linkcall_master1!A', newPasswordConfirm: 'other' },
    ip,
  );
  assert.deepEqual([weak.statusCode, fieldsOf(weak)], [400, ['newPassword', 'newPasswordConfirm']]);
  assert.match(weak.json().errors[0].message, /아이디/);
  assert.equal((await post('/api/account/password-reset/token', { token }, ip)).statusCode, 200, 'still good');

  const reset = await post(
    '/api/account/password-reset',
    { token, newPassword: 'Fresh-Start-2026', newPasswordConfirm: 'Fresh-Start-2026' },
    ip,
    { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36' },
  );
  assert.deepEqual([reset.statusCode, reset.json().resultData], [200, { loginId: 'linkcall_master' }]);
  const [left] = await t.app.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sessions JOIN users USING (user_seq) WHERE login_id = 'linkcall_master'",
  );
  assert.equal(left!.n, 0);
  assert.equal(await sessionUser(first), null);
  assert.equal(await sessionUser(second), null);

  assert.equal((await login('linkcall_master')).statusCode, 403, 'the old password is gone');
  assert.equal((await login('linkcall_master', 'Fresh-Start-2026')).statusCode, 200);
  const [told] = await mailsTo('linkcall.master@example.kr');
  assert.match(told!.subject ?? '', /비밀번호가 바뀌었어요/);
  assert.match(told!.body, new RegExp(`IP 주소: ${ip.replace(/\./g, '\\.')}`));
  assert.match(told!.body, /Chrome 131 · Windows/);

  for (const url of ['/api/account/password-reset', '/api/account/password-reset/token']) {
    const reused = await post(
      url,
      { token, newPassword: 'Another-Try-2026', newPasswordConfirm: 'Another-Try-2026' },
      ip,
    );
    assert.deepEqual(
      [reused.statusCode, fieldsOf(reused), reused.json().message],
      [400, ['token'], PASSWORD_RESET_TOKEN_INVALID],
    );
  }
});

test('an expired token is refused, and a newer link replaces an older one', async () => {
  const ip = freshIp();
  const older = await resetLink('hanbit_user', 'hanbit.user@example.kr', ip);
  const newer = await resetLink('hanbit_user', 'hanbit.user@example.kr', ip);
  const olderCheck = await post('/api/account/password-reset/token', { token: older }, ip);
  assert.deepEqual([olderCheck.statusCode, fieldsOf(olderCheck)], [400, ['token']]);
  assert.equal((await post('/api/account/password-reset/token', { token: newer }, ip)).statusCode, 200);

  // 30 minutes later.
  await t.app.db.query(
    "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
    [createHash('sha256').update(newer).digest('base64url')],
  );
  const expired = await post(
    '/api/account/password-reset',
    { token: newer, newPassword: 'Late-Change-2026', newPasswordConfirm: 'Late-Change-2026' },
    ip,
  );
  assert.deepEqual([expired.statusCode, expired.json().message], [400, PASSWORD_RESET_TOKEN_INVALID]);
  assert.equal((await login('hanbit_user')).statusCode, 200, 'the password did not change');
});

test("a reset by identity check: the owner gets a token at once; an unknown id and another's id hear the same", async () => {
  const ip = freshIp();
  const token = await identityToken('정새싹', '01056789012');
  const others = await Promise.all([
    post('/api/account/password-reset/identity', { loginId: 'hanbit_master', identityToken: token }, ip),
    post('/api/account/password-reset/identity', { loginId: 'nobody_at_all', identityToken: token }, ip),
  ]);
  for (const answer of others) {
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json().message, PASSWORD_RESET_IDENTITY_MISMATCH);
  }
  assert.equal(others[0]!.body, others[1]!.body);

  const ticket = await post(
    '/api/account/password-reset/identity',
    { loginId: 'saessak_master', identityToken: token },
    ip,
  );
  assert.equal(ticket.statusCode, 200, 'a mistyped id did not use the identity check up');
  const { token: resetToken, loginId } = ticket.json().resultData;
  assert.equal(loginId, 'saessak_master');
  const reused = await post(
    '/api/account/password-reset/identity',
    { loginId: 'saessak_master', identityToken: token },
    ip,
  );
  assert.deepEqual([reused.statusCode, fieldsOf(reused)], [400, ['identityToken']]);

  const reset = await post(
    '/api/account/password-reset',
    { token: resetToken, newPassword: 'Saessak-New-2026', newPasswordConfirm: 'Saessak-New-2026' },
    ip,
  );
  assert.equal(reset.statusCode, 200);
  assert.equal((await login('saessak_master', 'Saessak-New-2026')).statusCode, 200);
});

test('requests are limited per id and per IP, counted in the database, the same for an id that does not exist', async () => {
  const countOf = async (subject: string) =>
    (
      await t.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM account_recovery_attempts WHERE subject = $1',
        [subject],
      )
    )[0]!.n;
  for (const loginId of ['ghost_user', 'hanbit_secure']) {
    const ask = (ip: string) => post('/api/account/password-reset/email', { loginId, email: 'x@example.kr' }, ip);
    const ip = freshIp();
    for (let i = 0; i < RECOVERY_MAX_PER_SUBJECT; i++) assert.equal((await ask(ip)).statusCode, 200);
    const refused = await ask(ip);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /요청이 너무 많아요. \d+분 후에 다시 시도해 주세요./);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await ask(freshIp())).statusCode, 429, 'per id, from any IP');
    assert.equal(await countOf(loginId), RECOVERY_MAX_PER_SUBJECT, 'refused attempts are not counted');
  }

  const ip = freshIp();
  for (let i = 0; i < RECOVERY_MAX_PER_IP; i++) {
    const answer = await post('/api/account/find-id/email', { name: '아무개', email: `someone${i}@example.kr` }, ip);
    assert.equal(answer.statusCode, 200);
  }
  const refused = await post('/api/account/password-reset/email', { loginId: 'fresh_id', email: 'a@example.kr' }, ip);
  assert.equal(refused.statusCode, 429, 'per IP, across find id and reset');
  assert.equal(
    (await post('/api/account/password-reset/email', { loginId: 'fresh_id', email: 'a@example.kr' }, freshIp()))
      .statusCode,
    200,
  );
});

test('bad input is a 400 with Korean messages, never a 500', async () => {
  const ip = freshIp();
  const cases: [string, unknown, string[]][] = [
    ['/api/account/find-id/email', {}, ['email', 'name']],
    ['/api/account/find-id/email', { name: '김', email: 'not-an-email' }, ['email']],
    ['/api/account/find-id/identity', { identityToken: 'short' }, ['identityToken']],
    ['/api/account/password-reset/email', { loginId: ' ', email: '' }, ['email', 'loginId']],
    ['/api/account/password-reset/identity', { loginId: 'x'.repeat(51) }, ['identityToken', 'loginId']],
    ['/api/account/password-reset/token', { token: 'no spaces allowed in tokens!' }, ['token']],
    ['/api/account/password-reset', {}, ['token']],
    ['/api/account/password-reset', [1, 2], ['(body)']],
    ['/api/account/password-reset', { token: 'A'.repeat(43), newPassword: 'x' }, ['token']],
  ];
  for (const [url, payload, fields] of cases) {
    const response = await post(url, payload, ip);
    assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(payload)}`);
    assert.deepEqual(fieldsOf(response), fields, `${url} ${JSON.stringify(payload)}`);
    for (const error of response.json().errors) assert.match(error.message, /[가-힣]/);
  }
  const [row] = await t.app.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM account_recovery_attempts WHERE ip = $1',
    [ip],
  );
  assert.equal(row!.n, 0, 'invalid requests are not counted against anyone');
});

test('the hourly session purge drops reset tokens a day past their end and attempts out of the window', async () => {
  await t.app.db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_seq, created_at, expires_at)
     SELECT 'old-hash', user_seq, now() - interval '3 days', now() - interval '2 days' FROM users WHERE login_id = 'hanbit_master'`,
  );
  await t.app.db.query(
    `INSERT INTO account_recovery_attempts (kind, subject, ip, created_at)
     VALUES ('FIND_ID', 'old@example.kr', '192.0.2.250', now() - interval '2 hours')`,
  );
  await sessionPurgeHandler(t.app.db, t.app.sessions)();
  assert.deepEqual(await t.app.db.query("SELECT 1 FROM password_reset_tokens WHERE token_hash = 'old-hash'"), []);
  assert.deepEqual(
    await t.app.db.query("SELECT 1 FROM account_recovery_attempts WHERE subject = 'old@example.kr'"),
    [],
  );
});
