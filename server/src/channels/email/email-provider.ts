import type { Queryable } from '../../db/database';
import type { ProviderReports, SimulatorGuide } from '../channel';

/** One e-mail as it goes out: the message seq is the provider's idempotency key. */
export interface OutgoingEmail {
  seq: number;
  to: string;
  from: { name: string; address: string };
  subject: string;
  /** Exactly one of them, as the request's body format says. */
  text?: string;
  html?: string;
}

/**
 * The line behind the e-mail adapter (EMAIL_PROVIDER): the simulator (the default: the dev outbox) or
 * SMTP. Like the phone providers it takes a batch in the transaction that marks it SENT_TO_CARRIER
 * and books the reading of its reports.
 */
export interface EmailProvider {
  readonly name: string;
  /** `tx` is the hand-over's transaction: whatever the provider records goes with it. */
  submit(
    tx: Queryable,
    mails: readonly OutgoingEmail[],
    expectReports: (afterSeconds: number, providerData: Record<string, unknown>) => Promise<void>,
  ): Promise<void>;
  /**
   * The reports of the messages of a batch still without an outcome, from what the provider answered
   * at hand-over (`providerData`, as a report file would come back: the exceptions by message seq).
   */
  readReports(seqs: readonly number[], providerData: Record<string, unknown>): Promise<ProviderReports>;
  /** The simulator's documented test addresses; null for a real provider. */
  guide(): SimulatorGuide | null;
}
