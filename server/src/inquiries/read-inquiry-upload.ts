import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import {
  INQUIRY_FILE_FIELD,
  INQUIRY_FILE_MESSAGES,
  INQUIRY_LIMITS,
  sniffInquiryFile,
  type InquiryFileType,
} from '@console/contracts/inquiries';
import { ApiError, invalidField } from '../http/api-error';
import type { NewInquiryAttachment } from './inquiries-repository';

const FALLBACK_NAME: Record<InquiryFileType, string> = {
  'image/jpeg': 'attachment.jpg',
  'image/png': 'attachment.png',
  'image/gif': 'attachment.gif',
  'application/pdf': 'attachment.pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'attachment.xlsx',
  'application/zip': 'attachment.zip',
  'application/x-hwp': 'attachment.hwp',
};

/** A file name safe to store and to send back in Content-Disposition: no paths, no control characters. */
export function cleanInquiryFileName(name: string | undefined, type: InquiryFileType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || FALLBACK_NAME[type];
}

/**
 * The text fields and the `files` parts of a multipart inquiry or follow-up: each file checked by its
 * bytes (JPG, PNG, GIF, PDF, XLSX/ZIP, HWP), up to 10 MB each and three in all; 400/413 in Korean
 * on the field `files` otherwise. A plain JSON body is read as fields without files.
 */
export async function readInquiryUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; attachments: NewInquiryAttachment[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields: Record<string, string> = {};
    if (body && typeof body === 'object')
      for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
    return { fields, attachments: [] };
  }
  const fields: Record<string, string> = {};
  const attachments: NewInquiryAttachment[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: INQUIRY_LIMITS.attachmentMaxBytes, files: INQUIRY_LIMITS.attachmentsPerMessage },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== INQUIRY_FILE_FIELD) continue;
      if (bytes.length === 0) throw invalidField(INQUIRY_FILE_FIELD, INQUIRY_FILE_MESSAGES.empty);
      const type = sniffInquiryFile(bytes);
      if (!type) throw invalidField(INQUIRY_FILE_FIELD, `${part.filename}: ${INQUIRY_FILE_MESSAGES.type}`);
      attachments.push({ fileName: cleanInquiryFileName(part.filename, type), contentType: type, content: bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, ResultCode.VALIDATION, INQUIRY_FILE_MESSAGES.tooLarge, [
        { field: INQUIRY_FILE_FIELD, message: INQUIRY_FILE_MESSAGES.tooLarge },
      ]);
    if (code === 'FST_FILES_LIMIT') throw invalidField(INQUIRY_FILE_FIELD, INQUIRY_FILE_MESSAGES.tooMany);
    throw error;
  }
  return { fields, attachments };
}
