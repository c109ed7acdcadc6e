import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { TeamDetail, TeamSummary } from '@console/contracts/teams';
import { callAs, fieldsOf, type CallAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let call: CallAs;
before(async () => {
  t = await createTestApp({ teamProvisionSeconds: 900 });
  call = callAs(t.app);
});
after(() => t.close());

test('a master creates a team in REG with themselves as ADMIN and a provisioning job at ready time', async () => {
  const response = await call('hanbit_master', 'POST', '/api/teams', { name: '  물류팀 ', description: '배송 알림' });
  assert.equal(response.statusCode, 200);
  const team = TeamSummary.parse(response.json().resultData);
  assert.deepEqual(
    { name: team.name, description: team.description, status: team.status, members: team.memberCount },
    { name: '물류팀', description: '배송 알림', status: 'REG', members: 1 },
  );
  const readyIn = (Date.parse(team.readyAt!) - Date.parse(team.createdAt)) / 1000;
  assert.ok(Math.abs(readyIn - 900) < 2, `ready in ${readyIn}s`);
  const [job] = await t.app.db.query<{ run_at: Date }>(
    `SELECT run_at FROM jobs WHERE kind = 'team.provision' AND payload->>'teamSeq' = $1`,
    [String(team.teamSeq)],
  );
  assert.equal(job?.run_at.toISOString(), team.readyAt);

  const detail = TeamDetail.parse((await call('hanbit_master', 'GET', `/api/teams/${team.teamSeq}`)).json().resultData);
  assert.deepEqual(
    { role: detail.myTeamRole, keys: detail.activeApiKeyCount, status: detail.status },
    { role: 'ADMIN', keys: 0, status: 'REG' },
  );
  const list = (await call('hanbit_master', 'GET', '/api/teams')).json().resultData;
  assert.equal(list.items[0].teamSeq, team.teamSeq, 'newest first in the team list');
});

test('provisioning turns the team ACTIVE when due and tells its members (TEAM_READY)', async () => {
  const team = (await call('hanbit_master', 'POST', '/api/teams', { name: '정산팀' })).json().resultData as TeamSummary;
  await t.app.jobs.runDueJobs();
  assert.equal(
    (await call('hanbit_master', 'GET', `/api/teams/${team.teamSeq}`)).json().resultData.status,
    'REG',
    'not before its time',
  );
  await t.app.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'team.provision' AND payload->>'teamSeq' = $1`, [
    String(team.teamSeq),
  ]);
  await t.app.jobs.runDueJobs();
  const detail = (await call('hanbit_master', 'GET', `/api/teams/${team.teamSeq}`)).json().resultData as TeamDetail;
  assert.equal(detail.status, 'ACTIVE');
  const notes = (await call('hanbit_master', 'GET', '/api/notifications')).json().resultData.items as {
    kind: string;
    title: string;
    link: string;
  }[];
  // (The seeded REG team may become due in the same run: look for this team's notice.)
  const ready = notes.find((n) => n.kind === 'TEAM_READY' && n.title.includes('정산팀'));
  assert.ok(ready, 'the creator is told');
  assert.match(ready.title, /정산팀/);
  assert.equal(ready.link, `/console/team/${team.teamSeq}/dashboard`);
  await t.app.jobs.runDueJobs();
  const again = (await call('hanbit_master', 'GET', '/api/notifications')).json().resultData.items as {
    kind: string;
    link: string;
  }[];
  assert.equal(again.filter((n) => n.kind === 'TEAM_READY' && n.link === ready.link).length, 1, 'told once');
});

test('names are 1-30 characters, unique in the business (any case), descriptions at most 200', async () => {
  const empty = await call('hanbit_master', 'POST', '/api/teams', { name: '   ', description: 'x'.repeat(201) });
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(fieldsOf(empty), ['description', 'name']);
  assert.match(
    empty.json().errors.find((e: { field: string }) => e.field === 'name').message,
    /팀 이름을 입력해 주세요/,
  );
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'POST', '/api/teams', { name: 'x'.repeat(31) })), ['name']);
  assert.equal(
    (await call('hanbit_master', 'POST', '/api/teams', 'not json')).statusCode,
    415,
    'a body that is not JSON',
  );
  const taken = await call('hanbit_master', 'POST', '/api/teams', { name: '마케팅팀' });
  assert.equal(taken.statusCode, 409);
  assert.match(taken.json().message, /이미 같은 이름의 팀/);
  await call('hanbit_master', 'POST', '/api/teams', { name: 'Design' });
  assert.equal((await call('hanbit_master', 'POST', '/api/teams', { name: 'design' })).statusCode, 409);
  assert.equal(
    (await call('saessak_master', 'POST', '/api/teams', { name: '마케팅팀' })).statusCode,
    200,
    'another business may use the name',
  );
});

test('only masters create teams; withdrawal-requested masters cannot', async () => {
  assert.equal((await call('hanbit_manager', 'POST', '/api/teams', { name: '매니저팀' })).statusCode, 455);
  assert.equal((await call('hanbit_user', 'POST', '/api/teams', { name: '사용자팀' })).statusCode, 455);
  assert.equal((await call('bye_master', 'POST', '/api/teams', { name: '탈퇴팀' })).statusCode, 455);
  assert.equal((await call(null, 'POST', '/api/teams', { name: '익명팀' })).statusCode, 401);
});

test('GET one team: members only (499 otherwise); a malformed number is 400, never 500', async () => {
  const detail = TeamDetail.parse((await call('hanbit_user', 'GET', '/api/teams/1')).json().resultData);
  assert.deepEqual({ name: detail.name, role: detail.myTeamRole }, { name: '마케팅팀', role: 'MEMBER' });
  assert.equal(detail.activeApiKeyCount, 2);
  assert.equal((await call('hanbit_master', 'GET', '/api/teams/3')).json().resultData.myTeamRole, 'ADMIN');
  assert.equal((await call('hanbit_user', 'GET', '/api/teams/2')).statusCode, 499);
  assert.equal((await call('hanbit_master', 'GET', '/api/teams/4')).statusCode, 499);
  assert.equal((await call('hanbit_master', 'GET', '/api/teams/99999')).statusCode, 499);
  for (const bad of ['abc', '1.5', '0', '-1', '99999999999', '1e400']) {
    const response = await call('hanbit_master', 'GET', `/api/teams/${bad}`);
    assert.equal(response.statusCode, 400, `${bad} answered ${response.statusCode}`);
    assert.deepEqual(fieldsOf(response), ['teamSeq']);
  }
});

test('masters and team managers rename and describe; names stay unique', async () => {
  const renamed = await call('hanbit_manager', 'PUT', '/api/teams/2', {
    name: '고객경험팀',
    description: '상담과 안내',
  });
  assert.equal(renamed.statusCode, 200);
  assert.deepEqual((({ name, description }) => ({ name, description }))(renamed.json().resultData as TeamDetail), {
    name: '고객경험팀',
    description: '상담과 안내',
  });
  assert.equal(
    (await call('hanbit_master', 'PUT', '/api/teams/2', { name: '고객경험팀' })).statusCode,
    200,
    'its own name is no conflict',
  );
  assert.equal((await call('hanbit_master', 'PUT', '/api/teams/2', { name: '마케팅팀' })).statusCode, 409);
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'PUT', '/api/teams/2', { name: '' })), ['name']);
  assert.equal((await call('hanbit_user', 'PUT', '/api/teams/1', { name: '바꿈' })).statusCode, 455);
  assert.equal(
    (await call('hanbit_manager', 'PUT', '/api/teams/3', { name: '바꿈' })).statusCode,
    499,
    'a manager outside the team',
  );
});

test('close: refused while a reservation waits, then CLOSED with its keys revoked and its name free', async () => {
  const team = (await call('hanbit_master', 'POST', '/api/teams', { name: '임시팀' })).json().resultData as TeamSummary;
  await t.app.db.query(`UPDATE teams SET status = 'ACTIVE' WHERE team_seq = $1`, [team.teamSeq]);
  await call('hanbit_master', 'POST', `/api/teams/${team.teamSeq}/api-keys`, { name: '키', allowedIps: ['10.0.0.1'] });
  const [reservation] = await t.app.db.query<{ seq: number }>(
    `INSERT INTO send_requests (team_seq, status, body, sender_number, reserve_at)
     VALUES ($1, 'RESERVED', '예약 안내', '0212345678', now() + interval '1 day') RETURNING seq`,
    [team.teamSeq],
  );

  const refused = await call('hanbit_master', 'POST', `/api/teams/${team.teamSeq}/close`);
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /예약 발송 1건이 남아 있어서 팀을 종료할 수 없어요/);

  await t.app.db.query(`UPDATE send_requests SET status = 'CANCELLED' WHERE seq = $1`, [reservation!.seq]);
  assert.equal(
    (await call('hanbit_manager', 'POST', `/api/teams/${team.teamSeq}/close`)).statusCode,
    455,
    'masters only',
  );
  const closed = await call('hanbit_master', 'POST', `/api/teams/${team.teamSeq}/close`);
  assert.equal(closed.statusCode, 200);
  assert.deepEqual(
    (({ status, activeApiKeyCount }) => ({ status, activeApiKeyCount }))(closed.json().resultData as TeamDetail),
    { status: 'CLOSED', activeApiKeyCount: 0 },
  );
  assert.equal(
    (await call('hanbit_master', 'POST', `/api/teams/${team.teamSeq}/close`)).statusCode,
    409,
    'closed once',
  );
  assert.equal(
    (await call('hanbit_master', 'PUT', `/api/teams/${team.teamSeq}`, { name: '다시' })).statusCode,
    409,
    'a closed team is read-only',
  );
  assert.equal(
    (await call('hanbit_master', 'POST', '/api/teams', { name: '임시팀' })).statusCode,
    200,
    'the name is free again',
  );
});
