import { isRepresentativeNumber } from '@console/contracts/phone-numbers';
import type { Queryable } from '../db/database';
import { simulatedMoReply } from '../carrier/simulator-outcomes';

/**
 * The simulator's replies to delivered messages, written with the reports: MO messages arrive only on
 * a representative sender number, and an opt-out reply puts the number on the team's 080 list.
 */
export async function recordSimulatedReplies(
  tx: Queryable,
  requestSeq: number,
  delivered: { seq: number; phone: string }[],
): Promise<void> {
  const replies = delivered.map((m) => ({ ...m, reply: simulatedMoReply(m.phone) })).filter((m) => m.reply);
  if (replies.length === 0) return;
  const [request] = await tx.query<{ team_seq: number; sender_number: string }>(
    'SELECT team_seq, sender_number FROM send_requests WHERE seq = $1',
    [requestSeq],
  );
  if (!request || !isRepresentativeNumber(request.sender_number)) return;
  await tx.query(
    `INSERT INTO mo_messages (team_seq, to_number, from_phone, body, reply_to, opt_out)
     SELECT $1, $2, u.phone, u.body, u.seq, u.opt_out FROM unnest($3::text[], $4::text[], $5::bigint[], $6::boolean[]) AS u(phone, body, seq, opt_out)`,
    [
      request.team_seq,
      request.sender_number,
      replies.map((r) => r.phone),
      replies.map((r) => r.reply!.body),
      replies.map((r) => r.seq),
      replies.map((r) => r.reply!.optOut),
    ],
  );
  const optOuts = replies.filter((r) => r.reply!.optOut).map((r) => r.phone);
  if (optOuts.length > 0) {
    await tx.query(
      `INSERT INTO opt_outs (team_seq, phone, source) SELECT $1, phone, 'MO' FROM unnest($2::text[]) AS phone ON CONFLICT (team_seq, phone) DO NOTHING`,
      [request.team_seq, optOuts],
    );
  }
}
