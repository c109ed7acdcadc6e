import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { MMS_MAX_IMAGE_BYTES } from '@console/contracts/message-limits';
import {
  checkMmsImage,
  mmsImageProblemMessage,
  MMS_IMAGE_FIELD,
  MMS_IMAGE_REQUIRED_MESSAGE,
} from '@console/contracts/mms-images';
import { ApiError, invalidField } from '../../http/api-error';

export interface CheckedImage {
  content: Buffer;
  width: number;
  height: number;
}

/**
 * The one file of an MMS image upload (multipart, field `image`), judged by its bytes with the
 * contracts' checkMmsImage. Only the first 300 KB + 1 byte are kept; the rest of a larger file is
 * counted and dropped, so the answer can say how large it was. Too large: 413; anything else: 400.
 */
export async function readMessageImage(request: FastifyRequest): Promise<CheckedImage> {
  if (!request.isMultipart()) throw invalidField(MMS_IMAGE_FIELD, MMS_IMAGE_REQUIRED_MESSAGE);
  // The multipart plugin's own limit (10 MB) still cuts a huge upload; it is then marked truncated.
  const part = await request.file({ limits: { files: 1 }, throwFileSizeLimit: false });
  if (!part) throw invalidField(MMS_IMAGE_FIELD, MMS_IMAGE_REQUIRED_MESSAGE);
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (keptBytes <= MMS_MAX_IMAGE_BYTES) {
      kept.push(chunk);
      keptBytes += chunk.length;
    }
  }
  const head = Buffer.concat(kept).subarray(0, MMS_MAX_IMAGE_BYTES + 1);
  const check = checkMmsImage(head, part.file.truncated ? Number.POSITIVE_INFINITY : size);
  if (!check.ok) {
    const message = mmsImageProblemMessage(check);
    if (check.problem === 'TOO_LARGE')
      throw new ApiError(413, ResultCode.VALIDATION, message, [{ field: MMS_IMAGE_FIELD, message }]);
    throw invalidField(MMS_IMAGE_FIELD, message);
  }
  return { content: head, width: check.width, height: check.height };
}
