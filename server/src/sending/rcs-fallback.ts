import { countEucKrBytes, chooseMessageType } from '@console/contracts/text-bytes';
import type { Queryable } from '../db/database';

/**
 * A failed RCS message of a request with fallback on is re-sent once as SMS/LMS (by the bytes of its
 * fallback text): a new ACCEPTED message with fallback_of = the RCS message, in the same transaction
 * as the failure (the caller books the dispatch job that hands it to the carrier). The unique index on fallback_of
 * keeps a repeated report from creating a second one. Answers how many fell back: the request counts
 * those as fallback, not as failed; the recipient's outcome is then its fallback message's.
 */
export async function fallBackFailedRcs(
  tx: Queryable,
  requestSeq: number,
  failedRcsSeqs: readonly number[],
): Promise<number> {
  if (failedRcsSeqs.length === 0) return 0;
  const rows = await tx.query<{ seq: string; team_seq: number; phone: string; text: string }>(
    `SELECT m.seq, m.team_seq, m.phone, coalesce(m.fallback_text, r.fallback_text) AS text
       FROM messages m JOIN send_requests r ON r.seq = m.request_seq
      WHERE m.request_seq = $1 AND m.seq = ANY($2::bigint[]) AND m.channel = 'RCS' AND r.fallback_enabled AND r.fallback_text IS NOT NULL`,
    [requestSeq, failedRcsSeqs],
  );
  if (rows.length === 0) return 0;
  // The few fallbacks go straight into the history's number search (a job still to run finds them written).
  const inserted = await tx.query(
    `WITH inserted AS (
       INSERT INTO messages (request_seq, team_seq, phone, text, bytes, type, status, channel, fallback_of)
       SELECT $1, $2, u.phone, u.text, u.bytes, u.type, 'ACCEPTED', 'SMS', u.fallback_of
         FROM unnest($3::text[], $4::text[], $5::int[], $6::text[], $7::bigint[]) AS u(phone, text, bytes, type, fallback_of)
       ON CONFLICT (fallback_of) WHERE fallback_of IS NOT NULL DO NOTHING
       RETURNING seq, team_seq, phone),
     indexed AS (
       INSERT INTO message_phone_tails (team_seq, tail, message_seq) SELECT team_seq, right(phone, 4)::smallint, seq FROM inserted
       ON CONFLICT DO NOTHING)
     SELECT seq FROM inserted`,
    [
      requestSeq,
      rows[0]!.team_seq,
      rows.map((r) => r.phone),
      rows.map((r) => r.text),
      rows.map((r) => countEucKrBytes(r.text)),
      rows.map((r) => chooseMessageType({ body: r.text })),
      rows.map((r) => r.seq),
    ],
  );
  return inserted.length;
}
