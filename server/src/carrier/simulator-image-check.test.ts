import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestJpeg } from '@console/contracts/test-jpeg';
import type { CarrierImage, CarrierMessage } from './carrier';
import { channelsRefusingImages, mmsImagesAcceptable, rcsCardImagesAcceptable } from './simulator-image-check';

const jpeg = (imageId: number, minBytes = 0): CarrierImage => ({
  imageId,
  contentType: 'image/jpeg',
  content: Buffer.from(buildTestJpeg({ width: 40, height: 40, minBytes })),
});
const png = (imageId: number, size = 64): CarrierImage => ({
  imageId,
  contentType: 'image/png',
  content: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]),
});
const message = (seq: number, type: CarrierMessage['type'], channel?: 'SMS' | 'RCS'): CarrierMessage => ({
  seq,
  requestSeq: 1,
  phone: '01012345678',
  type,
  ...(channel ? { channel } : {}),
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

test('only MMS messages need files: SMS/LMS and RCS fallback messages are never refused for them', () => {
  assert.deepEqual(channelsRefusingImages([], [message(1, 'SMS'), message(2, 'LMS'), message(3, 'LMS', 'SMS')]), []);
  assert.deepEqual(channelsRefusingImages([], [message(1, 'MMS')]), ['SMS']);
  assert.deepEqual(channelsRefusingImages([jpeg(1)], [message(1, 'MMS')]), []);
  assert.deepEqual(channelsRefusingImages([png(1)], [message(1, 'MMS', 'RCS'), message(2, 'SMS', 'SMS')]), []);
  assert.deepEqual(channelsRefusingImages([png(1)], [message(1, 'MMS', 'SMS'), message(2, 'MMS', 'RCS')]), ['SMS']);
  assert.deepEqual(
    channelsRefusingImages([{ ...png(1), content: Buffer.from('broken') }], [message(1, 'MMS', 'RCS')]),
    ['RCS'],
  );
});
