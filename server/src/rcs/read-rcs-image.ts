import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { RCS_IMAGE_TOO_LARGE, RCS_IMAGE_TYPE_INVALID, RCS_LIMITS } from '@console/contracts/rcs';
import { cleanFileName, sniffBizFileType } from '../businesses/business-file-type';
import { ApiError, invalidField } from '../http/api-error';

export interface RcsUpload {
  fields: Record<string, string>;
  /** The image part named `fileField`, checked as JPG/PNG <= 1 MB by its bytes; null when absent. */
  image: { fileName: string; contentType: 'image/jpeg' | 'image/png'; content: Buffer } | null;
}

/**
 * The text fields and one image of a multipart request. The image's type comes from its bytes
 * (a renamed PDF is refused) and a part over 1 MB answers 413 with the field named.
 */
export async function readRcsUpload(
  request: FastifyRequest,
  fileField: string,
  missingMessage: string,
): Promise<RcsUpload> {
  if (!request.isMultipart()) throw invalidField(fileField, missingMessage);
  const fields: Record<string, string> = {};
  let image: RcsUpload['image'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: RCS_LIMITS.imageMaxBytes, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== fileField) continue;
      if (bytes.length === 0) throw invalidField(fileField, '빈 파일은 올릴 수 없어요.');
      const type = sniffBizFileType(bytes);
      if (type !== 'image/jpeg' && type !== 'image/png') throw invalidField(fileField, RCS_IMAGE_TYPE_INVALID);
      image = { fileName: cleanFileName(part.filename, type), contentType: type, content: bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, ResultCode.VALIDATION, RCS_IMAGE_TOO_LARGE, [
        { field: fileField, message: RCS_IMAGE_TOO_LARGE },
      ]);
    if (code === 'FST_FILES_LIMIT') throw invalidField(fileField, '이미지는 한 번에 한 개씩 올려 주세요.');
    throw error;
  }
  return { fields, image };
}
