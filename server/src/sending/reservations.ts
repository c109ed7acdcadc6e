import type { SendRequestCreate } from '@console/contracts/send-requests';
import type { Database } from '../db/database';
import { conflict, invalidField, notFound } from '../http/api-error';
import { planSend, requireApprovedSender } from './accept-send-request';
import { SEND_DISPATCH } from './delivery-jobs';
import { bookPhoneIndex } from './phone-index-job';
import type { SendRequestsRepository } from './send-requests-repository';
import { linkRequestImages, requireTeamImages } from './message-images-repository';

export const RCS_RESERVATION_NOT_EDITABLE =
  'RCS 예약은 바꿀 수 없어요. 예약을 취소하고 RCS 보내기에서 새로 예약해 주세요.';
export const RESERVATION_LOCKED = '이미 발송이 시작되었거나 끝난 요청은 바꾸거나 취소할 수 없어요.';

/** Locks a request of the team for a change; 404 when it is not the team's, 409 once sending started. */
async function lockReserved(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  teamSeq: number,
  seq: number,
): Promise<void> {
  const [row] = await tx.query<{ status: string }>(
    'SELECT status FROM send_requests WHERE team_seq = $1 AND seq = $2 FOR UPDATE',
    [teamSeq, seq],
  );
  if (!row) throw notFound('발송 요청을 찾을 수 없어요.');
  if (row.status !== 'RESERVED') throw conflict(RESERVATION_LOCKED);
}

/**
 * Replaces a reservation's content, recipients and time while it is still RESERVED. The messages are
 * rewritten in the same transaction; a new dispatch job is booked for the new time (the old job finds
 * the time not come, or the request already started, and does nothing).
 */
export async function updateReservation(
  db: Database,
  repository: SendRequestsRepository,
  teamSeq: number,
  seq: number,
  request: SendRequestCreate,
) {
  if (!request.reserveAt)
    throw invalidField('reserveAt', '예약 시간을 넣어 주세요. 지금 보내려면 예약을 취소하고 새로 보내 주세요.');
  const senderNumber = await requireApprovedSender(db, teamSeq, request.senderNumber);
  const imageIds = await requireTeamImages(db, teamSeq, request.imageIds);
  const plan = planSend(request);
  const reserveAt = new Date(request.reserveAt);
  await db.transaction(async (tx) => {
    await lockReserved(tx, teamSeq, seq);
    // This edit writes an SMS/LMS/MMS request: an RCS reservation is cancelled and sent again instead.
    const [{ channel } = { channel: 'SMS' }] = await tx.query<{ channel: string }>(
      'SELECT channel FROM send_requests WHERE seq = $1',
      [seq],
    );
    if (channel === 'RCS') throw conflict(RCS_RESERVATION_NOT_EDITABLE);
    await tx.query('DELETE FROM messages WHERE request_seq = $1', [seq]);
    await tx.query(
      `UPDATE send_requests SET body = $2, subject = $3, sender_number = $4, advertising = $5, forced_type = $6, reserve_at = $7,
         total_count = $8, duplicate_count = $9, sms_count = $10, lms_count = $11, mms_count = $12, phones_pending = true
       WHERE seq = $1`,
      [
        seq,
        request.body,
        request.subject || null,
        senderNumber,
        request.advertising,
        request.type ?? null,
        reserveAt,
        plan.messages.length,
        plan.duplicateNumbers.length,
        plan.typeCounts.SMS,
        plan.typeCounts.LMS,
        plan.typeCounts.MMS,
      ],
    );
    await repository.insertMessages(seq, teamSeq, plan.messages, tx);
    await linkRequestImages(tx, seq, imageIds);
    await tx.query('INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, $3)', [
      SEND_DISPATCH,
      JSON.stringify({ requestSeq: seq }),
      reserveAt,
    ]);
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
    const cancelled = await tx.query(
      `UPDATE messages SET status = 'CANCELLED' WHERE request_seq = $1 AND status = 'ACCEPTED' RETURNING seq`,
      [seq],
    );
    await tx.query(
      `UPDATE send_requests SET status = 'CANCELLED', completed_at = now(), cancelled_count = cancelled_count + $2 WHERE seq = $1`,
      [seq, cancelled.length],
    );
  });
  return (await repository.find(teamSeq, seq))!;
}
