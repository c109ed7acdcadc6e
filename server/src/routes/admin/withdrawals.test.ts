import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD } from '../../demo/demo-logins';
import { createTestApp, injectAjax, login, loginAs, type TestApp } from '../../../test-support/test-app';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN });
});
after(() => t.close());

const decide = (userSeq: number | string, payload: object, token = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/users/${userSeq}/withdrawal`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const userSeqOf = async (loginId: string) =>
  (await t.app.db.query<{ user_seq: number }>('SELECT user_seq FROM users WHERE login_id = $1', [loginId]))[0]!
    .user_seq;
const roleOf = async (loginId: string) =>
  (await t.app.db.query<{ role: string }>('SELECT role FROM users WHERE login_id = $1', [loginId]))[0]!.role;
const lastMailTo = async (loginId: string) => {
  const [user] = await t.app.db.query<{ email: string }>('SELECT email FROM users WHERE login_id = $1', [loginId]);
  return (await t.app.outbox.list({ to: user!.email, limit: 1 }))[0]!;
};

test('decisions are validated and need the operator token and an open request', async () => {
  const bye = await userSeqOf('bye_master');
  assert.equal((await decide(bye, { decision: 'COMPLETE' }, 'wrong-token-0123456789')).statusCode, 401);
  const noReason = await decide(bye, { decision: 'REJECT', reason: ' ' });
  assert.equal(noReason.statusCode, 400);
  assert.equal(noReason.json().errors[0].message, '반려 사유를 입력해 주세요.');
  assert.equal((await decide(bye, { decision: 'MAYBE' })).statusCode, 400);
  assert.equal((await decide('abc', { decision: 'COMPLETE' })).statusCode, 400);
  assert.equal((await decide(999_999, { decision: 'COMPLETE' })).statusCode, 404);
  const notRequested = await decide(await userSeqOf('hanbit_master'), { decision: 'COMPLETE' });
  assert.equal(notRequested.statusCode, 409);
  assert.equal(notRequested.json().message, '검토를 기다리는 탈퇴 신청이 없어요.');
  assert.equal(await roleOf('bye_master'), 'ROLE_MASTER_DWT', 'nothing changed');
});

test('a rejection gives the master back with the reason by mail and notification', async () => {
  const bye = await userSeqOf('bye_master');
  assert.equal(
    (await decide(bye, { decision: 'REJECT', reason: '미납 요금 정산이 끝나지 않았어요.' })).statusCode,
    200,
  );
  assert.equal(await roleOf('bye_master'), 'ROLE_MASTER');
  const mail = await lastMailTo('bye_master');
  assert.match(mail.subject ?? '', /탈퇴 신청이 반려되었어요/);
  assert.match(mail.body, /미납 요금 정산이 끝나지 않았어요/);
  const { headers } = await loginAs(t.app, 'bye_master');
  const inbox = (await injectAjax(t.app, { method: 'GET', url: '/api/notifications', headers })).json().resultData
    .items as { title: string; body: string }[];
  assert.ok(inbox.some((n) => n.title === '회원 탈퇴 신청이 반려되었어요' && n.body.includes('미납 요금')));
  assert.equal((await decide(bye, { decision: 'REJECT', reason: '두 번째' })).statusCode, 409, 'decided once');
});

test('a completed withdrawal ends every session of the business, revokes keys, cancels reservations and refuses logins', async () => {
  // bye_master asks again (after the rejection above), with a live session of its own.
  const { headers } = await loginAs(t.app, 'bye_master');
  const asked = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/account/withdrawal',
    headers,
    payload: { password: DEMO_PASSWORD, reason: 'NOT_USING' },
  });
  assert.equal(asked.statusCode, 200);
  const [biz] = await t.app.db.query<{ biz_seq: number }>("SELECT biz_seq FROM users WHERE login_id = 'bye_master'");
  const [team] = await t.app.db.query<{ team_seq: number }>(
    "INSERT INTO teams (biz_seq, name, status) VALUES ($1, '탈퇴 시험팀', 'ACTIVE') RETURNING team_seq",
    [biz!.biz_seq],
  );
  await t.app.db.query(
    "INSERT INTO api_keys (team_seq, name, key_prefix, key_hash, allowed_ips, status, creator_name) VALUES ($1, '연동', 'ck_live_ab', 'withdrawal-test', '{0.0.0.0/0}', 'ACTIVE', '안녕')",
    [team!.team_seq],
  );
  await t.app.db.query(
    `INSERT INTO send_requests (team_seq, status, body, sender_number, reserve_at) VALUES ($1, 'RESERVED', '예약', '0212345678', now() + interval '1 day')`,
    [team!.team_seq],
  );

  const response = await decide(await userSeqOf('bye_master'), { decision: 'COMPLETE' });
  assert.equal(response.statusCode, 200);
  const [state] = await t.app.db.query<{
    withdrawn: boolean;
    sessions: number;
    open_keys: number;
    open_teams: number;
    reserved: number;
  }>(
    `SELECT (SELECT withdrawn_at IS NOT NULL FROM businesses WHERE biz_seq = $1) AS withdrawn,
            (SELECT count(*)::int FROM sessions s JOIN users u ON u.user_seq = s.user_seq WHERE u.biz_seq = $1) AS sessions,
            (SELECT count(*)::int FROM api_keys k JOIN teams tm ON tm.team_seq = k.team_seq WHERE tm.biz_seq = $1 AND k.status = 'ACTIVE') AS open_keys,
            (SELECT count(*)::int FROM teams WHERE biz_seq = $1 AND status <> 'CLOSED') AS open_teams,
            (SELECT count(*)::int FROM send_requests r JOIN teams tm ON tm.team_seq = r.team_seq WHERE tm.biz_seq = $1 AND r.status = 'RESERVED') AS reserved`,
    [biz!.biz_seq],
  );
  assert.deepEqual(state, { withdrawn: true, sessions: 0, open_keys: 0, open_teams: 0, reserved: 0 });
  assert.equal(
    (await injectAjax(t.app, { method: 'GET', url: '/api/account/profile', headers })).statusCode >= 400,
    true,
    'the old session is over',
  );
  const again = await login(t.app, 'bye_master');
  assert.equal(again.statusCode, 403);
  assert.match(again.json().message, /탈퇴가 완료된 계정이에요/);
  assert.match((await lastMailTo('bye_master')).subject ?? '', /회원 탈퇴가 완료되었어요/);
  // A wrong password on the withdrawn account still says only that the credentials are wrong.
  assert.match((await login(t.app, 'bye_master', 'Wrong-123!')).json().message, /아이디 또는 비밀번호/);
});
