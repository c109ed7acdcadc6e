import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { OptOut, OptOutBulkAnswer } from '@console/contracts/opt-outs';
import { createTestApp, injectAjax, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = async (loginId: string | null, method: Method, url: string, payload?: object, team = '1') => {
  const auth = loginId ? (await sharedLoginAs(t.app, loginId)).headers : { ajax: 'true' };
  return injectAjax(t.app, {
    method,
    url,
    headers: { ...auth, 'curr-team-seq': team },
    ...(payload ? { payload } : {}),
  });
};
const page = async (loginId: string, query = '', team = '1') => {
  const response = await call(loginId, 'GET', `/api/team/opt-outs${query}`, undefined, team);
  assert.equal(response.statusCode, 200, response.body);
  const data = response.json().resultData as { items: unknown[]; totalCount?: number; total?: number };
  return { ...data, items: data.items.map((item) => OptOut.parse(item)) };
};

test('a manager adds one number (hyphens allowed); the list finds it by any part; a second add is 409', async () => {
  const added = await call('hanbit_manager', 'POST', '/api/team/opt-outs', { phone: '010-2222-3333' });
  assert.equal(added.statusCode, 200, added.body);
  assert.deepEqual(added.json().resultData, { phone: '01022223333' });
  const found = await page('hanbit_user', '?q=2222-33');
  assert.deepEqual(
    found.items.map((o) => [o.phone, o.source]),
    [['01022223333', 'MANUAL']],
  );
  assert.equal((await page('hanbit_user', '?q=99999999')).items.length, 0);
  const twice = await call('hanbit_master', 'POST', '/api/team/opt-outs', { phone: '01022223333' });
  assert.equal(twice.statusCode, 409);
  // Another team has its own list.
  assert.equal((await page('hanbit_manager', '?q=22223333', '2')).items.length, 0);
});

test('one number is validated in Korean; the search term too', async () => {
  for (const phone of ['', '12345', '010-abcd-3333']) {
    const response = await call('hanbit_master', 'POST', '/api/team/opt-outs', { phone });
    assert.equal(response.statusCode, 400, phone);
    assert.deepEqual(
      response.json().errors.map((e: { field: string }) => e.field),
      ['phone'],
    );
  }
  assert.equal((await call('hanbit_master', 'GET', '/api/team/opt-outs?q=abc')).statusCode, 400);
  assert.equal((await call('hanbit_master', 'GET', '/api/team/opt-outs?size=1000')).statusCode, 400);
});

test('bulk: per-line errors, duplicates skipped and counted, the rest added as BULK', async () => {
  const text = ['010-3000-0001', '01030000002', '', 'not a number', '010-3000-0001', '01022223333', '12'].join('\n');
  const response = await call('hanbit_master', 'POST', '/api/team/opt-outs/bulk', { text });
  assert.equal(response.statusCode, 200, response.body);
  const answer = OptOutBulkAnswer.parse(response.json().resultData);
  assert.equal(answer.added, 2);
  assert.equal(answer.duplicates, 2);
  assert.deepEqual(
    answer.errors.map((e) => [e.line, e.value, e.message]),
    [
      [4, 'not a number', '올바른 전화번호 형식이 아니에요.'],
      [7, '12', '올바른 전화번호 형식이 아니에요.'],
    ],
  );
  assert.deepEqual(
    (await page('hanbit_user', '?q=3000000')).items.map((o) => o.source),
    ['BULK', 'BULK'],
  );
  const empty = await call('hanbit_master', 'POST', '/api/team/opt-outs/bulk', { text: '  \n ' });
  assert.deepEqual(
    empty.json().errors.map((e: { field: string }) => e.field),
    ['text'],
  );
  const tooMany = await call('hanbit_master', 'POST', '/api/team/opt-outs/bulk', {
    text: Array.from({ length: 10_001 }, (_, i) => `0101000${String(i).padStart(4, '0')}`).join('\n'),
  });
  assert.equal(tooMany.statusCode, 400);
});

test("isOptedOut answers which numbers of a send are on the team's list", async () => {
  await call('hanbit_master', 'POST', '/api/team/opt-outs', { phone: '01044445555' });
  const set = await t.app.optOuts.isOptedOut(1, ['01044445555', '01000000000', '01044445555']);
  assert.deepEqual([...set], ['01044445555']);
  assert.equal((await t.app.optOuts.isOptedOut(2, ['01044445555'])).size, 0);
  assert.equal((await t.app.optOuts.isOptedOut(1, [])).size, 0);
});

test('delete: masters and managers of the team only; then it is gone', async () => {
  await call('hanbit_master', 'POST', '/api/team/opt-outs', { phone: '01055556666' });
  const [entry] = (await page('hanbit_master', '?q=01055556666')).items;
  const url = `/api/team/opt-outs/${entry!.seq}`;
  assert.equal((await call('hanbit_user', 'DELETE', url)).statusCode, 455);
  assert.equal((await call('hanbit_master', 'DELETE', url, undefined, '4')).statusCode, 499);
  assert.equal((await call(null, 'DELETE', url)).statusCode, 401);
  assert.equal((await call('hanbit_manager', 'DELETE', url, undefined, '2')).statusCode, 404);
  assert.equal((await call('hanbit_master', 'DELETE', '/api/team/opt-outs/x')).statusCode, 400);
  assert.equal((await call('hanbit_master', 'DELETE', url)).statusCode, 200);
  assert.equal((await page('hanbit_master', '?q=01055556666')).items.length, 0);
});

test('permissions to add: a user gets 455, another team 499, no login 401; reading needs a team member', async () => {
  for (const url of ['/api/team/opt-outs', '/api/team/opt-outs/bulk']) {
    const payload = url.endsWith('bulk') ? { text: '01077770000' } : { phone: '01077770000' };
    assert.equal((await call('hanbit_user', 'POST', url, payload)).statusCode, 455);
    assert.equal((await call('hanbit_master', 'POST', url, payload, '4')).statusCode, 499);
    assert.equal((await call(null, 'POST', url, payload)).statusCode, 401);
  }
  assert.equal((await call('hanbit_master', 'GET', '/api/team/opt-outs', undefined, '4')).statusCode, 499);
  assert.equal((await call(null, 'GET', '/api/team/opt-outs')).statusCode, 401);
});

test('export: CSV of the (searched) list under a Korean file name', async () => {
  const response = await call('hanbit_user', 'GET', '/api/team/opt-outs/export?q=3000000');
  assert.equal(response.statusCode, 200);
  assert.match(response.headers['content-type'] as string, /^text\/csv/);
  assert.match(
    decodeURIComponent((response.headers['content-disposition'] as string).split("UTF-8''")[1] ?? ''),
    /^수신거부_마케팅팀_\d{8}\.csv$/,
  );
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines[0], '전화번호,등록 경로,등록일시');
  assert.equal(lines.length, 3);
  assert.match(lines[1]!, /^0103000000[12],일괄 등록,/);
  assert.equal((await call('hanbit_master', 'GET', '/api/team/opt-outs/export', undefined, '4')).statusCode, 499);
});
