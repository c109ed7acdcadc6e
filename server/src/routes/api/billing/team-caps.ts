import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TeamSpendCapInput } from '@console/contracts/billing';
import { rowNumber } from '@console/contracts/path-params';
import { listTeamCaps, setTeamCap, teamCap } from '../../../billing/team-caps';
import { notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authOf, teamOf } from '../../../http/request-auth';

const TeamSeqParams = z.object({ teamSeq: rowNumber('팀 번호(teamSeq)가 올바르지 않아요.') });

/** Per-team monthly spend caps: the master lists and sets them; a team's members read their own. */
const teamCapRoutes: FastifyPluginAsyncZod = async (app) => {
  const master = [app.authenticate, app.requireRoles(['ROLE_MASTER'])];

  app.get('/api/billing/team-caps', { preValidation: master }, async (request) =>
    ok(await listTeamCaps(app.db, authOf(request).user.business.bizSeq)),
  );

  app.put(
    '/api/billing/team-caps/:teamSeq',
    { schema: { params: TeamSeqParams, body: TeamSpendCapInput }, preValidation: master },
    async (request) => {
      const { user } = authOf(request);
      const cap = await setTeamCap(
        app.db,
        user.business.bizSeq,
        request.params.teamSeq,
        request.body.monthlyCapKrw,
        user.name,
      );
      if (!cap) throw notFound('팀을 찾을 수 없어요.');
      return ok(cap);
    },
  );

  // The team dashboard's block: the current team's cap and spend (any member).
  app.get('/api/team/billing/cap', { preValidation: [app.authenticate, app.requireTeam] }, async (request) => {
    const cap = await teamCap(app.db, authOf(request).user.business.bizSeq, teamOf(request).teamSeq);
    if (!cap) throw notFound('팀을 찾을 수 없어요.');
    return ok(cap);
  });
};
export default teamCapRoutes;
