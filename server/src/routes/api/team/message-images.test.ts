import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestJpeg, TEST_PNG_HEAD } from '@console/contracts/test-jpeg';
import { insertApiKey } from '../../../../test-support/api-key-fixture';
import { multipartBody } from '../../../../test-support/multipart-body';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let apiKey = '';
let team2Key = '';
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  apiKey = await insertApiKey(t.app.db, 1, { name: '쇼핑몰' });
  team2Key = await insertApiKey(t.app.db, 2, { name: '쇼핑몰' });
});
after(() => t.close());

const jpeg = (options: Parameters<typeof buildTestJpeg>[0]) => Buffer.from(buildTestJpeg(options));
const headersOf = async (loginId: string | null, team = '1') => ({
  ...(loginId ? (await sharedLoginAs(t.app, loginId)).headers : { ajax: 'true' }),
  'curr-team-seq': team,
});

const upload = async (
  content: Buffer,
  options: { loginId?: string | null; team?: string; name?: string; type?: string } = {},
) => {
  const body = multipartBody({
    field: 'image',
    name: options.name ?? 'coupon.jpg',
    type: options.type ?? 'image/jpeg',
    content,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/team/message-images',
    headers: {
      ...(await headersOf(options.loginId === undefined ? 'hanbit_user' : options.loginId, options.team)),
      ...body.headers,
    },
    payload: body.payload,
  });
};
const imageIdOf = async (content: Buffer) => {
  const response = await upload(content);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().resultData.imageId as number;
};
const send = async (
  payload: unknown,
  options: { headers?: Record<string, string>; loginId?: string; team?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/send-requests',
    headers: { ...(await headersOf(options.loginId ?? 'hanbit_user', options.team)), ...options.headers },
    payload: payload as object,
  });
const get = async (url: string, loginId = 'hanbit_user', team = '1') =>
  t.app.inject({ method: 'GET', url, headers: await headersOf(loginId, team) });
const errorOf = (response: LightMyRequestResponse) =>
  (response.json().errors ?? [])[0] as { field: string; message: string } | undefined;

const base = {
  recipients: [{ phone: '010-2100-0001' }, { phone: '010-0000-0001' }],
  body: '[한빛커머스] 겨울 쿠폰이 도착했어요.',
  senderNumber: '02-1234-5678',
};

test('a member uploads a JPG: answered with its id and size, read back byte for byte, the same bytes twice are one image', async () => {
  const content = jpeg({ width: 640, height: 480, shade: 40 });
  const response = await upload(content);
  assert.equal(response.statusCode, 200, response.body);
  const image = response.json().resultData;
  assert.deepEqual(
    { ...image, imageId: typeof image.imageId },
    { imageId: 'number', width: 640, height: 480, size: content.length },
  );

  const bytes = await get(`/api/team/message-images/${image.imageId}`);
  assert.equal(bytes.statusCode, 200);
  assert.equal(bytes.headers['content-type'], 'image/jpeg');
  assert.ok(bytes.rawPayload.equals(content));
  assert.equal((await upload(content, { loginId: 'hanbit_manager' })).json().resultData.imageId, image.imageId);
  // A progressive JPEG at the limits, whatever its name says.
  const progressive = await upload(jpeg({ width: 1000, height: 1000, progressive: true, minBytes: 300 * 1024 }), {
    name: 'photo.jpeg',
    type: 'application/octet-stream',
  });
  assert.equal(progressive.statusCode, 200, progressive.body);
  assert.equal(progressive.json().resultData.size, 300 * 1024);
});

test('every file rule is checked by the bytes and answered in Korean on the image field', async () => {
  const cases: [Buffer, number, RegExp, string?][] = [
    [Buffer.concat([TEST_PNG_HEAD, Buffer.alloc(200)]), 400, /^MMS 이미지는 JPG 파일만 보낼 수 있어요\.$/],
    [Buffer.from('GIF89a not a jpeg'), 400, /JPG 파일만/, 'image/jpeg'],
    [
      jpeg({ width: 100, height: 100, minBytes: 300 * 1024 + 1 }),
      413,
      /^이미지는 300KB까지 올릴 수 있어요\. \(지금 301KB\)$/,
    ],
    [jpeg({ width: 1001, height: 200 }), 400, /^이미지는 가로·세로 1000px까지 올릴 수 있어요\. \(지금 1001 x 200px\)$/],
    [jpeg({ width: 200, height: 1200, progressive: true }), 400, /1000px까지/],
    [Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 400, /JPG 파일을 읽을 수 없어요/],
    [Buffer.alloc(0), 400, /빈 파일/],
  ];
  for (const [content, status, message, type] of cases) {
    const response = await upload(content, { type });
    assert.equal(response.statusCode, status, `${content.subarray(0, 4).toString('hex')}: ${response.body}`);
    assert.equal(errorOf(response)?.field, 'image');
    assert.match(errorOf(response)!.message, message);
  }
  // A 2 MB PNG is told it is not a JPG (the type is judged first).
  assert.match(
    (await upload(Buffer.concat([TEST_PNG_HEAD, Buffer.alloc(2 * 1024 * 1024)]))).json().message,
    /JPG 파일만/,
  );
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/team/message-images',
    headers: await headersOf('hanbit_user'),
    payload: { image: 'x' },
  });
  assert.equal(json.statusCode, 400);
  assert.equal(errorOf(json)?.message, 'JPG 이미지 파일을 골라 주세요.');
  assert.equal(
    (
      await t.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM message_images WHERE width > 1000 OR height > 1000 OR size > 307200',
      )
    )[0]!.n,
    0,
  );
});

test("uploads and reads are team-scoped: 401 without a session, 499 outside the team, 403 while sending is blocked, 404 for another team's image", async () => {
  const content = jpeg({ width: 50, height: 50, shade: 10 });
  assert.equal((await upload(content, { loginId: null })).statusCode, 401);
  assert.equal((await upload(content, { team: '2' })).statusCode, 499);
  const unverified = await upload(content, { loginId: 'saessak_master', team: '4' });
  assert.equal(unverified.statusCode, 403);
  assert.match(unverified.json().message, /사업자 인증/);

  const imageId = await imageIdOf(content);
  assert.equal((await get(`/api/team/message-images/${imageId}`, 'hanbit_user', '2')).statusCode, 499);
  const otherTeam = await get(`/api/team/message-images/${imageId}`, 'hanbit_master', '2');
  assert.equal(otherTeam.statusCode, 404);
  assert.equal(otherTeam.json().message, '이미지를 찾을 수 없어요.');
  assert.equal((await get('/api/team/message-images/abc')).statusCode, 400);
  assert.equal(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/team/message-images/${imageId}`,
        headers: { 'curr-team-seq': '1' },
      })
    ).statusCode,
    401,
  );
});

test('an image makes every message MMS at 120 KRW, charged only for delivered ones; the detail lists the images', async () => {
  const first = await imageIdOf(jpeg({ width: 300, height: 200, shade: 60 }));
  const second = await imageIdOf(jpeg({ width: 200, height: 300, shade: 61 }));
  const response = await send({ ...base, imageIds: [second, first] });
  assert.equal(response.statusCode, 200, response.body);
  const accepted = response.json().resultData;
  assert.deepEqual(accepted.typeCounts, { SMS: 0, LMS: 0, MMS: 2 });
  assert.equal(accepted.estimatedCostKrw, 240);

  await t.app.jobs.runDueJobs();
  const detail = (await get(`/api/team/send-requests/${accepted.seq}`)).json().resultData;
  assert.equal(detail.status, 'DONE');
  assert.deepEqual([detail.counts.delivered, detail.counts.failed, detail.costKrw], [1, 1, 120]);
  assert.deepEqual(
    detail.images.map((image: { imageId: number; width: number }) => [image.imageId, image.width]),
    [
      [second, 200],
      [first, 300],
    ],
  );
  const messages = (await get(`/api/team/send-requests/${accepted.seq}/messages`)).json().resultData.items;
  assert.deepEqual(
    messages.map((m: { type: string; costKrw: number }) => [m.type, m.costKrw]),
    [
      ['MMS', 120],
      ['MMS', 0],
    ],
  );
  // Requests without images list none.
  const plain = (await send(base)).json().resultData;
  assert.deepEqual((await get(`/api/team/send-requests/${plain.seq}`)).json().resultData.images, []);
});

test("images of a send request: the team's own, at most 3, each once, and only as MMS", async () => {
  const ours = await Promise.all(
    [1, 2, 3, 4].map((shade) => imageIdOf(jpeg({ width: 80, height: 80, shade: 100 + shade }))),
  );
  const body = multipartBody({
    field: 'image',
    name: 'x.jpg',
    type: 'image/jpeg',
    content: jpeg({ width: 80, height: 80, shade: 200 }),
  });
  const theirs = (
    await t.app.inject({
      method: 'POST',
      url: '/api/team/message-images',
      headers: { ...(await headersOf('hanbit_master', '2')), ...body.headers },
      payload: body.payload,
    })
  ).json().resultData.imageId as number;
  const before = (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM send_requests'))[0]!.n;
  const cases: [unknown, RegExp][] = [
    [{ ...base, imageIds: [theirs] }, /^이미지를 찾을 수 없어요\. 이미지를 다시 올려 주세요\.$/],
    [{ ...base, imageIds: [ours[0], 999_999] }, /이미지를 찾을 수 없어요/],
    [{ ...base, imageIds: ours }, /^이미지는 3장까지 넣을 수 있어요\.$/],
    [{ ...base, imageIds: [ours[0], ours[0]] }, /같은 이미지를 두 번/],
    [{ ...base, imageIds: [ours[0]], type: 'LMS' }, /이미지가 있으면 MMS로만/],
    [{ ...base, imageIds: [ours[0]], body: '가'.repeat(1001) }, /2,000바이트/],
  ];
  for (const [payload, message] of cases) {
    const response = await send(payload);
    assert.equal(response.statusCode, 400, response.body);
    assert.match(
      response
        .json()
        .errors.map((e: { message: string }) => e.message)
        .join(' | '),
      message,
    );
  }
  assert.equal((await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM send_requests'))[0]!.n, before);
  // A subject and a long body still go as MMS with an image.
  const long = (
    await send({ ...base, subject: '겨울 쿠폰', body: '가'.repeat(500), imageIds: ours.slice(0, 3) })
  ).json().resultData;
  assert.deepEqual(long.typeCounts, { SMS: 0, LMS: 0, MMS: 2 });
});

test('the same Idempotency-Key with the same images answers the first result; with other images it is refused', async () => {
  const [a, b] = await Promise.all([
    imageIdOf(jpeg({ width: 90, height: 90, shade: 1 })),
    imageIdOf(jpeg({ width: 90, height: 90, shade: 2 })),
  ]);
  const headers = { 'idempotency-key': 'mms-order-1' };
  const first = await send({ ...base, imageIds: [a] }, { headers });
  const again = await send({ ...base, imageIds: [a] }, { headers });
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual(again.json().resultData, first.json().resultData);
  assert.equal((await send({ ...base, imageIds: [b] }, { headers })).statusCode, 409);
  assert.equal((await send({ ...base, imageIds: [a, b] }, { headers })).statusCode, 409);
  assert.equal((await send(base, { headers })).statusCode, 409);
});

test('a reservation keeps its images, and an edit replaces them', async () => {
  const [a, b] = await Promise.all([
    imageIdOf(jpeg({ width: 70, height: 70, shade: 5 })),
    imageIdOf(jpeg({ width: 70, height: 70, shade: 6 })),
  ]);
  const reserveAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const created = (await send({ ...base, reserveAt, imageIds: [a] })).json().resultData;
  assert.equal(created.status, 'RESERVED');
  const edit = await t.app.inject({
    method: 'PUT',
    url: `/api/team/send-requests/${created.seq}`,
    headers: await headersOf('hanbit_user'),
    payload: { ...base, reserveAt, imageIds: [b, a] },
  });
  assert.equal(edit.statusCode, 200, edit.body);
  assert.deepEqual(
    edit.json().resultData.images.map((image: { imageId: number }) => image.imageId),
    [b, a],
  );
  assert.deepEqual(edit.json().resultData.typeCounts, { SMS: 0, LMS: 0, MMS: 2 });
  const withoutImages = await t.app.inject({
    method: 'PUT',
    url: `/api/team/send-requests/${created.seq}`,
    headers: await headersOf('hanbit_user'),
    payload: { ...base, reserveAt },
  });
  assert.deepEqual(withoutImages.json().resultData.images, []);
  assert.deepEqual(withoutImages.json().resultData.typeCounts, { SMS: 2, LMS: 0, MMS: 0 });
});

test('the public API uploads with its key (same checks) and sends MMS with imageIds of its own team', async () => {
  const publicUpload = (key: string | null, content: Buffer) => {
    const body = multipartBody({ field: 'image', name: 'banner.jpg', type: 'image/jpeg', content });
    return t.app.inject({
      method: 'POST',
      url: '/api/public/v1/message-images',
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...body.headers },
      payload: body.payload,
    });
  };
  const uploaded = await publicUpload(apiKey, jpeg({ width: 500, height: 250, shade: 150 }));
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const { imageId, width, height } = uploaded.json().resultData;
  assert.deepEqual([width, height], [500, 250]);
  const [row] = await t.app.db.query<{ uploader_name: string; uploaded_by: number | null }>(
    'SELECT uploader_name, uploaded_by FROM message_images WHERE image_id = $1',
    [imageId],
  );
  assert.deepEqual(row, { uploader_name: 'API 키: 쇼핑몰', uploaded_by: null });
  assert.equal((await publicUpload(null, jpeg({ width: 10, height: 10 }))).statusCode, 401);
  const png = await publicUpload(apiKey, Buffer.concat([TEST_PNG_HEAD, Buffer.alloc(100)]));
  assert.equal(png.statusCode, 400);
  assert.equal(png.json().errors[0].message, 'MMS 이미지는 JPG 파일만 보낼 수 있어요.');
  assert.equal((await publicUpload(apiKey, jpeg({ width: 1200, height: 10 }))).statusCode, 400);

  const post = (key: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/v1/send-requests',
      headers: { authorization: `Bearer ${key}`, ...headers },
      payload: payload as object,
    });
  const sent = await post(
    apiKey,
    { ...base, senderNumber: '0212345678', imageIds: [imageId] },
    { 'idempotency-key': 'erp-mms-1' },
  );
  assert.equal(sent.statusCode, 200, sent.body);
  assert.deepEqual(sent.json().resultData.typeCounts, { SMS: 0, LMS: 0, MMS: 2 });
  const replay = await post(
    apiKey,
    { ...base, senderNumber: '0212345678', imageIds: [imageId] },
    { 'idempotency-key': 'erp-mms-1' },
  );
  assert.deepEqual(replay.json().resultData, sent.json().resultData);
  const detail = (
    await t.app.inject({
      method: 'GET',
      url: `/api/public/v1/send-requests/${sent.json().resultData.seq}`,
      headers: { authorization: `Bearer ${apiKey}` },
    })
  ).json().resultData;
  assert.deepEqual(
    detail.images.map((image: { imageId: number }) => image.imageId),
    [imageId],
  );
  // Another team's key cannot use it.
  const foreign = await post(team2Key, { ...base, senderNumber: '1588-9876', imageIds: [imageId] });
  assert.equal(foreign.statusCode, 400);
  assert.equal(foreign.json().errors[0].field, 'imageIds');
});

test('the OpenAPI document describes the upload and imageIds', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
  const upload = doc.paths['/api/public/v1/message-images'].post;
  assert.ok(upload.requestBody.content['multipart/form-data']);
  assert.match(upload.description, /300KB/);
  assert.ok(
    doc.paths['/api/public/v1/send-requests'].post.requestBody.content['application/json'].schema.properties.imageIds,
  );
});
