import type { Queryable } from '../db/database';
import type { Carrier, CarrierMessage } from './carrier';

export const CARRIER_REPORT = 'carrier.report';

/**
 * The default carrier: accepts everything and reports after a delay, through a durable job written
 * in the submitting transaction (so a crash after the commit still gets its reports, exactly once).
 * Outcomes per number: simulator-outcomes.ts.
 */
export function createCarrierSimulator(options: { reportDelaySeconds: number }): Carrier {
  return {
    name: 'simulator',
    async submit(tx: Queryable, messages: readonly CarrierMessage[]) {
      if (messages.length === 0) return;
      const seqs = messages.map((m) => m.seq);
      await tx.query(`INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
        CARRIER_REPORT,
        JSON.stringify({ requestSeq: messages[0]!.requestSeq, fromSeq: Math.min(...seqs), toSeq: Math.max(...seqs) }),
        options.reportDelaySeconds,
      ]);
    },
  };
}
