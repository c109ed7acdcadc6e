import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import consoleApp, { type AppOptions } from './app';

/** A ready Fastify instance with the whole app registered; server.ts listens on it, tests inject. */
export async function buildApp(options: AppOptions & { logger?: FastifyServerOptions['logger'] }): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy,
    // Let the close wait for in-flight requests but not for idle keep-alive sockets.
    forceCloseConnections: 'idle',
  });
  // fp: the decorations (app.db, app.jobs ...) stay visible on the returned instance.
  await app.register(fp(consoleApp), options);
  await app.ready();
  return app;
}
