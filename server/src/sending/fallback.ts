import type { ChannelId } from '../channels/channel';
import type { ChannelRegistry } from '../channels/channel-registry';
import type { Queryable } from '../db/database';

/**
 * Failed messages of a request with fallback on go out once more on the channel their own channel
 * names for the failure (RCS -> SMS/LMS, alimtalk -> SMS/LMS), with the fallback text (the message's own
 * text when the request's fallback text is its body, as an alimtalk's "template text" fallback): a new ACCEPTED message with
 * fallback_of = the failed one, in the same transaction as the failure (the caller books the dispatch
 * job). A fallback never falls back again, and the unique index on fallback_of keeps a repeated
 * report from creating a second one. Answers the failed messages that fell back: the request counts
 * those as fallback, not as failed; the recipient's outcome is then its fallback message's.
 */
export async function fallBackFailed(
  tx: Queryable,
  channels: ChannelRegistry,
  requestSeq: number,
  failed: readonly { seq: number; code: string }[],
): Promise<number[]> {
  if (failed.length === 0) return [];
  const rows = await tx.query<{ seq: string; team_seq: number; phone: string; channel: ChannelId; text: string }>(
    `SELECT m.seq, m.team_seq, m.phone, m.channel,
            coalesce(m.fallback_text, CASE WHEN r.fallback_text = r.body THEN coalesce(m.text, r.body) ELSE r.fallback_text END) AS text
       FROM messages m JOIN send_requests r ON r.seq = m.request_seq
      WHERE m.request_seq = $1 AND m.seq = ANY($2::bigint[]) AND m.fallback_of IS NULL
        AND r.fallback_enabled AND r.fallback_text IS NOT NULL`,
    [requestSeq, failed.map((f) => f.seq)],
  );
  if (rows.length === 0) return [];
  const codeOf = new Map(failed.map((f) => [f.seq, f.code]));
  const planned = rows.flatMap((row) => {
    const seq = Number(row.seq);
    const target = channels
      .get(row.channel)
      .fallbackChannel({ seq, phone: row.phone, code: codeOf.get(seq)!, text: row.text });
    if (target === null) return [];
    const targetChannel = channels.get(target);
    if (!targetChannel.planText) throw new Error(`channel ${target} cannot take a fallback`);
    return [{ ...row, target, ...targetChannel.planText(row.text) }];
  });
  if (planned.length === 0) return [];
  // The few fallbacks go straight into the history's number search (a job still to run finds them written).
  const inserted = await tx.query(
    `WITH inserted AS (
       INSERT INTO messages (request_seq, team_seq, phone, text, bytes, type, status, channel, fallback_of)
       SELECT $1, $2, u.phone, u.text, u.bytes, u.type, 'ACCEPTED', u.channel, u.fallback_of
         FROM unnest($3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::bigint[])
           AS u(phone, text, bytes, type, channel, fallback_of)
       ON CONFLICT (fallback_of) WHERE fallback_of IS NOT NULL DO NOTHING
       RETURNING seq, team_seq, phone, fallback_of),
     indexed AS (
       INSERT INTO message_phone_tails (team_seq, tail, message_seq) SELECT team_seq, right(phone, 4)::smallint, seq FROM inserted
       ON CONFLICT DO NOTHING)
     SELECT fallback_of FROM inserted`,
    [
      requestSeq,
      planned[0]!.team_seq,
      planned.map((p) => p.phone),
      planned.map((p) => p.text),
      planned.map((p) => p.bytes),
      planned.map((p) => p.type),
      planned.map((p) => p.target),
      planned.map((p) => p.seq),
    ],
  );
  return inserted.map((row) => Number((row as { fallback_of: string }).fallback_of));
}
