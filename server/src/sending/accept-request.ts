import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { admitSend } from '../billing/billing-ledger';
import type { AcceptContext, Channel, PlannedMessage } from '../channels/channel';
import type { Database } from '../db/database';
import { conflict } from '../http/api-error';
import { bookJob } from '../jobs/book-job';
import { SEND_DISPATCH } from './delivery-jobs';
import { bookPhoneIndex } from './phone-index-job';
import type { SendRequestsRepository } from './send-requests-repository';

/** How many removed duplicates the answer names. */
const DUPLICATES_NAMED = 20;
export const IDEMPOTENCY_MISMATCH =
  '같은 Idempotency-Key로 내용이 다른 발송 요청이 이미 있어요. 새 요청에는 새 키를 써 주세요.';

export interface AcceptInput<Request> {
  teamSeq: number;
  /** The member who sends; null for the public API (the name then says which key). */
  user: { userSeq: number | null; name: string };
  request: Request;
  idempotencyKey: string | null;
  /** The key of a public API call: its callback URL gets the delivery reports. */
  apiKeySeq?: number | null;
}

class ReplayInstead extends Error {}

/** The price a planned message is charged when handed over: the request's own, or its channel's for its type. */
export const priceOf =
  (channel: Channel<never> | Channel<unknown>) =>
  (message: PlannedMessage): number =>
    message.priceKrw ?? channel.priceKrw(message.type);

/**
 * Accepts a send request on any channel: the channel checks and plans it, then the request, ALL its
 * messages and the dispatch job commit in one transaction before the answer. With an Idempotency-Key,
 * a repeat with the same content answers the first result and creates nothing; a repeat with
 * different content is refused (409).
 */
export async function acceptRequest<Request>(
  db: Database,
  repository: SendRequestsRepository,
  channel: Channel<Request>,
  input: AcceptInput<Request>,
): Promise<{ answer: SendRequestAccepted; replayed: boolean }> {
  const hash = channel.requestHash(input.request);
  const replay = async () => {
    const previous = await repository.findByIdempotencyKey(input.teamSeq, input.idempotencyKey!);
    if (!previous?.answer) return null;
    if (previous.requestHash !== hash) throw conflict(IDEMPOTENCY_MISMATCH);
    return { answer: previous.answer, replayed: true };
  };
  if (input.idempotencyKey) {
    const earlier = await replay();
    if (earlier) return earlier;
  }
  const context: AcceptContext = { db, teamSeq: input.teamSeq };
  const { fields, plan, reserveAt, fallback, channelColumns, afterInsert } = await channel.prepare(
    input.request,
    context,
  );
  try {
    const answer = await db.transaction(async (tx) => {
      const seq = await repository.insertRequest(
        {
          ...fields,
          channel: channel.id,
          channelColumns,
          fallbackEnabled: fallback?.enabled ?? false,
          fallbackText: fallback?.text ?? null,
          teamSeq: input.teamSeq,
          createdBy: input.user.userSeq,
          creatorName: input.user.name,
          status: reserveAt ? 'RESERVED' : 'SENDING',
          reserveAt,
          duplicateCount: plan.duplicateNumbers.length,
          typeCounts: plan.typeCounts,
          totalCount: plan.messages.length,
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          apiKeySeq: input.apiKeySeq ?? null,
        },
        tx,
      );
      // Another call with the same key committed first: roll back and answer as it did.
      if (seq === null) throw new ReplayInstead();
      await admitSend(tx, {
        teamSeq: input.teamSeq,
        channel: channel.id,
        estimatedKrw: plan.estimatedCostKrw,
        requestSeq: seq,
        reserved: reserveAt !== null,
      });
      await afterInsert?.(seq, tx);
      await repository.insertMessages(seq, input.teamSeq, channel.id, plan.messages, tx, priceOf(channel));
      await bookJob(tx, SEND_DISPATCH, { requestSeq: seq }, { runAt: reserveAt ?? undefined });
      // After the dispatch job: handing messages to the carrier comes before the history's number search.
      await bookPhoneIndex(tx, seq);
      const accepted: SendRequestAccepted = {
        seq,
        status: reserveAt ? 'RESERVED' : 'SENDING',
        acceptedCount: plan.messages.length,
        duplicateCount: plan.duplicateNumbers.length,
        duplicateNumbers: plan.duplicateNumbers.slice(0, DUPLICATES_NAMED),
        typeCounts: plan.typeCounts,
        estimatedCostKrw: plan.estimatedCostKrw,
        reserveAt: reserveAt?.toISOString() ?? null,
      };
      await repository.saveAnswer(seq, accepted, tx);
      return accepted;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (!(error instanceof ReplayInstead)) throw error;
    const earlier = await replay();
    if (!earlier) throw conflict(IDEMPOTENCY_MISMATCH);
    return earlier;
  }
}
