import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '@console/contracts/api-envelope';
import { RemoteOverrideRequest } from '@console/contracts/releases';
import { ApiError, invalidField } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authOf } from '../../../http/request-auth';
import { OVERRIDE_COOKIE, parseOverrides, serializeOverrides } from '../../../releases/override-cookie';

const OverrideResetQuery = z.object({
  remote: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, '리모트 이름이 올바르지 않아요.')
    .optional(),
});

/**
 * The release managers' calls (RELEASE_MANAGERS): the status of every environment, and overrides of
 * a remote's version or manifest URL in their own browser only (a cookie the registry honours for
 * release managers alone). Anyone else: 403.
 */
const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireReleaseManager = async (request: Parameters<typeof authOf>[0]) => {
    if (!app.releases.isReleaseManager(authOf(request).user.loginId))
      throw new ApiError(403, ResultCode.FORBIDDEN, '릴리스 관리자만 볼 수 있어요. 관리자에게 권한을 요청해 주세요.');
  };
  const guards = { preValidation: app.authenticate, preHandler: requireReleaseManager };
  const cookieAttributes = () =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: app.releases.secureCookies }) as const;

  app.get('/api/releases/status', guards, async () => ok(await app.releases.status()));

  app.put('/api/releases/override', { schema: { body: RemoteOverrideRequest }, ...guards }, async (request, reply) => {
    const { remote, version, url } = request.body;
    const document = await app.registry.environment();
    if (!document?.remotes[remote])
      throw invalidField('remote', `이 환경(${app.releases.consoleEnv})에 ${remote} 리모트가 없어요.`);
    if (version && !app.releases.isBuilt(remote, version))
      throw invalidField('version', `${remote} ${version} 버전은 이 서버에 빌드되어 있지 않아요.`);
    const overrides = {
      ...parseOverrides(request.cookies[OVERRIDE_COOKIE]),
      [remote]: version ? { version } : { url: url! },
    };
    reply.setCookie(OVERRIDE_COOKIE, serializeOverrides(overrides), cookieAttributes());
    return ok({ overrides });
  });

  app.delete(
    '/api/releases/override',
    { schema: { querystring: OverrideResetQuery }, ...guards },
    async (request, reply) => {
      const { remote } = request.query;
      const rest = { ...parseOverrides(request.cookies[OVERRIDE_COOKIE]) };
      if (remote) delete rest[remote];
      if (!remote || Object.keys(rest).length === 0) reply.clearCookie(OVERRIDE_COOKIE, cookieAttributes());
      else reply.setCookie(OVERRIDE_COOKIE, serializeOverrides(rest), cookieAttributes());
      return ok({ overrides: remote ? rest : {} });
    },
  );
};
export default releasesRoutes;
