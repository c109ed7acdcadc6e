import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { ApiError } from '../../http/api-error';
import { isPageRequest, refusedPage } from '../../http/refused-page';
import { isMalformedMultipart } from '../external/multipart';

const SERVER_ERROR_MESSAGE =
  '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요. 문제가 계속되면 관리자에게 문의해 주세요.';
// Fastify's own client errors (bad JSON, wrong content type, body too large ...) keep their status.
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: '요청 형식이 올바르지 않아요.',
  413: '요청 내용이 너무 커요.',
  415: '지원하지 않는 요청 형식이에요.',
};
const MALFORMED_MULTIPART_MESSAGE =
  '보낸 양식을 끝까지 읽지 못했어요. 파일이 중간에 끊겼거나 형식이 올바르지 않아요. 다시 보내 주세요.';

/**
 * The one error handler: logs the context, answers `{ resultCode, resultData: null, message }` with
 * a safe Korean message. Only ApiError messages reach the client; anything unexpected is a 500.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      // A page (not the API) refused for its address: people get a page, not JSON.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500 && isPageRequest(request.method, request.url)) {
        request.log.info({ err: error, status }, 'page refused');
        const message =
          error instanceof ApiError ? error.message : (CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400]!);
        if (error instanceof ApiError && error.headers) reply.headers(error.headers);
        return reply.code(status).type('text/html; charset=utf-8').send(refusedPage(message));
      }
      if (error instanceof ApiError) {
        request.log.info({ status: error.statusCode, message: error.message, errors: error.errors }, 'request refused');
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send({
          resultCode: error.resultCode,
          resultData: null,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      // A multipart body cut short or without its boundary: the parser's plain error is the client's fault.
      if (isMalformedMultipart(error)) {
        request.log.info({ err: error }, 'malformed multipart body');
        return reply
          .code(400)
          .send({ resultCode: ResultCode.VALIDATION, resultData: null, message: MALFORMED_MULTIPART_MESSAGE });
      }
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'bad request');
        return reply.code(status).send({
          resultCode: status === 429 ? ResultCode.RATE_LIMITED : ResultCode.VALIDATION,
          resultData: null,
          message: CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400],
        });
      }
      request.log.error(
        { err: error, method: request.method, url: request.url, user: request.auth?.user.userSeq },
        'request failed',
      );
      return reply
        .code(500)
        .send({ resultCode: ResultCode.SERVER_ERROR, resultData: null, message: SERVER_ERROR_MESSAGE });
    });
  },
  { name: 'error-handler' },
);
