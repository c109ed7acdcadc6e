import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Notice, NoticeSummary } from '@console/contracts/brand';
import { PriceTable, PRICES_KRW } from '@console/contracts/billing';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

test('notices are public, pinned first, then newest, 10 per page', async () => {
  const response = await get('/api/brand/notices');
  assert.equal(response.statusCode, 200);
  const page = response.json().resultData;
  assert.equal(page.total, 25);
  assert.equal(page.items.length, 10);
  const items = page.items.map((item: unknown) => NoticeSummary.parse(item));
  assert.deepEqual(
    items.slice(0, 3).map((n: NoticeSummary) => n.pinned),
    [true, true, false],
  );
  const dates = items.slice(2).map((n: NoticeSummary) => Date.parse(n.publishedAt));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  assert.equal((await get('/api/brand/notices?page=3')).json().resultData.items.length, 5);
});

test('q searches titles and bodies; LIKE wildcards are literal', async () => {
  const found = (await get(`/api/brand/notices?q=${encodeURIComponent('점검')}`)).json().resultData;
  assert.equal(found.total, 2);
  assert.ok(found.items.every((n: NoticeSummary) => n.title.includes('점검')));
  assert.equal((await get('/api/brand/notices?q=%25')).json().resultData.total, 0);
});

test('bad paging is 400', async () => {
  assert.equal((await get('/api/brand/notices?size=500')).statusCode, 400);
  assert.equal((await get('/api/brand/notices?page=-1')).statusCode, 400);
});

test('one notice with its body; unknown or non-integer seq is a JSON 404', async () => {
  const first = (await get('/api/brand/notices')).json().resultData.items[0];
  const notice = Notice.parse((await get(`/api/brand/notices/${first.seq}`)).json().resultData);
  assert.equal(notice.title, first.title);
  assert.ok(notice.body.length > 10);
  for (const seq of ['99999', 'abc', '1.5', '0', '99999999999999']) {
    const response = await get(`/api/brand/notices/${seq}`);
    assert.equal(response.statusCode, 404, seq);
    assert.equal(response.json().resultCode, 4040);
    assert.match(response.json().message, /공지사항/);
  }
});

test('the public price table follows PRICES_KRW and VAT_RATE', async () => {
  const table = PriceTable.parse((await get('/api/billing/prices')).json().resultData);
  assert.equal(table.rows.length, Object.keys(PRICES_KRW).length);
  assert.deepEqual(
    table.rows.find((row) => row.type === 'SMS'),
    { type: 'SMS', channel: 'SMS', priceKrw: 13, priceWithVatKrw: 14.3 },
  );
  assert.equal(table.rows.find((row) => row.type === 'ALIMTALK')?.channel, 'KAKAO');
  assert.equal(table.rows.find((row) => row.type === 'RCS_MMS')?.channel, 'RCS');
  // E-mail is on the list (DOMAIN.md "E-mail": 1 KRW per delivered e-mail), in a channel of its own.
  assert.deepEqual(
    table.rows.find((row) => row.type === 'EMAIL'),
    { type: 'EMAIL', channel: 'EMAIL', priceKrw: 1, priceWithVatKrw: 1.1 },
  );
});
