import type { FastifyPluginAsync } from 'fastify';
import { MoMessageQuery, type MoMessage } from '@console/contracts/send-requests';
import { selectPage } from '../../../db/select-page';
import { ok, pageOf, pageWindow } from '../../../http/envelope';
import { parseInput } from '../../../http/parse-input';
import { kstRange } from './send-requests';

interface MoRow { seq: string; to_number: string; from_phone: string; body: string; reply_to: string | null; received_at: Date }

/** Received (MO) messages of the team (/history/mo): paged, 31 days at most, by sender phone. */
const moMessagesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/team/messages/mo', { preHandler: [app.authenticate, app.requireTeam] }, async (request) => {
    const query = parseInput(MoMessageQuery, request.query);
    const { from, to } = kstRange(query);
    const { rows, total } = await selectPage<MoRow>(
      app.db,
      {
        columns: 'seq, to_number, from_phone, body, reply_to, received_at',
        from: `FROM mo_messages WHERE team_seq = $1 AND received_at >= $2 AND received_at < $3 AND ($4::text IS NULL OR from_phone LIKE '%' || $4 || '%')`,
        orderBy: 'received_at DESC, seq DESC',
        params: [request.team!.teamSeq, from, to, query.phone?.replace(/\D/g, '') || null],
      },
      pageWindow(query),
    );
    const items: MoMessage[] = rows.map((r) => ({
      seq: Number(r.seq), toNumber: r.to_number, fromPhone: r.from_phone, body: r.body, replyTo: r.reply_to === null ? null : Number(r.reply_to), receivedAt: r.received_at.toISOString(),
    }));
    return ok(pageOf(items, query, total));
  });
};
export default moMessagesRoutes;
