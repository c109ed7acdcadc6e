import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { RcsBrand, RcsTemplateDetail } from '@console/contracts/rcs';
import { PNG_BYTES } from '../../../test-support/multipart-body';
import { multipartForm } from '../../../test-support/multipart-form';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../test-support/test-app';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN, rcsReviewSimulatorSeconds: null });
});
after(() => t.close());

const headers = async (loginId: string, team: string) => ({
  ...(await sharedLoginAs(t.app, loginId)).headers,
  'curr-team-seq': team,
});
const review = (what: 'brands' | 'templates', seq: number | string, payload: object, token = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/rcs/${what}/${seq}/review`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const newTemplate = async (name: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/team/rcs/templates',
    headers: await headers('hanbit_master', '1'),
    payload: { name, kind: 'TEXT', body: '주문이 접수되었어요.', buttons: [] },
  });
  return RcsTemplateDetail.parse(response.json().resultData);
};
const inboxOf = async (loginId: string, team: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/notifications?size=50', headers: await headers(loginId, team) })
  ).json().resultData.items as { kind: string; body: string; link: string }[];

test('the operator approves a template in review (no simulator job ran); a second decision is refused', async () => {
  const template = await newTemplate('주문 접수');
  await t.app.jobs.runDueJobs();
  assert.equal((await t.app.rcs.template(1, template.seq))?.status, 'REVIEW');
  const response = await review('templates', template.seq, { decision: 'APPROVE' });
  assert.equal(response.statusCode, 200, response.body);
  const detail = RcsTemplateDetail.parse(response.json().resultData);
  assert.equal(detail.status, 'APPROVED');
  assert.ok(detail.decidedAt);
  assert.equal((await review('templates', template.seq, { decision: 'REJECT', reason: '늦은 반려' })).statusCode, 409);
});

test("a rejection needs a reason; the reason reaches the detail and the team's inbox", async () => {
  const template = await newTemplate('주문 접수 2');
  const noReason = await review('templates', template.seq, { decision: 'REJECT' });
  assert.equal(noReason.statusCode, 400);
  assert.deepEqual(
    noReason.json().errors.map((e: { field: string }) => e.field),
    ['reason'],
  );
  const rejected = RcsTemplateDetail.parse(
    (await review('templates', template.seq, { decision: 'REJECT', reason: '문구가 모호해요.' })).json().resultData,
  );
  assert.deepEqual([rejected.status, rejected.rejectReason], ['REJECTED', '문구가 모호해요.']);
  assert.deepEqual(
    rejected.history.map((h) => [h.kind, h.reason]),
    [
      ['SUBMITTED', null],
      ['REJECTED', '문구가 모호해요.'],
    ],
  );
  const mine = (await inboxOf('hanbit_user', '1')).find(
    (n) => n.link === `/console/team/1/rcs/template/${template.seq}`,
  );
  assert.equal(mine?.kind, 'RCS_REJECTED');
  assert.match(mine?.body ?? '', /주문 접수 2.*문구가 모호해요/s);
});

test('the operator reviews a brand', async () => {
  const form = multipartForm({ name: '새싹상점', description: '동네 꽃집이에요.' }, [
    { field: 'logo', name: 'logo.png', type: 'image/png', content: PNG_BYTES },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/team/rcs/brand',
    headers: { ...(await headers('saessak_master', '4')), ...form.headers },
    payload: form.payload,
  });
  const brand = RcsBrand.parse(created.json().resultData);
  const rejected = await review('brands', brand.seq, { decision: 'REJECT', reason: '로고가 흐려요.' });
  assert.equal(rejected.statusCode, 200, rejected.body);
  assert.deepEqual(
    [RcsBrand.parse(rejected.json().resultData).status, RcsBrand.parse(rejected.json().resultData).rejectReason],
    ['REJECTED', '로고가 흐려요.'],
  );
  assert.equal((await review('brands', brand.seq, { decision: 'APPROVE' })).statusCode, 409);
  assert.equal(
    (await inboxOf('saessak_master', '4')).find((n) => n.link === '/console/team/4/rcs/template')?.kind,
    'RCS_REJECTED',
  );
});

test('the admin API needs the token and a known brand or template', async () => {
  assert.equal((await review('templates', 1, { decision: 'APPROVE' }, 'wrong-token-0123456789')).statusCode, 401);
  assert.equal((await review('brands', 1, { decision: 'APPROVE' }, 'wrong-token-0123456789')).statusCode, 401);
  assert.equal((await review('templates', 999_999, { decision: 'APPROVE' })).statusCode, 404);
  assert.equal((await review('brands', 999_999, { decision: 'APPROVE' })).statusCode, 404);
  assert.equal((await review('brands', 'abc', { decision: 'APPROVE' })).statusCode, 400);
  assert.equal((await review('templates', 1, { decision: 'MAYBE' })).statusCode, 400);
});
