import type { Queryable } from '../db/database';

export type OutboxChannel = 'SMS' | 'EMAIL';
export interface OutboxMessage {
  seq: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/**
 * The simulator of the SMS and e-mail providers: messages land in a table that /dev/outbox shows.
 * A real provider would be a second implementation of `send`.
 */
export function createOutbox(db: Queryable) {
  return {
    async send(message: { channel: OutboxChannel; to: string; subject?: string; body: string }): Promise<void> {
      await db.query('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
        message.channel,
        message.to,
        message.subject ?? null,
        message.body,
      ]);
    },
    async list(filter: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
      const rows = await db.query<{
        seq: number;
        channel: OutboxChannel;
        recipient: string;
        subject: string | null;
        body: string;
        created_at: Date;
      }>(
        `SELECT seq, channel, recipient, subject, body, created_at FROM outbox
         WHERE ($1::text IS NULL OR recipient = $1) ORDER BY seq DESC LIMIT $2`,
        [filter.to ?? null, filter.limit ?? 100],
      );
      return rows.map((row) => ({
        seq: row.seq,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.created_at.toISOString(),
      }));
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
