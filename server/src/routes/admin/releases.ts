import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyReleaseCommand, ReleaseChangeRequest, ReleaseCommandError } from '@console/contracts/release-commands';
import { invalidField, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { EnvironmentMissing } from '../../releases/registry-store';

const EnvParams = z.object({
  env: z.string().regex(/^[a-z][a-z0-9-]*$/, '환경 이름이 올바르지 않아요. (소문자, 숫자, 대시)'),
});
const HistoryQuery = z.object({
  remote: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, '리모트 이름이 올바르지 않아요.')
    .optional(),
  limit: z.coerce
    .number()
    .int('개수는 1 이상의 정수로 입력해 주세요.')
    .min(1, '개수는 1 이상의 정수로 입력해 주세요.')
    .max(1000)
    .optional(),
});

const missing = (env: string) => notFound(`${env} 환경을 찾을 수 없어요.`);

/**
 * The release CLI's operator API behind ADMIN_TOKEN (`release <env> ... --server <url>`): changes go
 * through this server's registry store (in production the database), so every process serves them
 * on the next page load. Commands are the same pure functions the CLI applies to files.
 */
const adminReleasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preValidation: app.requireAdmin };

  app.get('/admin/api/releases/:env', { schema: { params: EnvParams }, ...admin }, async (request) => {
    const environment = await app.releases.store.read(request.params.env);
    if (!environment) throw missing(request.params.env);
    return ok({ environment });
  });

  app.get(
    '/admin/api/releases/:env/history',
    { schema: { params: EnvParams, querystring: HistoryQuery }, ...admin },
    async (request) => {
      if (!(await app.releases.store.read(request.params.env))) throw missing(request.params.env);
      return ok(await app.releases.store.history(request.params.env, request.query));
    },
  );

  app.get('/admin/api/releases/:env/status', { schema: { params: EnvParams }, ...admin }, async (request) => {
    const status = await app.releases.status([request.params.env]);
    if (status.environments.length === 0) throw missing(request.params.env);
    return ok(status);
  });

  app.post(
    '/admin/api/releases/:env/changes',
    { schema: { params: EnvParams, body: ReleaseChangeRequest }, ...admin },
    async (request) => {
      try {
        const applied = await app.releases.store.change(request.params.env, (current, history) =>
          applyReleaseCommand(current, request.body, {
            isBuilt: app.releases.isBuilt,
            history,
            now: new Date().toISOString(),
          }),
        );
        return ok(applied);
      } catch (error) {
        if (error instanceof EnvironmentMissing) throw missing(request.params.env);
        if (error instanceof ReleaseCommandError) throw invalidField('command', `바꿀 수 없어요: ${error.message}`);
        throw error;
      }
    },
  );
};
export default adminReleasesRoutes;
