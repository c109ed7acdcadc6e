import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import {
  CALLBACK_DOCUMENT_MAX_BYTES,
  CALLBACK_EXTRA_DOCUMENT,
  type CallbackDocumentKind,
  type CallbackRelation,
} from '@console/contracts/messaging';
import { cleanFileName, sniffBizFileType } from '../businesses/business-file-type';
import { ApiError, invalidField, invalidInput } from '../http/api-error';
import type { NewCallbackDocument } from './callback-documents-repository';

/** Multipart file fields, one per document kind. */
export const DOCUMENT_FIELD: Record<CallbackDocumentKind, string> = {
  SUBSCRIPTION: 'subscription',
  EMPLOYMENT: 'employment',
  CONSENT: 'consent',
};
const KIND_OF_FIELD = new Map(
  Object.entries(DOCUMENT_FIELD).map(([kind, field]) => [field, kind as CallbackDocumentKind]),
);

const MISSING: Record<CallbackDocumentKind, string> = {
  SUBSCRIPTION: '통신서비스 이용증명원(가입증명서)을 올려 주세요.',
  EMPLOYMENT: '직원 번호는 재직증명서가 필요해요.',
  CONSENT: '타인 번호는 이용 승낙서가 필요해요.',
};
const TOO_LARGE = `서류는 ${CALLBACK_DOCUMENT_MAX_BYTES / 1024 / 1024}MB까지 올릴 수 있어요.`;

/** The text fields and the documents of a multipart registration, each file checked by its bytes. */
export async function readCallbackUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; documents: NewCallbackDocument[] }> {
  if (!request.isMultipart()) throw invalidField('subscription', MISSING.SUBSCRIPTION);
  const fields: Record<string, string> = {};
  const documents: NewCallbackDocument[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: CALLBACK_DOCUMENT_MAX_BYTES, files: 3 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const kind = KIND_OF_FIELD.get(part.fieldname);
      const bytes = await part.toBuffer();
      if (!kind) continue;
      if (bytes.length === 0) throw invalidField(part.fieldname, '빈 파일은 올릴 수 없어요.');
      const type = sniffBizFileType(bytes);
      if (!type) throw invalidField(part.fieldname, 'PDF, JPG, PNG 파일만 올릴 수 있어요. 파일 형식을 확인해 주세요.');
      documents.push({ kind, fileName: cleanFileName(part.filename, type), contentType: type, content: bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, ResultCode.VALIDATION, TOO_LARGE, [{ field: 'subscription', message: TOO_LARGE }]);
    if (code === 'FST_FILES_LIMIT') throw invalidField('subscription', '서류는 종류마다 한 개씩 올려 주세요.');
    throw error;
  }
  return { fields, documents };
}

/** Refuses a registration without the documents its relation needs, naming each missing field. */
export function requireDocuments(relation: CallbackRelation, documents: NewCallbackDocument[]) {
  const needed: CallbackDocumentKind[] = ['SUBSCRIPTION'];
  const extra = CALLBACK_EXTRA_DOCUMENT[relation];
  if (extra) needed.push(extra);
  const missing = needed.filter((kind) => !documents.some((d) => d.kind === kind));
  if (missing.length > 0) {
    throw invalidInput(
      missing.map((kind) => ({ field: DOCUMENT_FIELD[kind], message: MISSING[kind] })),
      MISSING[missing[0]!],
    );
  }
  // Documents the relation does not ask for are not kept.
  return documents.filter((d) => needed.includes(d.kind));
}
