import type { Queryable } from '../db/database';

/** Team 1's demo 080 opt-out list: [digits, source, days ago]. */
const DEMO_OPT_OUTS: [string, 'MANUAL' | 'BULK' | 'MO', number][] = [
  ['01011119999', 'MO', 1],
  ['01022228888', 'MO', 3],
  ['01033337777', 'MANUAL', 7],
  ['01044446666', 'BULK', 12],
  ['01055554444', 'BULK', 12],
];

/** A tiny valid PDF standing in for the demo numbers' proof of subscription. */
const DEMO_PDF = Buffer.from('%PDF-1.4\n% demo proof of subscription\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Review history and a document for every demo sender number (so their detail pages show what a
 * real registration shows), and team 1's opt-out list.
 */
export async function insertDemoNumbers(tx: Queryable) {
  await tx.query(
    `INSERT INTO callback_number_documents (callback_seq, kind, file_name, content_type, size, content, uploaded_at)
     SELECT seq, 'SUBSCRIPTION', '통신서비스_이용증명원.pdf', 'application/pdf', $1, $2, created_at FROM callback_numbers`,
    [DEMO_PDF.length, DEMO_PDF],
  );
  await tx.query(
    `INSERT INTO callback_number_events (callback_seq, kind, by_whom, at) SELECT seq, 'SUBMITTED', 'USER', created_at FROM callback_numbers`,
  );
  await tx.query(
    `INSERT INTO callback_number_events (callback_seq, kind, reason, by_whom, at)
     SELECT seq, status, reject_reason, 'ADMIN', decided_at FROM callback_numbers WHERE status <> 'PENDING' AND decided_at IS NOT NULL`,
  );
  for (const [phone, source, daysAgo] of DEMO_OPT_OUTS) {
    await tx.query(
      `INSERT INTO opt_outs (team_seq, phone, source, created_at) VALUES (1, $1, $2, now() - make_interval(days => $3))`,
      [phone, source, daysAgo],
    );
  }
}
