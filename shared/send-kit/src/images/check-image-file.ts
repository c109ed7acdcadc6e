import { MMS_MAX_IMAGE_BYTES } from '@console/contracts/message-limits';
import { checkMmsImage, type MmsImageCheck } from '@console/contracts/mms-images';

/** The first bytes of a file (Blob.arrayBuffer where the blob has it, FileReader otherwise). */
function readHead(file: Blob, bytes: number): Promise<ArrayBuffer> {
  const head = file.slice(0, bytes);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The browser's check of a picked file, with the same contract code as the server: the type from the
 * bytes (a PNG named .jpg is refused), 300 KB, 1000 x 1000 px. Only the first 300 KB + 1 are read.
 */
export async function checkImageFile(file: File): Promise<MmsImageCheck> {
  return checkMmsImage(new Uint8Array(await readHead(file, MMS_MAX_IMAGE_BYTES + 1)), file.size);
}
