import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildTestJpeg } from '@console/contracts/test-jpeg';
import { insertApiKey } from '../../../../test-support/api-key-fixture';
import { multipartBody } from '../../../../test-support/multipart-body';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
const keys: Record<string, string> = {};
before(async () => {
  t = await createTestApp();
  for (const teamSeq of [1, 2]) keys[`team${teamSeq}`] = await insertApiKey(t.app.db, teamSeq, { name: '쇼핑몰' });
});
after(() => t.close());

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

test("an MMS image uploaded with the key is read back byte for byte as JPEG; another team's or an unknown id is not found", async () => {
  const content = Buffer.from(buildTestJpeg({ width: 120, height: 90, shade: 77 }));
  const body = multipartBody({ field: 'image', name: 'coupon.jpg', type: 'image/jpeg', content });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/public/v1/message-images',
    headers: { ...auth(keys.team1!), ...body.headers },
    payload: body.payload,
  });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const { imageId } = uploaded.json().resultData;

  const back = await t.app.inject({
    method: 'GET',
    url: `/api/public/v1/message-images/${imageId}`,
    headers: auth(keys.team1!),
  });
  assert.equal(back.statusCode, 200);
  assert.equal(back.headers['content-type'], 'image/jpeg');
  assert.equal(back.headers['content-length'], String(content.length));
  assert.match(back.headers['cache-control'] as string, /^private, max-age=\d+/);
  assert.deepEqual(back.rawPayload, content);

  for (const [key, id] of [
    [keys.team2!, imageId],
    [keys.team1!, 999_999],
  ] as const) {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/public/v1/message-images/${id}`,
      headers: auth(key),
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, '이미지를 찾을 수 없어요.');
  }
  for (const bad of ['abc', '-1', '2147483648']) {
    const invalid = await t.app.inject({
      method: 'GET',
      url: `/api/public/v1/message-images/${bad}`,
      headers: auth(keys.team1!),
    });
    assert.equal(invalid.statusCode, 400, bad);
    assert.equal(invalid.json().errors[0].message, '이미지 번호가 올바르지 않아요.');
  }
});
