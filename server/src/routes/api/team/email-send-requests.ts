import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildEmailMemberSendSchema,
  EMAIL_GROUPS_WITHOUT_ADDRESSES,
  type EmailSendAccepted,
  type EmailSendRequestCreate,
} from '@console/contracts/email-send';
import { MAX_RECIPIENTS_PER_REQUEST } from '@console/contracts/message-limits';
import { GROUP_NOT_FOUND } from '../../../address-books/address-groups-repository';
import { invalidField } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { authOf, teamOf } from '../../../http/request-auth';
import { acceptRequest } from '../../../sending/accept-request';
import { idempotencyKeyOf, SEND_BODY_LIMIT } from '../../../sending/idempotency-key';
import { requireSendingAllowed } from '../../../sending/sending-guard';

/**
 * E-mail sending of the Curr-Team-Seq team (every member, as SMS): typed addresses and/or the team's
 * address-book groups (their contacts with an e-mail address; the others are counted, not sent).
 * Opt-outs and the advertising rules are the channel's, as on the public API. Results, history,
 * reservations and cancelling are the send requests' own endpoints (/api/team/send-requests/**).
 */
const emailSendRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/team/email/send-requests',
    {
      schema: { body: buildEmailMemberSendSchema() },
      preValidation: [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed],
      bodyLimit: SEND_BODY_LIMIT,
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const teamSeq = teamOf(request).teamSeq;
      const { groupSeqs, ...body } = request.body;
      const groups = await app.contacts.groupEmails(teamSeq, groupSeqs);
      if (groups.missing.length > 0) throw invalidField('groupSeqs', GROUP_NOT_FOUND);
      const recipients = [...body.recipients, ...groups.addresses];
      if (recipients.length === 0) throw invalidField('groupSeqs', EMAIL_GROUPS_WITHOUT_ADDRESSES);
      if (recipients.length > MAX_RECIPIENTS_PER_REQUEST)
        throw invalidField(
          'recipients',
          `한 번에 ${MAX_RECIPIENTS_PER_REQUEST.toLocaleString('ko-KR')}명까지 보낼 수 있어요. 그룹과 주소를 나눠서 보내 주세요.`,
        );
      const result = await acceptRequest<EmailSendRequestCreate>(app.db, app.sendRequests, app.emailChannel, {
        teamSeq,
        user: { userSeq: user.userSeq, name: user.name },
        request: { ...body, recipients },
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      const answer: EmailSendAccepted = {
        ...result.answer,
        groupAddressCount: groups.addresses.length,
        contactsWithoutEmail: groups.withoutEmail,
      };
      return ok(answer);
    },
  );
};
export default emailSendRequestsRoutes;
