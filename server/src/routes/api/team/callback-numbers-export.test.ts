import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const exportOf = async (loginId: string, team: string | undefined, query = '') => {
  const { headers } = await sharedLoginAs(t.app, loginId);
  return t.app.inject({
    method: 'GET',
    url: `/api/team/callback-numbers/export${query}`,
    headers: team === undefined ? headers : { ...headers, 'curr-team-seq': team },
  });
};

test("a member downloads the team's numbers as CSV under a Korean file name", async () => {
  const response = await exportOf('hanbit_user', '1');
  assert.equal(response.statusCode, 200);
  assert.match(response.headers['content-type'] as string, /^text\/csv; charset=utf-8/);
  const disposition = response.headers['content-disposition'] as string;
  const name = decodeURIComponent(disposition.split("UTF-8''")[1] ?? '');
  assert.match(name, /^발신번호_마케팅팀_\d{8}\.csv$/);
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines[0], '발신번호,이름,심사 상태,반려 사유,신청일시,처리일시');
  assert.equal(lines.length, 1 + 8);
});

test("the export keeps the list's status filter and validates it", async () => {
  const pending = await exportOf('hanbit_master', '1', '?status=PENDING');
  assert.equal(pending.body.trim().split('\r\n').length, 1 + 2);
  assert.equal((await exportOf('hanbit_master', '1', '?status=MAYBE')).statusCode, 400);
});

test('the export is team-scoped like the list', async () => {
  assert.equal((await exportOf('hanbit_user', '2')).statusCode, 499);
  assert.equal((await exportOf('hanbit_user', undefined)).statusCode, 400);
  assert.equal(
    (await t.app.inject({ method: 'GET', url: '/api/team/callback-numbers/export', headers: { 'curr-team-seq': '1' } }))
      .statusCode,
    401,
  );
});
