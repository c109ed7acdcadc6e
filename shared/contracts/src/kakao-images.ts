// Images of Kakao templates and brand messages (kakao.ts re-exports them).
import { z } from 'zod';
import { PageQuery } from './api-envelope';
import { readJpegInfo } from './mms-images';

export const KakaoImagePurpose = z.enum(['ALIMTALK', 'NORMAL', 'WIDE', 'CAROUSEL']);
export type KakaoImagePurpose = z.infer<typeof KakaoImagePurpose>;

/** The rule per use (DOMAIN.md): alimtalk emphasis 2:1 <= 500 KB; brand messages <= 5 MB, width >= 500, ratio by bubble. */
export const KAKAO_IMAGE_RULES: Record<
  KakaoImagePurpose,
  { maxBytes: number; minWidth: number; minRatio: number; maxRatio: number; label: string }
> = {
  ALIMTALK: {
    maxBytes: 500 * 1024,
    minWidth: 500,
    minRatio: 0.5,
    maxRatio: 0.5,
    label: '알림톡 강조 이미지(2:1, 800 x 400 권장)',
  },
  NORMAL: { maxBytes: 5 * 1024 * 1024, minWidth: 500, minRatio: 0.5, maxRatio: 1.333, label: '브랜드 메시지 이미지형' },
  WIDE: { maxBytes: 5 * 1024 * 1024, minWidth: 500, minRatio: 0.5, maxRatio: 1, label: '브랜드 메시지 와이드형' },
  CAROUSEL: { maxBytes: 5 * 1024 * 1024, minWidth: 500, minRatio: 0.5, maxRatio: 1.333, label: '브랜드 메시지 캐러셀' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height of a JPEG or PNG from its bytes, with the type the bytes say; null otherwise. */
export function readImageSize(
  bytes: Uint8Array,
): { contentType: 'image/jpeg' | 'image/png'; width: number; height: number } | null {
  if (PNG_SIGNATURE.every((value, index) => bytes[index] === value)) {
    if (bytes.length < 24) return null;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const width = view.getUint32(16);
    const height = view.getUint32(20);
    return width > 0 && height > 0 ? { contentType: 'image/png', width, height } : null;
  }
  const jpeg = readJpegInfo(bytes);
  return jpeg ? { contentType: 'image/jpeg', width: jpeg.width, height: jpeg.height } : null;
}

/** Why an image cannot be used for `purpose` (judged by its bytes), null when it can. */
export function kakaoImageProblem(bytes: Uint8Array, size: number, purpose: KakaoImagePurpose): string | null {
  const rule = KAKAO_IMAGE_RULES[purpose];
  if (size === 0) return '빈 파일이에요. 이미지를 다시 골라 주세요.';
  const image = readImageSize(bytes);
  if (!image) return 'JPG, PNG 이미지만 올릴 수 있어요. 파일 형식을 확인해 주세요.';
  if (size > rule.maxBytes)
    return `${rule.label}는 ${rule.maxBytes >= 1024 * 1024 ? `${rule.maxBytes / 1024 / 1024}MB` : `${rule.maxBytes / 1024}KB`}까지 올릴 수 있어요.`;
  if (image.width < rule.minWidth) return `이미지 가로는 ${rule.minWidth}px 이상이어야 해요. (지금 ${image.width}px)`;
  const ratio = image.height / image.width;
  const tolerance = 0.01;
  if (ratio < rule.minRatio - tolerance || ratio > rule.maxRatio + tolerance)
    return rule.minRatio === rule.maxRatio
      ? `${rule.label}는 가로:세로 2:1 비율이어야 해요. (지금 ${image.width} x ${image.height})`
      : `${rule.label}는 세로/가로 비율이 ${rule.minRatio}~${rule.maxRatio}여야 해요. (지금 ${image.width} x ${image.height})`;
  return null;
}

export const KakaoImage = z.object({
  seq: z.number().int(),
  purpose: KakaoImagePurpose,
  fileName: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Templates that use it (it cannot be deleted while any does). */
  usedBy: z.array(z.object({ seq: z.number().int(), name: z.string() })),
});
export type KakaoImage = z.infer<typeof KakaoImage>;
export const KakaoImageQuery = PageQuery.extend({ purpose: KakaoImagePurpose.optional() });
