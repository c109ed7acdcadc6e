import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BizplusMigrationAnswer } from '@console/contracts/account-migration';
import { createTestApp, injectAjax, login, sessionCookieOf, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const migrate = (payload: object, ip?: string) =>
  injectAjax(t.app, {
    method: 'POST',
    url: '/api/account/migration/bizplus',
    payload,
    ...(ip ? { remoteAddress: ip } : {}),
  });
const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((e) => e.field).sort();

test('the request is validated in Korean', async () => {
  const response = await migrate({ legacyId: '', legacyPassword: '', newLoginId: 'X!' });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(fieldsOf(response), ['legacyId', 'legacyPassword', 'newLoginId']);
});

test('a wrong password or an unknown id is the same 400 with a Korean message, and nothing moves', async () => {
  for (const body of [
    { legacyId: 'bizplus_kim', legacyPassword: 'wrong' },
    { legacyId: 'nobody_here', legacyPassword: 'Bizplus2020!' },
  ]) {
    const response = await migrate(body);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, '기존 서비스의 아이디 또는 비밀번호가 올바르지 않아요.');
  }
  const [row] = await t.app.db.query<{ migrated_at: Date | null }>(
    "SELECT migrated_at FROM legacy_accounts WHERE legacy_id = 'bizplus_kim'",
  );
  assert.equal(row!.migrated_at, null);
});

test('an account moves with its business, its master and its contacts into a new team', async () => {
  const response = await migrate({ legacyId: 'bizplus_kim', legacyPassword: 'Bizplus2020!' });
  assert.equal(response.statusCode, 200);
  const answer = BizplusMigrationAnswer.parse(response.json().resultData);
  assert.deepEqual(answer, {
    loginId: 'bizplus_kim',
    businessName: '(주)푸른꽃집',
    teamName: '기본팀',
    contactCount: 7,
  });
  // The same password logs in to the new account, whose hash is no longer the old scheme.
  const loggedIn = await login(t.app, 'bizplus_kim', 'Bizplus2020!');
  assert.equal(loggedIn.statusCode, 200);
  const session = (
    await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: sessionCookieOf(loggedIn) } })
  ).json().resultData;
  assert.deepEqual(
    [session.user.role, session.user.verified, session.user.business.name],
    ['ROLE_MASTER', true, '(주)푸른꽃집'],
  );
  const [hash] = await t.app.db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE login_id = 'bizplus_kim'",
  );
  assert.match(hash!.password_hash, /^scrypt\$/);
  const teams = (
    await t.app.inject({
      method: 'GET',
      url: '/api/teams',
      headers: { authorization: `Bearer ${session.accessToken.token}` },
    })
  ).json().resultData;
  assert.deepEqual(
    teams.items.map((team: { name: string; status: string }) => [team.name, team.status]),
    [['기본팀', 'ACTIVE']],
  );
  const contacts = await t.app.db.query<{ name: string; phone: string }>(
    'SELECT name, phone FROM contacts WHERE team_seq = $1 ORDER BY seq',
    [teams.items[0].teamSeq],
  );
  assert.equal(contacts.length, 7);
  assert.deepEqual(contacts[0], { name: '강민수', phone: '01011110001' });
  assert.deepEqual(contacts[5], { name: '오수아', phone: '025550101' });
});

test('the second attempt is refused: 이미 이전한 계정이에요.', async () => {
  const response = await migrate({ legacyId: 'bizplus_kim', legacyPassword: 'Bizplus2020!', newLoginId: 'kim_again' });
  assert.equal(response.statusCode, 409);
  assert.equal(response.json().message, '이미 이전한 계정이에요.');
  const [count] = await t.app.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM businesses WHERE registration_number = '1198101239'",
  );
  assert.equal(count!.n, 1);
});

test('an old id that breaks our rules asks for a new login id; a taken one is a 409 on its field', async () => {
  const needsId = await migrate({ legacyId: 'Park.Office', legacyPassword: 'Oldpass#77' });
  assert.deepEqual([needsId.statusCode, fieldsOf(needsId)], [400, ['newLoginId']]);
  const taken = await migrate({ legacyId: 'Park.Office', legacyPassword: 'Oldpass#77', newLoginId: 'hanbit_master' });
  assert.deepEqual([taken.statusCode, fieldsOf(taken)], [409, ['newLoginId']]);
  const moved = await migrate({ legacyId: 'Park.Office', legacyPassword: 'Oldpass#77', newLoginId: 'park_office' });
  assert.equal(moved.statusCode, 200);
  assert.deepEqual(
    { ...moved.json().resultData },
    { loginId: 'park_office', businessName: '박사무소', teamName: '기본팀', contactCount: 2 },
  );
  // Verified in the old product: verified here too.
  const session = sessionCookieOf(await login(t.app, 'park_office', 'Oldpass#77'));
  const user = (await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: session } })).json()
    .resultData.user;
  assert.equal(user.verified, true);
});

test('guessing old passwords is throttled per id and IP', async () => {
  const ip = '192.0.2.55';
  for (let i = 0; i < 10; i++)
    assert.equal((await migrate({ legacyId: 'bizplus_lee', legacyPassword: `guess-${i}` }, ip)).statusCode, 400);
  const throttled = await migrate({ legacyId: 'bizplus_lee', legacyPassword: 'Bizplus2020!' }, ip);
  assert.equal(throttled.statusCode, 429);
  assert.ok(Number(throttled.headers['retry-after']) > 0);
  assert.equal(
    (await migrate({ legacyId: 'bizplus_lee', legacyPassword: 'Bizplus2020!' }, '192.0.2.56')).statusCode,
    200,
  );
});
