import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BizFileState, BusinessInfo } from '@console/contracts/business';
import { PDF_BYTES, PNG_BYTES, multipartBody } from '../../../../test-support/multipart-body';
import { createTestApp, injectAjax, loginAs, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: 'test-admin-token-0123456789', verifySimulatorSeconds: 30 });
});
after(() => t.close());

const headersOf = async (loginId: string) => (await sharedLoginAs(t.app, loginId)).headers;
const getBusiness = async (loginId: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/business', headers: await headersOf(loginId) });
const putBusiness = async (loginId: string, payload: unknown) =>
  injectAjax(t.app, {
    method: 'PUT',
    url: '/api/account/business',
    headers: await headersOf(loginId),
    payload: payload as object,
  });
const upload = async (loginId: string, file: Parameters<typeof multipartBody>[0]) => {
  const body = multipartBody(file);
  return injectAjax(t.app, {
    method: 'POST',
    url: '/api/account/biz-file',
    headers: { ...(await headersOf(loginId)), ...body.headers },
    payload: body.payload,
  });
};
const admin = (url: string, payload?: object, token = 'test-admin-token-0123456789') =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const bizSeqOf = async (loginId: string) => (await getBusiness(loginId)).json().resultData.bizSeq as number;

test('every member reads the business with its verification and file state', async () => {
  for (const loginId of ['hanbit_master', 'hanbit_manager', 'hanbit_user']) {
    const info = BusinessInfo.parse((await getBusiness(loginId)).json().resultData);
    assert.equal(info.name, '(주)한빛커머스');
    assert.equal(info.registrationNumber, '2208112341');
    assert.equal(info.representative, '김한빛');
    assert.match(info.address, /테헤란로/);
    assert.equal(info.verified, true);
    assert.ok(info.verificationDate);
    assert.equal(info.providerApprove, null);
    assert.equal(info.bizFile.status, 'APPROVED');
  }
  const unverified = BusinessInfo.parse((await getBusiness('saessak_master')).json().resultData);
  assert.deepEqual(
    [unverified.verified, unverified.verificationDate, unverified.bizFile.status],
    [false, null, 'NONE'],
  );
  const provider = BusinessInfo.parse((await getBusiness('linkcall_master')).json().resultData);
  assert.deepEqual([provider.type, provider.providerApprove], ['VALUE_ADDED_PROVIDER', 'N']);
});

test('the master edits name, representative and address; the number and type stay', async () => {
  const response = await putBusiness('hanbit_master', {
    name: ' (주)한빛커머스 ',
    representative: '김한빛',
    address: '서울특별시 강남구 테헤란로 456',
    registrationNumber: '1058612348',
    type: 'VALUE_ADDED_PROVIDER',
  });
  assert.equal(response.statusCode, 200);
  const info = BusinessInfo.parse(response.json().resultData);
  assert.deepEqual(
    [info.name, info.address, info.registrationNumber, info.type],
    ['(주)한빛커머스', '서울특별시 강남구 테헤란로 456', '2208112341', 'NORMAL'],
  );
});

test('business edits are validated field by field in Korean', async () => {
  const response = await putBusiness('hanbit_master', { name: '', representative: 'x'.repeat(31), address: '  ' });
  assert.equal(response.statusCode, 400);
  const errors = response.json().errors as { field: string; message: string }[];
  assert.deepEqual(errors.map((e) => e.field).sort(), ['address', 'name', 'representative']);
  assert.ok(errors.every((e) => /[가-힣]/.test(e.message)));
});

test('only the master may edit: a manager and a user get 455', async () => {
  for (const loginId of ['hanbit_manager', 'hanbit_user']) {
    assert.equal(
      (await putBusiness(loginId, { name: '바꿈', representative: '바꿈', address: '바꿈' })).statusCode,
      455,
    );
  }
  assert.equal(BusinessInfo.parse((await getBusiness('hanbit_user')).json().resultData).name, '(주)한빛커머스');
});

test('an upload is checked by its bytes: a text file named .pdf is refused', async () => {
  const response = await upload('saessak_master', {
    name: 'fake.pdf',
    type: 'application/pdf',
    content: Buffer.from('MZ this is not a pdf'),
  });
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().errors[0].field, 'file');
  assert.match(response.json().message, /PDF, JPG, PNG/);
});

test('an empty file, a missing file and a wrong field are 400s on "file"', async () => {
  const empty = await upload('saessak_master', {
    name: 'empty.pdf',
    type: 'application/pdf',
    content: Buffer.alloc(0),
  });
  assert.equal(empty.statusCode, 400);
  const wrongField = await upload('saessak_master', {
    field: 'document',
    name: 'a.pdf',
    type: 'application/pdf',
    content: PDF_BYTES,
  });
  assert.equal(wrongField.statusCode, 400);
  const json = await injectAjax(t.app, {
    method: 'POST',
    url: '/api/account/biz-file',
    headers: await headersOf('saessak_master'),
    payload: {},
  });
  assert.equal(json.statusCode, 400);
  for (const response of [empty, wrongField, json]) assert.equal(response.json().errors[0].field, 'file');
});

test('a file over 10 MB is refused with 413 and nothing is stored', async () => {
  const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024 + 1)]);
  const response = await upload('saessak_master', { name: 'big.pdf', type: 'application/pdf', content: big });
  assert.equal(response.statusCode, 413);
  assert.match(response.json().message, /10MB/);
  const state = (
    await t.app.inject({ method: 'GET', url: '/api/account/biz-file', headers: await headersOf('saessak_master') })
  ).json().resultData;
  assert.equal(state.status, 'NONE');
});

test('the master uploads a PNG: PENDING, one at a time, and a verified business cannot upload', async () => {
  const response = await upload('saessak_master', {
    name: '../../사업자등록증.png',
    type: 'image/png',
    content: PNG_BYTES,
  });
  assert.equal(response.statusCode, 200);
  const state = BizFileState.parse(response.json().resultData);
  assert.deepEqual([state.status, state.fileName, state.rejectReason], ['PENDING', '사업자등록증.png', null]);
  const [stored] = await t.app.db.query<{ content_type: string; size_bytes: number }>(
    "SELECT content_type, size_bytes FROM business_files WHERE file_name = '사업자등록증.png'",
  );
  assert.deepEqual(stored, { content_type: 'image/png', size_bytes: PNG_BYTES.length });
  const again = await upload('saessak_master', { name: 'again.pdf', type: 'application/pdf', content: PDF_BYTES });
  assert.equal(again.statusCode, 409);
  assert.match(again.json().message, /심사 중/);
  const verified = await upload('hanbit_master', { name: 'x.pdf', type: 'application/pdf', content: PDF_BYTES });
  assert.equal(verified.statusCode, 409);
  for (const loginId of ['hanbit_manager', 'hanbit_user']) {
    assert.equal(
      (await upload(loginId, { name: 'x.pdf', type: 'application/pdf', content: PDF_BYTES })).statusCode,
      455,
    );
  }
});

test('admin calls need the ADMIN_TOKEN bearer and a real bizSeq', async () => {
  const bizSeq = await bizSeqOf('saessak_master');
  assert.equal(
    (await admin(`/admin/api/businesses/${bizSeq}/verification`, { decision: 'APPROVE' }, 'wrong-token')).statusCode,
    401,
  );
  assert.equal(
    (
      await t.app.inject({
        method: 'POST',
        url: `/admin/api/businesses/${bizSeq}/verification`,
        payload: { decision: 'APPROVE' },
      })
    ).statusCode,
    401,
  );
  assert.equal((await admin('/admin/api/businesses/abc/verification', { decision: 'APPROVE' })).statusCode, 400);
  assert.equal((await admin('/admin/api/businesses/99999/verification', { decision: 'APPROVE' })).statusCode, 404);
  const noReason = await admin(`/admin/api/businesses/${bizSeq}/verification`, { decision: 'REJECT' });
  assert.equal(noReason.statusCode, 400);
  assert.equal(noReason.json().errors[0].field, 'reason');
  assert.equal((await admin(`/admin/api/businesses/${bizSeq}/verification`, { decision: 'MAYBE' })).statusCode, 400);
  // A user's bearer token is not an admin token.
  const userToken = (await sharedLoginAs(t.app, 'hanbit_master')).token;
  assert.equal(
    (await admin(`/admin/api/businesses/${bizSeq}/verification`, { decision: 'APPROVE' }, userToken)).statusCode,
    401,
  );
});

test('the operator downloads the file under review', async () => {
  const response = await admin(`/admin/api/businesses/${await bizSeqOf('saessak_master')}/biz-file`);
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'image/png');
  assert.match(String(response.headers['content-disposition']), /filename\*=UTF-8''/);
  assert.deepEqual(response.rawPayload, PNG_BYTES);
});

test('a rejection keeps the business unverified, says why, and notifies its users; then a new file can go up', async () => {
  const bizSeq = await bizSeqOf('saessak_master');
  const response = await admin(`/admin/api/businesses/${bizSeq}/verification`, {
    decision: 'REJECT',
    reason: '사업자등록증이 흐려서 읽을 수 없어요.',
  });
  assert.equal(response.statusCode, 200);
  const info = BusinessInfo.parse(response.json().resultData);
  assert.deepEqual(
    [info.verified, info.bizFile.status, info.bizFile.rejectReason],
    [false, 'REJECTED', '사업자등록증이 흐려서 읽을 수 없어요.'],
  );
  const inbox = (
    await t.app.inject({ method: 'GET', url: '/api/notifications', headers: await headersOf('saessak_master') })
  ).json().resultData;
  assert.equal(inbox.items[0].kind, 'VERIFICATION_REJECTED');
  assert.match(inbox.items[0].body, /흐려서/);
  assert.equal(inbox.items[0].link, '/account/info/biz');
  // Nothing pending any more: a second decision is a 409.
  assert.equal((await admin(`/admin/api/businesses/${bizSeq}/verification`, { decision: 'APPROVE' })).statusCode, 409);
  assert.equal(
    (await upload('saessak_master', { name: '다시.pdf', type: 'application/pdf', content: PDF_BYTES })).statusCode,
    200,
  );
});

test('an approval verifies the business with a verificationDate the session sees, and notifies', async () => {
  const bizSeq = await bizSeqOf('saessak_master');
  const response = await admin(`/admin/api/businesses/${bizSeq}/verification`, { decision: 'APPROVE' });
  assert.equal(response.statusCode, 200);
  const info = BusinessInfo.parse(response.json().resultData);
  assert.deepEqual([info.verified, info.bizFile.status], [true, 'APPROVED']);
  assert.ok(Date.now() - Date.parse(info.verificationDate!) < 60_000);
  const { cookie } = await loginAs(t.app, 'saessak_master');
  const session = (await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } })).json()
    .resultData;
  assert.deepEqual([session.user.verified, session.user.verificationDate], [true, info.verificationDate]);
  const status = await t.app.inject({
    method: 'GET',
    url: '/async/account/verify/status',
    headers: await headersOf('saessak_master'),
  });
  assert.equal(status.json().resultData.code, 1000);
  const inbox = (
    await t.app.inject({
      method: 'GET',
      url: '/api/notifications?unread=true',
      headers: await headersOf('saessak_master'),
    })
  ).json().resultData;
  assert.equal(inbox.items[0].kind, 'VERIFICATION_APPROVED');
});

test('the dev reviewer approves a pending file when its job is due, and rejects one named 반려', async () => {
  // A fresh unverified business: take linkcall's and reset it.
  const bizSeq = await bizSeqOf('linkcall_master');
  await t.app.db.query('UPDATE businesses SET verified_at = NULL WHERE biz_seq = $1', [bizSeq]);
  assert.equal(
    (await upload('linkcall_master', { name: '반려될_서류.pdf', type: 'application/pdf', content: PDF_BYTES }))
      .statusCode,
    200,
  );
  await t.app.jobs.runDueJobs();
  assert.equal(
    BusinessInfo.parse((await getBusiness('linkcall_master')).json().resultData).bizFile.status,
    'PENDING',
    'not due yet',
  );
  await t.app.db.query("UPDATE jobs SET run_at = now() WHERE kind = 'biz-file.simulated-review' AND done_at IS NULL");
  await t.app.jobs.runDueJobs();
  let info = BusinessInfo.parse((await getBusiness('linkcall_master')).json().resultData);
  assert.deepEqual([info.verified, info.bizFile.status], [false, 'REJECTED']);
  assert.match(info.bizFile.rejectReason ?? '', /사업자 정보와 달라요/);

  assert.equal(
    (await upload('linkcall_master', { name: '사업자등록증.pdf', type: 'application/pdf', content: PDF_BYTES }))
      .statusCode,
    200,
  );
  await t.app.db.query("UPDATE jobs SET run_at = now() WHERE kind = 'biz-file.simulated-review' AND done_at IS NULL");
  await t.app.jobs.runDueJobs();
  info = BusinessInfo.parse((await getBusiness('linkcall_master')).json().resultData);
  assert.deepEqual([info.verified, info.bizFile.status], [true, 'APPROVED']);
});

test('the dev reviewer leaves a file the operator decided first alone', async () => {
  const bizSeq = await bizSeqOf('linkcall_master');
  await t.app.db.query('UPDATE businesses SET verified_at = NULL WHERE biz_seq = $1', [bizSeq]);
  assert.equal(
    (await upload('linkcall_master', { name: '세 번째.pdf', type: 'application/pdf', content: PDF_BYTES })).statusCode,
    200,
  );
  await admin(`/admin/api/businesses/${bizSeq}/verification`, { decision: 'REJECT', reason: '직인이 없어요.' });
  await t.app.db.query("UPDATE jobs SET run_at = now() WHERE kind = 'biz-file.simulated-review' AND done_at IS NULL");
  await t.app.jobs.runDueJobs();
  const info = BusinessInfo.parse((await getBusiness('linkcall_master')).json().resultData);
  assert.deepEqual([info.verified, info.bizFile.rejectReason], [false, '직인이 없어요.']);
});

test("the operator confirms a value-added provider's contract once; a normal business has none", async () => {
  const provider = await bizSeqOf('linkcall_master');
  const response = await admin(`/admin/api/businesses/${provider}/provider-contract`, {});
  assert.equal(response.statusCode, 200);
  assert.equal(BusinessInfo.parse(response.json().resultData).providerApprove, 'Y');
  assert.equal((await admin(`/admin/api/businesses/${provider}/provider-contract`, {})).statusCode, 409);
  assert.equal(
    (await admin(`/admin/api/businesses/${await bizSeqOf('hanbit_master')}/provider-contract`, {})).statusCode,
    409,
  );
  const approve = await t.app.inject({
    method: 'GET',
    url: '/async/account/info/provider-approve',
    headers: await headersOf('linkcall_master'),
  });
  assert.equal(approve.json().resultData, 'Y');
  const inbox = (
    await t.app.inject({ method: 'GET', url: '/api/notifications', headers: await headersOf('linkcall_master') })
  ).json().resultData;
  assert.equal(inbox.items[0].kind, 'PROVIDER_APPROVED');
});

test('without ADMIN_TOKEN on the server the admin calls are refused', async () => {
  const other = await createTestApp({ adminToken: undefined });
  try {
    const response = await other.app.inject({
      method: 'POST',
      url: '/admin/api/businesses/1/verification',
      headers: { authorization: 'Bearer anything-at-all-123' },
      payload: { decision: 'APPROVE' },
    });
    assert.equal(response.statusCode, 403);
    assert.match(response.json().message, /ADMIN_TOKEN/);
  } finally {
    await other.close();
  }
});
