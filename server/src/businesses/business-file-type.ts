import type { BIZ_FILE_TYPES } from '@console/contracts/business';

export type BizFileType = (typeof BIZ_FILE_TYPES)[number];

/**
 * The real type of an uploaded file from its first bytes (its "magic number"), whatever its name
 * or the browser's claim says: a renamed .exe is not a PDF.
 */
export function sniffBizFileType(head: Buffer): BizFileType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

/** A file name safe to store and to send back in Content-Disposition: no paths, no control characters. */
export function cleanFileName(name: string | undefined, type: BizFileType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  const fallback = { 'application/pdf': 'document.pdf', 'image/jpeg': 'document.jpg', 'image/png': 'document.png' }[
    type
  ];
  return cleaned || fallback;
}
