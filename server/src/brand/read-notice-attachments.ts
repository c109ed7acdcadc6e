import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { NOTICE_ATTACHMENT_MAX_BYTES, NOTICE_ATTACHMENTS_MAX } from '@console/contracts/brand';
import { ApiError, invalidField } from '../http/api-error';
import { ATTACHMENT_TYPE_MESSAGE, cleanAttachmentName, noticeAttachmentType } from './notice-attachment-type';
import type { NewNoticeAttachment } from './notices-repository';

export const ATTACHMENT_FIELD = 'file';
const MISSING = '올릴 파일을 골라 주세요.';
const TOO_LARGE = `첨부파일은 하나에 ${NOTICE_ATTACHMENT_MAX_BYTES / 1024 / 1024}MB까지 올릴 수 있어요.`;
export const TOO_MANY = `첨부파일은 공지 하나에 ${NOTICE_ATTACHMENTS_MAX}개까지 올릴 수 있어요.`;

/**
 * The files of a multipart attachment upload (one or more `file` parts), each judged by its bytes
 * and its name: PDF, JPG, PNG, HWP, XLSX or ZIP, 10 MB at most. One bad file refuses the whole upload.
 */
export async function readNoticeAttachments(request: FastifyRequest): Promise<NewNoticeAttachment[]> {
  if (!request.isMultipart()) throw invalidField(ATTACHMENT_FIELD, MISSING);
  const files: NewNoticeAttachment[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: NOTICE_ATTACHMENT_MAX_BYTES, files: NOTICE_ATTACHMENTS_MAX } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      const content = await part.toBuffer();
      const fileName = cleanAttachmentName(part.filename);
      if (content.length === 0) throw invalidField(ATTACHMENT_FIELD, `빈 파일은 올릴 수 없어요. (${fileName})`);
      const contentType = noticeAttachmentType(content, fileName);
      if (!contentType) throw invalidField(ATTACHMENT_FIELD, `${ATTACHMENT_TYPE_MESSAGE} (${fileName})`);
      files.push({ fileName, contentType, content });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, ResultCode.VALIDATION, TOO_LARGE, [{ field: ATTACHMENT_FIELD, message: TOO_LARGE }]);
    if (code === 'FST_FILES_LIMIT') throw invalidField(ATTACHMENT_FIELD, TOO_MANY);
    throw error;
  }
  if (files.length === 0) throw invalidField(ATTACHMENT_FIELD, MISSING);
  return files;
}
