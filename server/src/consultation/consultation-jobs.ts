import { CALLBACK_SIGNATURE_HEADER } from '@console/contracts/api-keys';
import { CONSULTATION_WEBHOOK_TYPE } from '@console/contracts/consultation';
import { ensureCallbackSecret } from '../api-keys/api-keys-repository';
import { signCallback } from '../api-keys/callback-signature';
import type { Database, Queryable } from '../db/database';
import { bookJob } from '../jobs/book-job';
import { createConsultationRepository } from './consultation-repository';

export const CONSULTATION_WEBHOOK = 'consultation.webhook';
export const CONSULTATION_TIMEOUT = 'consultation.timeout';
/** A linked system that does not answer within this time is tried again later (job queue back-off). */
const WEBHOOK_TIMEOUT_MS = 5_000;
const TIMEOUT_EVERY_SECONDS = 10 * 60;

/** The team's linked system: the newest active API key with a callback URL. */
async function webhookTarget(db: Queryable, teamSeq: number) {
  const [key] = await db.query<{ key_seq: number; callback_url: string; callback_secret: string | null }>(
    `SELECT key_seq, callback_url, callback_secret FROM api_keys
     WHERE team_seq = $1 AND status = 'ACTIVE' AND callback_url IS NOT NULL AND callback_url <> ''
     ORDER BY created_at DESC, key_seq DESC LIMIT 1`,
    [teamSeq],
  );
  return key ?? null;
}

/**
 * Books the relay of an inbound message, in the transaction that stored it; answers whether the team
 * has a linked system to relay to (nothing is booked when it has none: the message stays in the session).
 */
export async function bookConsultationWebhook(tx: Queryable, teamSeq: number, messageSeq: number): Promise<boolean> {
  if (!(await webhookTarget(tx, teamSeq))) return false;
  await bookJob(tx, CONSULTATION_WEBHOOK, { messageSeq });
  return true;
}

/**
 * consultation.webhook: POSTs the inbound message as JSON to the team's callback URL, signed with the
 * key's callback secret exactly as delivery callbacks are (Console-Signature). A refused or failed call
 * throws, so the job queue retries with back-off (8 attempts).
 */
export const consultationWebhookHandler =
  (db: Database, post: typeof fetch = fetch) =>
  async (payload: Record<string, unknown>) => {
    const messageSeq = Number(payload.messageSeq);
    const message = await createConsultationRepository(db).inboundMessage(messageSeq);
    if (!message) return;
    const target = await webhookTarget(db, message.team_seq);
    if (!target) return;
    const body = JSON.stringify({
      type: CONSULTATION_WEBHOOK_TYPE,
      messageSeq,
      sessionSeq: message.session_seq,
      userKey: message.user_key,
      senderKey: message.sender_key,
      text: message.text,
      sentAt: message.created_at.toISOString(),
    });
    // Signed at each try: a retry carries a fresh timestamp, as delivery callbacks do.
    const signature = signCallback(target.callback_secret ?? (await ensureCallbackSecret(db, target.key_seq)), body);
    const response = await post(target.callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CALLBACK_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`consultation webhook answered ${response.status}`);
  };

/** consultation.timeout: closes the sessions silent for 24 h, then books its own next run (recurring). */
export const consultationTimeoutHandler = (db: Queryable) => async () => {
  await createConsultationRepository(db).closeIdle();
  await bookJob(db, CONSULTATION_TIMEOUT, {}, { afterSeconds: TIMEOUT_EVERY_SECONDS, unless: 'queued' });
};
