import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DashboardReviews } from '@console/contracts/dashboard';
import { callAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const reviews = async (loginId: string, query = '') => {
  const response = await callAs(t.app)(loginId, 'GET', `/api/dashboard/reviews${query}`);
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? DashboardReviews.parse(response.json().resultData) : null,
  };
};

test("the demo's open reviews over the master's teams: numbers, templates, inactive profiles", async () => {
  const { body } = await reviews('hanbit_master');
  // Team 1: two numbers in review and two rejected; team 2: one in review.
  assert.equal(body!.callbackNumbers!.waiting, 3);
  assert.equal(body!.callbackNumbers!.needsAction, 2);
  assert.deepEqual(
    body!.callbackNumbers!.items.map((item) => [item.name, item.status, item.teamName]),
    [
      ['01098765432', 'PENDING', '마케팅팀'],
      ['0234567890', 'PENDING', '마케팅팀'],
      ['01034567890', 'PENDING', '고객지원팀'],
      ['16001234', 'REJECTED', '마케팅팀'],
      ['01055551234', 'REJECTED', '마케팅팀'],
    ],
  );
  assert.match(body!.callbackNumbers!.items[3]!.reason!, /3개월/);
  assert.equal(body!.alimtalkTemplates!.waiting, 1);
  assert.equal(body!.alimtalkTemplates!.needsAction, 1);
  assert.deepEqual(
    body!.alimtalkTemplates!.items.map((item) => [item.name, item.detail, item.status]),
    [
      ['주말 할인 이벤트', 'SALE_EVENT', 'REJECTED'],
      ['재입고 알림', 'RESTOCK', 'INSPECTING'],
    ],
  );
  assert.equal(body!.senderProfiles!.waiting, 0);
  assert.equal(body!.senderProfiles!.needsAction, 2);
  assert.deepEqual(body!.senderProfiles!.items.map((item) => item.status).sort(), ['BLOCKED', 'DORMANT']);
  assert.equal(body!.businessFile.status, 'APPROVED');
});

test('teamSeq narrows every group to that team', async () => {
  const { body } = await reviews('hanbit_master', '?teamSeq=2');
  assert.equal(body!.callbackNumbers!.waiting, 1);
  assert.equal(body!.callbackNumbers!.needsAction, 0);
  assert.deepEqual(body!.alimtalkTemplates, { waiting: 0, needsAction: 0, items: [] });
  assert.deepEqual(body!.senderProfiles, { waiting: 0, needsAction: 0, items: [] });
});

test('a manager sees their teams; a user sees only the business file; others get 499', async () => {
  const manager = (await reviews('hanbit_manager')).body!;
  assert.equal(manager.callbackNumbers!.waiting, 3);
  const user = (await reviews('hanbit_user')).body!;
  assert.equal(user.callbackNumbers, null);
  assert.equal(user.alimtalkTemplates, null);
  assert.equal(user.senderProfiles, null);
  assert.equal(user.businessFile.status, 'APPROVED');
  assert.equal((await reviews('hanbit_user', '?teamSeq=2')).status, 499);
  assert.equal((await reviews('saessak_master', '?teamSeq=1')).status, 499);
});

test("an unverified business's file state and a decision that closes a review", async () => {
  assert.equal((await reviews('saessak_master')).body!.businessFile.status, 'NONE');
  const [pending] = await t.app.db.query<{ seq: number }>(
    "SELECT seq FROM callback_numbers WHERE team_seq = 2 AND status = 'PENDING'",
  );
  await t.app.callbackNumbers.decidePending(pending!.seq, { status: 'APPROVED', reason: null });
  const after = (await reviews('hanbit_master', '?teamSeq=2')).body!;
  assert.deepEqual(after.callbackNumbers, { waiting: 0, needsAction: 0, items: [] });
});
