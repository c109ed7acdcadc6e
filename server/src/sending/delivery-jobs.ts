import { messagePriceKrw } from '@console/contracts/rcs-send';
import { REPORT_TIMEOUT_HOURS, type MessageType } from '@console/contracts/message-limits';
import type { Database, Queryable } from '../db/database';
import type { Carrier, CarrierImage } from '../carrier/carrier';
import { IMAGE_INVALID, REPORT_TIMEOUT, simulatedReport } from '../carrier/simulator-outcomes';
import { requestCarrierImages } from './carrier-images';
import { bookDeliveryCallback } from './delivery-callback-job';
import { recordSimulatedReplies } from './mo-replies';
import { fallBackFailedRcs } from './rcs-fallback';

export const SEND_DISPATCH = 'send.dispatch';
export const REPORT_TIMEOUT_JOB = 'carrier.report-timeout';
/** Messages handed to the carrier per transaction. */
const DISPATCH_BATCH = 5_000;
export const OPTED_OUT_REASON = '080 수신거부 목록에 있는 번호예요.';

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

/**
 * send.dispatch: the request starts (a reservation only once its time has come), advertising drops
 * the team's 080 opt-outs, then ACCEPTED messages go to the carrier in batches, each batch in its own
 * transaction. After a crash the job runs again and carries on with what is still ACCEPTED.
 */
export const sendDispatchHandler =
  (db: Database, carrier: () => Carrier) => async (payload: Record<string, unknown>) => {
    const requestSeq = requestSeqOf(payload);
    const started = await db.transaction(async (tx) => {
      const [request] = await tx.query<{ team_seq: number; advertising: boolean }>(
        `UPDATE send_requests SET status = 'SENDING', started_at = coalesce(started_at, now())
       WHERE seq = $1 AND status IN ('RESERVED', 'SENDING') AND (reserve_at IS NULL OR reserve_at <= now())
       RETURNING team_seq, advertising`,
        [requestSeq],
      );
      if (!request) return false;
      if (request.advertising) {
        const dropped = await tx.query(
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
      return true;
    });
    if (!started) return;
    // The request's image files, read once for the whole job and only if a batch holds an MMS message.
    let images: CarrierImage[] | null = null;
    for (;;) {
      const handed = await db.transaction(async (tx) => {
        const batch = await tx.query<{ seq: string; phone: string; type: MessageType; channel: 'SMS' | 'RCS' }>(
          `UPDATE messages SET status = 'SENT_TO_CARRIER', sent_at = now()
         WHERE seq IN (SELECT seq FROM messages WHERE request_seq = $1 AND status = 'ACCEPTED' ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING seq, phone, type, channel`,
          [requestSeq, DISPATCH_BATCH],
        );
        if (batch.length === 0) return 0;
        if (images === null && batch.some((m) => m.type === 'MMS')) images = await requestCarrierImages(tx, requestSeq);
        await carrier().submit(tx, {
          requestSeq,
          images: images ?? [],
          messages: batch.map((m) => ({
            seq: Number(m.seq),
            requestSeq,
            phone: m.phone,
            type: m.type,
            channel: m.channel,
          })),
        });
        return batch.length;
      });
      if (handed === 0) break;
    }
    await db.transaction((tx) => finishIfSettled(tx, requestSeq));
  };

interface Outcome {
  seq: number;
  status: 'DELIVERED' | 'FAILED';
  code: string;
  reason: string | null;
  cost: number;
}

/** Writes outcomes of SENT_TO_CARRIER messages and the request's counters in one go; each message counts once. */
async function applyOutcomes(tx: Queryable, requestSeq: number, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const [totals] = await tx.query<{
    delivered: number;
    failed: number;
    cost: number;
    seqs: string[] | null;
    failed_rcs: string[] | null;
  }>(
    `WITH changed AS (
       UPDATE messages m SET status = u.status, result_code = u.code, result_reason = u.reason, cost_krw = u.cost, reported_at = now()
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::int[]) AS u(seq, status, code, reason, cost)
       WHERE m.seq = u.seq AND m.status = 'SENT_TO_CARRIER'
       RETURNING m.seq, m.status, m.cost_krw, m.channel)
     SELECT count(*) FILTER (WHERE status = 'DELIVERED')::int AS delivered, count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
       coalesce(sum(cost_krw), 0)::int AS cost, array_agg(seq) AS seqs,
       array_agg(seq) FILTER (WHERE status = 'FAILED' AND channel = 'RCS') AS failed_rcs FROM changed`,
    [
      outcomes.map((o) => o.seq),
      outcomes.map((o) => o.status),
      outcomes.map((o) => o.code),
      outcomes.map((o) => o.reason),
      outcomes.map((o) => o.cost),
    ],
  );
  // A failed RCS message that falls back counts as fallback; its recipient settles with the SMS/LMS.
  const fellBack = await fallBackFailedRcs(tx, requestSeq, (totals!.failed_rcs ?? []).map(Number));
  if (fellBack > 0)
    await tx.query('INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, now())', [
      SEND_DISPATCH,
      JSON.stringify({ requestSeq }),
    ]);
  await tx.query(
    `UPDATE send_requests SET delivered_count = delivered_count + $2, failed_count = failed_count + $3, cost_krw = cost_krw + $4,
       fallback_count = fallback_count + $5 WHERE seq = $1`,
    [requestSeq, totals!.delivered, totals!.failed - fellBack, totals!.cost, fellBack],
  );
  await bookDeliveryCallback(tx, requestSeq, (totals!.seqs ?? []).map(Number));
  await finishIfSettled(tx, requestSeq);
}

/**
 * carrier.report (simulator): the reports of one handed-over batch. Delivered messages are charged
 * their type's price; failures cost nothing. Messages that never get a report wait for the time-out job.
 */
export const carrierReportHandler = (db: Database) => async (payload: Record<string, unknown>) => {
  const requestSeq = requestSeqOf(payload);
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ seq: string; phone: string; type: MessageType; channel: 'SMS' | 'RCS' }>(
      `SELECT seq, phone, type, channel FROM messages WHERE request_seq = $1 AND seq BETWEEN $2 AND $3 AND status = 'SENT_TO_CARRIER' FOR UPDATE`,
      [requestSeq, payload.fromSeq, payload.toSeq],
    );
    // MMS messages whose image files the carrier could not take (carrier-simulator.ts) fail whatever the number.
    const refusedImages = new Set(Array.isArray(payload.refusedImageChannels) ? payload.refusedImageChannels : []);
    const outcomes: Outcome[] = [];
    let silent = false;
    for (const row of rows) {
      const report =
        row.type === 'MMS' && refusedImages.has(row.channel) ? IMAGE_INVALID : simulatedReport(row.phone, row.channel);
      if (!report) {
        silent = true;
        continue;
      }
      outcomes.push({
        seq: Number(row.seq),
        status: report.delivered ? 'DELIVERED' : 'FAILED',
        code: report.code,
        reason: report.reason,
        cost: report.delivered ? messagePriceKrw(row.channel, row.type) : 0,
      });
    }
    await applyOutcomes(tx, requestSeq, outcomes);
    const phoneOf = new Map(rows.map((row) => [Number(row.seq), row.phone]));
    await recordSimulatedReplies(
      tx,
      requestSeq,
      outcomes.filter((o) => o.status === 'DELIVERED').map((o) => ({ seq: o.seq, phone: phoneOf.get(o.seq)! })),
    );
    if (silent) {
      await tx.query(`INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, now() + make_interval(hours => $3))`, [
        REPORT_TIMEOUT_JOB,
        JSON.stringify(payload),
        REPORT_TIMEOUT_HOURS.SMS,
      ]);
    }
  });
};

/** carrier.report-timeout: messages still without a report after 25 h (SMS) / 80 h (LMS/MMS) fail with code 9001. */
export const reportTimeoutHandler = (db: Database) => async (payload: Record<string, unknown>) => {
  const requestSeq = requestSeqOf(payload);
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ seq: string; overdue: boolean }>(
      `SELECT seq, sent_at + make_interval(hours => CASE WHEN type = 'SMS' THEN $4::int ELSE $5::int END) <= now() AS overdue
       FROM messages WHERE request_seq = $1 AND seq BETWEEN $2 AND $3 AND status = 'SENT_TO_CARRIER' FOR UPDATE`,
      [requestSeq, payload.fromSeq, payload.toSeq, REPORT_TIMEOUT_HOURS.SMS, REPORT_TIMEOUT_HOURS.LMS],
    );
    const overdue = rows.filter((r) => r.overdue);
    await applyOutcomes(
      tx,
      requestSeq,
      overdue.map((r) => ({
        seq: Number(r.seq),
        status: 'FAILED',
        code: REPORT_TIMEOUT.code,
        reason: REPORT_TIMEOUT.reason,
        cost: 0,
      })),
    );
    if (overdue.length < rows.length) {
      // LMS/MMS of the batch wait longer: look again when their time-out passes.
      await tx.query(`INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, now() + make_interval(hours => $3))`, [
        REPORT_TIMEOUT_JOB,
        JSON.stringify(payload),
        REPORT_TIMEOUT_HOURS.LMS - REPORT_TIMEOUT_HOURS.SMS,
      ]);
    }
  });
};
