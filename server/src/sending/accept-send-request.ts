import { createHash } from 'node:crypto';
import { PRICES_KRW } from '@console/contracts/billing';
import type { MessageType } from '@console/contracts/message-limits';
import { planRecipient, type SendRequestAccepted, type SendRequestCreate } from '@console/contracts/send-requests';
import { normalizePhoneNumber } from '@console/contracts/phone-numbers';
import type { Database, Queryable } from '../db/database';
import { conflict, invalidField } from '../http/api-error';
import type { NewSendRequest, PlannedMessage, SendRequestsRepository } from './send-requests-repository';
import { SEND_DISPATCH } from './delivery-jobs';
import { bookPhoneIndex } from './phone-index-job';
import { linkRequestImages, requireTeamImages } from './message-images-repository';

/** How many removed duplicates the answer names. */
const DUPLICATES_NAMED = 20;
export const SENDER_NOT_APPROVED = '승인된 발신번호만 사용할 수 있어요.';
export const IDEMPOTENCY_MISMATCH =
  '같은 Idempotency-Key로 내용이 다른 발송 요청이 이미 있어요. 새 요청에는 새 키를 써 주세요.';

export interface SendPlan {
  messages: PlannedMessage[];
  duplicateNumbers: string[];
  typeCounts: Record<MessageType, number>;
  estimatedCostKrw: number;
}

/** Recipients by their normalised number, the first of each number kept; the numbers seen twice or more. */
export function uniqueRecipients<T extends { phone: string }>(
  recipients: readonly T[],
): { unique: { phone: string; recipient: T }[]; duplicateNumbers: string[] } {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const unique: { phone: string; recipient: T }[] = [];
  for (const recipient of recipients) {
    const phone = normalizePhoneNumber(recipient.phone);
    if (seen.has(phone)) duplicates.add(phone);
    else {
      seen.add(phone);
      unique.push({ phone, recipient });
    }
  }
  return { unique, duplicateNumbers: [...duplicates] };
}

/** Recipients deduplicated by their normalised number (the first one stays), each with its text, bytes and type. */
export function planSend(request: SendRequestCreate): SendPlan {
  // Variables are kept only while a reservation can still be edited.
  const keepVariables = Boolean(request.reserveAt);
  const messages: PlannedMessage[] = [];
  const typeCounts: Record<MessageType, number> = { SMS: 0, LMS: 0, MMS: 0 };
  let estimatedCostKrw = 0;
  const personalised = request.body.includes('#{');
  const { unique, duplicateNumbers } = uniqueRecipients(request.recipients);
  for (const { phone, recipient } of unique) {
    // Any image makes every message MMS (DOMAIN.md).
    const plan = planRecipient(request, recipient, request.imageIds?.length ?? 0);
    messages.push({
      phone,
      text: personalised && plan.text !== request.body ? plan.text : null,
      bytes: plan.bytes,
      type: plan.type,
      variables:
        keepVariables && recipient.variables && Object.keys(recipient.variables).length > 0
          ? recipient.variables
          : null,
    });
    typeCounts[plan.type] += 1;
    estimatedCostKrw += PRICES_KRW[plan.type];
  }
  return { messages, duplicateNumbers, typeCounts, estimatedCostKrw };
}

/** sha256 of the request as parsed: the same content always hashes the same. */
export const requestHashOf = (request: SendRequestCreate): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

export async function requireApprovedSender(db: Queryable, teamSeq: number, senderNumber: string): Promise<string> {
  const digits = normalizePhoneNumber(senderNumber);
  const rows = await db.query('SELECT 1 FROM callback_numbers WHERE team_seq = $1 AND number = $2 AND status = $3', [
    teamSeq,
    digits,
    'APPROVED',
  ]);
  if (rows.length === 0) throw invalidField('senderNumber', SENDER_NOT_APPROVED);
  return digits;
}

export interface AcceptInput {
  teamSeq: number;
  /** The member who sends; null for the public API (the name then says which key). */
  user: { userSeq: number | null; name: string };
  request: SendRequestCreate;
  idempotencyKey: string | null;
  /** The key of a public API call: its callback URL gets the delivery reports. */
  apiKeySeq?: number | null;
}

class ReplayInstead extends Error {}

/** What a channel (SMS here, RCS in rcs-send-request.ts) prepares once its own checks passed. */
export interface PreparedRequest {
  fields: Pick<NewSendRequest, 'body' | 'subject' | 'senderNumber' | 'advertising' | 'forcedType'>;
  plan: SendPlan;
  reserveAt: Date | null;
  /** Inside the transaction, after the request row: the channel's own columns and records. */
  afterInsert?(seq: number, tx: Queryable): Promise<void>;
}

export interface AcceptRequestInput extends Omit<AcceptInput, 'request'> {
  /** sha256 of the request as parsed (requestHashOf). */
  hash: string;
  /** Runs only when the Idempotency-Key is new: the checks that read the database, then the plan. */
  prepare(): Promise<PreparedRequest>;
}

/** Accepts an SMS/LMS/MMS send request (see acceptRequest). */
export async function acceptSendRequest(
  db: Database,
  repository: SendRequestsRepository,
  input: AcceptInput,
): Promise<{ answer: SendRequestAccepted; replayed: boolean }> {
  return acceptRequest(db, repository, {
    ...input,
    hash: requestHashOf(input.request),
    prepare: async () => {
      const senderNumber = await requireApprovedSender(db, input.teamSeq, input.request.senderNumber);
      const imageIds = await requireTeamImages(db, input.teamSeq, input.request.imageIds);
      return {
        fields: {
          body: input.request.body,
          subject: input.request.subject || null,
          senderNumber,
          advertising: input.request.advertising,
          forcedType: input.request.type ?? null,
        },
        plan: planSend(input.request),
        reserveAt: input.request.reserveAt ? new Date(input.request.reserveAt) : null,
        afterInsert: imageIds.length > 0 ? (seq, tx) => linkRequestImages(tx, seq, imageIds) : undefined,
      };
    },
  });
}

/**
 * Accepts a send request of any channel: the request, ALL its messages and the dispatch job commit in
 * one transaction before the answer. With an Idempotency-Key, a repeat with the same content answers
 * the first result and creates nothing; a repeat with different content is refused (409).
 */
export async function acceptRequest(
  db: Database,
  repository: SendRequestsRepository,
  input: AcceptRequestInput,
): Promise<{ answer: SendRequestAccepted; replayed: boolean }> {
  const { hash } = input;
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
  const { fields, plan, reserveAt, afterInsert } = await input.prepare();
  try {
    const answer = await db.transaction(async (tx) => {
      const seq = await repository.insertRequest(
        {
          ...fields,
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
      await afterInsert?.(seq, tx);
      await repository.insertMessages(seq, input.teamSeq, plan.messages, tx);
      await tx.query('INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, $3)', [
        SEND_DISPATCH,
        JSON.stringify({ requestSeq: seq }),
        reserveAt ?? new Date(),
      ]);
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
