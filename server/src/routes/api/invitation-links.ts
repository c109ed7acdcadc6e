import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvitationAcceptRequest, InvitationToken, type InvitationAcceptAnswer } from '@console/contracts/invitations';
import { startSession } from '../../accounts/start-session';
import { ok } from '../../http/envelope';
import { invitationLinkError } from '../../invitations/invitation-acceptance';
import { notifyInvitationAccepted } from '../../teams/team-notifications';

/**
 * The public side of an invitation: the join-mail page reads the link, the sign-up page spends it.
 * Acceptance logs the new account in like a login (new session, cookie) and tells the inviter.
 */
const invitationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/invitations/by-token/:token', async (request) => {
    const token = InvitationToken.safeParse((request.params as { token?: unknown }).token);
    // A mangled link is as unknown as a link that never existed.
    if (!token.success) throw invitationLinkError('NOT_FOUND');
    return ok(await app.invitationAcceptance.preview(token.data));
  });

  // Each acceptance hashes a password: a per-IP flood guard like the login's.
  app.post(
    '/api/invitations/accept',
    { schema: { body: InvitationAcceptRequest }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const body = request.body;
      const accepted = await app.invitationAcceptance.accept(body);

      await startSession(app, request, reply, accepted);

      const record = (await app.users.findByUserSeq(accepted.userSeq))!;
      // The account exists and is logged in: a failed notice must not turn that into an error page.
      await notifyInvitationAccepted(app, {
        inviterSeq: accepted.inviterSeq,
        bizSeq: record.user.business.bizSeq,
        name: accepted.name,
        loginId: accepted.loginId,
        email: record.user.email,
      }).catch((error: unknown) => request.log.error({ err: error }, 'invitation-accepted notification failed'));
      return ok<InvitationAcceptAnswer>({ userSeq: accepted.userSeq, loginId: accepted.loginId });
    },
  );
};
export default invitationLinkRoutes;
