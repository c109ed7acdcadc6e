import { INQUIRY_LIMITS, inquiryFileProblem } from '@console/contracts/inquiries';

/** A file's bytes (Blob.arrayBuffer where the blob has it, FileReader otherwise). */
function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The browser's check of a picked file with the contract code the server runs on upload: its size, and
 * its type by its bytes (not its name). Answers the Korean problem, or null when it may be attached.
 */
export async function checkInquiryFile(file: File): Promise<string | null> {
  // Too big (or empty) is known from the size alone: such a file is not read.
  if (file.size === 0 || file.size > INQUIRY_LIMITS.attachmentMaxBytes)
    return inquiryFileProblem(new Uint8Array(), file.size);
  return inquiryFileProblem(await readBytes(file), file.size);
}
