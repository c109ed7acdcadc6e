import type {
  ChannelAttachment,
  ChannelId,
  DeliveryReport,
  InboundMessage,
  SubmittedMessage,
} from '../channels/channel';
import { REPORT_TIMEOUT } from '../channels/channel';
import type { SendBilling } from '../billing/billing-ledger';
import type { ChannelRegistry } from '../channels/channel-registry';
import type { Database, Queryable } from '../db/database';
import { bookJob } from '../jobs/book-job';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import type { OptOutsRepository } from '../opt-outs/opt-outs-repository';
import { sendStatsRecorder, type SettledFailure, type SettledGroup } from '../stats/send-stats-repository';
import { bookDeliveryCallback } from './delivery-callback-job';
import { fallBackFailed } from './fallback';
import type { MoMessagesRepository } from './mo-messages-repository';

export const SEND_DISPATCH = 'send.dispatch';
/** A provider's reports of a handed-over batch are due (the name jobs already booked still carry). */
export const CARRIER_REPORT = 'carrier.report';
export const REPORT_TIMEOUT_JOB = 'carrier.report-timeout';
/** Messages handed to a channel per transaction. */
const DISPATCH_BATCH = 5_000;
export const OPTED_OUT_REASON = '080 수신거부 목록에 있는 번호예요.';

/** What the delivery jobs work with: the database, the channel adapters, and the modules they record into. */
export interface SendingPipeline {
  db: Database;
  channels: ChannelRegistry;
  moMessages: MoMessagesRepository;
  optOuts: OptOutsRepository;
  billing: SendBilling;
  notifications: NotificationsRepository;
}

/** A reservation the business could not pay for when its time came: nothing goes, and its sender and masters hear why. */
async function refuseReservation(tx: Queryable, pipeline: SendingPipeline, requestSeq: number, reason: string) {
  const cancelled = await tx.query(
    `UPDATE messages SET status = 'CANCELLED', result_code = 'BILLING', result_reason = $2, reported_at = now()
     WHERE request_seq = $1 AND status = 'ACCEPTED' RETURNING 1`,
    [requestSeq, reason],
  );
  const [request] = await tx.query<{ team_seq: number; created_by: number | null; biz_seq: number }>(
    `UPDATE send_requests r SET status = 'FAILED', completed_at = now(), cancelled_count = cancelled_count + $2
       FROM teams t WHERE r.seq = $1 AND t.team_seq = r.team_seq RETURNING r.team_seq, r.created_by, t.biz_seq`,
    [requestSeq, cancelled.length],
  );
  const title = '예약 발송을 보내지 못했어요';
  const body = `예약 시간에 발송 요청 ${requestSeq}번을 보내지 못했어요. ${reason}`;
  const link = `/console/team/${request!.team_seq}/send/history/${requestSeq}`;
  await pipeline.notifications.notify(
    { bizSeq: request!.biz_seq, roles: ['ROLE_MASTER'] },
    'BILLING_SEND_REFUSED',
    title,
    body,
    link,
    { tx },
  );
  if (request!.created_by !== null) {
    const [creator] = await tx.query<{ role: string }>('SELECT role FROM users WHERE user_seq = $1', [
      request!.created_by,
    ]);
    if (creator && creator.role !== 'ROLE_MASTER')
      await pipeline.notifications.notify(request!.created_by, 'BILLING_SEND_REFUSED', title, body, link, { tx });
  }
}

export const requestSeqOf = (payload: Record<string, unknown>): number => {
  const seq = Number(payload.requestSeq);
  if (!Number.isSafeInteger(seq)) throw new Error(`delivery job without a requestSeq: ${JSON.stringify(payload)}`);
  return seq;
};

/** DONE once every message has its outcome (same transaction as the last change). */
async function finishIfSettled(tx: Queryable, requestSeq: number): Promise<void> {
  await tx.query(
    `UPDATE send_requests SET status = 'DONE', completed_at = now()
     WHERE seq = $1 AND status = 'SENDING' AND delivered_count + failed_count + opted_out_count + cancelled_count >= total_count`,
    [requestSeq],
  );
}

const groupByChannel = <T extends { channel: ChannelId }>(rows: readonly T[]): Map<ChannelId, T[]> => {
  const groups = new Map<ChannelId, T[]>();
  for (const row of rows) {
    const group = groups.get(row.channel);
    if (group) group.push(row);
    else groups.set(row.channel, [row]);
  }
  return groups;
};

const seqRange = (messages: readonly SubmittedMessage[]) => {
  let fromSeq = messages[0]!.seq;
  let toSeq = fromSeq;
  for (const { seq } of messages) {
    if (seq < fromSeq) fromSeq = seq;
    if (seq > toSeq) toSeq = seq;
  }
  return { fromSeq, toSeq };
};

/**
 * send.dispatch: the request starts (a reservation only once its time has come), advertising drops
 * the team's 080 opt-outs, then ACCEPTED messages go to their channels in batches, each batch in its
 * own transaction. After a crash the job runs again and carries on with what is still ACCEPTED.
 */
export const sendDispatchHandler = (pipeline: SendingPipeline) => async (payload: Record<string, unknown>) => {
  const { db, channels } = pipeline;
  const requestSeq = requestSeqOf(payload);
  const senderNumber = await db.transaction(async (tx) => {
    const [before] = await tx.query<{ status: string }>('SELECT status FROM send_requests WHERE seq = $1 FOR UPDATE', [
      requestSeq,
    ]);
    const [request] = await tx.query<{
      team_seq: number;
      advertising: boolean;
      sender_number: string;
      channel: ChannelId;
    }>(
      `UPDATE send_requests SET status = 'SENDING', started_at = coalesce(started_at, now())
       WHERE seq = $1 AND status IN ('RESERVED', 'SENDING') AND (reserve_at IS NULL OR reserve_at <= now())
       RETURNING team_seq, advertising, sender_number, channel`,
      [requestSeq],
    );
    if (!request) return null;
    if (request.advertising) {
      // A channel with its own opt-out list (e-mail) names its messages; the others go by the 080 list.
      const channel = channels.get(request.channel);
      const own = channel.optedOut ? await channel.optedOut(tx, { requestSeq, teamSeq: request.team_seq }) : null;
      const dropped = own
        ? await tx.query(
            `UPDATE messages SET status = 'OPTED_OUT', result_code = 'OPT_OUT', result_reason = $2, reported_at = now()
             WHERE request_seq = $1 AND status = 'ACCEPTED' AND seq = ANY($3::bigint[]) RETURNING seq`,
            [requestSeq, own.reason, own.seqs],
          )
        : await tx.query(
            `UPDATE messages m SET status = 'OPTED_OUT', result_code = 'OPT_OUT', result_reason = $3, reported_at = now()
             WHERE m.request_seq = $1 AND m.status = 'ACCEPTED'
               AND EXISTS (SELECT 1 FROM opt_outs o WHERE o.team_seq = $2 AND o.phone = m.phone)
             RETURNING m.seq`,
            [requestSeq, request.team_seq, OPTED_OUT_REASON],
          );
      if (dropped.length > 0)
        await tx.query('UPDATE send_requests SET opted_out_count = opted_out_count + $2 WHERE seq = $1', [
          requestSeq,
          dropped.length,
        ]);
    }
    // A reservation is paid for when it goes: checked against today's balance and cap, then held.
    if (before!.status === 'RESERVED') {
      const refusal = await pipeline.billing.admitReservation(tx, requestSeq);
      if (refusal !== null) {
        await refuseReservation(tx, pipeline, requestSeq, refusal);
        return null;
      }
    }
    return request.sender_number;
  });
  if (senderNumber === null) return;
  // Each channel's files of the request, read once for the whole job and only if a channel asks.
  const attachments = new Map<ChannelId, Promise<readonly ChannelAttachment[]>>();
  for (;;) {
    const handed = await db.transaction(async (tx) => {
      const batch = await tx.query<{
        seq: string;
        phone: string;
        type: SubmittedMessage['type'];
        channel: ChannelId;
        price_krw: number | null;
      }>(
        `UPDATE messages SET status = 'SENT_TO_CARRIER', sent_at = now()
         WHERE seq IN (SELECT seq FROM messages WHERE request_seq = $1 AND status = 'ACCEPTED' ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING seq, phone, type, channel, price_krw`,
        [requestSeq, DISPATCH_BATCH],
      );
      if (batch.length === 0) return 0;
      const messages = batch.map((m) => ({
        seq: Number(m.seq),
        requestSeq,
        phone: m.phone,
        type: m.type,
        channel: m.channel,
      }));
      for (const [id, group] of groupByChannel(messages)) {
        const channel = channels.get(id);
        const { fromSeq, toSeq } = seqRange(group);
        await channel.submit(tx, {
          requestSeq,
          senderNumber,
          messages: group,
          attachments: () => {
            if (!attachments.has(id)) attachments.set(id, channel.attachments(tx, requestSeq));
            return attachments.get(id)!;
          },
          expectReports: (afterSeconds, provider) =>
            bookJob(tx, CARRIER_REPORT, { requestSeq, fromSeq, toSeq, channel: id, provider }, { afterSeconds }),
        });
      }
      await sendStatsRecorder.handedOver(tx, requestSeq, messages);
      // Each message is charged as it goes (refunded if it fails); messages from before billing at their channel's price.
      await pipeline.billing.chargeHandedOver(
        tx,
        requestSeq,
        batch.map((m) => ({
          seq: Number(m.seq),
          channel: m.channel,
          type: m.type,
          priceKrw: m.price_krw ?? channels.get(m.channel).priceKrw(m.type),
        })),
      );
      return batch.length;
    });
    if (handed === 0) break;
  }
  await db.transaction(async (tx) => {
    await pipeline.billing.releaseHold(tx, requestSeq);
    await finishIfSettled(tx, requestSeq);
  });
};

interface Outcome {
  seq: number;
  status: 'DELIVERED' | 'FAILED';
  code: string;
  reason: string | null;
  cost: number;
}

/**
 * Writes outcomes of SENT_TO_CARRIER messages and the request's counters in one go; each message
 * counts once. A failed message that falls back counts as fallback; its recipient then settles with
 * the new message, which a dispatch job booked here hands to its channel.
 */
async function applyOutcomes(
  tx: Queryable,
  pipeline: SendingPipeline,
  requestSeq: number,
  outcomes: Outcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const [totals] = await tx.query<{
    delivered: number;
    failed: number;
    cost: number;
    seqs: string[] | null;
    failed_seqs: string[] | null;
    groups: SettledGroup[] | null;
    failures: SettledFailure[] | null;
  }>(
    `WITH changed AS (
       UPDATE messages m SET status = u.status, result_code = u.code, result_reason = u.reason, cost_krw = u.cost, reported_at = now()
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::int[]) AS u(seq, status, code, reason, cost)
       WHERE m.seq = u.seq AND m.status = 'SENT_TO_CARRIER'
       RETURNING m.seq, m.status, m.cost_krw, m.channel, m.type, date_trunc('hour', m.sent_at) AS hour, m.result_code, m.result_reason),
     groups AS (
       SELECT channel, type, hour, count(*) FILTER (WHERE status = 'DELIVERED')::int AS delivered,
              count(*) FILTER (WHERE status = 'FAILED')::int AS failed, coalesce(sum(cost_krw), 0)::int AS cost
         FROM changed GROUP BY 1, 2, 3)
     SELECT count(*) FILTER (WHERE status = 'DELIVERED')::int AS delivered, count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
       coalesce(sum(cost_krw), 0)::int AS cost, array_agg(seq) AS seqs,
       array_agg(seq) FILTER (WHERE status = 'FAILED') AS failed_seqs,
       (SELECT json_agg(groups) FROM groups) AS groups,
       json_agg(json_build_object('seq', seq, 'channel', channel, 'type', type, 'hour', hour, 'code', result_code, 'reason', result_reason))
         FILTER (WHERE status = 'FAILED') AS failures
     FROM changed`,
    [
      outcomes.map((o) => o.seq),
      outcomes.map((o) => o.status),
      outcomes.map((o) => o.code),
      outcomes.map((o) => o.reason),
      outcomes.map((o) => o.cost),
    ],
  );
  const failedSeqs = new Set((totals!.failed_seqs ?? []).map(Number));
  const fellBack = await fallBackFailed(
    tx,
    pipeline.channels,
    requestSeq,
    outcomes.filter((o) => failedSeqs.has(o.seq)),
  );
  if (fellBack.length > 0) await bookJob(tx, SEND_DISPATCH, { requestSeq });
  await pipeline.billing.refundFailed(tx, [...failedSeqs]);
  await tx.query(
    `UPDATE send_requests SET delivered_count = delivered_count + $2, failed_count = failed_count + $3, cost_krw = cost_krw + $4,
       fallback_count = fallback_count + $5 WHERE seq = $1`,
    [requestSeq, totals!.delivered, totals!.failed - fellBack.length, totals!.cost, fellBack.length],
  );
  const changed = (totals!.seqs ?? []).map(Number);
  await sendStatsRecorder.settled(tx, requestSeq, totals!.groups ?? [], totals!.failures ?? [], fellBack);
  await bookDeliveryCallback(tx, requestSeq, changed);
  await finishIfSettled(tx, requestSeq);
}

/** Replies that came with reports: the team's MO list, and its 080 list for the opt-out ones. */
async function recordInbound(
  tx: Queryable,
  pipeline: SendingPipeline,
  teamSeq: number,
  inbound: readonly InboundMessage[],
): Promise<void> {
  if (inbound.length === 0) return;
  await pipeline.moMessages.insertReplies(tx, teamSeq, inbound);
  const optOuts = inbound.filter((message) => message.optOut).map((message) => message.fromPhone);
  await pipeline.optOuts.addMany(teamSeq, optOuts, 'MO', tx);
}

/**
 * What the provider data of a report job booked before channels had adapters says (no `channel`, and
 * `refusedImageChannels` for the channels whose files were refused): the same facts per channel.
 */
const providerDataOf = (payload: Record<string, unknown>, channel: ChannelId): Record<string, unknown> => {
  if (payload.provider && typeof payload.provider === 'object') return payload.provider as Record<string, unknown>;
  const refused = Array.isArray(payload.refusedImageChannels) ? payload.refusedImageChannels : [];
  return refused.includes(channel) ? { refusedImages: true } : {};
};

/**
 * carrier.report: a provider's reports of one handed-over batch, turned into outcomes by its channel.
 * Delivered messages are charged their channel's price for their type; failures cost nothing and may
 * fall back. Messages that never get a report wait for the time-out job.
 */
export const carrierReportHandler = (pipeline: SendingPipeline) => async (payload: Record<string, unknown>) => {
  const requestSeq = requestSeqOf(payload);
  const only = typeof payload.channel === 'string' ? payload.channel : null;
  await pipeline.db.transaction(async (tx) => {
    const rows = await tx.query<{ seq: string; phone: string; type: SubmittedMessage['type']; channel: ChannelId }>(
      `SELECT seq, phone, type, channel FROM messages
        WHERE request_seq = $1 AND seq BETWEEN $2 AND $3 AND status = 'SENT_TO_CARRIER' AND ($4::text IS NULL OR channel = $4)
        FOR UPDATE`,
      [requestSeq, payload.fromSeq, payload.toSeq, only],
    );
    if (rows.length === 0) return;
    const [request] = await tx.query<{ team_seq: number; sender_number: string }>(
      'SELECT team_seq, sender_number FROM send_requests WHERE seq = $1',
      [requestSeq],
    );
    const outcomes: Outcome[] = [];
    const inbound: InboundMessage[] = [];
    const reported = new Map<ChannelId, DeliveryReport[]>();
    let timeoutHours = Number.POSITIVE_INFINITY;
    const messages = rows.map((row) => ({ ...row, seq: Number(row.seq), requestSeq }));
    for (const [id, group] of groupByChannel(messages)) {
      const channel = pipeline.channels.get(id);
      const typeOf = new Map(group.map((m) => [m.seq, m.type]));
      const result = await channel.readReports(
        { requestSeq, senderNumber: request!.sender_number, messages: group },
        providerDataOf(payload, id),
      );
      if (channel.reported) reported.set(id, result.reports);
      for (const report of result.reports) {
        outcomes.push(
          outcomeOf(report, report.delivered ? (report.priceKrw ?? channel.priceKrw(typeOf.get(report.seq)!)) : 0),
        );
      }
      for (const seq of result.silent)
        timeoutHours = Math.min(timeoutHours, channel.reportTimeoutHours(typeOf.get(seq)!));
      inbound.push(...result.inbound);
    }
    await applyOutcomes(tx, pipeline, requestSeq, outcomes);
    for (const [id, reports] of reported) await pipeline.channels.get(id).reported!(tx, request!.team_seq, reports);
    await recordInbound(tx, pipeline, request!.team_seq, inbound);
    if (Number.isFinite(timeoutHours)) await bookJob(tx, REPORT_TIMEOUT_JOB, payload, { afterHours: timeoutHours });
  });
};

const outcomeOf = (report: DeliveryReport, cost: number): Outcome => ({
  seq: report.seq,
  status: report.delivered ? 'DELIVERED' : 'FAILED',
  code: report.code,
  reason: report.reason,
  cost,
});

/**
 * carrier.report-timeout: messages still without a report once their channel's wait for their type
 * is over (25 h SMS / 80 h LMS/MMS on the phone channels) fail with code 9001; the others are looked
 * at again when the first of their waits ends.
 */
export const reportTimeoutHandler = (pipeline: SendingPipeline) => async (payload: Record<string, unknown>) => {
  const requestSeq = requestSeqOf(payload);
  const only = typeof payload.channel === 'string' ? payload.channel : null;
  await pipeline.db.transaction(async (tx) => {
    const rows = await tx.query<{ seq: string; type: SubmittedMessage['type']; channel: ChannelId; waited: number }>(
      `SELECT seq, type, channel, extract(epoch FROM now() - sent_at)::float8 AS waited FROM messages
        WHERE request_seq = $1 AND seq BETWEEN $2 AND $3 AND status = 'SENT_TO_CARRIER' AND ($4::text IS NULL OR channel = $4)
        FOR UPDATE`,
      [requestSeq, payload.fromSeq, payload.toSeq, only],
    );
    const overdue: Outcome[] = [];
    let nextInSeconds = Number.POSITIVE_INFINITY;
    for (const row of rows) {
      const left = pipeline.channels.get(row.channel).reportTimeoutHours(row.type) * 3600 - row.waited;
      if (left <= 0) overdue.push(outcomeOf({ seq: Number(row.seq), ...REPORT_TIMEOUT }, 0));
      else nextInSeconds = Math.min(nextInSeconds, left);
    }
    await applyOutcomes(tx, pipeline, requestSeq, overdue);
    if (Number.isFinite(nextInSeconds)) {
      await bookJob(tx, REPORT_TIMEOUT_JOB, payload, { afterSeconds: Math.ceil(nextInSeconds) });
    }
  });
};
