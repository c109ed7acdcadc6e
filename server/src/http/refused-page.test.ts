import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('a page refused for its address answers a Korean HTML page; the API keeps its JSON envelope', async () => {
  for (const url of ['/brand/service/%ED%A0%80', '/%ED%A0%80', '/brand/policy/%ED%A0%80']) {
    const page = await t.app.inject({ method: 'GET', url });
    assert.ok(page.statusCode >= 400 && page.statusCode < 500, `${url}: ${page.statusCode}`);
    assert.match(String(page.headers['content-type']), /^text\/html/, url);
    assert.match(page.body, /<h1>페이지를 열 수 없어요<\/h1>/, url);
    assert.doesNotMatch(page.body, /<script/, url);
  }
  const api = await t.app.inject({ method: 'GET', url: '/api/stats/sms/%ED%A0%80' });
  assert.equal(api.statusCode, 400);
  assert.match(String(api.headers['content-type']), /^application\/json/);
  assert.equal(typeof api.json().resultCode, 'number');
});
