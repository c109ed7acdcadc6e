import type { EmailBodyFormat } from '@console/contracts/email-send';
import type { Queryable } from '../../db/database';

/**
 * The e-mail channel's own records (migrations 095, 096): senders, opt-outs, daily figures. An e-mail
 * message's address is its row's recipient (messages.phone, lower-cased).
 */

export interface EmailRequestRecord {
  teamSeq: number;
  senderName: string;
  senderAddress: string;
  senderContact: string | null;
  bodyFormat: EmailBodyFormat;
  subject: string;
  body: string;
  advertising: boolean;
}

export async function insertEmailRequest(
  tx: Queryable,
  requestSeq: number,
  teamSeq: number,
  sender: { name: string; address: string; contact: string | null; bodyFormat: EmailBodyFormat },
): Promise<void> {
  await tx.query(
    `INSERT INTO email_requests (request_seq, team_seq, sender_name, sender_address, sender_contact, body_format)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [requestSeq, teamSeq, sender.name, sender.address, sender.contact, sender.bodyFormat],
  );
}

/** The request's sender, subject and body as they go out. */
export async function emailRequestOf(db: Queryable, requestSeq: number): Promise<EmailRequestRecord | null> {
  const [row] = await db.query<{
    team_seq: number;
    sender_name: string;
    sender_address: string;
    sender_contact: string | null;
    body_format: EmailBodyFormat;
    subject: string | null;
    body: string;
    advertising: boolean;
  }>(
    `SELECT e.team_seq, e.sender_name, e.sender_address, e.sender_contact, e.body_format, r.subject, r.body, r.advertising
       FROM email_requests e JOIN send_requests r ON r.seq = e.request_seq WHERE e.request_seq = $1`,
    [requestSeq],
  );
  if (!row) return null;
  return {
    teamSeq: row.team_seq,
    senderName: row.sender_name,
    senderAddress: row.sender_address,
    senderContact: row.sender_contact,
    bodyFormat: row.body_format,
    subject: row.subject ?? '',
    body: row.body,
    advertising: row.advertising,
  };
}

/** The ACCEPTED messages of a request whose address unsubscribed from the team's advertising mail. */
export async function optedOutMessages(db: Queryable, requestSeq: number, teamSeq: number): Promise<number[]> {
  const rows = await db.query<{ seq: string }>(
    `SELECT m.seq FROM messages m
       JOIN email_opt_outs o ON o.team_seq = $2 AND o.address = m.phone
      WHERE m.request_seq = $1 AND m.status = 'ACCEPTED'`,
    [requestSeq, teamSeq],
  );
  return rows.map((row) => Number(row.seq));
}

/** Adds an address to the team's e-mail opt-outs; true when it was not there yet (counted once a day). */
export async function addEmailOptOut(db: Queryable, teamSeq: number, address: string): Promise<boolean> {
  const added = await db.query(
    `INSERT INTO email_opt_outs (team_seq, address) SELECT team_seq, $2 FROM teams WHERE team_seq = $1
     ON CONFLICT DO NOTHING RETURNING 1`,
    [teamSeq, address.toLowerCase()],
  );
  if (added.length > 0) await addDailyFigures(db, teamSeq, { unsubscribed: 1 });
  return added.length > 0;
}

export async function isEmailOptedOut(db: Queryable, teamSeq: number, address: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM email_opt_outs WHERE team_seq = $1 AND address = $2', [
    teamSeq,
    address.toLowerCase(),
  ]);
  return rows.length > 0;
}

export interface EmailDailyFigures {
  hardBounced?: number;
  softBounced?: number;
  opened?: number;
  clicked?: number;
  unsubscribed?: number;
}

/** Adds to today's (KST) figures of a team. */
export async function addDailyFigures(db: Queryable, teamSeq: number, figures: EmailDailyFigures): Promise<void> {
  const values = [
    figures.hardBounced ?? 0,
    figures.softBounced ?? 0,
    figures.opened ?? 0,
    figures.clicked ?? 0,
    figures.unsubscribed ?? 0,
  ];
  if (values.every((value) => value === 0)) return;
  await db.query(
    `INSERT INTO email_stats_daily (team_seq, day, hard_bounced, soft_bounced, opened, clicked, unsubscribed)
     VALUES ($1, (now() AT TIME ZONE 'Asia/Seoul')::date, $2, $3, $4, $5, $6)
     ON CONFLICT (team_seq, day) DO UPDATE SET
       hard_bounced = email_stats_daily.hard_bounced + EXCLUDED.hard_bounced,
       soft_bounced = email_stats_daily.soft_bounced + EXCLUDED.soft_bounced,
       opened = email_stats_daily.opened + EXCLUDED.opened,
       clicked = email_stats_daily.clicked + EXCLUDED.clicked,
       unsubscribed = email_stats_daily.unsubscribed + EXCLUDED.unsubscribed`,
    [teamSeq, ...values],
  );
}
