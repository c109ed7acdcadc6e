import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkSimulatorForm } from '../../identity-check/simulator-form';
import { simulatorPage } from '../../identity-check/simulator-page';

const RECEIVE_PATH = '/common/kmc-receive';

/**
 * The identity-check provider (KMC-like) simulator, the default provider: GET shows its popup,
 * POST verifies and sends the popup to /common/kmc-receive with a single-use token (or an error
 * code: FAILED, CANCELLED), which hands it to the sign-up page that opened the popup.
 */
const identitySimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // A provider's page posts a plain HTML form; this plugin alone accepts that encoding.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get('/kmc/simulator', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(simulatorPage(reply.pageNonce)),
  );

  app.post<{ Body: Record<string, string | undefined> | undefined }>('/kmc/simulator', async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    if (body.action === 'cancel') return reply.redirect(`${RECEIVE_PATH}?error=CANCELLED`, 303);
    const check = checkSimulatorForm(body);
    if (check.kind === 'invalid') {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(simulatorPage(reply.pageNonce, check.values, check.errors));
    }
    if (check.kind === 'failed') return reply.redirect(`${RECEIVE_PATH}?error=FAILED`, 303);
    const token = await app.identityChecks.store(check.identity);
    return reply.redirect(`${RECEIVE_PATH}?token=${encodeURIComponent(token)}`, 303);
  });
};
export default identitySimulatorRoutes;
