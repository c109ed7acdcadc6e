import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookJob } from '../../../jobs/book-job';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { BIZ_FILE_MAX_BYTES } from '@console/contracts/business';
import { cleanFileName, sniffBizFileType } from '../../../businesses/business-file-type';
import { NO_BIZ_FILE } from '../../../businesses/business-files-repository';
import { isUniqueViolation } from '../../../db/unique-violation';
import { BIZ_FILE_REVIEW } from '../../../businesses/biz-file-review-job';
import { authOf } from '../../../http/request-auth';
import { ApiError, conflict, invalidField } from '../../../http/api-error';
import { ok } from '../../../http/envelope';

const FILE_REQUIRED = '올릴 파일을 선택해 주세요.';
const TOO_LARGE = `파일은 ${BIZ_FILE_MAX_BYTES / 1024 / 1024}MB까지 올릴 수 있어요.`;
const PENDING_EXISTS = '심사 중인 사업자등록증이 있어요. 심사 결과가 나온 뒤에 다시 올려 주세요.';

/** The multipart field "file" as bytes; 400/413 with the field named when it is missing or too big. */
async function readUpload(request: FastifyRequest): Promise<{ name: string | undefined; bytes: Buffer }> {
  if (!request.isMultipart()) throw invalidField('file', FILE_REQUIRED);
  const part = await request.file({ limits: { fileSize: BIZ_FILE_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') throw invalidField('file', FILE_REQUIRED);
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, ResultCode.VALIDATION, TOO_LARGE, [{ field: 'file', message: TOO_LARGE }]);
    }
    throw error;
  }
}

/**
 * The business registration certificate: any member sees its review state; the master uploads it
 * (PDF, JPG or PNG by its real bytes, up to 10 MB). An upload waits for an operator, or for the dev
 * reviewer after VERIFY_SIMULATOR_SECONDS.
 */
const bizFileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open to a withdrawal-requested role too: the console's verify banner asks on every page, like
  // /async/account/verify/status; only the account pages themselves are closed to it.
  app.get('/api/account/biz-file', { preValidation: app.authenticate }, async (request) => {
    const file = await app.businessFiles.latest(authOf(request).user.business.bizSeq);
    return ok(file?.state ?? NO_BIZ_FILE);
  });

  app.post(
    '/api/account/biz-file',
    { preValidation: [app.authenticate, app.requireRoles(['ROLE_MASTER']), app.refuseWithdrawn] },
    async (request) => {
      const { user } = authOf(request);
      const upload = await readUpload(request);
      if (upload.bytes.length === 0) throw invalidField('file', '빈 파일은 올릴 수 없어요.');
      const type = sniffBizFileType(upload.bytes);
      if (!type) throw invalidField('file', 'PDF, JPG, PNG 파일만 올릴 수 있어요. 파일 형식을 확인해 주세요.');
      const bizSeq = user.business.bizSeq;
      const business = await app.businesses.find(bizSeq);
      if (business?.verified)
        throw conflict('이미 인증된 사업자예요. 사업자 정보가 바뀌었다면 고객센터에 문의해 주세요.');
      if ((await app.businessFiles.latest(bizSeq))?.state.status === 'PENDING') throw conflict(PENDING_EXISTS);

      const fileName = cleanFileName(upload.name, type);
      try {
        const file = await app.db.transaction(async (tx) => {
          const added = await app.businessFiles.add(
            { bizSeq, fileName, contentType: type, content: upload.bytes, uploadedBy: user.userSeq },
            tx,
          );
          if (app.verifySimulatorSeconds !== null) {
            await bookJob(
              tx,
              BIZ_FILE_REVIEW,
              { bizSeq, fileSeq: added.seq, fileName },
              { afterSeconds: app.verifySimulatorSeconds },
            );
          }
          return added;
        });
        return ok(file.state);
      } catch (error) {
        // Two uploads at once: the unique index keeps one pending file per business.
        if (isUniqueViolation(error)) throw conflict(PENDING_EXISTS);
        throw error;
      }
    },
  );
};
export default bizFileRoutes;
