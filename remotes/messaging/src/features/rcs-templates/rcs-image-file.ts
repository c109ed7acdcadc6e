import { RCS_LIMITS } from '@console/contracts/rcs';

export type RcsImageProblem = 'type' | 'size' | null;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The first bytes of a file (Blob.arrayBuffer is missing in some test DOMs; FileReader is everywhere). */
const headOf = (file: Blob, n: number) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, n));
  });

/**
 * The same check as the server, before uploading: JPG or PNG by the file's first bytes (not its
 * name), at most 1 MB.
 */
export async function rcsImageProblem(file: File): Promise<RcsImageProblem> {
  const head = await headOf(file, PNG.length);
  const starts = (magic: number[]) => magic.every((byte, i) => head[i] === byte);
  if (!starts(JPEG) && !starts(PNG)) return 'type';
  if (file.size > RCS_LIMITS.imageMaxBytes) return 'size';
  return null;
}

/** 1.2 MB / 340 KB / 512 B, for messages about a chosen file. */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)}MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)}KB`
      : `${bytes}B`;

export const RCS_IMAGE_MB = RCS_LIMITS.imageMaxBytes / 1024 / 1024;
