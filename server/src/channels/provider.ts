import type { Queryable } from '../db/database';
import type { ChannelAttachment, ProviderReports, ReportedBatch, SimulatorGuide, SubmittedMessage } from './channel';

/** What a provider is handed: one request's messages on one channel, with the files they carry. */
export interface ProviderSubmission {
  requestSeq: number;
  senderNumber: string;
  messages: readonly SubmittedMessage[];
  /** Empty unless a message of the batch carries files (MMS, RCS MMS). */
  images: readonly ChannelAttachment[];
}

/**
 * The line behind a channel adapter to whoever delivers its messages: a simulator (the default) or a
 * real gateway, chosen by configuration (`<CHANNEL>_PROVIDER`). A real one is a new file beside the
 * simulator that implements this; the adapter and the pipeline stay as they are.
 */
export interface Provider {
  readonly name: string;
  /**
   * Takes a batch inside the transaction that marks it SENT_TO_CARRIER, so the hand-over and its
   * record commit together; a real gateway takes the message seq as its client key, so a resubmission
   * after a crash is dropped on its side. `expectReports` books the reading of its reports.
   */
  submit(
    tx: Queryable,
    submission: ProviderSubmission,
    expectReports: (afterSeconds: number, providerData: Record<string, unknown>) => Promise<void>,
  ): Promise<void>;
  /** The reports of a batch it was handed (`providerData` as given to expectReports). */
  readReports(batch: ReportedBatch, providerData: Record<string, unknown>): Promise<ProviderReports>;
  /** Its documented test numbers when it is a simulator; null for a real gateway. */
  guide(): SimulatorGuide | null;
}

/** Picks the configured provider of a channel; an unknown name stops the server with the names it knows. */
export function chooseProvider<P extends { readonly name: string }>(
  channel: string,
  name: string,
  providers: Record<string, () => P>,
): P {
  const make = providers[name];
  if (!make) {
    throw new Error(
      `Unknown ${channel} provider "${name}": set ${channel}_PROVIDER to one of ${Object.keys(providers).join(', ')}.`,
    );
  }
  return make();
}
