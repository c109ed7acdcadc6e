import type { KakaoImage } from '@console/contracts/kakao';

/** The first bytes of a PNG of any size (signature and IHDR): all the browser check reads. */
export function pngHead(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

export const pngFile = (name: string, width: number, height: number) =>
  new File([pngHead(width, height)], name, { type: 'image/png' });

export const imageOf = (overrides: Partial<KakaoImage> = {}): KakaoImage => ({
  seq: 31,
  purpose: 'ALIMTALK',
  fileName: 'order-banner.png',
  contentType: 'image/png',
  width: 800,
  height: 400,
  size: 120 * 1024,
  uploadedAt: '2026-11-20T05:30:00.000Z',
  usedBy: [],
  ...overrides,
});
