import { isPageRequest, refusedPage } from './http/refused-page';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ResultCode } from '@console/contracts/api-envelope';
import consoleApp, { type AppOptions } from './app';

/**
 * One access line per request (the onResponse hook below) instead of Fastify's two ("incoming request"
 * with the request serialized, then "request completed"): logging was a good part of a fast
 * authenticated read. Errors, stream errors and unknown routes are logged as before.
 */
class AccessLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/** A ready Fastify instance with the whole app registered; server.ts listens on it, tests inject. */
export async function buildApp(
  options: AppOptions & { logger?: FastifyServerOptions['logger'] },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy,
    // Let the close wait for in-flight requests but not for idle keep-alive sockets.
    forceCloseConnections: 'idle',
    logController: new AccessLogController(),
    // Opening PGlite and applying every migration on a busy 2-core machine can pass Fastify's
    // default 10 s per plugin; a slow start is not a failure.
    pluginTimeout: 120_000,
    // Errors Fastify raises before routing (a URL that is not valid UTF-8 ...) in the same envelope.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      request.log.info({ err: error }, 'malformed request');
      if (isPageRequest(request.method, request.url)) {
        void reply.code(400).type('text/html; charset=utf-8').send(refusedPage('요청 주소가 올바르지 않아요.'));
        return;
      }
      void reply
        .code(400)
        .send({ resultCode: ResultCode.VALIDATION, resultData: null, message: '요청 주소나 형식이 올바르지 않아요.' });
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  // fp: the decorations (app.db, app.jobs ...) stay visible on the returned instance.
  await app.register(fp(consoleApp), options);
  await app.ready();
  return app;
}
