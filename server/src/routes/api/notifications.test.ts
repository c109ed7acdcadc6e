import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Notification } from '@console/contracts/notifications';
import { createTestApp, injectAjax, sharedLoginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
const userSeqOf = async (loginId: string) =>
  (await t.app.db.query<{ user_seq: number }>('SELECT user_seq FROM users WHERE login_id = $1', [loginId]))[0]!
    .user_seq;

before(async () => {
  t = await createTestApp();
  // A clean inbox for the users these tests read (the demo seed may add notifications of its own).
  await t.app.db.query(
    `DELETE FROM notifications WHERE user_seq IN (SELECT user_seq FROM users WHERE login_id IN ('hanbit_manager', 'hanbit_user', 'saessak_master'))`,
  );
});
after(() => t.close());

const as = async (loginId: string) => (await sharedLoginAs(t.app, loginId)).headers;
const list = async (loginId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: await as(loginId) });
const unread = async (loginId: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: await as(loginId) })).json()
    .resultData.count as number;

test('notify reaches one user, several users, a team and a business by role', async () => {
  const manager = await userSeqOf('hanbit_manager');
  const user = await userSeqOf('hanbit_user');
  assert.equal(await t.app.notifications.notify(manager, 'SYSTEM', '한 사람', '본문', '/console/dashboard'), 1);
  assert.equal(await t.app.notifications.notify(user, 'SYSTEM', '두 사람', ''), 1);
  assert.equal(await t.app.notifications.notify(manager, 'SYSTEM', '두 사람', ''), 1);
  // Team 2 (고객지원팀): hanbit_master and hanbit_manager.
  assert.equal(await t.app.notifications.notify({ teamSeq: 2 }, 'TEAM_READY', '고객지원팀 준비 완료', ''), 2);
  // 한빛커머스 has one master, two managers (one two-step) and one user.
  const [biz] = await t.app.db.query<{ biz_seq: number }>("SELECT biz_seq FROM users WHERE login_id = 'hanbit_master'");
  assert.equal(
    await t.app.notifications.notify({ bizSeq: biz!.biz_seq, roles: ['ROLE_MANAGER'] }, 'SYSTEM', '매니저만', ''),
    2,
  );
  assert.equal(await t.app.notifications.notify({ bizSeq: biz!.biz_seq }, 'SYSTEM', '모두', ''), 4);
  assert.equal(await unread('hanbit_manager'), 5);
  assert.equal(await unread('hanbit_user'), 2);
});

test('the service commits with the transaction it is given, or not at all', async () => {
  const userSeq = await userSeqOf('saessak_master');
  await assert.rejects(
    t.app.db.transaction(async (tx) => {
      await t.app.notifications.notify(userSeq, 'SYSTEM', '취소될 알림', '', null, { tx });
      throw new Error('roll back');
    }),
  );
  assert.equal(await unread('saessak_master'), 0);
});

test('links outside the console are refused by the service', async () => {
  await assert.rejects(t.app.notifications.notify(1, 'SYSTEM', '밖으로', '', 'https://evil.example'), /console path/);
  await assert.rejects(t.app.notifications.notify(1, 'SYSTEM', '밖으로', '', '//evil.example'), /console path/);
});

test("the list is the caller's own, newest first, paged, with an unread filter", async () => {
  const page = (await list('hanbit_manager', '?size=2')).json().resultData;
  assert.equal(page.total, 5);
  assert.equal(page.items.length, 2);
  const items = page.items.map((item: unknown) => Notification.parse(item));
  assert.deepEqual(
    items.map((item: Notification) => item.title),
    ['모두', '매니저만'],
  );
  assert.ok(items[0]!.seq > items[1]!.seq);
  const second = (await list('hanbit_manager', '?size=2&page=3')).json().resultData;
  assert.deepEqual(
    second.items.map((item: Notification) => item.title),
    ['한 사람'],
  );
  assert.equal(second.items[0].link, '/console/dashboard');
  const users = (await list('hanbit_user')).json().resultData;
  assert.deepEqual(
    users.items.map((item: Notification) => item.title),
    ['모두', '두 사람'],
  );
});

test('mark one read, then all; read ones leave the unread filter', async () => {
  const headers = await as('hanbit_user');
  const [latest] = (await list('hanbit_user')).json().resultData.items as Notification[];
  const marked = await injectAjax(t.app, { method: 'POST', url: `/api/notifications/${latest!.seq}/read`, headers });
  assert.equal(marked.statusCode, 200);
  assert.equal(marked.json().resultData.read, true);
  // Marking again is harmless.
  assert.equal(
    (await injectAjax(t.app, { method: 'POST', url: `/api/notifications/${latest!.seq}/read`, headers })).statusCode,
    200,
  );
  assert.equal(await unread('hanbit_user'), 1);
  const unreadOnly = (await list('hanbit_user', '?unread=true')).json().resultData;
  assert.deepEqual(
    unreadOnly.items.map((item: Notification) => item.title),
    ['두 사람'],
  );
  assert.equal((await list('hanbit_user', '?unread=false')).json().resultData.total, 2);

  const all = await injectAjax(t.app, { method: 'POST', url: '/api/notifications/read-all', headers });
  assert.deepEqual(all.json().resultData, { updated: 1 });
  assert.equal(await unread('hanbit_user'), 0);
});

test("another user's notification is not found; a seq that is not a positive integer is a 400", async () => {
  const [managers] = (await list('hanbit_manager')).json().resultData.items as Notification[];
  const headers = await as('hanbit_user');
  const theirs = await injectAjax(t.app, { method: 'POST', url: `/api/notifications/${managers!.seq}/read`, headers });
  assert.equal(theirs.statusCode, 404);
  assert.match(theirs.json().message, /알림/);
  for (const seq of ['abc', '0', '-1', '99999999999']) {
    const response = await injectAjax(t.app, { method: 'POST', url: `/api/notifications/${seq}/read`, headers });
    assert.equal(response.statusCode, 400, seq);
  }
  assert.equal(await unread('hanbit_manager'), 5, 'nothing of the manager changed');
});

test('bad query values are 400 with field errors', async () => {
  const response = await list('hanbit_user', '?unread=maybe&size=0');
  assert.equal(response.statusCode, 400);
  assert.deepEqual(
    response
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
    ['size', 'unread'],
  );
});
