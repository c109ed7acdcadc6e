import { bookJob } from '../jobs/book-job';
import type { Database, Queryable } from '../db/database';
import { requestSeqOf } from './delivery-jobs';

export const PHONE_INDEX = 'messages.phone-index';
/** Messages indexed per transaction: about 80 ms of the embedded database, so the server stays responsive. */
const CHUNK = 10_000;

/**
 * Books the job that writes a request's numbers into the history's number search (message_phone_tails,
 * migration 075), in the transaction that wrote the messages. Until it has run the request stays
 * phones_pending and the history searches its messages directly, so nothing is ever missing from a search.
 */
export async function bookPhoneIndex(tx: Queryable, requestSeq: number): Promise<void> {
  await bookJob(tx, PHONE_INDEX, { requestSeq });
}

/**
 * messages.phone-index: the request's messages past phones_indexed_through go into the side table in
 * chunks, each in its own transaction with the request locked (a reservation rewritten meanwhile waits,
 * then books its own run). The last chunk clears phones_pending. Running it twice writes nothing twice.
 */
export const phoneIndexHandler = (db: Database) => async (payload: Record<string, unknown>) => {
  const requestSeq = requestSeqOf(payload);
  for (let more = true; more;) {
    more = await db.transaction(async (tx) => {
      const [request] = await tx.query<{ through: string }>(
        'SELECT phones_indexed_through AS through FROM send_requests WHERE seq = $1 AND phones_pending FOR UPDATE',
        [requestSeq],
      );
      if (!request) return false;
      const [chunk] = await tx.query<{ count: number; last: string | null }>(
        `WITH chunk AS (
           SELECT seq, team_seq, phone, channel FROM messages WHERE request_seq = $1 AND seq > $2 ORDER BY seq LIMIT $3),
         written AS (
           INSERT INTO message_phone_tails (team_seq, tail, message_seq)
           -- Numbers only: an e-mail's recipient is an address (migration 096).
           SELECT team_seq, right(phone, 4)::smallint, seq FROM chunk WHERE channel <> 'EMAIL' ORDER BY 1, 2, 3
           ON CONFLICT DO NOTHING)
         SELECT count(*)::int AS count, max(seq) AS last FROM chunk`,
        [requestSeq, request.through, CHUNK],
      );
      const full = chunk!.count === CHUNK;
      await tx.query(
        'UPDATE send_requests SET phones_indexed_through = coalesce($2, phones_indexed_through), phones_pending = $3 WHERE seq = $1',
        [requestSeq, chunk!.last, full],
      );
      return full;
    });
  }
};
