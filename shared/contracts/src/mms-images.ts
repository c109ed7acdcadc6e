import { rowNumber } from './path-params';
import { z } from 'zod';
import { MMS_MAX_IMAGE_BYTES, MMS_MAX_IMAGE_HEIGHT, MMS_MAX_IMAGE_WIDTH, MMS_MAX_IMAGES } from './message-limits';

/**
 * MMS images (DOMAIN.md, ours): JPG only, at most 3, each <= 300 KB and <= 1000 x 1000 px. The type
 * and the size in pixels are read from the file's bytes, never from its name or the browser's claim,
 * by the same pure code in the browser (before uploading) and on the server (on upload).
 */

export const MMS_IMAGE_TYPE_MESSAGE = 'MMS 이미지는 JPG 파일만 보낼 수 있어요.';
export const MMS_IMAGE_TOO_LARGE_MESSAGE = `이미지는 ${MMS_MAX_IMAGE_BYTES / 1024}KB까지 올릴 수 있어요.`;
export const MMS_IMAGE_DIMENSIONS_MESSAGE = `이미지는 가로·세로 ${MMS_MAX_IMAGE_WIDTH}px까지 올릴 수 있어요.`;
export const MMS_IMAGE_COUNT_MESSAGE = `이미지는 ${MMS_MAX_IMAGES}장까지 넣을 수 있어요.`;
export const MMS_IMAGE_REQUIRED_MESSAGE = 'JPG 이미지 파일을 골라 주세요.';
export const MMS_IMAGE_NOT_FOUND_MESSAGE = '이미지를 찾을 수 없어요. 이미지를 다시 올려 주세요.';
export const MMS_IMAGE_DUPLICATE_MESSAGE = '같은 이미지를 두 번 넣었어요.';

/** Why a file cannot go out as an MMS image. */
export type MmsImageProblem = 'EMPTY' | 'TYPE' | 'TOO_LARGE' | 'UNREADABLE' | 'DIMENSIONS';

export interface JpegInfo {
  width: number;
  height: number;
  /** SOF2: drawn coarse to fine; every handset that shows MMS decodes it. */
  progressive: boolean;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Frame markers handsets decode: baseline (SOF0), extended sequential (SOF1), progressive (SOF2). */
const DECODABLE_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Every other SOFn (lossless, hierarchical, arithmetic coding): C3, C5-C7, C9-CB, CD-CF. C4/C8/CC are not frames. */
const isFrameMarker = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and RST0-7 (SOI is handled at the start). */
const isStandalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** True when the bytes start like a JPEG (SOI followed by a marker), whatever the file is called. */
export const looksLikeJpeg = (bytes: Uint8Array): boolean =>
  bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === SOI && bytes[2] === 0xff;

/**
 * The size in pixels of a JPEG from its frame header (SOF0/SOF1/SOF2), walking the segments from the
 * start: APPn (EXIF and its thumbnail), DQT, DHT... are skipped by their length. Null when the bytes
 * are not a JPEG, are cut before the frame header, or use a coding handsets do not decode.
 */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | null {
  if (!looksLikeJpeg(bytes)) return null;
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      // Fill byte before a marker.
      offset += 1;
      continue;
    }
    offset += 2;
    if (isStandalone(marker)) continue;
    // Scan data or the end before any frame header: not an image we can measure.
    if (marker === SOS || marker === EOI || marker === SOI) return null;
    if (offset + 2 > bytes.length) return null;
    const length = (bytes[offset]! << 8) | bytes[offset + 1]!;
    if (length < 2 || offset + length > bytes.length) return null;
    if (isFrameMarker(marker)) {
      // Segment: length(2) precision(1) height(2) width(2) components(1) ...
      if (!DECODABLE_FRAMES.has(marker) || length < 8) return null;
      const height = (bytes[offset + 3]! << 8) | bytes[offset + 4]!;
      const width = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
      if (width === 0 || height === 0) return null;
      return { width, height, progressive: marker === 0xc2 };
    }
    offset += length;
  }
  return null;
}

export type MmsImageCheck =
  | { ok: true; width: number; height: number; size: number }
  | { ok: false; problem: MmsImageProblem; size: number; width?: number; height?: number };

/**
 * Checks a file for MMS: `head` is its bytes (at least the first MMS_MAX_IMAGE_BYTES + 1 of them;
 * the frame header sits near the start), `size` its whole length. The type is judged before the size,
 * so a large PNG is told it is not a JPG rather than that it is large.
 */
export function checkMmsImage(head: Uint8Array, size: number): MmsImageCheck {
  if (size === 0) return { ok: false, problem: 'EMPTY', size };
  if (!looksLikeJpeg(head)) return { ok: false, problem: 'TYPE', size };
  if (size > MMS_MAX_IMAGE_BYTES) return { ok: false, problem: 'TOO_LARGE', size };
  const info = readJpegInfo(head);
  if (!info) return { ok: false, problem: 'UNREADABLE', size };
  if (info.width > MMS_MAX_IMAGE_WIDTH || info.height > MMS_MAX_IMAGE_HEIGHT) {
    return { ok: false, problem: 'DIMENSIONS', size, width: info.width, height: info.height };
  }
  return { ok: true, width: info.width, height: info.height, size };
}

/** The Korean message of a failed check (the server's answer; the screens word it through i18n). */
export function mmsImageProblemMessage(check: Extract<MmsImageCheck, { ok: false }>): string {
  switch (check.problem) {
    case 'EMPTY':
      return '빈 파일은 올릴 수 없어요.';
    case 'TYPE':
      return MMS_IMAGE_TYPE_MESSAGE;
    case 'TOO_LARGE':
      // A stream cut at the upload limit has no known size.
      return Number.isFinite(check.size)
        ? `${MMS_IMAGE_TOO_LARGE_MESSAGE} (지금 ${Math.ceil(check.size / 1024).toLocaleString('ko-KR')}KB)`
        : MMS_IMAGE_TOO_LARGE_MESSAGE;
    case 'UNREADABLE':
      return 'JPG 파일을 읽을 수 없어요. 손상되지 않은 일반 JPG 파일인지 확인해 주세요.';
    case 'DIMENSIONS':
      return `${MMS_IMAGE_DIMENSIONS_MESSAGE} (지금 ${check.width} x ${check.height}px)`;
  }
}

/** The answer to an upload (POST /api/team/message-images), and one image of a request's detail. */
export const MessageImage = z.object({
  imageId: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Bytes. */
  size: z.number().int(),
});
export type MessageImage = z.infer<typeof MessageImage>;

/** `imageIds` of a send request: images the team uploaded, each once, at most MMS_MAX_IMAGES. */
export const MessageImageIds = z
  .array(
    z
      .number({ message: MMS_IMAGE_NOT_FOUND_MESSAGE })
      .int(MMS_IMAGE_NOT_FOUND_MESSAGE)
      .min(1, MMS_IMAGE_NOT_FOUND_MESSAGE)
      .max(2_147_483_647, MMS_IMAGE_NOT_FOUND_MESSAGE),
  )
  .max(MMS_MAX_IMAGES, MMS_IMAGE_COUNT_MESSAGE)
  .refine((ids) => new Set(ids).size === ids.length, MMS_IMAGE_DUPLICATE_MESSAGE);

/** The multipart field of an upload. */
export const MMS_IMAGE_FIELD = 'image';

/** Path parameter of an uploaded image (MMS /message-images/{imageId}, read back by screens and linked systems). */
export const ImageIdParams = z.object({ imageId: rowNumber('이미지 번호가 올바르지 않아요.') });
export const IMAGE_NOT_FOUND = '이미지를 찾을 수 없어요.';
