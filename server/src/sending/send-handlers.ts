import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Channel } from '../channels/channel';
import { ok } from '../http/envelope';
import { authOf, teamOf } from '../http/request-auth';
import { acceptRequest } from './accept-request';
import { idempotencyKeyOf } from './idempotency-key';

/** The answer of an accepted send; a replayed Idempotency-Key says so in a header. */
const answer = (reply: FastifyReply, result: Awaited<ReturnType<typeof acceptRequest>>) => {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return ok(result.answer);
};

/** A send route's handler for a member of the Curr-Team-Seq team: the body (validated by the route) on `channel`. */
export const memberSendHandler =
  <Request>(
    app: FastifyInstance,
    channel: () => Channel<Request>,
    toRequest?: (body: never, teamSeq: number) => Promise<Request>,
  ) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = authOf(request);
    const teamSeq = teamOf(request).teamSeq;
    const body = request.body as never;
    return answer(
      reply,
      await acceptRequest(app.db, app.sendRequests, channel(), {
        teamSeq,
        user: { userSeq: user.userSeq, name: user.name },
        request: toRequest ? await toRequest(body, teamSeq) : (body as Request),
        idempotencyKey: idempotencyKeyOf(request),
      }),
    );
  };

/** A send route's handler for a team API key (after authenticateApiKey): the request is named after the key. */
export const apiKeySendHandler =
  <Request>(app: FastifyInstance, channel: () => Channel<Request>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = request.apiKeyCaller;
    if (!caller) throw new Error('route is missing the authenticateApiKey preHandler');
    return answer(
      reply,
      await acceptRequest(app.db, app.sendRequests, channel(), {
        teamSeq: caller.teamSeq,
        user: { userSeq: null, name: `API 키: ${caller.keyName}` },
        request: request.body as Request,
        idempotencyKey: idempotencyKeyOf(request),
        apiKeySeq: caller.keySeq,
      }),
    );
  };
