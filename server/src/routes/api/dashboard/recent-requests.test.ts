import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DASHBOARD_RECENT_REQUESTS, DashboardRecentRequests } from '@console/contracts/dashboard';
import { callAs, teamCallAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
});
after(() => t.close());

const recent = async (loginId: string, query = '') => {
  const response = await callAs(t.app)(loginId, 'GET', `/api/dashboard/recent-requests${query}`);
  return {
    status: response.statusCode,
    items: response.statusCode === 200 ? DashboardRecentRequests.parse(response.json().resultData).items : [],
  };
};
const send = async (loginId: string, team: string, body: string, extra: object = {}) => {
  const response = await teamCallAs(t.app)(loginId, 'POST', '/api/team/send-requests', {
    team,
    payload: {
      recipients: [{ phone: '010-2000-0001' }, { phone: '010-0000-0001' }],
      body,
      senderNumber: team === '1' ? '02-1234-5678' : '1588-9876',
      ...extra,
    },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().resultData.seq as number;
};
/** Tomorrow 10:00 in Korea. */
const tomorrow = () => {
  const kst = new Date(Date.now() + 9 * 3_600_000);
  return new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate() + 1, 1)).toISOString();
};

test('a fresh demo has no send requests', async () => {
  assert.deepEqual((await recent('hanbit_master')).items, []);
});

test("the newest requests of the caller's teams, newest first, with their team, state and results", async () => {
  const sent: number[] = [];
  for (let i = 1; i <= 4; i += 1) sent.push(await send('hanbit_manager', '1', `[한빛커머스] 1팀 안내 ${i}`));
  const support = await send('hanbit_manager', '2', '[한빛커머스] 고객지원 안내');
  const reserved = await send('hanbit_manager', '1', '[한빛커머스] 내일 점검 안내', { reserveAt: tomorrow() });
  await t.app.jobs.runDueJobs();

  const master = (await recent('hanbit_master')).items;
  assert.equal(master.length, DASHBOARD_RECENT_REQUESTS);
  assert.deepEqual(
    master.map((item) => item.seq),
    [reserved, support, sent[3], sent[2], sent[1]],
  );
  const [first, second, third] = master;
  assert.equal(first!.status, 'RESERVED');
  assert.equal(first!.teamName, '마케팅팀');
  assert.equal(second!.teamSeq, 2);
  assert.equal(second!.teamName, '고객지원팀');
  assert.equal(third!.status, 'DONE');
  assert.equal(third!.counts.total, 2);
  assert.equal(third!.counts.delivered, 1);
  assert.equal(third!.counts.failed, 1);
  assert.equal(third!.body, '[한빛커머스] 1팀 안내 4');

  assert.deepEqual(
    (await recent('hanbit_master', '?teamSeq=2')).items.map((item) => item.seq),
    [support],
  );
  // hanbit_user is in team 1 only.
  const user = (await recent('hanbit_user')).items;
  assert.ok(user.every((item) => item.teamSeq === 1));
  assert.deepEqual(
    user.map((item) => item.seq),
    [reserved, sent[3], sent[2], sent[1], sent[0]],
  );
  assert.equal((await recent('hanbit_user', '?teamSeq=2')).status, 499);
  assert.deepEqual((await recent('linkcall_master')).items, []);
});
