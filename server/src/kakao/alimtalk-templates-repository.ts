import type {
  AlimtalkTemplate,
  AlimtalkTemplateComment,
  AlimtalkTemplateInput,
  AlimtalkTemplateStatus,
} from '@console/contracts/kakao';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface TemplateRow {
  seq: number;
  team_seq: number;
  sender_profile_seq: number;
  channel_id: string;
  code: string;
  name: string;
  content: string;
  message_type: AlimtalkTemplate['messageType'];
  emphasis: AlimtalkTemplate['emphasis'];
  title: string | null;
  subtitle: string | null;
  image_seq: number | null;
  items: AlimtalkTemplate['items'];
  extra: string | null;
  buttons: AlimtalkTemplate['buttons'];
  quick_replies: AlimtalkTemplate['quickReplies'];
  security_flag: boolean;
  category_code: string;
  status: AlimtalkTemplateStatus;
  reject_reason: string | null;
  used_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `t.seq, t.team_seq, t.sender_profile_seq, p.channel_id, t.code, t.name, t.content, t.message_type, t.emphasis,
  t.title, t.subtitle, t.image_seq, t.items, t.extra, t.buttons, t.quick_replies, t.security_flag, t.category_code,
  t.status, t.reject_reason, t.used_at, t.created_at, t.updated_at`;
const FROM = 'FROM alimtalk_templates t JOIN sender_profiles p ON p.seq = t.sender_profile_seq';

export type AlimtalkTemplateRecord = AlimtalkTemplate & { teamSeq: number };

const toTemplate = (row: TemplateRow): AlimtalkTemplateRecord => ({
  seq: row.seq,
  teamSeq: row.team_seq,
  senderProfileSeq: row.sender_profile_seq,
  channelId: row.channel_id,
  code: row.code,
  name: row.name,
  content: row.content,
  messageType: row.message_type,
  emphasis: row.emphasis,
  title: row.title,
  subtitle: row.subtitle,
  imageSeq: row.image_seq,
  items: row.items,
  extra: row.extra,
  buttons: row.buttons,
  quickReplies: row.quick_replies,
  securityFlag: row.security_flag,
  categoryCode: row.category_code,
  status: row.status,
  rejectReason: row.reject_reason,
  usedAt: row.used_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const publicTemplate = ({ teamSeq: _team, ...template }: AlimtalkTemplateRecord): AlimtalkTemplate => template;

const fieldValues = (input: AlimtalkTemplateInput) => [
  input.senderProfileSeq,
  input.code,
  input.name,
  input.content,
  input.messageType,
  input.emphasis,
  input.title || null,
  input.subtitle || null,
  input.imageSeq ?? null,
  JSON.stringify(input.items),
  input.extra || null,
  JSON.stringify(input.buttons),
  JSON.stringify(input.quickReplies),
  input.securityFlag,
  input.categoryCode,
];

export type CommentKind = AlimtalkTemplateComment['kind'];

/** The kakao module's alimtalk templates and their review comments. */
export function createAlimtalkTemplatesRepository(db: Queryable) {
  return {
    async list(
      teamSeq: number,
      filter: { status?: AlimtalkTemplateStatus; senderProfileSeq?: number; q?: string } & PageWindow,
    ) {
      const { rows, total } = await selectPage<TemplateRow>(
        db,
        {
          columns: COLUMNS,
          from: `${FROM} WHERE t.team_seq = $1 AND ($2::text IS NULL OR t.status = $2)
                  AND ($3::int IS NULL OR t.sender_profile_seq = $3)
                  AND ($4::text IS NULL OR t.name ILIKE '%' || $4 || '%' OR t.code ILIKE '%' || $4 || '%' OR t.content ILIKE '%' || $4 || '%')`,
          orderBy: 't.created_at DESC, t.seq DESC',
          params: [teamSeq, filter.status ?? null, filter.senderProfileSeq ?? null, filter.q ?? null],
        },
        filter,
      );
      return { items: rows.map((row) => publicTemplate(toTemplate(row))), total };
    },

    /** Templates of several teams in review or rejected (the dashboard): counts by status, the newest `limit`. */
    async openOfTeams(teamSeqs: readonly number[], limit: number) {
      if (teamSeqs.length === 0) return { counts: new Map<string, number>(), items: [] };
      const where = "t.team_seq = ANY($1::int[]) AND t.status IN ('REQUESTED', 'INSPECTING', 'REJECTED')";
      const [counts, rows] = await Promise.all([
        db.query<{ status: string; n: number }>(
          `SELECT t.status, count(*)::int AS n FROM alimtalk_templates t WHERE ${where} GROUP BY 1`,
          [teamSeqs],
        ),
        db.query<TemplateRow>(
          `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY t.updated_at DESC, t.seq DESC LIMIT $2`,
          [teamSeqs, limit],
        ),
      ]);
      return { counts: new Map(counts.map((row) => [row.status, row.n])), items: rows.map(toTemplate) };
    },

    /** A template of the team (any team when teamSeq is null: operators). */
    async get(teamSeq: number | null, seq: number, tx: Queryable = db): Promise<AlimtalkTemplateRecord | null> {
      const [row] = await tx.query<TemplateRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE t.seq = $1 AND ($2::int IS NULL OR t.team_seq = $2)`,
        [seq, teamSeq],
      );
      return row ? toTemplate(row) : null;
    },

    /** Approved templates of the team's active profiles (what the send screen offers). */
    async approved(teamSeq: number, senderProfileSeq?: number): Promise<AlimtalkTemplate[]> {
      const rows = await db.query<TemplateRow>(
        `SELECT ${COLUMNS} ${FROM} WHERE t.team_seq = $1 AND t.status = 'APPROVED' AND p.status = 'ACTIVE'
           AND ($2::int IS NULL OR t.sender_profile_seq = $2) ORDER BY t.name, t.seq`,
        [teamSeq, senderProfileSeq ?? null],
      );
      return rows.map((row) => publicTemplate(toTemplate(row)));
    },

    /** Whether another template of the profile has the code (Kakao keys templates by sender key and code). */
    async codeTaken(senderProfileSeq: number, code: string, exceptSeq: number | null): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM alimtalk_templates WHERE sender_profile_seq = $1 AND code = $2 AND seq IS DISTINCT FROM $3',
        [senderProfileSeq, code, exceptSeq],
      );
      return rows.length > 0;
    },

    /** Names, codes and channel ids of templates by seq (statistics label their rows with them). */
    async labels(seqs: readonly number[]): Promise<Map<number, { name: string; code: string; channelId: string }>> {
      if (seqs.length === 0) return new Map();
      const rows = await db.query<{ seq: number; name: string; code: string; channel_id: string }>(
        `SELECT t.seq, t.name, t.code, p.channel_id ${FROM} WHERE t.seq = ANY($1::int[])`,
        [seqs],
      );
      return new Map(rows.map((row) => [row.seq, { name: row.name, code: row.code, channelId: row.channel_id }]));
    },

    async countOfProfile(senderProfileSeq: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM alimtalk_templates WHERE sender_profile_seq = $1',
        [senderProfileSeq],
      );
      return row!.count;
    },

    async insert(
      teamSeq: number,
      input: AlimtalkTemplateInput,
      createdBy: number | null,
      tx: Queryable,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO alimtalk_templates (sender_profile_seq, code, name, content, message_type, emphasis, title, subtitle,
           image_seq, items, extra, buttons, quick_replies, security_flag, category_code, team_seq, created_by, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12::jsonb, $13::jsonb, $14, $15, $16, $17, 'REQUESTED')
         RETURNING seq`,
        [...fieldValues(input), teamSeq, createdBy],
      );
      return row!.seq;
    },

    /** Rewrites a REQUESTED or REJECTED template, which (re)enters review; false when it is in another state. */
    async update(seq: number, input: AlimtalkTemplateInput, tx: Queryable): Promise<boolean> {
      const updated = await tx.query(
        `UPDATE alimtalk_templates SET sender_profile_seq = $1, code = $2, name = $3, content = $4, message_type = $5,
           emphasis = $6, title = $7, subtitle = $8, image_seq = $9, items = $10::jsonb, extra = $11, buttons = $12::jsonb,
           quick_replies = $13::jsonb, security_flag = $14, category_code = $15, status = 'REQUESTED', reject_reason = NULL,
           updated_at = now()
         WHERE seq = $16 AND status IN ('REQUESTED', 'REJECTED') RETURNING seq`,
        [...fieldValues(input), seq],
      );
      return updated.length > 0;
    },

    /** Moves a template from one of `from` to `status`; answers the team and name, or null when it was not there. */
    async setStatus(
      seq: number,
      status: AlimtalkTemplateStatus,
      from: AlimtalkTemplateStatus[],
      rejectReason: string | null,
      tx: Queryable,
    ): Promise<{ teamSeq: number; name: string } | null> {
      const [row] = await tx.query<{ team_seq: number; name: string }>(
        `UPDATE alimtalk_templates SET status = $2, reject_reason = $3, updated_at = now()
          WHERE seq = $1 AND status = ANY($4::text[]) RETURNING team_seq, name`,
        [seq, status, rejectReason, from],
      );
      return row ? { teamSeq: row.team_seq, name: row.name } : null;
    },

    /** Deletes a template no send used (and not under inspection); false otherwise. */
    async deleteUnused(teamSeq: number, seq: number): Promise<boolean> {
      const deleted = await db.query(
        `DELETE FROM alimtalk_templates WHERE seq = $1 AND team_seq = $2 AND used_at IS NULL AND status <> 'INSPECTING' RETURNING seq`,
        [seq, teamSeq],
      );
      return deleted.length > 0;
    },

    async markUsed(seq: number, tx: Queryable): Promise<void> {
      await tx.query('UPDATE alimtalk_templates SET used_at = coalesce(used_at, now()) WHERE seq = $1', [seq]);
    },

    async comments(seq: number): Promise<AlimtalkTemplateComment[]> {
      const rows = await db.query<{
        kind: CommentKind;
        by_whom: 'USER' | 'REVIEWER';
        body: string | null;
        author_name: string | null;
        created_at: Date;
      }>(
        'SELECT kind, by_whom, body, author_name, created_at FROM alimtalk_template_comments WHERE template_seq = $1 ORDER BY seq',
        [seq],
      );
      return rows.map((row) => ({
        kind: row.kind,
        by: row.by_whom,
        body: row.body,
        authorName: row.author_name,
        at: row.created_at.toISOString(),
      }));
    },

    /** Records a review step or a question/answer; answers its seq (the dev reviewer decides only its latest step). */
    async addComment(
      seq: number,
      comment: { kind: CommentKind; by: 'USER' | 'REVIEWER'; body: string | null; authorName: string | null },
      tx: Queryable = db,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO alimtalk_template_comments (template_seq, kind, by_whom, body, author_name) VALUES ($1, $2, $3, $4, $5) RETURNING seq`,
        [seq, comment.kind, comment.by, comment.body, comment.authorName],
      );
      return row!.seq;
    },

    /** The latest review step (not a question) of a template. */
    async latestStepSeq(seq: number, tx: Queryable): Promise<number | null> {
      const [row] = await tx.query<{ seq: number }>(
        `SELECT seq FROM alimtalk_template_comments WHERE template_seq = $1 AND kind NOT IN ('QUESTION', 'ANSWER')
          ORDER BY seq DESC LIMIT 1`,
        [seq],
      );
      return row?.seq ?? null;
    },
  };
}
export type AlimtalkTemplatesRepository = ReturnType<typeof createAlimtalkTemplatesRepository>;
