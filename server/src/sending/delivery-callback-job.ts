import { bookJob } from '../jobs/book-job';
import type { MessageStatus } from '@console/contracts/send-requests';
import { CALLBACK_SIGNATURE_HEADER } from '@console/contracts/api-keys';
import { ensureCallbackSecret } from '../api-keys/api-keys-repository';
import type { Database, Queryable } from '../db/database';
import { signCallback } from '../api-keys/callback-signature';

export const DELIVERY_CALLBACK = 'api.delivery-callback';
/** A linked system that does not answer within this time is tried again later (job queue back-off). */
const CALLBACK_TIMEOUT_MS = 5_000;

/**
 * Books the delivery reports of these messages for the key's callback URL, in the transaction that
 * settled them; nothing is booked for console sends or keys without a callback URL.
 */
export async function bookDeliveryCallback(tx: Queryable, requestSeq: number, messageSeqs: number[]): Promise<void> {
  if (messageSeqs.length === 0) return;
  const [target] = await tx.query(
    `SELECT 1 FROM send_requests r JOIN api_keys k ON k.key_seq = r.api_key_seq
     WHERE r.seq = $1 AND k.callback_url IS NOT NULL AND k.callback_url <> ''`,
    [requestSeq],
  );
  if (target) await bookJob(tx, DELIVERY_CALLBACK, { requestSeq, messageSeqs });
}

interface ReportRow {
  seq: string;
  phone: string;
  type: string;
  channel: string;
  fallback_of: string | null;
  status: MessageStatus;
  result_code: string | null;
  result_reason: string | null;
  cost_krw: number;
  reported_at: Date | null;
}

/**
 * api.delivery-callback: POSTs the reports as JSON to the key's callback URL, signed with the key's
 * callback secret (Console-Signature, sending/callback-signature.ts). A refused or failed call
 * throws, so the job queue retries with back-off (8 attempts); a revoked key gets no more reports.
 */
export const deliveryCallbackHandler =
  (db: Database, post: typeof fetch = fetch) =>
  async (payload: Record<string, unknown>) => {
    const requestSeq = Number(payload.requestSeq);
    const seqs = Array.isArray(payload.messageSeqs) ? payload.messageSeqs.map(Number) : [];
    const [target] = await db.query<{ callback_url: string; key_seq: number; callback_secret: string | null }>(
      `SELECT k.callback_url, k.key_seq, k.callback_secret FROM send_requests r JOIN api_keys k ON k.key_seq = r.api_key_seq WHERE r.seq = $1 AND k.status = 'ACTIVE' AND k.callback_url <> ''`,
      [requestSeq],
    );
    if (!target) return;
    const rows = await db.query<ReportRow>(
      'SELECT seq, phone, type, channel, fallback_of, status, result_code, result_reason, cost_krw, reported_at FROM messages WHERE request_seq = $1 AND seq = ANY($2::bigint[]) ORDER BY seq',
      [requestSeq, seqs],
    );
    const reports = rows.map((r) => ({
      messageSeq: Number(r.seq),
      phone: r.phone,
      type: r.type,
      status: r.status,
      resultCode: r.result_code,
      resultReason: r.result_reason,
      costKrw: r.cost_krw,
      reportedAt: r.reported_at?.toISOString() ?? null,
      // An RCS message that failed and was re-sent: the SMS/LMS report names the RCS message it replaces.
      channel: r.channel,
      fallbackOf: r.fallback_of === null ? null : Number(r.fallback_of),
    }));
    const body = JSON.stringify({ requestSeq, reports });
    // Signed at each try: a retry carries a fresh timestamp, so receivers may refuse old ones.
    const signature = signCallback(target.callback_secret ?? (await ensureCallbackSecret(db, target.key_seq)), body);
    const response = await post(target.callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CALLBACK_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`delivery callback answered ${response.status}`);
  };
