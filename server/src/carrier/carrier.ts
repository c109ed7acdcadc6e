import type { MessageType } from '@console/contracts/message-limits';
import type { Queryable } from '../db/database';

/** A message handed to the carrier: its seq is the carrier's idempotency key (a resubmission is ignored). */
export interface CarrierMessage {
  seq: number;
  requestSeq: number;
  phone: string;
  type: MessageType;
  /** Absent: SMS. */
  channel?: 'SMS' | 'RCS';
}

/** What a carrier reports for one message. `null` from report(): no report ever comes (the timeout decides). */
export interface CarrierReport {
  delivered: boolean;
  code: string;
  /** Korean reason shown in the results, e.g. 결번. */
  reason: string | null;
}

/**
 * The line to a carrier. submit() runs inside the transaction that marks the messages SENT_TO_CARRIER,
 * so the hand-over and its record commit together; a real carrier takes the message seq as its
 * client key so that a resubmission after a crash is dropped on its side.
 */
export interface Carrier {
  readonly name: string;
  submit(tx: Queryable, messages: readonly CarrierMessage[]): Promise<void>;
}
