import { kakaoImageProblem, readImageSize, type KakaoImagePurpose } from '@console/contracts/kakao';

/** The bytes the check needs: a JPEG's size can sit behind its EXIF block, so up to the first MB. */
const HEAD_BYTES = 1024 * 1024;

/** The first bytes of a file (Blob.arrayBuffer where the blob has it, FileReader otherwise). */
function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(head);
  });
}

export interface KakaoImageFileCheck {
  /** Why the file cannot be used for the purpose (the server's own Korean wording), null when it can. */
  problem: string | null;
  /** Width and height read from the bytes, when they are a JPEG or PNG. */
  size: { width: number; height: number } | null;
}

/**
 * The browser's check of a picked file with the contract code the server runs on upload: the type from
 * the bytes (not the name), the bytes, the width and the ratio of the chosen use. Nothing is sent.
 */
export async function checkKakaoImageFile(file: File, purpose: KakaoImagePurpose): Promise<KakaoImageFileCheck> {
  const head = await readHead(file);
  const image = readImageSize(head);
  return {
    problem: kakaoImageProblem(head, file.size, purpose),
    size: image ? { width: image.width, height: image.height } : null,
  };
}
