import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ResultCode } from '@console/contracts/api-envelope';
import {
  ADDRESS_BOOK_LIMITS,
  ImportOptions,
  suggestImportMapping,
  type ImportPreview,
} from '@console/contracts/address-books';
import { ApiError, invalidField, invalidInput } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { importContacts } from '../../../address-books/contact-import';
import { openSheetOffThread } from '../../../address-books/sheet-parsing';
import { authOf, teamOf } from '../../../http/request-auth';
import { GroupParams } from '@console/contracts/address-books';

const FILE_REQUIRED = 'CSV나 XLSX 파일을 선택해 주세요.';
const TOO_LARGE = `파일은 ${ADDRESS_BOOK_LIMITS.importFileMaxBytes / 1024 / 1024}MB까지 올릴 수 있어요. 파일을 나눠서 가져와 주세요.`;

const tooLarge = () => new ApiError(413, ResultCode.VALIDATION, TOO_LARGE, [{ field: 'file', message: TOO_LARGE }]);

/**
 * The file's rows; a file cut at the size limit is refused once its rows are read (multipart marks
 * the stream truncated instead of failing it), so an import of the cut file rolls back.
 */
async function* wholeFileRows(file: MultipartFile, rows: AsyncIterable<string[]>): AsyncGenerator<string[]> {
  yield* rows;
  if (file.file.truncated) throw tooLarge();
}

/** Multipart errors of the file stream as Korean 4xx answers. */
async function readingFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge();
    }
    throw error;
  }
}

/**
 * The form fields that come before the file part, then the file part itself (left unread so it
 * streams). The screen sends `mapping` and `duplicatePolicy` first, then `file`.
 */
async function fieldsThenFile(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: MultipartFile }> {
  if (!request.isMultipart()) throw invalidField('file', FILE_REQUIRED);
  const fields: Record<string, string> = {};
  const limits = { fileSize: ADDRESS_BOOK_LIMITS.importFileMaxBytes, files: 1 };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') break;
      return { fields, file: part };
    }
    fields[part.fieldname] = String(part.value);
  }
  throw invalidField('file', FILE_REQUIRED);
}

/** Reads the whole file to count its rows, keeping only the header and the first rows. */
async function previewOf(file: MultipartFile): Promise<ImportPreview> {
  const sheet = await openSheetOffThread(file.file);
  let header: string[] | null = null;
  const rows: string[][] = [];
  let totalRows = 0;
  for await (const cells of wholeFileRows(file, sheet.rows)) {
    if (!header) header = cells;
    else if (++totalRows <= ADDRESS_BOOK_LIMITS.previewRows) rows.push(cells);
  }
  if (!header) throw invalidField('file', '빈 파일이에요. 첫 행에 머리글, 둘째 행부터 연락처를 넣어 주세요.');
  return { fileType: sheet.fileType, header, rows, totalRows, suggestedMapping: suggestImportMapping(header) };
}

function optionsOf(fields: Record<string, string>) {
  let mapping: unknown;
  try {
    mapping = JSON.parse(fields.mapping ?? 'null');
  } catch {
    throw invalidInput([{ field: 'mapping', message: '열 연결 정보가 올바르지 않아요.' }]);
  }
  return parseInput(ImportOptions, { mapping, duplicatePolicy: fields.duplicatePolicy });
}

/** Import of a CSV or XLSX file into a group: a preview with a suggested mapping, then the import. */
const addressBookImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/team/address-books/:groupSeq/import/preview',
    { schema: { params: GroupParams }, preValidation: app.addressBookWriter },
    async (request) => {
      const { groupSeq } = request.params;
      await app.addressGroups.find(teamOf(request).teamSeq, groupSeq);
      const { file } = await fieldsThenFile(request);
      return ok(await readingFile(() => previewOf(file)));
    },
  );

  app.post(
    '/api/team/address-books/:groupSeq/import',
    { schema: { params: GroupParams }, preValidation: app.addressBookWriter },
    async (request) => {
      const { groupSeq } = request.params;
      const teamSeq = teamOf(request).teamSeq;
      await app.addressGroups.find(teamSeq, groupSeq);
      const { fields, file } = await fieldsThenFile(request);
      const options = optionsOf(fields);
      const result = await readingFile(async () => {
        const sheet = await openSheetOffThread(file.file);
        return importContacts(app.db, {
          teamSeq,
          groupSeq,
          userSeq: authOf(request).user.userSeq,
          fileName: file.filename || 'contacts',
          mapping: options.mapping,
          duplicatePolicy: options.duplicatePolicy,
          rows: wholeFileRows(file, sheet.rows),
        });
      });
      return ok(result);
    },
  );
};
export default addressBookImportRoutes;
