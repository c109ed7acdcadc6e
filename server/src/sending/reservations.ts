import { admitSend } from '../billing/billing-ledger';
import type { Channel } from '../channels/channel';
import type { ChannelRegistry } from '../channels/channel-registry';
import type { Database, Queryable } from '../db/database';
import { conflict, invalidField, notFound } from '../http/api-error';
import { bookJob } from '../jobs/book-job';
import { priceOf } from './accept-request';
import { SEND_DISPATCH } from './delivery-jobs';
import { bookPhoneIndex } from './phone-index-job';
import type { SendRequestsRepository } from './send-requests-repository';

export const RESERVATION_LOCKED = '이미 발송이 시작되었거나 끝난 요청은 바꾸거나 취소할 수 없어요.';

/** Locks a request of the team for a change; 404 when it is not the team's, 409 once sending started. */
async function lockReserved(tx: Queryable, teamSeq: number, seq: number): Promise<{ channel: string }> {
  const [row] = await tx.query<{ status: string; channel: string }>(
    'SELECT status, channel FROM send_requests WHERE team_seq = $1 AND seq = $2 FOR UPDATE',
    [teamSeq, seq],
  );
  if (!row) throw notFound('발송 요청을 찾을 수 없어요.');
  if (row.status !== 'RESERVED') throw conflict(RESERVATION_LOCKED);
  return row;
}

/**
 * Replaces a reservation's content, recipients and time while it is still RESERVED, through the
 * channel it was made on (a reservation of another channel is refused with that channel's reason).
 * The messages are rewritten in the same transaction; a new dispatch job is booked for the new time
 * (the old job finds the time not come, or the request already started, and does nothing).
 */
export async function updateReservation<Request extends { reserveAt?: string | null }>(
  db: Database,
  repository: SendRequestsRepository,
  channels: ChannelRegistry,
  channel: Channel<Request>,
  teamSeq: number,
  seq: number,
  request: Request,
) {
  if (!request.reserveAt)
    throw invalidField('reserveAt', '예약 시간을 넣어 주세요. 지금 보내려면 예약을 취소하고 새로 보내 주세요.');
  const prepared = await channel.prepare(request, { db, teamSeq });
  const reserveAt = prepared.reserveAt!;
  await db.transaction(async (tx) => {
    const stored = await lockReserved(tx, teamSeq, seq);
    if (stored.channel !== channel.id) {
      throw conflict(channels.get(stored.channel).reservationEditRefusal ?? RESERVATION_LOCKED);
    }
    await repository.rewriteReservation(tx, seq, { ...prepared.fields, reserveAt, plan: prepared.plan });
    await admitSend(tx, {
      teamSeq,
      channel: channel.id,
      estimatedKrw: prepared.plan.estimatedCostKrw,
      requestSeq: seq,
      reserved: true,
    });
    await repository.insertMessages(seq, teamSeq, channel.id, prepared.plan.messages, tx, priceOf(channel));
    await prepared.afterInsert?.(seq, tx);
    await bookJob(tx, SEND_DISPATCH, { requestSeq: seq }, { runAt: reserveAt });
    await bookPhoneIndex(tx, seq);
  });
  return (await repository.find(teamSeq, seq))!;
}

/** Cancels a reservation and all its messages while it is still RESERVED. */
export async function cancelReservation(
  db: Database,
  repository: SendRequestsRepository,
  teamSeq: number,
  seq: number,
) {
  await db.transaction(async (tx) => {
    await lockReserved(tx, teamSeq, seq);
    await repository.cancelWaiting(tx, seq);
  });
  return (await repository.find(teamSeq, seq))!;
}
