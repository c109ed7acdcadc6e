import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  InvitationCreateRequest,
  InvitationListQuery,
  InvitationSeqParams,
  type Invitation,
} from '@console/contracts/invitations';
import { baseRoleOf } from '@console/contracts/session';
import { invalidField, roleNotAllowed } from '../../http/api-error';
import { ok, pageOf, pageWindow } from '../../http/envelope';
import { invitationMail } from '../../invitations/invitation-mail';
import { authOf } from '../../http/request-auth';
import { MASTER_OR_MANAGER, requireChangingRole } from '../../teams/team-access';

/**
 * Where the invitee's browser reaches the console: PUBLIC_URL when set (behind a load balancer the
 * request's host may be an internal one), otherwise the origin the inviter's request came to.
 */
const originOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${request.protocol}://${request.host}`;

async function mailInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  invitation: Invitation,
  token: string,
  publicUrl: string | undefined,
) {
  const mail = invitationMail({
    origin: originOf(request, publicUrl),
    token,
    businessName: authOf(request).user.business.name,
    inviterName: invitation.invitedBy.name,
    role: invitation.role,
    teamNames: invitation.teams.map((team) => team.name),
  });
  await app.outbox.send({ channel: 'EMAIL', to: invitation.email, subject: mail.subject, body: mail.body });
}

/**
 * E-mail invitations. Masters invite managers and users into any open team; a manager invites
 * users only, into teams the manager belongs to, and resends or cancels only their own.
 */
const invitationRoutes: FastifyPluginAsyncZod<{ publicUrl?: string }> = async (app, { publicUrl }) => {
  const changing = { preValidation: [app.authenticate, requireChangingRole(MASTER_OR_MANAGER)] };
  const isManager = (request: FastifyRequest) => baseRoleOf(authOf(request).user.role) === 'ROLE_MANAGER';

  app.get(
    '/api/invitations',
    {
      schema: { querystring: InvitationListQuery },
      preValidation: [app.authenticate, app.requireRoles(MASTER_OR_MANAGER)],
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.invitations.list(authOf(request).user.business.bizSeq, {
        status: query.status,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.post('/api/invitations', { ...changing, schema: { body: InvitationCreateRequest } }, async (request) => {
    const body = request.body;
    const { user } = authOf(request);
    if (isManager(request)) {
      if (body.role !== 'ROLE_USER') throw invalidField('role', '매니저는 사용자 역할로만 초대할 수 있어요.');
      const mine = new Set(await app.teams.visibleTeamSeqs(user.userSeq));
      if (!body.teamSeqs.every((teamSeq) => mine.has(teamSeq)))
        throw invalidField('teamSeqs', '내가 속한 팀으로만 초대할 수 있어요.');
    }
    const { invitation, token } = await app.invitations.create({
      bizSeq: user.business.bizSeq,
      inviter: { userSeq: user.userSeq, name: user.name },
      email: body.email,
      role: body.role,
      teamSeqs: body.teamSeqs,
    });
    await mailInvitation(app, request, invitation, token, publicUrl);
    return ok(invitation);
  });

  /** A manager acts on the invitations they sent; a master on all of the business's. */
  const ownedInvitation = async (request: FastifyRequest, seq: number) => {
    const { user } = authOf(request);
    const invitation = await app.invitations.find(user.business.bizSeq, seq);
    if (isManager(request) && invitation.invitedBy.userSeq !== user.userSeq) throw roleNotAllowed();
    return invitation;
  };

  app.post(
    '/api/invitations/:seq/resend',
    { ...changing, schema: { params: InvitationSeqParams } },
    async (request) => {
      const current = await ownedInvitation(request, request.params.seq);
      const { invitation, token } = await app.invitations.resend(authOf(request).user.business.bizSeq, current.seq);
      await mailInvitation(app, request, invitation, token, publicUrl);
      return ok(invitation);
    },
  );

  app.delete('/api/invitations/:seq', { ...changing, schema: { params: InvitationSeqParams } }, async (request) => {
    const current = await ownedInvitation(request, request.params.seq);
    return ok(await app.invitations.cancel(authOf(request).user.business.bizSeq, current.seq));
  });
};
export default invitationRoutes;
