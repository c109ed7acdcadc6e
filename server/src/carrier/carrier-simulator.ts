import type { Queryable } from '../db/database';
import type { Carrier, CarrierSubmission } from './carrier';
import { channelsRefusingImages } from './simulator-image-check';

export const CARRIER_REPORT = 'carrier.report';

/**
 * The default carrier: takes every message and reports after a delay, through a durable job written
 * in the submitting transaction (so a crash after the commit still gets its reports, exactly once).
 * Outcomes per number: simulator-outcomes.ts. Like a real gateway it checks the image files it is
 * handed: MMS messages whose files it cannot take are reported failed (IMAGE_INVALID) on the same path.
 */
export function createCarrierSimulator(options: { reportDelaySeconds: number }): Carrier {
  return {
    name: 'simulator',
    async submit(tx: Queryable, { requestSeq, images, messages }: CarrierSubmission) {
      if (messages.length === 0) return;
      let fromSeq = messages[0]!.seq;
      let toSeq = fromSeq;
      for (const message of messages) {
        if (message.seq < fromSeq) fromSeq = message.seq;
        if (message.seq > toSeq) toSeq = message.seq;
      }
      const refusedImageChannels = channelsRefusingImages(images, messages);
      await tx.query(`INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
        CARRIER_REPORT,
        JSON.stringify({
          requestSeq,
          fromSeq,
          toSeq,
          ...(refusedImageChannels.length > 0 ? { refusedImageChannels } : {}),
        }),
        options.reportDelaySeconds,
      ]);
    },
  };
}
