import type { MessageType } from '@console/contracts/message-limits';
import type { MessageResultType } from '@console/contracts/send-requests';
import type { Queryable } from '../db/database';

/** A channel's name as the messages and requests store it (`messages.channel`): 'SMS', 'RCS', ... */
export type ChannelId = string;

/** One message as accepted: digits, the filled text when it differs from the body, bytes and type. */
export interface PlannedMessage {
  /** The recipient: digits on the phone channels, the address on e-mail. */
  phone: string;
  text: string | null;
  bytes: number;
  /** The text's class on the phone channels; EMAIL on e-mail. */
  type: MessageResultType;
  /** Kept for reservations only (see migration 031). */
  variables?: Record<string, string> | null;
  /** The recipient's filled fallback text when it differs from the request's (migration 035). */
  fallbackText?: string | null;
  /** What it is charged when handed over, when the request decides more than its type does (a brand message's targeting). */
  priceKrw?: number;
}

/** What a channel plans for a request: one message per distinct number, counts and the estimated cost. */
export interface SendPlan {
  messages: PlannedMessage[];
  duplicateNumbers: string[];
  typeCounts: Record<MessageType, number>;
  estimatedCostKrw: number;
}

/** The request row's common fields, as the channel decided them. */
export interface PreparedRequestFields {
  body: string;
  subject: string | null;
  senderNumber: string;
  advertising: boolean;
  forcedType: MessageType | null;
}

/**
 * What a channel hands the pipeline once its own checks passed: the request's fields, the planned
 * messages, the time it goes, whether failures fall back (and with which text), and the channel's own
 * columns of the request row (written by the sending module with the row).
 */
export interface PreparedRequest {
  fields: PreparedRequestFields;
  plan: SendPlan;
  reserveAt: Date | null;
  fallback?: { enabled: boolean; text: string | null };
  /** Columns of send_requests that belong to this channel (e.g. rcs_type), by column name. */
  channelColumns?: Record<string, string | number | boolean | null>;
  /** Inside the accepting transaction, after the request row: the channel's own records (its tables). */
  afterInsert?(requestSeq: number, tx: Queryable): Promise<void>;
}

/** Who asks, for a channel's checks against the team's records (sender numbers, templates, images). */
export interface AcceptContext {
  db: Queryable;
  teamSeq: number;
}

/** A message the pipeline hands a channel: its seq is the provider's idempotency key. */
export interface SubmittedMessage {
  seq: number;
  requestSeq: number;
  phone: string;
  type: MessageResultType;
  channel: ChannelId;
}

/** A file handed over with a request's messages (an MMS image, an RCS card image). */
export interface ChannelAttachment {
  imageId: number;
  /** As stored; the provider still judges the bytes. */
  contentType: string;
  content: Buffer;
}

/**
 * One hand-over to a channel's provider: messages of one request on this channel, and the request's
 * files, loaded at most once per dispatch job and only when the channel asks for them.
 */
export interface ChannelSubmission {
  requestSeq: number;
  senderNumber: string;
  messages: readonly SubmittedMessage[];
  /** The request's attachments for this channel (read on the first call of a dispatch job, then the same array). */
  attachments(): Promise<readonly ChannelAttachment[]>;
  /**
   * Books the provider's reports of this batch (a durable job in the submitting transaction): when due,
   * the pipeline hands the batch's messages still without an outcome to the channel's readReports with
   * `providerData`, as a provider's report file would come back.
   */
  expectReports(afterSeconds: number, providerData: Record<string, unknown>): Promise<void>;
}

/** The one report shape every channel turns its provider's reports into. */
export interface DeliveryReport {
  seq: number;
  delivered: boolean;
  code: string;
  /** Korean reason shown in the results, e.g. 결번; null when delivered. */
  reason: string | null;
  /** The price of this delivered message when the channel's price depends on more than its type (e.g. a brand message's targeting). */
  priceKrw?: number;
}

/** The outcome of a message whose report never came, the same on every channel (DOMAIN.md: 25 h / 80 h). */
export const REPORT_TIMEOUT = { delivered: false, code: '9001', reason: '결과 수신 시간 초과' } as const;

/** The request a batch of reports belongs to. */
export interface ReportedBatch {
  requestSeq: number;
  senderNumber: string;
  messages: readonly SubmittedMessage[];
}

/** A message received on the channel (MO): a reply to a message we sent. */
export interface InboundMessage {
  /** The message it answers. */
  replyTo: number;
  fromPhone: string;
  /** The number it was sent to (our sender number). */
  toNumber: string;
  body: string;
  /** The sender asked to receive no more advertising (joins the team's 080 list). */
  optOut: boolean;
}

/** What a provider's reports for a batch say: outcomes, messages still silent, inbound replies. */
export interface ProviderReports {
  reports: DeliveryReport[];
  /** Messages the provider will never report on (the report time-out decides them). */
  silent: number[];
  inbound: InboundMessage[];
}

/** A failed message of a request whose fallback is on, with the text it would go out with. */
export interface FallbackCandidate {
  seq: number;
  phone: string;
  code: string;
  text: string;
}

/** The documented test numbers of a simulated provider (shown by /async/meta/limits and /docs). */
export interface SimulatorGuide {
  /** `silent`: the number never gets a report; the time-out's code and reason are given. */
  testNumbers: { pattern: string; code: string; reason: string; silent?: boolean }[];
  replies: { pattern: string; body: string; optOut: boolean }[];
}

/**
 * A channel adapter (CONVENTIONS.md habit 16): everything channel-specific lives behind this, so the
 * sending pipeline (accept -> persist -> dispatch -> reports -> fallback -> charge) knows none of it.
 * `Request` is the channel's own request body (validated by its route with the contracts' schema).
 */
export interface Channel<Request = unknown> {
  readonly id: ChannelId;
  /** The channel's name on screens and in logs. */
  readonly label: string;

  /** sha256 of the request as parsed, for Idempotency-Key replays (the same content always hashes the same). */
  requestHash(request: Request): string;
  /** Checks the request against the team's records and plans its messages; throws a 4xx ApiError otherwise. */
  prepare(request: Request, context: AcceptContext): Promise<PreparedRequest>;
  /** Why a stored reservation of this channel cannot be rewritten through another channel's edit; null: it can. */
  readonly reservationEditRefusal: string | null;

  /** Price in KRW (before VAT) of one delivered message of this type on this channel. */
  priceKrw(type: MessageResultType): number;
  /** Hours to wait for a provider's report before the message fails with the time-out code. */
  reportTimeoutHours(type: MessageResultType): number;

  /** The request's files this channel hands its provider (MMS images, card images); loaded once per dispatch job. */
  attachments(db: Queryable, requestSeq: number): Promise<ChannelAttachment[]>;
  /** Hands a batch to the provider inside the transaction that marks it SENT_TO_CARRIER. */
  submit(tx: Queryable, submission: ChannelSubmission): Promise<void>;
  /** Turns the provider's reports of a batch (providerData from expectReports) into one report shape. */
  readReports(batch: ReportedBatch, providerData: Record<string, unknown>): Promise<ProviderReports>;

  /** The channel a failed message goes out on again (e.g. RCS -> SMS), or null: it stays failed. */
  fallbackChannel(failure: FallbackCandidate): ChannelId | null;
  /** As a fallback target: the type and bytes a text goes out with on this channel (absent: never a target). */
  planText?(text: string): { type: MessageType; bytes: number };

  /** The test numbers of the configured provider when it is a simulator; null for a real provider. */
  simulatorGuide(): SimulatorGuide | null;

  /**
   * The messages of an advertising request whose recipients are on this channel's own opt-out list
   * (e-mail's unsubscribes), dropped at dispatch as OPTED_OUT with `reason`; absent: the team's 080 list.
   */
  optedOut?(
    tx: Queryable,
    request: { requestSeq: number; teamSeq: number },
  ): Promise<{ seqs: number[]; reason: string }>;
  /** After a batch's outcomes are written, in their transaction: the channel's own records of them (e-mail's opens, clicks, bounces). */
  reported?(tx: Queryable, teamSeq: number, reports: readonly DeliveryReport[]): Promise<void>;
}
