import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { buildTestJpeg } from '@console/contracts/test-jpeg';
import type { ProviderSubmission } from '../channels/provider';
import type { Queryable } from '../db/database';
import { multipartBody, PNG_BYTES } from '../../test-support/multipart-body';
import { createTestApp, sharedLoginAs, type TestApp } from '../../test-support/test-app';

/**
 * The dispatcher hands each channel's provider the request's image files with its messages (read once per
 * dispatch job, never for SMS/LMS), and the simulated carrier refuses MMS messages whose files it
 * cannot take, through its usual reports.
 */
let t: TestApp;
let chatRoomSeq: number;
const handed: ProviderSubmission[] = [];
/** Statements inside transactions that read image bytes (reset before the jobs run: accepting links images too). */
const imageReads: string[] = [];

before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  chatRoomSeq = (await t.app.rcs.approvedChatRooms(1))[0]!.chatRoomSeq;
  // Each channel's provider records what it is handed, then does its usual work.
  for (const channel of [t.app.smsChannel, t.app.rcsChannel]) {
    const provider = channel.provider;
    channel.provider = {
      ...provider,
      name: `recording ${provider.name}`,
      submit: (tx, submission, expectReports) => {
        handed.push(submission);
        return provider.submit(tx, submission, expectReports);
      },
    };
  }
  const transaction = t.app.db.transaction.bind(t.app.db);
  t.app.db.transaction = (work) =>
    transaction((tx) => {
      const watched: Queryable = {
        query: (sql, params) => {
          if (/message_images|rcs_images/.test(sql) && /\bcontent\b/.test(sql)) imageReads.push(sql);
          return tx.query(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      };
      return work(watched);
    });
});
after(() => t.close());
beforeEach(() => {
  handed.length = 0;
  imageReads.length = 0;
});

const headers = async () => ({ ...(await sharedLoginAs(t.app, 'hanbit_user')).headers, 'curr-team-seq': '1' });
const post = async (url: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url, headers: await headers(), payload });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().resultData as { seq: number };
};
const upload = async (url: string, field: string, name: string, type: string, content: Buffer) => {
  const body = multipartBody({ field, name, type, content });
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await headers()), ...body.headers },
    payload: body.payload,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().resultData as { imageId?: number; seq?: number };
};
const mmsImage = async (shade: number) => {
  const content = Buffer.from(buildTestJpeg({ width: 120, height: 90, shade }));
  return {
    imageId: (await upload('/api/team/message-images', 'image', 'coupon.jpg', 'image/jpeg', content)).imageId!,
    content,
  };
};
const cardImage = async (content: Buffer = PNG_BYTES) =>
  (await upload('/api/team/rcs/images', 'file', 'card.png', 'image/png', content)).seq!;
const messagesOf = async (seq: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/team/send-requests/${seq}/messages?size=100`,
      headers: await headers(),
    })
  ).json().resultData.items as {
    phone: string;
    type: string;
    channel: string;
    status: string;
    resultCode: string | null;
    resultReason: string | null;
    costKrw: number;
    fallbackOf: number | null;
  }[];
const countsOf = async (seq: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/team/send-requests/${seq}`, headers: await headers() })).json()
    .resultData;
const sms = { body: '[한빛커머스] 겨울 쿠폰이 도착했어요.', senderNumber: '0212345678' };

test("an MMS request: the carrier gets its images byte for byte in the sender's order, read once for the whole job", async () => {
  const first = await mmsImage(30);
  const second = await mmsImage(31);
  // 5,001 recipients: two batches of the same dispatch job.
  const recipients = Array.from({ length: 5_001 }, (_, i) => ({ phone: `010${String(40_000_000 + i)}` }));
  const { seq } = await post('/api/team/send-requests', {
    ...sms,
    recipients,
    imageIds: [second.imageId, first.imageId],
  });
  imageReads.length = 0;
  await t.app.jobs.runDueJobs();

  assert.deepEqual(
    handed.map((s) => [s.requestSeq, s.messages.length]),
    [
      [seq, 5_000],
      [seq, 1],
    ],
  );
  const [images] = handed.map((s) => s.images);
  assert.deepEqual(
    images!.map((image) => [image.imageId, image.contentType]),
    [
      [second.imageId, 'image/jpeg'],
      [first.imageId, 'image/jpeg'],
    ],
  );
  assert.ok(images![0]!.content.equals(second.content) && images![1]!.content.equals(first.content));
  assert.equal(handed[1]!.images, images, 'the second batch reuses the images read for the first');
  assert.equal(imageReads.length, 1);
  const detail = await countsOf(seq);
  assert.deepEqual([detail.status, detail.counts.delivered, detail.costKrw], ['DONE', 5_001, 5_001 * 120]);
});

test('SMS and LMS requests hand over no images and never read any', async () => {
  await post('/api/team/send-requests', { ...sms, recipients: [{ phone: '01040100001' }] });
  await post('/api/team/send-requests', { ...sms, subject: '쿠폰', recipients: [{ phone: '01040100002' }] });
  await t.app.jobs.runDueJobs();
  assert.deepEqual(
    handed.map((s) => [s.messages[0]!.type, s.images.length]),
    [
      ['SMS', 0],
      ['LMS', 0],
    ],
  );
  assert.deepEqual(imageReads, []);
});

test('MMS whose stored bytes are not a JPEG, or MMS without any image, fail with IMAGE_INVALID whatever the number', async () => {
  const broken = await mmsImage(32);
  await t.app.db.query('UPDATE message_images SET content = $2 WHERE image_id = $1', [broken.imageId, PNG_BYTES]);
  // 010-0000-09XX never reports: a refused file is reported at once all the same.
  const bad = await post('/api/team/send-requests', {
    ...sms,
    recipients: [{ phone: '01040200001' }, { phone: '01000000901' }],
    imageIds: [broken.imageId],
  });
  // An MMS is refused without an image when it is sent; one whose images are gone by dispatch reaches the carrier bare.
  const bare = await post('/api/team/send-requests', {
    ...sms,
    recipients: [{ phone: '01040200002' }],
    imageIds: [(await mmsImage(34)).imageId],
  });
  await t.app.db.query('DELETE FROM send_request_images WHERE request_seq = $1', [bare.seq]);
  await t.app.jobs.runDueJobs();

  for (const seq of [bad.seq, bare.seq]) {
    const messages = await messagesOf(seq);
    assert.ok(messages.length > 0);
    for (const m of messages)
      assert.deepEqual(
        [m.type, m.status, m.resultCode, m.resultReason, m.costKrw],
        ['MMS', 'FAILED', 'IMAGE_INVALID', '이미지 파일을 받을 수 없어요 (규격 오류).', 0],
      );
    const detail = await countsOf(seq);
    assert.deepEqual(
      [detail.status, detail.counts.failed, detail.counts.pending, detail.costKrw],
      ['DONE', messages.length, 0, 0],
    );
  }
});

test('RCS MMS: the carrier gets the card images in card order; a card it cannot take fails the RCS message, which falls back to SMS', async () => {
  const jpegCard = Buffer.from(buildTestJpeg({ width: 200, height: 100, shade: 33 }));
  const cards = [await cardImage(), await cardImage(jpegCard)];
  const good = await post('/api/team/rcs/send-requests', {
    chatRoomSeq,
    rcsType: 'MMS',
    body: '[한빛커머스] 겨울 신상품이 나왔어요.',
    cards: [{ imageSeq: cards[1] }, { imageSeq: cards[0] }],
    recipients: [{ phone: '01040300001' }],
  });
  await t.app.jobs.runDueJobs();
  assert.equal(handed.length, 1);
  assert.deepEqual(
    handed[0]!.images.map((image) => [image.imageId, image.contentType]),
    [
      [cards[1], 'image/jpeg'],
      [cards[0], 'image/png'],
    ],
  );
  assert.ok(handed[0]!.images[0]!.content.equals(jpegCard) && handed[0]!.images[1]!.content.equals(PNG_BYTES));
  assert.deepEqual(
    (await messagesOf(good.seq)).map((m) => [m.channel, m.type, m.status, m.costKrw]),
    [['RCS', 'MMS', 'DELIVERED', 100]],
  );

  handed.length = 0;
  imageReads.length = 0;
  const broken = await cardImage();
  await t.app.db.query('UPDATE rcs_images SET content = $2 WHERE seq = $1', [
    broken,
    Buffer.from('not an image at all'),
  ]);
  const bad = await post('/api/team/rcs/send-requests', {
    chatRoomSeq,
    rcsType: 'MMS',
    body: '[한빛커머스] 겨울 신상품이 나왔어요.',
    cards: [{ imageSeq: broken }],
    recipients: [{ phone: '01040300002' }],
    fallback: true,
    fallbackText: '[한빛커머스] 겨울 신상품이 나왔어요.',
  });
  await t.app.jobs.runDueJobs();
  const [rcs, fallback] = await messagesOf(bad.seq);
  assert.deepEqual(
    [rcs!.channel, rcs!.status, rcs!.resultCode, rcs!.resultReason],
    ['RCS', 'FAILED', 'IMAGE_INVALID', '이미지 파일을 받을 수 없어요 (규격 오류).'],
  );
  assert.deepEqual(
    [fallback!.channel, fallback!.type, fallback!.status, fallback!.costKrw],
    ['SMS', 'SMS', 'DELIVERED', 13],
  );
  // The fallback's own dispatch job hands over an SMS without reading the cards again.
  assert.deepEqual(
    handed.map((s) => [s.messages[0]!.channel, s.images.length]),
    [
      ['RCS', 1],
      ['SMS', 0],
    ],
  );
  assert.equal(imageReads.length, 1);
  const detail = await countsOf(bad.seq);
  assert.deepEqual(
    [detail.status, detail.counts.delivered, detail.counts.fallback, detail.costKrw],
    ['DONE', 1, 1, 13],
  );
});
