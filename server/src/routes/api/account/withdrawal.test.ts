import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { WithdrawalState } from '@console/contracts/account';
import { DEMO_PASSWORD } from '../../../demo/demo-logins';
import { createTestApp, injectAjax, loginAs, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const call = async (loginId: string, method: 'GET' | 'POST' | 'DELETE', payload?: object) =>
  injectAjax(t.app, {
    method,
    url: '/api/account/withdrawal',
    headers: (await sharedLoginAs(t.app, loginId)).headers,
    ...(payload ? { payload } : {}),
  });
const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((e) => e.field).sort();

test('nothing requested yet; the seeded DWT master has its request on record', async () => {
  assert.deepEqual(WithdrawalState.parse((await call('saessak_master', 'GET')).json().resultData), {
    requested: false,
    requestedAt: null,
    reason: null,
    detail: null,
  });
  const bye = WithdrawalState.parse((await call('bye_master', 'GET')).json().resultData);
  assert.deepEqual([bye.requested, bye.reason], [true, 'NOT_USING']);
});

test('the request needs the password and a reason (and a detail for OTHER)', async () => {
  assert.deepEqual(fieldsOf(await call('saessak_master', 'POST', {})), ['password', 'reason']);
  assert.deepEqual(fieldsOf(await call('saessak_master', 'POST', { password: DEMO_PASSWORD, reason: 'OTHER' })), [
    'detail',
  ]);
  assert.deepEqual(fieldsOf(await call('saessak_master', 'POST', { password: DEMO_PASSWORD, reason: 'BORED' })), [
    'reason',
  ]);
  const wrong = await call('saessak_master', 'POST', { password: 'Wrong-pass-1', reason: 'PRICE' });
  assert.equal(wrong.statusCode, 400);
  assert.deepEqual(fieldsOf(wrong), ['password']);
  assert.equal((await call('saessak_master', 'GET')).json().resultData.requested, false);
});

test('managers and users cannot request it', async () => {
  for (const loginId of ['hanbit_manager', 'hanbit_user']) {
    assert.equal((await call(loginId, 'POST', { password: DEMO_PASSWORD, reason: 'PRICE' })).statusCode, 455);
    assert.equal((await call(loginId, 'GET')).statusCode, 455);
  }
});

test('a request makes the master ROLE_MASTER_DWT, mails a receipt, and cannot be made twice', async () => {
  const session = await loginAs(t.app, 'saessak_master');
  const response = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/account/withdrawal',
    headers: session.headers,
    payload: { password: DEMO_PASSWORD, reason: 'OTHER', detail: '다른 회사와 합병해요.' },
  });
  assert.equal(response.statusCode, 200);
  const state = WithdrawalState.parse(response.json().resultData);
  assert.deepEqual([state.requested, state.reason, state.detail], [true, 'OTHER', '다른 회사와 합병해요.']);
  const user = (
    await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: session.cookie } })
  ).json().resultData.user;
  assert.equal(user.role, 'ROLE_MASTER_DWT');
  const [mail] = await t.app.outbox.list({ to: user.email, limit: 1 });
  assert.match(mail!.subject ?? '', /탈퇴 신청/);

  const again = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/account/withdrawal',
    headers: session.headers,
    payload: { password: DEMO_PASSWORD, reason: 'PRICE' },
  });
  assert.equal(again.statusCode, 409);
  // While DWT the account pages' endpoints refuse the master.
  assert.equal(
    (await t.app.inject({ method: 'GET', url: '/api/account/profile', headers: session.headers })).statusCode,
    455,
  );
});

test('the DWT master takes the request back and is a master again; nothing to cancel is a 409', async () => {
  const session = await loginAs(t.app, 'saessak_master');
  const response = await injectAjax(t.app, {
    method: 'DELETE',
    url: '/api/account/withdrawal',
    headers: session.headers,
  });
  assert.equal(response.statusCode, 200);
  assert.equal(WithdrawalState.parse(response.json().resultData).requested, false);
  const user = (
    await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: session.cookie } })
  ).json().resultData.user;
  assert.equal(user.role, 'ROLE_MASTER');
  const nothing = await injectAjax(t.app, {
    method: 'DELETE',
    url: '/api/account/withdrawal',
    headers: session.headers,
  });
  assert.equal(nothing.statusCode, 409);
  // The history keeps the cancelled request.
  const [row] = await t.app.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM account_withdrawals w JOIN users u USING (user_seq) WHERE u.login_id = 'saessak_master' AND w.cancelled_at IS NOT NULL",
  );
  assert.equal(row!.count, 1);
});
