import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CallbackNumber } from '@console/contracts/messaging';
import { createTestApp, loginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const list = async (loginId: string, team: string | undefined, query = '') => {
  const { headers } = await loginAs(t.app, loginId);
  return t.app.inject({
    method: 'GET',
    url: `/api/team/callback-numbers${query}`,
    headers: team === undefined ? headers : { ...headers, 'curr-team-seq': team },
  });
};

test('any member reads the numbers of the Curr-Team-Seq team', async () => {
  const response = await list('hanbit_user', '1');
  assert.equal(response.statusCode, 200);
  const page = response.json().resultData;
  assert.equal(page.total, 8);
  const numbers = page.items.map((item: unknown) => CallbackNumber.parse(item));
  assert.deepEqual(new Set(numbers.map((n: CallbackNumber) => n.status)), new Set(['APPROVED', 'PENDING', 'REJECTED']));
  assert.ok(numbers.filter((n: CallbackNumber) => n.status === 'REJECTED').every((n: CallbackNumber) => n.rejectReason && /[가-힣]/.test(n.rejectReason)));
  assert.ok(numbers.some((n: CallbackNumber) => n.number.startsWith('02')));
  assert.ok(numbers.some((n: CallbackNumber) => n.number.startsWith('1588')));
});

test('the status filter and paging', async () => {
  const pending = (await list('hanbit_master', '1', '?status=PENDING')).json().resultData;
  assert.equal(pending.total, 2);
  const page = (await list('hanbit_master', '1', '?size=3&page=3')).json().resultData;
  assert.equal(page.items.length, 2);
  assert.equal((await list('hanbit_master', '2')).json().resultData.total, 3);
});

test('Curr-Team-Seq missing or not an integer is 400; a team of another business is 499', async () => {
  assert.equal((await list('hanbit_master', undefined)).statusCode, 400);
  const notInteger = await list('hanbit_master', 'abc');
  assert.equal(notInteger.statusCode, 400);
  assert.equal(notInteger.json().errors[0].field, 'Curr-Team-Seq');
  assert.equal((await list('hanbit_master', '1.5')).statusCode, 400);
  const otherBusiness = await list('hanbit_master', '4');
  assert.equal(otherBusiness.statusCode, 499);
  assert.equal(otherBusiness.json().resultCode, 4990);
  assert.equal((await list('hanbit_master', '99999')).statusCode, 499);
  assert.equal((await list('hanbit_master', '99999999999')).statusCode, 499, 'beyond the integer column: still no such team');
  assert.equal((await list('hanbit_master', '-1')).statusCode, 499);
  assert.equal((await list('hanbit_user', '2')).statusCode, 499, 'same business, not a member');
});

test('an invalid status filter is 400', async () => {
  assert.equal((await list('hanbit_master', '1', '?status=DONE')).statusCode, 400);
});
