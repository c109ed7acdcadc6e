import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RemoteEventReport } from '@console/contracts/releases';

/**
 * The shell's beacon: remote loads and load or mount failures, counted per remote version and
 * minute for the canary watch and the status view. No session needed; a flood guard per IP. Events
 * of remotes this environment does not have are dropped.
 */
const remoteEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/_telemetry/remote-events',
    { schema: { body: RemoteEventReport }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const document = await app.registry.environment();
      const known = request.body.events.filter((event) => document?.remotes[event.remote]);
      if (known.length > 0) await app.releases.events.record(app.releases.consoleEnv, known);
      return reply.code(204).send();
    },
  );
};
export default remoteEventsRoutes;
