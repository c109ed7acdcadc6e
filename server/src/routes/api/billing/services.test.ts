import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ServiceStatus, TeamSpendCap } from '@console/contracts/billing';
import { createTestApp, injectAjax, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
const teams: Record<string, number> = {};
before(async () => {
  t = await createTestApp();
  const rows = await t.app.db.query<{ team_seq: number; name: string; biz: string }>(
    'SELECT t.team_seq, t.name, b.name AS biz FROM teams t JOIN businesses b ON b.biz_seq = t.biz_seq',
  );
  for (const row of rows) teams[`${row.biz}/${row.name}`] = row.team_seq;
});
after(() => t.close());

const HANBIT_MARKETING = () => teams['(주)한빛커머스/마케팅팀']!;
const SAESSAK = () => teams['(주)새싹상점/기본팀']!;

const call = async (loginId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, team?: number) =>
  injectAjax(t.app, {
    method,
    url,
    headers: { ...(await sharedLoginAs(t.app, loginId)).headers, ...(team ? { 'curr-team-seq': String(team) } : {}) },
    ...(payload ? { payload } : {}),
  });
const services = async (loginId: string) => {
  const response = await call(loginId, 'GET', '/api/billing/services');
  assert.equal(response.statusCode, 200, response.body);
  const list = (response.json().resultData as unknown[]).map((item) => ServiceStatus.parse(item));
  return Object.fromEntries(list.map((status) => [status.service, status]));
};

test("services need setup until the business's records allow them, with where to register and this month's amount", async () => {
  const before = await services('saessak_master');
  assert.deepEqual(Object.keys(before), ['SMS', 'RCS', 'ALIMTALK', 'BRAND_MESSAGE']);
  assert.deepEqual(
    [before.SMS!.state, before.SMS!.setup, before.SMS!.setupPath],
    ['NEEDS_SETUP', '승인된 발신번호가 필요해요.', `/console/team/${SAESSAK()}/service/callback/regist-guide`],
  );
  assert.deepEqual(
    [before.RCS!.state, before.RCS!.setupPath],
    ['NEEDS_SETUP', `/console/team/${SAESSAK()}/service/rcs/regist-guide`],
  );
  assert.deepEqual(
    [before.ALIMTALK!.state, before.ALIMTALK!.setupPath],
    ['NEEDS_SETUP', `/console/team/${SAESSAK()}/kakao/sender-key`],
  );
  assert.deepEqual(
    before.SMS!.prices.map((price) => [price.type, price.priceKrw]),
    [
      ['SMS', 13],
      ['LMS', 40],
      ['MMS', 120],
    ],
  );

  await t.app.db.query(
    `INSERT INTO callback_numbers (team_seq, number, status, decided_at) VALUES ($1, '0212345678', 'APPROVED', now())`,
    [SAESSAK()],
  );
  await t.app.db.query(
    `INSERT INTO send_stats (team_seq, hour, channel, type, requested, delivered, cost_krw)
     VALUES ($1, date_trunc('hour', now()), 'SMS', 'SMS', 10, 10, 130)
     ON CONFLICT (team_seq, channel, hour, type, template_seq, sender_profile_seq)
     DO UPDATE SET cost_krw = send_stats.cost_krw + EXCLUDED.cost_krw`,
    [SAESSAK()],
  );
  const after = await services('saessak_master');
  assert.deepEqual(
    [after.SMS!.state, after.SMS!.setup, after.SMS!.setupPath, after.SMS!.monthToDateKrw],
    ['ACTIVE', null, null, before.SMS!.monthToDateKrw + 130],
  );
  assert.equal(after.BRAND_MESSAGE!.state, 'NEEDS_SETUP');
});

test('the master stops and resumes a service; others read its state and get 455 for the change', async () => {
  const stopped = await call('hanbit_master', 'POST', '/api/billing/services/RCS/stop', { reason: '사용하지 않아요' });
  assert.equal(stopped.statusCode, 200, stopped.body);
  const status = ServiceStatus.parse(stopped.json().resultData);
  assert.deepEqual([status.service, status.state, status.stoppedBy], ['RCS', 'STOPPED', '김한빛']);
  assert.ok(status.stoppedAt);
  assert.equal((await services('hanbit_user')).RCS!.state, 'STOPPED');
  assert.equal((await services('saessak_master')).RCS!.state, 'NEEDS_SETUP');
  const again = await call('hanbit_master', 'POST', '/api/billing/services/RCS/stop', {});
  assert.equal(again.statusCode, 409);
  assert.match(again.json().message, /이미 이용을 중지한 서비스예요/);

  for (const loginId of ['hanbit_manager', 'hanbit_user']) {
    const refused = await call(loginId, 'POST', '/api/billing/services/RCS/resume');
    assert.equal(refused.statusCode, 455);
    assert.match(refused.json().message, /접근 권한이 없어요/);
  }
  assert.equal((await call('hanbit_master', 'POST', '/api/billing/services/FAX/stop', {})).statusCode, 400);

  const resumed = await call('hanbit_master', 'POST', '/api/billing/services/RCS/resume');
  assert.equal(resumed.statusCode, 200, resumed.body);
  assert.notEqual(ServiceStatus.parse(resumed.json().resultData).state, 'STOPPED');
  assert.equal((await call('hanbit_master', 'POST', '/api/billing/services/RCS/resume')).statusCode, 409);
});

test("team caps: the master sets and clears a team's cap; the team reads it with its spend; other businesses' teams are 404", async () => {
  const list = await call('hanbit_master', 'GET', '/api/billing/team-caps');
  assert.equal(list.statusCode, 200, list.body);
  const caps = (list.json().resultData as unknown[]).map((item) => TeamSpendCap.parse(item));
  assert.deepEqual(
    caps.map((cap) => cap.teamName),
    ['마케팅팀', '고객지원팀', '신규사업팀'],
  );
  const spentBefore = caps.find((cap) => cap.teamSeq === HANBIT_MARKETING())!.spentKrw;

  const set = await call('hanbit_master', 'PUT', `/api/billing/team-caps/${HANBIT_MARKETING()}`, {
    monthlyCapKrw: 50_000,
  });
  assert.equal(set.statusCode, 200, set.body);
  assert.equal(TeamSpendCap.parse(set.json().resultData).monthlyCapKrw, 50_000);
  const [row] = await t.app.db.query<{ updated_by: string }>(
    'SELECT updated_by FROM team_spend_caps WHERE team_seq = $1',
    [HANBIT_MARKETING()],
  );
  assert.equal(row?.updated_by, '김한빛');

  // A send on its way counts against the cap as the acceptance check counts it.
  await t.app.db.query(
    `INSERT INTO billing_holds (request_seq, biz_seq, team_seq, amount_krw)
     SELECT 2000000000, biz_seq, team_seq, 700 FROM teams WHERE team_seq = $1`,
    [HANBIT_MARKETING()],
  );
  const mine = await call('hanbit_user', 'GET', '/api/team/billing/cap', undefined, HANBIT_MARKETING());
  assert.equal(mine.statusCode, 200, mine.body);
  assert.deepEqual(
    [mine.json().resultData.monthlyCapKrw, mine.json().resultData.spentKrw],
    [50_000, spentBefore + 700],
  );
  assert.equal(
    (await call('hanbit_user', 'GET', '/api/team/billing/cap', undefined, teams['(주)한빛커머스/신규사업팀']))
      .statusCode,
    499,
  );

  const tooSmall = await call('hanbit_master', 'PUT', `/api/billing/team-caps/${HANBIT_MARKETING()}`, {
    monthlyCapKrw: 999,
  });
  assert.equal(tooSmall.statusCode, 400);
  assert.match(tooSmall.json().errors[0].message, /1,000원 이상/);
  const cleared = await call('hanbit_master', 'PUT', `/api/billing/team-caps/${HANBIT_MARKETING()}`, {
    monthlyCapKrw: null,
  });
  assert.equal(TeamSpendCap.parse(cleared.json().resultData).monthlyCapKrw, null);
  assert.equal(
    (await call('hanbit_user', 'GET', '/api/team/billing/cap', undefined, HANBIT_MARKETING())).json().resultData
      .monthlyCapKrw,
    null,
  );

  assert.equal(
    (await call('hanbit_master', 'PUT', `/api/billing/team-caps/${SAESSAK()}`, { monthlyCapKrw: 10_000 })).statusCode,
    404,
  );
  assert.equal((await call('hanbit_manager', 'GET', '/api/billing/team-caps')).statusCode, 455);
  assert.equal(
    (await call('hanbit_manager', 'PUT', `/api/billing/team-caps/${HANBIT_MARKETING()}`, { monthlyCapKrw: 10_000 }))
      .statusCode,
    455,
  );
});
