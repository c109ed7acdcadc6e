import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestJpeg } from '@console/contracts/test-jpeg';
import type { ChannelAttachment, SubmittedMessage } from './channel';
import type { Provider } from './provider';
import { createRcsSimulator, rcsCardImagesAcceptable } from './rcs/simulator/rcs-simulator';
import { createSmsSimulator, mmsImagesAcceptable } from './sms/simulator/sms-simulator';

const jpeg = (imageId: number, minBytes = 0): ChannelAttachment => ({
  imageId,
  contentType: 'image/jpeg',
  content: Buffer.from(buildTestJpeg({ width: 40, height: 40, minBytes })),
});
const png = (imageId: number, size = 64): ChannelAttachment => ({
  imageId,
  contentType: 'image/png',
  content: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]),
});
const message = (seq: number, type: SubmittedMessage['type'], channel = 'SMS'): SubmittedMessage => ({
  seq,
  requestSeq: 1,
  phone: '01012345678',
  type,
  channel,
});

test('MMS: 1 to 3 JPEG files of at most 300 KB each, judged by their bytes', () => {
  assert.equal(mmsImagesAcceptable([jpeg(1)]), true);
  assert.equal(mmsImagesAcceptable([jpeg(1), jpeg(2), jpeg(3, 300 * 1024)]), true);
  assert.equal(mmsImagesAcceptable([]), false);
  assert.equal(mmsImagesAcceptable([jpeg(1), jpeg(2), jpeg(3), jpeg(4)]), false);
  assert.equal(mmsImagesAcceptable([jpeg(1, 300 * 1024 + 1)]), false);
  assert.equal(mmsImagesAcceptable([{ ...png(1), contentType: 'image/jpeg' }]), false);
  assert.equal(mmsImagesAcceptable([{ ...jpeg(1), content: Buffer.alloc(0) }]), false);
});

test('RCS cards: 1 to 6 JPG or PNG files of at most 1 MB each, judged by their bytes', () => {
  assert.equal(rcsCardImagesAcceptable([png(1), jpeg(2)]), true);
  assert.equal(rcsCardImagesAcceptable([png(1, 1024 * 1024)]), true);
  assert.equal(rcsCardImagesAcceptable([png(1, 1024 * 1024 + 1)]), false);
  assert.equal(rcsCardImagesAcceptable([]), false);
  assert.equal(rcsCardImagesAcceptable(Array.from({ length: 7 }, (_, i) => png(i + 1))), false);
  assert.equal(
    rcsCardImagesAcceptable([
      { imageId: 1, contentType: 'image/png', content: Buffer.from('GIF89a not an image we take') },
    ]),
    false,
  );
  assert.equal(rcsCardImagesAcceptable([{ ...png(1), contentType: 'image/gif' }]), false);
});

/** Whether the simulator refuses the files of this hand-over (what it books for its reports). */
async function refuses(provider: Provider, images: ChannelAttachment[], messages: SubmittedMessage[]) {
  const booked: Record<string, unknown>[] = [];
  await provider.submit(
    { query: async () => [], exec: async () => {} },
    { requestSeq: 1, senderNumber: '0212345678', messages, images },
    async (_after, data) => {
      booked.push(data);
    },
  );
  assert.equal(booked.length, 1, 'one report job per hand-over');
  return booked[0]!.refusedImages === true;
}

test('only MMS messages need files: SMS/LMS and RCS fallback messages are never refused for them', async () => {
  const sms = createSmsSimulator({ reportDelaySeconds: 0 });
  const rcs = createRcsSimulator({ reportDelaySeconds: 0 });
  assert.equal(await refuses(sms, [], [message(1, 'SMS'), message(2, 'LMS'), message(3, 'LMS', 'SMS')]), false);
  assert.equal(await refuses(sms, [], [message(1, 'MMS')]), true);
  assert.equal(await refuses(sms, [jpeg(1)], [message(1, 'MMS')]), false);
  assert.equal(await refuses(rcs, [png(1)], [message(1, 'MMS', 'RCS')]), false);
  assert.equal(await refuses(sms, [png(1)], [message(2, 'SMS', 'SMS')]), false);
  assert.equal(await refuses(sms, [png(1)], [message(1, 'MMS', 'SMS')]), true);
  assert.equal(await refuses(rcs, [png(1)], [message(2, 'MMS', 'RCS')]), false);
  assert.equal(await refuses(rcs, [{ ...png(1), content: Buffer.from('broken') }], [message(1, 'MMS', 'RCS')]), true);
});

test('a refused MMS fails IMAGE_INVALID on any number; a silent test number stays silent; replies only on representative numbers', async () => {
  const sms = createSmsSimulator({ reportDelaySeconds: 0 });
  const messages = [
    { ...message(1, 'MMS'), phone: '01000000901' },
    { ...message(2, 'SMS'), phone: '01000000901' },
    { ...message(3, 'SMS'), phone: '01000000501' },
    { ...message(4, 'SMS'), phone: '01000000001' },
  ];
  const fromLandline = await sms.readReports(
    { requestSeq: 1, senderNumber: '0212345678', messages },
    { refusedImages: true },
  );
  assert.deepEqual(
    fromLandline.reports.map((r) => [r.seq, r.delivered, r.code]),
    [
      [1, false, 'IMAGE_INVALID'],
      [3, true, '0000'],
      [4, false, '3001'],
    ],
  );
  assert.deepEqual(fromLandline.silent, [2]);
  assert.deepEqual(fromLandline.inbound, []);
  const fromRepresentative = await sms.readReports({ requestSeq: 1, senderNumber: '15881234', messages }, {});
  assert.deepEqual(
    fromRepresentative.inbound.map((m) => [m.replyTo, m.fromPhone, m.toNumber, m.body, m.optOut]),
    [[3, '01000000501', '15881234', '네, 확인했어요.', false]],
  );
  const rcs = createRcsSimulator({ reportDelaySeconds: 0 });
  const rcsReports = await rcs.readReports(
    { requestSeq: 1, senderNumber: '0212345678', messages: [{ ...message(5, 'LMS', 'RCS'), phone: '01000000711' }] },
    {},
  );
  assert.deepEqual(
    rcsReports.reports.map((r) => [r.code, r.reason]),
    [['4001', 'RCS 미지원 단말']],
  );
});
