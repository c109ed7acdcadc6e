import type { MoMessage } from '@console/contracts/send-requests';
import type { InboundMessage } from '../channels/channel';
import type { Queryable } from '../db/database';
import { selectChunks } from '../db/select-chunks';
import { selectPage, type PageWindow } from '../db/select-page';

export interface MoMessageFilter {
  /** Received in [from, to). */
  from: Date;
  to: Date;
  /** Digits (or a part) of the replying number. */
  phone?: string;
  /** A part of the reply's text, matched literally and case-insensitively. */
  text?: string;
  /** The representative number the replies arrived on, digits. */
  toNumber?: string;
}

interface MoRow {
  seq: string;
  to_number: string;
  from_phone: string;
  body: string;
  reply_to: string | null;
  reply_request_seq: number | null;
  opt_out: boolean;
  on_opt_out_list: boolean;
  received_at: Date;
  key_at: string;
}

// The request a reply answers comes from its message (gone with its request after the retention); the
// badge needs the number still on the list: a number removed from it since shows as a request only.
const COLUMNS = `mo.seq, mo.to_number, mo.from_phone, mo.body, mo.reply_to, m.request_seq AS reply_request_seq, mo.opt_out,
  (mo.opt_out AND EXISTS (SELECT 1 FROM opt_outs o WHERE o.team_seq = mo.team_seq AND o.phone = mo.from_phone)) AS on_opt_out_list,
  mo.received_at, mo.received_at::text AS key_at`;
const FROM = `FROM mo_messages mo LEFT JOIN messages m ON m.seq = mo.reply_to AND m.team_seq = mo.team_seq
  WHERE mo.team_seq = $1 AND mo.received_at >= $2 AND mo.received_at < $3
    AND ($4::text IS NULL OR mo.from_phone LIKE '%' || $4 || '%')
    AND ($5::text IS NULL OR mo.body ILIKE '%' || $5 || '%')
    AND ($6::text IS NULL OR mo.to_number = $6)`;

/** LIKE's wildcards in a search term are meant literally. */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const paramsOf = (teamSeq: number, f: MoMessageFilter) => [
  teamSeq,
  f.from,
  f.to,
  f.phone || null,
  f.text ? literal(f.text) : null,
  f.toNumber || null,
];

const toMo = (r: MoRow): MoMessage => ({
  seq: Number(r.seq),
  toNumber: r.to_number,
  fromPhone: r.from_phone,
  body: r.body,
  replyTo: r.reply_to === null ? null : Number(r.reply_to),
  replyToRequestSeq: r.reply_request_seq,
  optOutRequest: r.opt_out,
  onOptOutList: r.on_opt_out_list,
  receivedAt: r.received_at.toISOString(),
});

/** Received (MO) messages of a team: the /history/mo list, its export and its numbers. */
export function createMoMessagesRepository(db: Queryable) {
  return {
    /** Replies to a team's messages, written with the reports that brought them. */
    async insertReplies(tx: Queryable, teamSeq: number, replies: readonly InboundMessage[]): Promise<void> {
      if (replies.length === 0) return;
      await tx.query(
        `INSERT INTO mo_messages (team_seq, to_number, from_phone, body, reply_to, opt_out)
         SELECT $1, u.to_number, u.phone, u.body, u.seq, u.opt_out
           FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::boolean[]) AS u(to_number, phone, body, seq, opt_out)`,
        [
          teamSeq,
          replies.map((r) => r.toNumber),
          replies.map((r) => r.fromPhone),
          replies.map((r) => r.body),
          replies.map((r) => r.replyTo),
          replies.map((r) => r.optOut),
        ],
      );
    },
    async list(teamSeq: number, filter: MoMessageFilter, window: PageWindow) {
      const { rows, total } = await selectPage<MoRow>(
        db,
        {
          columns: COLUMNS,
          from: FROM,
          orderBy: 'mo.received_at DESC, mo.seq DESC',
          params: paramsOf(teamSeq, filter),
        },
        window,
      );
      return { items: rows.map(toMo), total };
    },
    /** The same listing in chunks for the export (keyset on received_at, seq; its text keeps the microseconds). */
    async *chunks(teamSeq: number, filter: MoMessageFilter, maxRows: number) {
      const params = paramsOf(teamSeq, filter);
      const chunks = selectChunks<MoRow>(
        (last, limit) =>
          db.query<MoRow>(
            `SELECT ${COLUMNS} ${FROM} AND ($7::timestamptz IS NULL OR (mo.received_at, mo.seq) < ($7::timestamptz, $8::bigint))
           ORDER BY mo.received_at DESC, mo.seq DESC LIMIT $9`,
            [...params, last?.key_at ?? null, last?.seq ?? null, limit],
          ),
        maxRows,
      );
      for await (const rows of chunks) yield rows.map(toMo);
    },
    /** The representative numbers the team received replies on, for the list's filter. */
    async numbers(teamSeq: number): Promise<string[]> {
      const rows = await db.query<{ to_number: string }>(
        'SELECT DISTINCT to_number FROM mo_messages WHERE team_seq = $1 ORDER BY to_number',
        [teamSeq],
      );
      return rows.map((r) => r.to_number);
    },
  };
}
export type MoMessagesRepository = ReturnType<typeof createMoMessagesRepository>;
