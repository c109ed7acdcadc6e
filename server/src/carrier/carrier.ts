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

/** An image file handed over with a request's messages: an MMS image, or the image of an RCS card. */
export interface CarrierImage {
  /** message_images.image_id (MMS) or rcs_images.seq (RCS card). */
  imageId: number;
  /** As stored: image/jpeg for MMS, image/jpeg or image/png for RCS cards. The carrier still judges the bytes. */
  contentType: string;
  content: Buffer;
}

/**
 * One hand-over: messages of one request, and the files its MMS messages carry, in their order (the
 * request's MMS images, or its RCS cards' images). Images are loaded once per dispatch job and only
 * when a message of the batch is of type MMS: empty for SMS/LMS (and for RCS fallback messages).
 */
export interface CarrierSubmission {
  requestSeq: number;
  images: readonly CarrierImage[];
  messages: readonly CarrierMessage[];
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
  submit(tx: Queryable, submission: CarrierSubmission): Promise<void>;
}
