import { checkMmsImage, mmsImageProblemMessage, readJpegInfo, type MmsImageCheck } from './mms-images';
import { MMS_MAX_IMAGE_BYTES } from './message-limits';
import { buildSendRequestSchema, planRecipient } from './send-requests';
import { buildTestJpeg, TEST_PNG_HEAD } from './test-jpeg';

const check = (bytes: Uint8Array) => checkMmsImage(bytes, bytes.length);
const messageOf = (result: MmsImageCheck) => (result.ok ? null : mmsImageProblemMessage(result));

describe('readJpegInfo', () => {
  it('reads the size in pixels of a baseline JPEG from its SOF0 header', () => {
    const jpeg = buildTestJpeg({ width: 320, height: 240 });
    expect(Array.from(jpeg.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
    expect(readJpegInfo(jpeg)).toEqual({ width: 320, height: 240, progressive: false });
  });

  it('reads a progressive JPEG (SOF2)', () => {
    expect(readJpegInfo(buildTestJpeg({ width: 17, height: 1000, progressive: true }))).toEqual({
      width: 17,
      height: 1000,
      progressive: true,
    });
  });

  it('skips segments before the frame header, however long (an EXIF block, comments)', () => {
    expect(readJpegInfo(buildTestJpeg({ width: 640, height: 480, minBytes: 200_000 }))).toEqual({
      width: 640,
      height: 480,
      progressive: false,
    });
  });

  it('finds nothing in a PNG, in a JPEG cut before its frame header, or in a JPEG whose segments are broken', () => {
    expect(readJpegInfo(TEST_PNG_HEAD)).toBeNull();
    const jpeg = buildTestJpeg({ width: 10, height: 10 });
    expect(readJpegInfo(jpeg.subarray(0, 30))).toBeNull();
    const broken = jpeg.slice();
    broken[20] = 0x12; // where the DQT marker's 0xFF should follow SOI (2 bytes) and APP0 (18 bytes)
    expect(readJpegInfo(broken)).toBeNull();
  });

  it('refuses codings handsets do not decode (lossless SOF3)', () => {
    const jpeg = buildTestJpeg({ width: 10, height: 10 });
    const sof = jpeg.findIndex((byte, index) => byte === 0xff && jpeg[index + 1] === 0xc0);
    const lossless = jpeg.slice();
    lossless[sof + 1] = 0xc3;
    expect(readJpegInfo(lossless)).toBeNull();
  });
});

describe('checkMmsImage', () => {
  it('accepts a JPEG up to 300 KB and 1000 x 1000 px', () => {
    const jpeg = buildTestJpeg({ width: 1000, height: 1000, minBytes: MMS_MAX_IMAGE_BYTES - 10 });
    expect(jpeg.length).toBeLessThanOrEqual(MMS_MAX_IMAGE_BYTES);
    expect(check(jpeg)).toEqual({ ok: true, width: 1000, height: 1000, size: jpeg.length });
  });

  it('refuses a PNG named .jpg: the type comes from the bytes', () => {
    expect(messageOf(check(TEST_PNG_HEAD))).toBe('MMS 이미지는 JPG 파일만 보낼 수 있어요.');
    expect(messageOf(check(new TextEncoder().encode('GIF89a....')))).toBe('MMS 이미지는 JPG 파일만 보낼 수 있어요.');
  });

  it('refuses a file over 300 KB, saying how large it is', () => {
    const jpeg = buildTestJpeg({ width: 100, height: 100, minBytes: MMS_MAX_IMAGE_BYTES + 1 });
    expect(jpeg.length).toBe(MMS_MAX_IMAGE_BYTES + 1);
    const result = check(jpeg);
    expect(result).toMatchObject({ ok: false, problem: 'TOO_LARGE' });
    expect(messageOf(result)).toBe('이미지는 300KB까지 올릴 수 있어요. (지금 301KB)');
    // The browser and the server read only the first bytes of a large file: its whole size decides.
    expect(checkMmsImage(jpeg.subarray(0, 1000), 5_000_000)).toMatchObject({ ok: false, problem: 'TOO_LARGE' });
  });

  it('refuses more than 1000 px on either side, naming the size', () => {
    expect(messageOf(check(buildTestJpeg({ width: 1001, height: 10 })))).toBe(
      '이미지는 가로·세로 1000px까지 올릴 수 있어요. (지금 1001 x 10px)',
    );
    expect(check(buildTestJpeg({ width: 10, height: 1001, progressive: true }))).toMatchObject({
      ok: false,
      problem: 'DIMENSIONS',
      width: 10,
      height: 1001,
    });
  });

  it('refuses an empty file and an unreadable JPEG', () => {
    expect(check(new Uint8Array())).toMatchObject({ ok: false, problem: 'EMPTY' });
    expect(check(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toMatchObject({ ok: false, problem: 'UNREADABLE' });
  });
});

describe('imageIds of a send request', () => {
  const schema = buildSendRequestSchema(() => new Date('2026-11-21T03:00:00Z'));
  const base = { recipients: [{ phone: '010-1234-5678' }], body: '안녕하세요', senderNumber: '02-123-4567' };
  const issues = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes up to 3 distinct images', () => {
    expect(issues({ ...base, imageIds: [1, 2, 3] })).toEqual([]);
    expect(issues({ ...base, imageIds: [1, 2, 3, 4] })).toEqual([['imageIds', '이미지는 3장까지 넣을 수 있어요.']]);
    expect(issues({ ...base, imageIds: [5, 5] })).toEqual([['imageIds', '같은 이미지를 두 번 넣었어요.']]);
    expect(issues({ ...base, imageIds: ['x'] })[0]?.[0]).toBe('imageIds.0');
  });

  it('makes every message MMS once an image is there, and refuses a lower forced type', () => {
    expect(
      planRecipient({ body: '짧은 글', subject: undefined, type: undefined }, { phone: '01012345678' }, 1).type,
    ).toBe('MMS');
    expect(
      planRecipient({ body: '짧은 글', subject: undefined, type: undefined }, { phone: '01012345678' }, 0).type,
    ).toBe('SMS');
    expect(issues({ ...base, imageIds: [1], type: 'LMS' })).toEqual([
      ['imageIds', '이미지가 있으면 MMS로만 보낼 수 있어요.'],
    ]);
    expect(issues({ ...base, imageIds: [1], body: '가'.repeat(1001) })).toEqual([
      ['body', '내용은 2,000바이트까지 보낼 수 있어요. (지금 2,002바이트)'],
    ]);
  });
});
