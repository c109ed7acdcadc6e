import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { buildSendRequestSchema, SendRequestQuery } from '@console/contracts/send-requests';
import { HISTORY_MAX_RANGE_DAYS } from '@console/contracts/message-limits';
import { invalidField, notFound } from '../../../http/api-error';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { authOf } from '../../../http/request-auth';
import { acceptRequest } from '../../../sending/accept-request';
import { cancelReservation, updateReservation } from '../../../sending/reservations';
import { requireSendingAllowed } from '../../../sending/sending-guard';
import { seoulDateStamp } from '../../../http/csv-export';

const SEQ_INVALID = '발송 요청 번호(seq)가 올바르지 않아요.';
export const SendRequestSeqParams = z.object({
  seq: z.coerce.number({ message: SEQ_INVALID }).int(SEQ_INVALID).min(1, SEQ_INVALID).max(2_147_483_647, SEQ_INVALID),
});
/** 100,000 recipients with variables are several megabytes of JSON. */
export const SEND_BODY_LIMIT = 64 * 1024 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

export const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw invalidField('Idempotency-Key', 'Idempotency-Key는 공백 없는 영문, 숫자, 기호 100자까지 쓸 수 있어요.');
  }
  return header;
};

const dashed = (stamp: string) => `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6)}`;
/** The query's KST days as instants [from 00:00, the day after `to` 00:00); default: the last 31 days. */
export const kstRange = (query: { from?: string; to?: string }): { from: Date; to: Date } => {
  const to = query.to ?? dashed(seoulDateStamp());
  const end = new Date(`${to}T00:00:00+09:00`);
  end.setUTCDate(end.getUTCDate() + 1);
  const start = query.from
    ? new Date(`${query.from}T00:00:00+09:00`)
    : new Date(end.getTime() - HISTORY_MAX_RANGE_DAYS * 86_400_000);
  // The schema checks from/to given together; a lone `from` is measured against today here.
  if (end.getTime() - start.getTime() > HISTORY_MAX_RANGE_DAYS * 86_400_000) {
    throw invalidField('from', `조회 기간은 최대 ${HISTORY_MAX_RANGE_DAYS}일이에요.`);
  }
  return { from: start, to: end };
};

/** SMS/LMS/MMS send requests of the Curr-Team-Seq team: every member sends, reads and manages reservations. */
const sendRequestsRoutes: FastifyPluginAsync = async (app) => {
  const writer = [app.authenticate, app.refuseWithdrawn, app.requireTeam, requireSendingAllowed];
  const reader = [app.authenticate, app.requireTeam];

  app.post('/api/team/send-requests', { preHandler: writer, bodyLimit: SEND_BODY_LIMIT }, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const body = parseInput(buildSendRequestSchema(), request.body);
    const { user } = authOf(request);
    const { answer, replayed } = await acceptRequest(app.db, app.sendRequests, app.smsChannel, {
      teamSeq: request.team!.teamSeq,
      user: { userSeq: user.userSeq, name: user.name },
      request: body,
      idempotencyKey,
    });
    if (replayed) reply.header('idempotent-replayed', 'true');
    return ok(answer);
  });

  app.get('/api/team/send-requests', { preHandler: reader }, async (request) => {
    const query = parseInput(SendRequestQuery, request.query);
    // Waiting reservations may have been made more than 31 days ago (they reach 60 days ahead): without
    // a range, the RESERVED list shows them all.
    const range = query.status === 'RESERVED' && !query.from && !query.to ? { from: null, to: null } : kstRange(query);
    const { items, total } = await app.sendRequests.list(
      request.team!.teamSeq,
      { ...range, status: query.status },
      pageWindow(query),
    );
    return ok(pageOf(items, query, total));
  });

  app.get('/api/team/send-requests/:seq', { preHandler: reader }, async (request) => {
    const { seq } = parseInput(SendRequestSeqParams, request.params);
    const found = await app.sendRequests.find(request.team!.teamSeq, seq);
    if (!found) throw notFound('발송 요청을 찾을 수 없어요.');
    return ok(found);
  });

  app.put('/api/team/send-requests/:seq', { preHandler: writer, bodyLimit: SEND_BODY_LIMIT }, async (request) => {
    const { seq } = parseInput(SendRequestSeqParams, request.params);
    const body = parseInput(buildSendRequestSchema(), request.body);
    return ok(
      await updateReservation(app.db, app.sendRequests, app.channels, app.smsChannel, request.team!.teamSeq, seq, body),
    );
  });

  app.delete(
    '/api/team/send-requests/:seq',
    { preHandler: [app.authenticate, app.refuseWithdrawn, app.requireTeam] },
    async (request) => {
      const { seq } = parseInput(SendRequestSeqParams, request.params);
      return ok(await cancelReservation(app.db, app.sendRequests, request.team!.teamSeq, seq));
    },
  );
};
export default sendRequestsRoutes;
