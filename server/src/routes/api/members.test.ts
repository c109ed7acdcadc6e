import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BusinessMember } from '@console/contracts/members';
import { callAs, fieldsOf, type CallAs } from '../../../test-support/call-as';
import { createTestApp, loginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let call: CallAs;
const seqOf = new Map<string, number>();
before(async () => {
  t = await createTestApp();
  call = callAs(t.app);
  for (const row of await t.app.db.query<{ login_id: string; user_seq: number }>(
    'SELECT login_id, user_seq FROM users',
  ))
    seqOf.set(row.login_id, row.user_seq);
});
after(() => t.close());

const list = async (loginId: string, query = '') => call(loginId, 'GET', `/api/members${query}`);
const logins = (response: { json(): { resultData: { items: BusinessMember[] } } }) =>
  response.json().resultData.items.map((m) => m.loginId);

test('masters and managers list the business members, masters first, with their open teams', async () => {
  const response = await list('hanbit_manager');
  assert.equal(response.statusCode, 200);
  const items = response.json().resultData.items.map((m: unknown) => BusinessMember.parse(m)) as BusinessMember[];
  assert.deepEqual(
    items.map((m) => m.loginId),
    ['hanbit_master', 'hanbit_manager', 'hanbit_secure', 'hanbit_user'],
  );
  assert.deepEqual(
    items[0]!.teams.map((team) => team.name),
    ['마케팅팀', '고객지원팀', '신규사업팀'],
  );
  assert.equal(items[0]!.mobile, '01023456789');
  assert.deepEqual(logins(await list('saessak_master')), ['saessak_master'], 'never another business');
  assert.equal((await list('hanbit_user')).statusCode, 455);
  assert.equal((await list('bye_master')).statusCode, 200, 'reading stays open during a withdrawal review');
});

test('search by name, login id or e-mail; filter by role; leave out the members of a team', async () => {
  assert.deepEqual(logins(await list('hanbit_master', `?q=${encodeURIComponent('박사')}`)), ['hanbit_user']);
  assert.deepEqual(logins(await list('hanbit_master', '?q=SECURE')), ['hanbit_secure']);
  assert.deepEqual(logins(await list('hanbit_master', '?q=%25')), [], 'a % is a character, not a wildcard');
  assert.deepEqual(logins(await list('hanbit_master', '?role=ROLE_MANAGER')), ['hanbit_manager', 'hanbit_secure']);
  assert.deepEqual(logins(await list('hanbit_master', '?excludeTeamSeq=2')), ['hanbit_secure', 'hanbit_user']);
  assert.deepEqual(
    logins(await list('bye_master', '?role=ROLE_MASTER')),
    ['bye_master'],
    'a withdrawal-requested master counts as a master',
  );
  const page = (await list('hanbit_master', '?page=2&size=3')).json().resultData;
  assert.deepEqual({ n: page.items.length, total: page.total }, { n: 1, total: 4 });
  const bad = await list('hanbit_master', `?role=ROLE_OWNER&q=${'x'.repeat(51)}&excludeTeamSeq=x`);
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(fieldsOf(bad), ['excludeTeamSeq', 'q', 'role']);
});

test('a master changes roles; not their own, not a withdrawal, never the last master away', async () => {
  const promoted = await call('hanbit_master', 'PUT', `/api/members/${seqOf.get('hanbit_user')}/role`, {
    role: 'ROLE_MANAGER',
  });
  assert.equal(promoted.statusCode, 200);
  assert.deepEqual(promoted.json().resultData, { userSeq: seqOf.get('hanbit_user'), role: 'ROLE_MANAGER' });
  const session = await loginAs(t.app, 'hanbit_user');
  const me = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie: session.cookie } });
  assert.equal(me.json().resultData.user.role, 'ROLE_MANAGER', 'the session reads the new role at once');
  await call('hanbit_master', 'PUT', `/api/members/${seqOf.get('hanbit_user')}/role`, { role: 'ROLE_USER' });

  const self = await call('hanbit_master', 'PUT', `/api/members/${seqOf.get('hanbit_master')}/role`, {
    role: 'ROLE_USER',
  });
  assert.equal(self.statusCode, 409);
  assert.match(self.json().message, /내 역할은 바꿀 수 없어요/);
  assert.deepEqual(
    fieldsOf(
      await call('hanbit_master', 'PUT', `/api/members/${seqOf.get('hanbit_user')}/role`, { role: 'ROLE_MASTER_DWT' }),
    ),
    ['role'],
  );
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'PUT', '/api/members/0/role', { role: 'ROLE_USER' })), [
    'userSeq',
  ]);
  assert.equal(
    (await call('hanbit_master', 'PUT', `/api/members/${seqOf.get('saessak_master')}/role`, { role: 'ROLE_USER' }))
      .statusCode,
    404,
  );
  assert.equal(
    (await call('hanbit_manager', 'PUT', `/api/members/${seqOf.get('hanbit_user')}/role`, { role: 'ROLE_MANAGER' }))
      .statusCode,
    455,
  );

  // A second master may demote the first; the last one stays.
  await call('hanbit_master', 'PUT', `/api/members/${seqOf.get('hanbit_manager')}/role`, { role: 'ROLE_MASTER' });
  assert.equal(
    (await call('hanbit_manager', 'PUT', `/api/members/${seqOf.get('hanbit_master')}/role`, { role: 'ROLE_MANAGER' }))
      .statusCode,
    200,
  );
  await t.app.db.query(`UPDATE users SET role = 'ROLE_MASTER' WHERE user_seq = $1`, [seqOf.get('hanbit_master')]);
  await t.app.db.query(`UPDATE users SET role = 'ROLE_MANAGER' WHERE user_seq = $1`, [seqOf.get('hanbit_manager')]);
});

test('two masters demoting each other at once: one wins, the business keeps a master', async () => {
  await call('hanbit_master', 'PUT', `/api/members/${seqOf.get('hanbit_manager')}/role`, { role: 'ROLE_MASTER' });
  const answers = await Promise.all([
    call('hanbit_master', 'PUT', `/api/members/${seqOf.get('hanbit_manager')}/role`, { role: 'ROLE_MANAGER' }),
    call('hanbit_manager', 'PUT', `/api/members/${seqOf.get('hanbit_master')}/role`, { role: 'ROLE_MANAGER' }),
  ]);
  const statuses = answers.map((a) => a.statusCode).sort();
  assert.ok(statuses[0] === 200 && statuses[1] !== 200, `statuses ${statuses}`);
  const [{ count }] = (await t.app.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users WHERE biz_seq = 1 AND role = 'ROLE_MASTER'`,
  )) as [{ count: number }];
  assert.equal(count, 1);
  await t.app.db.query(`UPDATE users SET role = 'ROLE_MASTER' WHERE user_seq = $1`, [seqOf.get('hanbit_master')]);
  await t.app.db.query(`UPDATE users SET role = 'ROLE_MANAGER' WHERE user_seq = $1`, [seqOf.get('hanbit_manager')]);
});

test('a withdrawal-requested account keeps its role; a DWT master changes nothing', async () => {
  await t.app.db.query(`UPDATE users SET role = 'ROLE_USER_DWT' WHERE user_seq = $1`, [seqOf.get('hanbit_secure')]);
  const refused = await call('hanbit_master', 'PUT', `/api/members/${seqOf.get('hanbit_secure')}/role`, {
    role: 'ROLE_MANAGER',
  });
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /탈퇴 신청/);
  await t.app.db.query(`UPDATE users SET role = 'ROLE_MANAGER' WHERE user_seq = $1`, [seqOf.get('hanbit_secure')]);
  assert.equal((await call('bye_master', 'DELETE', `/api/members/${seqOf.get('hanbit_user')}`)).statusCode, 455);
});

test('a master removes a member from the business and every team; sessions end at once', async () => {
  const victim = await loginAs(t.app, 'hanbit_user');
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/teams', headers: victim.headers })).statusCode, 200);
  assert.equal((await call('hanbit_manager', 'DELETE', `/api/members/${seqOf.get('hanbit_user')}`)).statusCode, 455);
  const removed = await call('hanbit_master', 'DELETE', `/api/members/${seqOf.get('hanbit_user')}`);
  assert.equal(removed.statusCode, 200);
  assert.equal(
    (await t.app.inject({ method: 'GET', url: '/api/teams', headers: victim.headers })).statusCode,
    403,
    'the removed account is logged out',
  );
  assert.ok(!logins(await list('hanbit_master')).includes('hanbit_user'));
  assert.equal((await call('hanbit_master', 'GET', '/api/teams/1/members')).json().resultData.total, 3);
  assert.equal(
    (await call('hanbit_master', 'DELETE', `/api/members/${seqOf.get('hanbit_user')}`)).statusCode,
    404,
    'gone',
  );
  const self = await call('hanbit_master', 'DELETE', `/api/members/${seqOf.get('hanbit_master')}`);
  assert.equal(self.statusCode, 409);
  assert.equal(
    (await call('hanbit_master', 'DELETE', `/api/members/${seqOf.get('saessak_master')}`)).statusCode,
    404,
    'another business',
  );
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'DELETE', '/api/members/x')), ['userSeq']);
});

test('a team whose only ADMIN leaves the business gets its earliest member as ADMIN', async () => {
  await t.app.db.query(`UPDATE team_members SET team_role = 'MEMBER' WHERE team_seq = 2`);
  await t.app.db.query(`UPDATE team_members SET team_role = 'ADMIN' WHERE team_seq = 2 AND user_seq = $1`, [
    seqOf.get('hanbit_manager'),
  ]);
  assert.equal((await call('hanbit_master', 'DELETE', `/api/members/${seqOf.get('hanbit_manager')}`)).statusCode, 200);
  const team = (await call('hanbit_master', 'GET', '/api/teams/2/members')).json().resultData.items as {
    loginId: string;
    teamRole: string;
  }[];
  assert.deepEqual(
    team.map((m) => [m.loginId, m.teamRole]),
    [['hanbit_master', 'ADMIN']],
  );
});
