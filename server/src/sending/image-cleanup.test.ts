import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildTestJpeg } from '@console/contracts/test-jpeg';
import { multipartBody, PNG_BYTES } from '../../test-support/multipart-body';
import { createTestApp, sharedLoginAs, type TestApp } from '../../test-support/test-app';
import { IMAGE_CLEANUP } from './image-cleanup';

let t: TestApp;
let chatRoomSeq: number;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0, imageRetentionHours: 24 });
  chatRoomSeq = (await t.app.rcs.approvedChatRooms(1))[0]!.chatRoomSeq;
});
after(() => t.close());

const headers = async () => ({ ...(await sharedLoginAs(t.app, 'hanbit_user')).headers, 'curr-team-seq': '1' });
const call = async (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: await headers(), payload });
const upload = async (url: string, field: string, content: Buffer, type: string) => {
  const body = multipartBody({ field, name: 'image', type, content });
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await headers()), ...body.headers },
    payload: body.payload,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().resultData as { imageId?: number; seq?: number };
};
let shade = 0;
const mmsImage = async () =>
  (
    await upload(
      '/api/team/message-images',
      'image',
      Buffer.from(buildTestJpeg({ width: 50, height: 50, shade: (shade += 3) })),
      'image/jpeg',
    )
  ).imageId!;
const rcsImage = async () => (await upload('/api/team/rcs/images', 'file', PNG_BYTES, 'image/png')).seq!;
const age = async (hours: number, mms: number[], rcs: number[]) => {
  await t.app.db.query(
    `UPDATE message_images SET created_at = now() - make_interval(hours => $1) WHERE image_id = ANY($2::int[])`,
    [hours, mms],
  );
  await t.app.db.query(
    `UPDATE rcs_images SET uploaded_at = now() - make_interval(hours => $1) WHERE seq = ANY($2::int[])`,
    [hours, rcs],
  );
};
const kept = async () => ({
  mms: new Set(
    (await t.app.db.query<{ image_id: number }>('SELECT image_id FROM message_images')).map((r) => r.image_id),
  ),
  rcs: new Set((await t.app.db.query<{ seq: number }>('SELECT seq FROM rcs_images')).map((r) => r.seq)),
});
const runCleanup = async () => {
  await t.app.jobs.enqueue(IMAGE_CLEANUP, {});
  await t.app.jobs.runDueJobs();
};
const sms = {
  body: '[한빛커머스] 겨울 쿠폰이 도착했어요.',
  senderNumber: '0212345678',
  recipients: [{ phone: '01050000001' }],
};
const reserveAt = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

test('MMS images: an unused one past the retention goes; a fresh one and those of requests and reservations stay', async () => {
  const [unusedOld, unusedFresh, sent, reserved, replaced] = [
    await mmsImage(),
    await mmsImage(),
    await mmsImage(),
    await mmsImage(),
    await mmsImage(),
  ];
  assert.equal((await call('POST', '/api/team/send-requests', { ...sms, imageIds: [sent] })).statusCode, 200);
  const reservation = await call('POST', '/api/team/send-requests', {
    ...sms,
    reserveAt: reserveAt(),
    imageIds: [replaced],
  });
  assert.equal(reservation.statusCode, 200, reservation.body);
  // The reservation's edit swaps its image: the one it dropped is no longer used.
  const edit = await call('PUT', `/api/team/send-requests/${reservation.json().resultData.seq}`, {
    ...sms,
    reserveAt: reserveAt(),
    imageIds: [reserved],
  });
  assert.equal(edit.statusCode, 200, edit.body);
  await t.app.jobs.runDueJobs();
  await age(25, [unusedOld, sent, reserved, replaced], []);
  await age(23, [unusedFresh], []);

  await runCleanup();
  const { mms } = await kept();
  assert.deepEqual(
    [unusedOld, unusedFresh, sent, reserved, replaced].map((id) => mms.has(id)),
    [false, true, true, true, false],
  );
  // Naming a deleted image answers as for any unknown image.
  const again = await call('POST', '/api/team/send-requests', { ...sms, imageIds: [unusedOld] });
  assert.equal(again.statusCode, 400);
  assert.deepEqual(again.json().errors, [
    { field: 'imageIds', message: '이미지를 찾을 수 없어요. 이미지를 다시 올려 주세요.' },
  ]);
});

test('RCS images: unused old cards go; the brand logo and the cards of templates and of RCS requests (sent or reserved) stay', async () => {
  const [logo] = (
    await t.app.db.query<{ logo_image_seq: number }>('SELECT logo_image_seq FROM rcs_brands WHERE team_seq = 1')
  ).map((r) => r.logo_image_seq);
  const templateCards = (
    await t.app.db.query<{ seq: number }>(
      `SELECT (card ->> 'imageSeq')::int AS seq FROM rcs_templates, jsonb_array_elements(cards) AS card WHERE team_seq = 1`,
    )
  ).map((r) => r.seq);
  assert.ok(logo && templateCards.length > 0, 'the demo brand has a logo and an image template');
  const [unusedOld, unusedFresh, sent, reserved] = [
    await rcsImage(),
    await rcsImage(),
    await rcsImage(),
    await rcsImage(),
  ];
  const mms = {
    chatRoomSeq,
    rcsType: 'MMS',
    body: '[한빛커머스] 겨울 신상품이 나왔어요.',
    recipients: [{ phone: '01050000002' }],
  };
  assert.equal(
    (await call('POST', '/api/team/rcs/send-requests', { ...mms, cards: [{ imageSeq: sent }] })).statusCode,
    200,
  );
  const reservation = await call('POST', '/api/team/rcs/send-requests', {
    ...mms,
    reserveAt: reserveAt(),
    cards: [{ imageSeq: reserved }, { imageSeq: sent }],
  });
  assert.equal(reservation.statusCode, 200, reservation.body);
  await t.app.jobs.runDueJobs();
  await age(25, [], [logo, ...templateCards, unusedOld, sent, reserved]);
  await age(1, [], [unusedFresh]);

  await runCleanup();
  const { rcs } = await kept();
  assert.deepEqual(
    [logo, ...templateCards].map((seq) => rcs.has(seq)),
    [logo, ...templateCards].map(() => true),
  );
  assert.deepEqual(
    [unusedOld, unusedFresh, sent, reserved].map((seq) => rcs.has(seq)),
    [false, true, true, true],
  );
  const again = await call('POST', '/api/team/rcs/send-requests', { ...mms, cards: [{ imageSeq: unusedOld }] });
  assert.equal(again.statusCode, 400);
  assert.deepEqual(again.json().errors, [
    { field: 'cards', message: '이 팀에서 올린 카드 이미지만 넣을 수 있어요. 이미지를 다시 올려 주세요.' },
  ]);
});

test('a template card stays while the template does, and goes once the template is deleted', async () => {
  const card = await rcsImage();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/team/rcs/templates',
    headers: { ...(await sharedLoginAs(t.app, 'hanbit_manager')).headers, 'curr-team-seq': '1' },
    payload: { kind: 'IMAGE', name: '겨울 카드', body: '겨울 신상품이에요.', cards: [{ imageSeq: card }] },
  });
  assert.equal(created.statusCode, 200, created.body);
  await age(25, [], [card]);
  await runCleanup();
  assert.equal((await kept()).rcs.has(card), true);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/team/rcs/templates/${created.json().resultData.seq}`,
    headers: { ...(await sharedLoginAs(t.app, 'hanbit_manager')).headers, 'curr-team-seq': '1' },
  });
  assert.equal(removed.statusCode, 200, removed.body);
  await runCleanup();
  assert.equal((await kept()).rcs.has(card), false);
});

test('the cleanup books its own next run an hour later', async () => {
  await t.app.db.query(`UPDATE jobs SET done_at = now() WHERE kind = $1 AND done_at IS NULL`, [IMAGE_CLEANUP]);
  await runCleanup();
  const waiting = await t.app.db.query<{ in_minutes: number }>(
    `SELECT round(extract(epoch FROM run_at - now()) / 60)::int AS in_minutes FROM jobs WHERE kind = $1 AND done_at IS NULL AND failed_at IS NULL`,
    [IMAGE_CLEANUP],
  );
  assert.deepEqual(
    waiting.map((job) => job.in_minutes),
    [60],
  );
  const [failed] = await t.app.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM jobs WHERE kind = $1 AND last_error IS NOT NULL`,
    [IMAGE_CLEANUP],
  );
  assert.equal(failed!.count, 0);
});
