import type {
  MessageHistoryItem,
  MessageResult,
  MessageResultType,
  MessageStatus,
  RcsMessageKind,
  SendChannel,
  SendRequestAccepted,
  SendRequestStatus,
  SendRequestSummary,
} from '@console/contracts/send-requests';
import { HISTORY_COUNT_AHEAD_PAGES, type MessageType } from '@console/contracts/message-limits';
import type { Queryable } from '../db/database';
import { selectChunks } from '../db/select-chunks';
import { isoInstant, selectJsonRows } from '../db/select-json-rows';
import { selectPage, type PageWindow } from '../db/select-page';
import type { ChannelId, PlannedMessage, PreparedRequestFields, SendPlan } from '../channels/channel';
import { requestImages } from '../channels/sms/mms-images-repository';

export interface NewSendRequest {
  teamSeq: number;
  createdBy: number | null;
  creatorName: string | null;
  status: Extract<SendRequestStatus, 'RESERVED' | 'SENDING'>;
  body: string;
  subject: string | null;
  senderNumber: string;
  advertising: boolean;
  forcedType: MessageType | null;
  reserveAt: Date | null;
  duplicateCount: number;
  typeCounts: Record<MessageType, number>;
  totalCount: number;
  idempotencyKey: string | null;
  requestHash: string | null;
  apiKeySeq?: number | null;
  /** The channel the request was made on, and the channel's own columns of the row (e.g. rcs_type). */
  channel: ChannelId;
  channelColumns?: Record<string, string | number | boolean | null>;
  fallbackEnabled: boolean;
  fallbackText: string | null;
}

/** A channel's own column names are code, never input: still, only plain identifiers go into the SQL. */
const COLUMN_NAME = /^[a-z][a-z0-9_]*$/;

/** Rows per INSERT ... SELECT FROM unnest(...): one statement per chunk keeps 100,000 rows near a second. */
const INSERT_CHUNK = 20_000;

interface MessageColumn {
  name: string;
  type: 'text' | 'int' | 'jsonb';
  values: readonly (string | number | null)[];
  /** Always an array: the column that gives the chunk its rows (unnest needs one). */
  perRow?: boolean;
}

/**
 * INSERT INTO messages ... SELECT FROM unnest(...) for one chunk. A column with one value for the
 * whole chunk (no variables, one type, one channel: most sends) is a single parameter instead of an
 * array: every array costs serialising and parsing 20,000 elements.
 */
function unnestInsert(requestSeq: number, teamSeq: number, columns: readonly MessageColumn[]) {
  const params: unknown[] = [requestSeq, teamSeq];
  const arrays: string[] = [];
  const selected = columns.map((column) => {
    const first = column.values[0] ?? null;
    const uniform = !column.perRow && column.values.every((value) => value === first);
    params.push(uniform ? first : column.values);
    // jsonb travels as text: an array of jsonb literals would be parsed twice.
    const sqlType = column.type === 'jsonb' ? 'text' : column.type;
    if (uniform) return `$${params.length}::${sqlType}${column.type === 'jsonb' ? '::jsonb' : ''}`;
    arrays.push(`$${params.length}::${sqlType}[]`);
    return `u.c${arrays.length}${column.type === 'jsonb' ? '::jsonb' : ''}`;
  });
  const names = arrays.map((_, i) => `c${i + 1}`).join(', ');
  const sql = `INSERT INTO messages (request_seq, team_seq, status, ${columns.map((c) => c.name).join(', ')})
    SELECT $1, $2, 'ACCEPTED', ${selected.join(', ')} FROM unnest(${arrays.join(', ')}) AS u(${names})`;
  return { sql, params };
}

/** An instant as a row carries it, or as the ISO text a JSON read selects (isoInstant). */
type Instant = Date | string;
const isoOf = (at: Instant) => (typeof at === 'string' ? at : at.toISOString());

interface RequestRow {
  seq: number;
  status: SendRequestStatus;
  body: string;
  subject: string | null;
  sender_number: string;
  advertising: boolean;
  forced_type: MessageType | null;
  reserve_at: Instant | null;
  created_at: Instant;
  started_at: Instant | null;
  completed_at: Instant | null;
  creator_name: string | null;
  total_count: number;
  duplicate_count: number;
  sms_count: number;
  lms_count: number;
  mms_count: number;
  delivered_count: number;
  failed_count: number;
  opted_out_count: number;
  cancelled_count: number;
  fallback_count: number;
  cost_krw: number;
  channel: SendChannel;
  rcs_type: RcsMessageKind | null;
  fallback_enabled: boolean;
  template_label: string | null;
}
const REQUEST_COLUMNS = `seq, status, body, subject, sender_number, advertising, forced_type, reserve_at, created_at, started_at, completed_at,
  creator_name, total_count, duplicate_count, sms_count, lms_count, mms_count, delivered_count, failed_count, opted_out_count,
  cancelled_count, fallback_count, cost_krw, channel, rcs_type, fallback_enabled, template_label`;
/** REQUEST_COLUMNS for a JSON read: the instants as ISO text, under their own names. */
const REQUEST_JSON_COLUMNS = REQUEST_COLUMNS.replace(
  /\b(reserve_at|created_at|started_at|completed_at)\b/g,
  (column) => `${isoInstant(column)} AS ${column}`,
);

export const toSummary = (row: RequestRow): SendRequestSummary & { duplicateCount: number } => {
  const settled = row.delivered_count + row.failed_count + row.opted_out_count + row.cancelled_count;
  return {
    seq: row.seq,
    status: row.status,
    body: row.body,
    subject: row.subject,
    senderNumber: row.sender_number,
    advertising: row.advertising,
    forcedType: row.forced_type,
    typeCounts: { SMS: row.sms_count, LMS: row.lms_count, MMS: row.mms_count },
    reserveAt: row.reserve_at === null ? null : isoOf(row.reserve_at),
    createdAt: isoOf(row.created_at),
    startedAt: row.started_at === null ? null : isoOf(row.started_at),
    completedAt: row.completed_at === null ? null : isoOf(row.completed_at),
    createdBy: row.creator_name,
    counts: {
      total: row.total_count,
      pending: Math.max(0, row.total_count - settled),
      delivered: row.delivered_count,
      failed: row.failed_count,
      optedOut: row.opted_out_count,
      cancelled: row.cancelled_count,
      fallback: row.fallback_count,
    },
    costKrw: row.cost_krw,
    channel: row.channel,
    rcsType: row.rcs_type,
    fallbackEnabled: row.fallback_enabled,
    templateLabel: row.template_label,
    duplicateCount: row.duplicate_count,
  };
};

interface MessageRow {
  seq: string;
  phone: string;
  type: MessageResultType;
  status: MessageStatus;
  text: string;
  bytes: number;
  result_code: string | null;
  result_reason: string | null;
  cost_krw: number;
  fallback_of: string | null;
  sent_at: Date | null;
  reported_at: Date | null;
  channel?: SendChannel;
  variables?: Record<string, string> | null;
}
const toMessage = (row: MessageRow): MessageResult => ({
  seq: Number(row.seq),
  phone: row.phone,
  type: row.type,
  status: row.status,
  text: row.text,
  bytes: row.bytes,
  resultCode: row.result_code,
  resultReason: row.result_reason,
  costKrw: row.cost_krw,
  fallbackOf: row.fallback_of === null ? null : Number(row.fallback_of),
  ...(row.channel ? { channel: row.channel } : {}),
  ...(row.variables ? { variables: row.variables } : {}),
  sentAt: row.sent_at?.toISOString() ?? null,
  reportedAt: row.reported_at?.toISOString() ?? null,
});

export interface HistoryFilter {
  from: Date;
  to: Date;
  status?: MessageStatus;
  type?: MessageResultType;
  phone?: string;
}
type HistoryRow = MessageRow & {
  request_seq: number;
  sender_number: string;
  advertising: boolean;
  created_at: Date;
  template_label: string | null;
};
const HISTORY_COLUMNS = `m.seq, m.phone, m.type, m.status, coalesce(m.text, r.body) AS text, m.bytes, m.result_code, m.result_reason, m.cost_krw,
  m.fallback_of, m.sent_at, m.reported_at, m.request_seq, r.sender_number, r.advertising, m.created_at, m.channel, r.template_label`;
/**
 * The number filter is the last 4 digits or the whole number. Its candidates come from
 * message_phone_tails (filled by sending/phone-index-job.ts just after a request commits) and, for the
 * requests whose job has not finished yet (phones_pending), from their own messages past the indexed part.
 */
const PHONE_CANDIDATES = `SELECT message_seq FROM message_phone_tails WHERE team_seq = $1 AND tail = right($6, 4)::smallint
  UNION ALL
  SELECT pm.seq FROM send_requests pr JOIN messages pm ON pm.request_seq = pr.seq AND pm.seq > pr.phones_indexed_through
   WHERE pr.team_seq = $1 AND pr.phones_pending AND pr.created_at >= $2 AND pr.created_at < $3 AND right(pm.phone, 4) = right($6, 4)`;
const historyWhere = (
  filter: HistoryFilter,
) => `r.team_seq = $1 AND r.created_at >= $2 AND r.created_at < $3 AND ($4::text IS NULL OR m.status = $4)
  AND ($5::text IS NULL OR m.type = $5) AND ${
    filter.phone
      ? `right(m.phone, 4) = right($6, 4) AND (length($6) = 4 OR m.phone = $6) AND m.seq IN (${PHONE_CANDIDATES})`
      : '$6::text IS NULL'
  }`;
const historyParams = (teamSeq: number, filter: HistoryFilter) => [
  teamSeq,
  filter.from,
  filter.to,
  filter.status ?? null,
  filter.type ?? null,
  filter.phone ?? null,
];
const toHistoryItem = (row: HistoryRow): MessageHistoryItem => ({
  ...toMessage(row),
  requestSeq: row.request_seq,
  senderNumber: row.sender_number,
  advertising: row.advertising,
  createdAt: row.created_at.toISOString(),
  templateLabel: row.template_label,
});

/** Reservations and sends of the team that still have to go out: a team cannot close under them. */
export async function openRequestCount(db: Queryable, teamSeq: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM send_requests WHERE team_seq = $1 AND status IN ('RESERVED', 'SENDING')`,
    [teamSeq],
  );
  return row?.count ?? 0;
}

/** Cancels a request and its messages not handed over yet. */
async function cancelWaiting(tx: Queryable, seq: number): Promise<void> {
  const cancelled = await tx.query(
    `UPDATE messages SET status = 'CANCELLED' WHERE request_seq = $1 AND status = 'ACCEPTED' RETURNING seq`,
    [seq],
  );
  await tx.query(
    `UPDATE send_requests SET status = 'CANCELLED', completed_at = now(), cancelled_count = cancelled_count + $2 WHERE seq = $1`,
    [seq, cancelled.length],
  );
}

/** Cancels every reservation of these teams that has not started (a withdrawn business's). */
export async function cancelTeamsReservations(tx: Queryable, teamSeqs: readonly number[]): Promise<void> {
  const reserved = await tx.query<{ seq: number }>(
    `SELECT seq FROM send_requests WHERE status = 'RESERVED' AND team_seq = ANY($1::int[]) FOR UPDATE`,
    [teamSeqs],
  );
  for (const { seq } of reserved) await cancelWaiting(tx, seq);
}

export function createSendRequestsRepository(db: Queryable) {
  return {
    /** Inserts the request; null when the team already used this Idempotency-Key (the caller replays it). */
    async insertRequest(input: NewSendRequest, tx: Queryable): Promise<number | null> {
      const extra = Object.entries(input.channelColumns ?? {});
      for (const [name] of extra) if (!COLUMN_NAME.test(name)) throw new Error(`not a column name: ${name}`);
      const params: unknown[] = [
        input.teamSeq,
        input.createdBy,
        input.creatorName,
        input.status,
        input.body,
        input.subject,
        input.senderNumber,
        input.advertising,
        input.forcedType,
        input.reserveAt,
        input.totalCount,
        input.duplicateCount,
        input.typeCounts.SMS,
        input.typeCounts.LMS,
        input.typeCounts.MMS,
        input.idempotencyKey,
        input.requestHash,
        input.apiKeySeq ?? null,
        input.channel,
        input.fallbackEnabled,
        input.fallbackText,
        ...extra.map(([, value]) => value),
      ];
      const columns = extra.map(([name]) => `, ${name}`).join('');
      const values = extra.map((_, i) => `, $${22 + i}`).join('');
      const rows = await tx.query<{ seq: number }>(
        `INSERT INTO send_requests (team_seq, created_by, creator_name, status, body, subject, sender_number, advertising, forced_type,
           reserve_at, total_count, duplicate_count, sms_count, lms_count, mms_count, idempotency_key, request_hash, api_key_seq,
           channel, fallback_enabled, fallback_text${columns})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21${values})
         ON CONFLICT (team_seq, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING seq`,
        params,
      );
      return rows[0]?.seq ?? null;
    },
    /** All messages of a request, in chunks of multi-row inserts, inside the caller's transaction. */
    async insertMessages(
      requestSeq: number,
      teamSeq: number,
      channel: ChannelId,
      messages: readonly PlannedMessage[],
      tx: Queryable,
      /** The price each message is charged when handed over (messages.price_krw). */
      priceOf: (message: PlannedMessage) => number,
    ): Promise<void> {
      for (let start = 0; start < messages.length; start += INSERT_CHUNK) {
        const chunk = messages.slice(start, start + INSERT_CHUNK);
        const { sql, params } = unnestInsert(requestSeq, teamSeq, [
          { name: 'phone', type: 'text', values: chunk.map((m) => m.phone), perRow: true },
          { name: 'text', type: 'text', values: chunk.map((m) => m.text) },
          { name: 'bytes', type: 'int', values: chunk.map((m) => m.bytes) },
          { name: 'type', type: 'text', values: chunk.map((m) => m.type) },
          {
            name: 'variables',
            type: 'jsonb',
            values: chunk.map((m) => (m.variables ? JSON.stringify(m.variables) : null)),
          },
          { name: 'channel', type: 'text', values: [channel] },
          { name: 'fallback_text', type: 'text', values: chunk.map((m) => m.fallbackText ?? null) },
          { name: 'price_krw', type: 'int', values: chunk.map(priceOf) },
        ]);
        await tx.query(sql, params);
      }
    },
    /** A reservation's new content and time; its messages go (the caller writes the new ones). */
    async rewriteReservation(
      tx: Queryable,
      seq: number,
      update: PreparedRequestFields & { reserveAt: Date; plan: SendPlan },
    ): Promise<void> {
      await tx.query('DELETE FROM messages WHERE request_seq = $1', [seq]);
      await tx.query(
        `UPDATE send_requests SET body = $2, subject = $3, sender_number = $4, advertising = $5, forced_type = $6, reserve_at = $7,
           total_count = $8, duplicate_count = $9, sms_count = $10, lms_count = $11, mms_count = $12, phones_pending = true
         WHERE seq = $1`,
        [
          seq,
          update.body,
          update.subject,
          update.senderNumber,
          update.advertising,
          update.forcedType,
          update.reserveAt,
          update.plan.messages.length,
          update.plan.duplicateNumbers.length,
          update.plan.typeCounts.SMS,
          update.plan.typeCounts.LMS,
          update.plan.typeCounts.MMS,
        ],
      );
    },
    /** Cancels a request and its messages not handed over yet (a reservation). */
    cancelWaiting,
    async saveAnswer(seq: number, answer: SendRequestAccepted, tx: Queryable): Promise<void> {
      await tx.query('UPDATE send_requests SET accepted_answer = $2 WHERE seq = $1', [seq, JSON.stringify(answer)]);
    },
    async findByIdempotencyKey(teamSeq: number, key: string, tx: Queryable = db) {
      const [row] = await tx.query<{ request_hash: string; accepted_answer: SendRequestAccepted | null }>(
        'SELECT request_hash, accepted_answer FROM send_requests WHERE team_seq = $1 AND idempotency_key = $2',
        [teamSeq, key],
      );
      return row ? { requestHash: row.request_hash, answer: row.accepted_answer } : null;
    },
    /** Requests created in [from, to) (null: any time), newest first. */
    async list(
      teamSeq: number,
      filter: { from: Date | null; to: Date | null; status?: SendRequestStatus },
      window: PageWindow,
    ) {
      const { rows, total } = await selectPage<RequestRow>(
        db,
        {
          columns: REQUEST_COLUMNS,
          from: `FROM send_requests WHERE team_seq = $1 AND ($2::timestamptz IS NULL OR created_at >= $2)
            AND ($3::timestamptz IS NULL OR created_at < $3) AND ($4::text IS NULL OR status = $4)`,
          orderBy: 'created_at DESC, seq DESC',
          params: [teamSeq, filter.from, filter.to, filter.status ?? null],
        },
        window,
      );
      return { items: rows.map(toSummary), total };
    },
    /**
     * The newest `limit` requests of several teams (the dashboard), each with its team: the newest of
     * each team by its index, then the newest of those (team_seq = ANY(...) sorted every row of the teams).
     */
    async recentOfTeams(teamSeqs: readonly number[], limit: number) {
      if (teamSeqs.length === 0) return [];
      const rows = await db.query<RequestRow & { team_seq: number }>(
        `SELECT r.* FROM (SELECT DISTINCT unnest($1::int[]) AS team_seq) team CROSS JOIN LATERAL (
           SELECT team_seq, ${REQUEST_COLUMNS} FROM send_requests WHERE send_requests.team_seq = team.team_seq
            ORDER BY created_at DESC, seq DESC LIMIT $2) r
         ORDER BY r.created_at DESC, r.seq DESC LIMIT $2`,
        [teamSeqs, limit],
      );
      return rows.map((row) => ({ ...toSummary(row), teamSeq: row.team_seq }));
    },
    async find(teamSeq: number, seq: number, tx: Queryable = db) {
      const [row] = await tx.query<RequestRow>(
        `SELECT ${REQUEST_COLUMNS} FROM send_requests WHERE team_seq = $1 AND seq = $2`,
        [teamSeq, seq],
      );
      // The detail lists its MMS images (none for most requests).
      return row ? { ...toSummary(row), images: await requestImages(tx, row.seq) } : null;
    },
    async messages(requestSeq: number, filter: { status?: MessageStatus; phone?: string }, window: PageWindow) {
      const { rows, total } = await selectPage<MessageRow>(
        db,
        {
          columns: `m.seq, m.phone, m.type, m.status, coalesce(m.text, r.body) AS text, m.bytes, m.result_code, m.result_reason, m.cost_krw,
            m.fallback_of, m.sent_at, m.reported_at, m.variables, m.channel`,
          from: `FROM messages m JOIN send_requests r ON r.seq = m.request_seq
            WHERE m.request_seq = $1 AND ($2::text IS NULL OR m.status = $2) AND ($3::text IS NULL OR m.phone LIKE '%' || $3 || '%')`,
          // request_seq first (one value): the plan takes the request's index, not a walk of the whole table's key.
          orderBy: 'm.request_seq, m.seq',
          params: [requestSeq, filter.status ?? null, filter.phone ?? null],
        },
        window,
      );
      return { items: rows.map(toMessage), total };
    },
    /**
     * A page of the flat history. Matches are counted only HISTORY_COUNT_AHEAD_PAGES pages past this
     * one (`moreAfterTotal` when there are more): an exact count of a busy month is a scan of it.
     */
    async history(teamSeq: number, filter: HistoryFilter, window: PageWindow) {
      const params = historyParams(teamSeq, filter);
      const bound = window.offset + window.limit * (1 + HISTORY_COUNT_AHEAD_PAGES);
      // One walk in page order yields the count and this page's keys; the page's rows are read by key,
      // all in one statement (a statement is a round trip through the embedded database's protocol).
      const keys = `SELECT m.seq, r.created_at AS r_at, r.seq AS r_seq FROM send_requests r JOIN messages m ON m.request_seq = r.seq
         WHERE ${historyWhere(filter)} ORDER BY r.created_at DESC, r.seq DESC, m.seq DESC LIMIT ${bound + 1}`;
      const rows = await db.query<HistoryRow & { key_count: number }>(
        `WITH keys AS (${keys}),
           page AS (SELECT seq FROM keys ORDER BY r_at DESC, r_seq DESC, seq DESC LIMIT $7 OFFSET $8)
         SELECT ${HISTORY_COLUMNS}, (SELECT count(*)::int FROM keys) AS key_count
           FROM page JOIN messages m ON m.seq = page.seq JOIN send_requests r ON r.seq = m.request_seq
         ORDER BY r.created_at DESC, r.seq DESC, m.seq DESC`,
        [...params, window.limit, window.offset],
      );
      // A page past the end carries no count: the keys are counted on their own then.
      const keyCount =
        rows[0]?.key_count ??
        (window.offset === 0
          ? 0
          : ((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${keys}) keys`, params))[0]?.n ?? 0));
      return {
        items: rows.map(toHistoryItem),
        total: Math.min(keyCount, bound),
        moreAfterTotal: keyCount > bound,
      };
    },
    /** The same listing for its export, streamed in chunks (keyset on m.seq). */
    async *historyChunks(teamSeq: number, filter: HistoryFilter, maxRows: number) {
      const params = historyParams(teamSeq, filter);
      const chunks = selectChunks<HistoryRow>(
        (last, limit) =>
          db.query<HistoryRow>(
            `SELECT ${HISTORY_COLUMNS} FROM send_requests r JOIN messages m ON m.request_seq = r.seq
           WHERE ${historyWhere(filter)} AND ($7::bigint IS NULL OR m.seq < $7) ORDER BY m.seq DESC LIMIT $8`,
            [...params, last?.seq ?? null, limit],
          ),
        maxRows,
      );
      for await (const rows of chunks) yield rows.map(toHistoryItem);
    },
    /**
     * Requests of list(), every page, for the export: chunks by keyset on (created_at, seq), each read
     * as JSON (a team's month of requests as rows cost the event loop ~30 µs each). key_at is the
     * timestamptz in full (its JSON text), so the next chunk starts exactly after the last row.
     */
    async *listChunks(
      teamSeq: number,
      filter: { from: Date | null; to: Date | null; status?: SendRequestStatus },
      maxRows: number,
    ) {
      const chunks = selectChunks<RequestRow & { key_at: string }>(
        (last, limit) =>
          selectJsonRows(
            db,
            {
              columns: `${REQUEST_JSON_COLUMNS}, created_at AS key_at`,
              from: `FROM send_requests WHERE team_seq = $1
                AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
                AND ($4::text IS NULL OR status = $4) AND ($5::timestamptz IS NULL OR (created_at, seq) < ($5::timestamptz, $6::int))`,
              orderBy: 'key_at DESC, seq DESC',
              params: [teamSeq, filter.from, filter.to, filter.status ?? null, last?.key_at ?? null, last?.seq ?? null],
            },
            limit,
          ),
        maxRows,
      );
      for await (const rows of chunks) yield rows.map(toSummary);
    },
    /**
     * Results of messages(), every page, for the export: chunks by keyset on m.seq. Ordered by request_seq
     * first (one value here) so the plan takes the request's index, not the whole table's key.
     */
    async *messageChunks(requestSeq: number, filter: { status?: MessageStatus; phone?: string }, maxRows: number) {
      const chunks = selectChunks<MessageRow>(
        (last, limit) =>
          db.query(
            `SELECT m.seq, m.phone, m.type, m.status, coalesce(m.text, r.body) AS text, m.bytes, m.result_code, m.result_reason, m.cost_krw,
             m.fallback_of, m.sent_at, m.reported_at, m.channel
           FROM messages m JOIN send_requests r ON r.seq = m.request_seq
           WHERE m.request_seq = $1 AND ($2::text IS NULL OR m.status = $2) AND ($3::text IS NULL OR m.phone LIKE '%' || $3 || '%')
             AND ($4::bigint IS NULL OR m.seq > $4)
           ORDER BY m.request_seq, m.seq LIMIT $5`,
            [requestSeq, filter.status ?? null, filter.phone ?? null, last?.seq ?? null, limit],
          ),
        maxRows,
      );
      for await (const rows of chunks) yield rows.map(toMessage);
    },
  };
}
export type SendRequestsRepository = ReturnType<typeof createSendRequestsRepository>;
