import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TeamMember } from '@console/contracts/members';
import { callAs, fieldsOf, type CallAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

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

const members = async (loginId: string, teamSeq: number | string, query = '') =>
  call(loginId, 'GET', `/api/teams/${teamSeq}/members${query}`);

test('every member reads the team members with their team roles, ADMINs first, paged', async () => {
  const response = await members('hanbit_user', 1);
  assert.equal(response.statusCode, 200);
  const page = response.json().resultData;
  const items = page.items.map((item: unknown) => TeamMember.parse(item)) as TeamMember[];
  assert.equal(page.total, 4);
  assert.deepEqual(
    items.map((m) => [m.loginId, m.teamRole]),
    [
      ['hanbit_master', 'ADMIN'],
      ['hanbit_manager', 'MEMBER'],
      ['hanbit_user', 'MEMBER'],
      ['hanbit_secure', 'MEMBER'],
    ],
  );
  const second = (await members('hanbit_user', 1, '?page=2&size=3')).json().resultData;
  assert.deepEqual({ n: second.items.length, total: second.total }, { n: 1, total: 4 });
  assert.deepEqual(fieldsOf(await members('hanbit_user', 1, '?size=0')), ['size']);
  assert.equal((await members('hanbit_user', 2)).statusCode, 499);
  assert.equal((await members('hanbit_master', 'x')).statusCode, 400);
});

test('a manager of the team adds a business member with a team role', async () => {
  const added = await call('hanbit_manager', 'POST', '/api/teams/2/members', {
    userSeq: seqOf.get('hanbit_user'),
    teamRole: 'MEMBER',
  });
  assert.equal(added.statusCode, 200);
  assert.deepEqual(
    (({ loginId, teamRole, role }) => ({ loginId, teamRole, role }))(TeamMember.parse(added.json().resultData)),
    {
      loginId: 'hanbit_user',
      teamRole: 'MEMBER',
      role: 'ROLE_USER',
    },
  );
  assert.equal((await members('hanbit_user', 2)).statusCode, 200, 'the new member now opens the team');
  const again = await call('hanbit_manager', 'POST', '/api/teams/2/members', {
    userSeq: seqOf.get('hanbit_user'),
    teamRole: 'MEMBER',
  });
  assert.equal(again.statusCode, 409);
  assert.match(again.json().message, /이미 이 팀의 멤버/);
});

test('adding validates the body and refuses people of other businesses', async () => {
  const bad = await call('hanbit_master', 'POST', '/api/teams/2/members', { userSeq: 'one', teamRole: 'BOSS' });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(fieldsOf(bad), ['teamRole', 'userSeq']);
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'POST', '/api/teams/2/members', {})), ['teamRole', 'userSeq']);
  const stranger = await call('hanbit_master', 'POST', '/api/teams/2/members', {
    userSeq: seqOf.get('saessak_master'),
    teamRole: 'MEMBER',
  });
  assert.equal(stranger.statusCode, 404);
  assert.equal(
    (await call('hanbit_master', 'POST', '/api/teams/2/members', { userSeq: 999999, teamRole: 'MEMBER' })).statusCode,
    404,
  );
  assert.equal(
    (
      await call('hanbit_user', 'POST', '/api/teams/1/members', {
        userSeq: seqOf.get('hanbit_secure'),
        teamRole: 'MEMBER',
      })
    ).statusCode,
    455,
  );
});

test('team roles change, but a team always keeps one ADMIN', async () => {
  const promoted = await call('hanbit_master', 'PUT', `/api/teams/1/members/${seqOf.get('hanbit_manager')}`, {
    teamRole: 'ADMIN',
  });
  assert.equal(promoted.statusCode, 200);
  assert.equal(promoted.json().resultData.teamRole, 'ADMIN');
  assert.equal(
    (await call('hanbit_master', 'PUT', `/api/teams/1/members/${seqOf.get('hanbit_master')}`, { teamRole: 'MEMBER' }))
      .statusCode,
    200,
    'another ADMIN remains',
  );
  const last = await call('hanbit_master', 'PUT', `/api/teams/1/members/${seqOf.get('hanbit_manager')}`, {
    teamRole: 'MEMBER',
  });
  assert.equal(last.statusCode, 409);
  assert.match(last.json().message, /팀 관리자는 한 명 이상/);
  assert.deepEqual(
    fieldsOf(
      await call('hanbit_master', 'PUT', `/api/teams/1/members/${seqOf.get('hanbit_manager')}`, { teamRole: 'OWNER' }),
    ),
    ['teamRole'],
  );
  assert.equal(
    (await call('hanbit_master', 'PUT', `/api/teams/1/members/${seqOf.get('saessak_master')}`, { teamRole: 'ADMIN' }))
      .statusCode,
    404,
  );
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'PUT', '/api/teams/1/members/abc', { teamRole: 'ADMIN' })), [
    'userSeq',
  ]);
});

test('removing a member; the last ADMIN stays', async () => {
  const removed = await call('hanbit_master', 'DELETE', `/api/teams/1/members/${seqOf.get('hanbit_secure')}`);
  assert.equal(removed.statusCode, 200);
  assert.equal((await members('hanbit_master', 1)).json().resultData.total, 3);
  assert.equal(
    (await call('hanbit_master', 'DELETE', `/api/teams/1/members/${seqOf.get('hanbit_secure')}`)).statusCode,
    404,
    'not a member any more',
  );
  const lastAdmin = await call('hanbit_master', 'DELETE', `/api/teams/1/members/${seqOf.get('hanbit_manager')}`);
  assert.equal(lastAdmin.statusCode, 409);
  assert.equal(
    (await call('hanbit_user', 'DELETE', `/api/teams/1/members/${seqOf.get('hanbit_user')}`)).statusCode,
    455,
  );
  assert.equal(
    (await call('linkcall_master', 'DELETE', `/api/teams/1/members/${seqOf.get('hanbit_user')}`)).statusCode,
    499,
  );
});

test('a closed team keeps its members as they were', async () => {
  await t.app.db.query(`UPDATE teams SET status = 'CLOSED' WHERE team_seq = 3`);
  assert.equal(
    (
      await call('hanbit_master', 'POST', '/api/teams/3/members', {
        userSeq: seqOf.get('hanbit_user'),
        teamRole: 'MEMBER',
      })
    ).statusCode,
    409,
  );
  assert.equal((await members('hanbit_master', 3)).statusCode, 200, 'still readable');
});
