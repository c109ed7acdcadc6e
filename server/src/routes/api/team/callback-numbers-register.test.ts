import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallbackNumberDetail } from '@console/contracts/messaging';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../../test-support/multipart-body';
import { multipartForm } from '../../../../test-support/multipart-form';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ callbackReviewSimulatorSeconds: 0 });
});
after(() => t.close());

const SUBSCRIPTION = { field: 'subscription', name: '가입증명서.pdf', type: 'application/pdf', content: PDF_BYTES };
const fields = (over: Record<string, string> = {}) => ({
  number: '010-4321-8765',
  label: '고객센터 휴대폰',
  relation: 'SELF_BUSINESS',
  declaration: 'true',
  ...over,
});

const register = async (
  loginId: string | null,
  form: ReturnType<typeof multipartForm>,
  team = '1',
  url = '/api/team/callback-numbers',
) => {
  const auth = loginId ? (await sharedLoginAs(t.app, loginId)).headers : { ajax: 'true' };
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'curr-team-seq': team, ...form.headers },
    payload: form.payload,
  });
};
const get = async (loginId: string, url: string, team = '1') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(await sharedLoginAs(t.app, loginId)).headers, 'curr-team-seq': team },
  });
const errorFields = (response: { json(): { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((e) => e.field).sort();

test('a master registers a number with its document: PENDING, digits only, document and history listed', async () => {
  const response = await register('hanbit_master', multipartForm(fields(), [SUBSCRIPTION]));
  assert.equal(response.statusCode, 200, response.body);
  const detail = CallbackNumberDetail.parse(response.json().resultData);
  assert.deepEqual(
    [detail.number, detail.label, detail.status, detail.relation],
    ['01043218765', '고객센터 휴대폰', 'PENDING', 'SELF_BUSINESS'],
  );
  assert.deepEqual(
    detail.documents.map((d) => [d.kind, d.fileName, d.contentType, d.size]),
    [['SUBSCRIPTION', '가입증명서.pdf', 'application/pdf', PDF_BYTES.length]],
  );
  assert.deepEqual(
    detail.history.map((h) => h.kind),
    ['SUBMITTED'],
  );

  const again = await get('hanbit_user', `/api/team/callback-numbers/${detail.seq}`);
  assert.equal(again.statusCode, 200);
  const doc = await get(
    'hanbit_user',
    `/api/team/callback-numbers/${detail.seq}/documents/${detail.documents[0]!.seq}`,
  );
  assert.equal(doc.statusCode, 200);
  assert.equal(doc.headers['content-type'], 'application/pdf');
  assert.equal(doc.rawPayload.equals(PDF_BYTES), true);
});

test('the same number twice in a team is refused with 409; another team may have it', async () => {
  await register('hanbit_master', multipartForm(fields({ number: '0311234567' }), [SUBSCRIPTION]));
  const twice = await register('hanbit_manager', multipartForm(fields({ number: '031-123-4567' }), [SUBSCRIPTION]));
  assert.equal(twice.statusCode, 409);
  assert.match(twice.json().message, /이미 등록/);
  assert.equal(
    (await register('hanbit_master', multipartForm(fields({ number: '0311234567' }), [SUBSCRIPTION]), '2')).statusCode,
    200,
  );
});

test('each field is validated in Korean: number forms, label, relation, declaration', async () => {
  for (const number of ['0101234567', '1234', '019-12-345', '1577-12345', '02-12a-3456', '090-1234-5678']) {
    const response = await register('hanbit_master', multipartForm(fields({ number }), [SUBSCRIPTION]));
    assert.equal(response.statusCode, 400, number);
    assert.deepEqual(errorFields(response), ['number']);
    assert.equal(response.json().errors[0].message, '올바른 전화번호 형식이 아니에요.');
  }
  const response = await register(
    'hanbit_master',
    multipartForm({ number: '15881234', label: '', relation: 'FRIEND' }, [SUBSCRIPTION]),
  );
  assert.deepEqual(errorFields(response), ['declaration', 'label', 'relation']);
});

test('valid forms pass: representative, 0N0 and area-code numbers', async () => {
  for (const number of [
    '1588-4321',
    '1644-0000',
    '050-1234-5678',
    '070-1234-5678',
    '080-123-4567',
    '02-123-4567',
    '051-1234-5678',
  ]) {
    const response = await register('hanbit_master', multipartForm(fields({ number }), [SUBSCRIPTION]));
    assert.equal(response.statusCode, 200, `${number}: ${response.body}`);
  }
});

test('documents: required by relation, checked by their bytes and size', async () => {
  const missing = await register('hanbit_master', multipartForm(fields({ number: '01011112222' })));
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(errorFields(missing), ['subscription']);
  const employee = await register(
    'hanbit_master',
    multipartForm(fields({ number: '01011112222', relation: 'EMPLOYEE' }), [SUBSCRIPTION]),
  );
  assert.deepEqual(errorFields(employee), ['employment']);
  const third = await register(
    'hanbit_master',
    multipartForm(fields({ number: '01011112222', relation: 'THIRD_PARTY' }), [SUBSCRIPTION]),
  );
  assert.deepEqual(errorFields(third), ['consent']);
  const fake = await register(
    'hanbit_master',
    multipartForm(fields({ number: '01011112222' }), [
      { ...SUBSCRIPTION, name: 'a.pdf', content: Buffer.from('MZ not a pdf') },
    ]),
  );
  assert.equal(fake.statusCode, 400);
  assert.match(fake.json().errors[0].message, /PDF, JPG, PNG/);
  const big = await register(
    'hanbit_master',
    multipartForm(fields({ number: '01011112222' }), [
      { ...SUBSCRIPTION, content: Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]) },
    ]),
  );
  assert.equal(big.statusCode, 413);

  const ok = await register(
    'hanbit_master',
    multipartForm(fields({ number: '01011112222', relation: 'THIRD_PARTY' }), [
      SUBSCRIPTION,
      { field: 'consent', name: 'consent.png', type: 'image/png', content: PNG_BYTES },
      { field: 'employment', name: 'extra.jpg', type: 'image/jpeg', content: JPEG_BYTES },
    ]),
  );
  assert.equal(ok.statusCode, 200);
  assert.deepEqual(
    CallbackNumberDetail.parse(ok.json().resultData)
      .documents.map((d) => d.kind)
      .sort(),
    ['CONSENT', 'SUBSCRIPTION'],
  );
});

test('permissions: a user gets 455, another team 499, no login 401', async () => {
  assert.equal(
    (await register('hanbit_user', multipartForm(fields({ number: '01099990000' }), [SUBSCRIPTION]))).statusCode,
    455,
  );
  assert.equal(
    (await register('hanbit_master', multipartForm(fields({ number: '01099990000' }), [SUBSCRIPTION]), '4')).statusCode,
    499,
  );
  assert.equal(
    (await register(null, multipartForm(fields({ number: '01099990000' }), [SUBSCRIPTION]))).statusCode,
    401,
  );
  assert.equal((await get('hanbit_master', '/api/team/callback-numbers/1', '4')).statusCode, 499);
  assert.equal((await get('saessak_master', '/api/team/callback-numbers/1', '4')).statusCode, 404);
});

test('the dev reviewer approves after the configured delay and the team is notified', async () => {
  const created = CallbackNumberDetail.parse(
    (await register('hanbit_master', multipartForm(fields({ number: '01077778888' }), [SUBSCRIPTION]))).json()
      .resultData,
  );
  await t.app.jobs.runDueJobs();
  const detail = CallbackNumberDetail.parse(
    (await get('hanbit_user', `/api/team/callback-numbers/${created.seq}`)).json().resultData,
  );
  assert.equal(detail.status, 'APPROVED');
  assert.deepEqual(
    detail.history.map((h) => h.kind),
    ['SUBMITTED', 'APPROVED'],
  );
  const inbox = await get('hanbit_user', '/api/notifications?size=50');
  const kinds = (inbox.json().resultData.items as { kind: string; link: string }[]).filter(
    (n) => n.link === `/service/callback/${created.seq}`,
  );
  assert.deepEqual(
    kinds.map((n) => n.kind),
    ['CALLBACK_APPROVED'],
  );
});

test('a label with 반려 is rejected by the dev reviewer; resubmission with new documents goes back to PENDING', async () => {
  const created = CallbackNumberDetail.parse(
    (
      await register(
        'hanbit_master',
        multipartForm(fields({ number: '01066665555', label: '반려 시험' }), [SUBSCRIPTION]),
      )
    ).json().resultData,
  );
  const early = await register(
    'hanbit_master',
    multipartForm({ declaration: 'true' }, [SUBSCRIPTION]),
    '1',
    `/api/team/callback-numbers/${created.seq}/resubmit`,
  );
  assert.equal(early.statusCode, 409);
  await t.app.jobs.runDueJobs();
  const rejected = CallbackNumberDetail.parse(
    (await get('hanbit_master', `/api/team/callback-numbers/${created.seq}`)).json().resultData,
  );
  assert.equal(rejected.status, 'REJECTED');
  assert.match(rejected.rejectReason ?? '', /명의/);

  const url = `/api/team/callback-numbers/${created.seq}/resubmit`;
  assert.deepEqual(errorFields(await register('hanbit_master', multipartForm({}, [SUBSCRIPTION]), '1', url)), [
    'declaration',
  ]);
  assert.deepEqual(errorFields(await register('hanbit_master', multipartForm({ declaration: 'true' }), '1', url)), [
    'subscription',
  ]);
  assert.equal(
    (await register('hanbit_user', multipartForm({ declaration: 'true' }, [SUBSCRIPTION]), '1', url)).statusCode,
    455,
  );
  const again = await register(
    'hanbit_master',
    multipartForm({ declaration: 'true' }, [
      { ...SUBSCRIPTION, name: 'new.jpg', type: 'image/jpeg', content: JPEG_BYTES },
    ]),
    '1',
    url,
  );
  assert.equal(again.statusCode, 200);
  const detail = CallbackNumberDetail.parse(again.json().resultData);
  assert.deepEqual([detail.status, detail.rejectReason], ['PENDING', null]);
  assert.deepEqual(
    detail.history.map((h) => h.kind),
    ['SUBMITTED', 'REJECTED', 'RESUBMITTED'],
  );
  assert.equal(detail.documents.length, 2);
  assert.equal(detail.documents[0]!.fileName, 'new.jpg');
});

test('demo numbers carry their document and review history, and team 1 has a demo opt-out list', async () => {
  const list = await get('hanbit_user', '/api/team/callback-numbers?status=REJECTED');
  const rejected = (list.json().resultData.items as { seq: number }[])[0]!;
  const detail = CallbackNumberDetail.parse(
    (await get('hanbit_user', `/api/team/callback-numbers/${rejected.seq}`)).json().resultData,
  );
  assert.deepEqual(
    detail.history.map((h) => h.kind),
    ['SUBMITTED', 'REJECTED'],
  );
  assert.equal(detail.history[1]!.reason, detail.rejectReason);
  assert.deepEqual(
    detail.documents.map((d) => d.kind),
    ['SUBSCRIPTION'],
  );
  const optOuts = await get('hanbit_user', '/api/team/opt-outs');
  assert.equal(optOuts.json().resultData.total, 5);
});
