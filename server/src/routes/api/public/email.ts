import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildEmailSendRequestSchema } from '@console/contracts/email-send';
import { authenticateApiKey } from '../../../sending/api-key-caller';
import { SEND_BODY_LIMIT } from '../../../sending/idempotency-key';
import { apiKeySendHandler } from '../../../sending/send-handlers';

/**
 * E-mail for linked systems (team API keys), with the Idempotency-Key of every send. Results are the
 * send requests' own public endpoints (/api/public/v1/send-requests/:seq): a request says its channel.
 */
const publicEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('apiKeyCaller', null);
  app.post(
    '/api/public/v1/email/send-requests',
    {
      schema: { body: buildEmailSendRequestSchema() },
      preValidation: authenticateApiKey(app.db),
      bodyLimit: SEND_BODY_LIMIT,
    },
    apiKeySendHandler(app, () => app.emailChannel),
  );
};
export default publicEmailRoutes;
