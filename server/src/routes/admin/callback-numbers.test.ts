import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallbackNumberDetail } from '@console/contracts/messaging';
import { PDF_BYTES } from '../../../test-support/multipart-body';
import { multipartForm } from '../../../test-support/multipart-form';
import { createTestApp, injectAjax, sharedLoginAs, type TestApp } from '../../../test-support/test-app';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN, callbackReviewSimulatorSeconds: null });
});
after(() => t.close());

const headers = async (loginId: string, team = '1') => ({
  ...(await sharedLoginAs(t.app, loginId)).headers,
  'curr-team-seq': team,
});
const registerNumber = async (number: string) => {
  const form = multipartForm({ number, label: '심사 시험', relation: 'SELF_BUSINESS', declaration: 'true' }, [
    { field: 'subscription', name: 'proof.pdf', type: 'application/pdf', content: PDF_BYTES },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/team/callback-numbers',
    headers: { ...(await headers('hanbit_master')), ...form.headers },
    payload: form.payload,
  });
  return CallbackNumberDetail.parse(response.json().resultData);
};
const review = (seq: number | string, payload: object, token = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/callback-numbers/${seq}/review`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

test('the operator approves a pending number; a second decision is refused', async () => {
  const number = await registerNumber('01012120000');
  await t.app.jobs.runDueJobs();
  assert.equal(number.status, 'PENDING');
  const response = await review(number.seq, { decision: 'APPROVE' });
  assert.equal(response.statusCode, 200);
  const detail = CallbackNumberDetail.parse(response.json().resultData);
  assert.equal(detail.status, 'APPROVED');
  assert.ok(detail.decidedAt);
  assert.equal((await review(number.seq, { decision: 'REJECT', reason: '늦은 반려' })).statusCode, 409);
});

test("a rejection needs a reason; the reason reaches the detail and the team's inbox", async () => {
  const number = await registerNumber('01012120001');
  const noReason = await review(number.seq, { decision: 'REJECT' });
  assert.equal(noReason.statusCode, 400);
  assert.deepEqual(
    noReason.json().errors.map((e: { field: string }) => e.field),
    ['reason'],
  );
  assert.equal((await review(number.seq, { decision: 'MAYBE' })).statusCode, 400);
  const rejected = await review(number.seq, { decision: 'REJECT', reason: '서류의 명의가 달라요.' });
  const detail = CallbackNumberDetail.parse(rejected.json().resultData);
  assert.deepEqual([detail.status, detail.rejectReason], ['REJECTED', '서류의 명의가 달라요.']);
  assert.deepEqual(
    detail.history.map((h) => [h.kind, h.reason]),
    [
      ['SUBMITTED', null],
      ['REJECTED', '서류의 명의가 달라요.'],
    ],
  );
  const inbox = await t.app.inject({
    method: 'GET',
    url: '/api/notifications?size=50',
    headers: await headers('hanbit_manager'),
  });
  const mine = (inbox.json().resultData.items as { kind: string; body: string; link: string }[]).find(
    (n) => n.link === `/service/callback/${number.seq}`,
  );
  assert.equal(mine?.kind, 'CALLBACK_REJECTED');
  assert.match(mine?.body ?? '', /010-1212-0001/);
  assert.match(mine?.body ?? '', /서류의 명의가 달라요/);
});

test('the admin API needs the token and a known number', async () => {
  assert.equal((await review(1, { decision: 'APPROVE' }, 'wrong-token-0123456789')).statusCode, 401);
  assert.equal((await review(999_999, { decision: 'APPROVE' })).statusCode, 404);
  assert.equal((await review('abc', { decision: 'APPROVE' })).statusCode, 400);
});

test('masters and managers delete a number of their team; others cannot', async () => {
  const number = await registerNumber('01012120002');
  const del = async (loginId: string, team = '1') =>
    injectAjax(t.app, {
      method: 'DELETE',
      url: `/api/team/callback-numbers/${number.seq}`,
      headers: await headers(loginId, team),
    });
  assert.equal((await del('hanbit_user')).statusCode, 455);
  assert.equal((await del('hanbit_master', '4')).statusCode, 499);
  assert.equal(
    (
      await t.app.inject({
        method: 'DELETE',
        url: `/api/team/callback-numbers/${number.seq}`,
        headers: { ajax: 'true', 'curr-team-seq': '1' },
      })
    ).statusCode,
    401,
  );
  assert.equal((await del('hanbit_manager', '2')).statusCode, 404);
  assert.equal((await del('hanbit_manager')).statusCode, 200);
  assert.equal((await del('hanbit_manager')).statusCode, 404);
  const gone = await t.app.inject({
    method: 'GET',
    url: `/api/team/callback-numbers/${number.seq}`,
    headers: await headers('hanbit_user'),
  });
  assert.equal(gone.statusCode, 404);
});
