import type { Contact, CustomField } from '@console/contracts/address-books';
import { selectChunks } from '../db/select-chunks';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { conflict, notFound } from '../http/api-error';
import { isUniqueViolation } from './address-groups-repository';

interface ContactRow {
  seq: number;
  group_seq: number | null;
  group_name: string | null;
  name: string;
  phone: string;
  email: string | null;
  fields: CustomField[];
  memo: string;
  updated_at: Date;
}

const toContact = (row: ContactRow): Contact => ({
  seq: row.seq,
  groupSeq: row.group_seq,
  groupName: row.group_name,
  name: row.name,
  phone: row.phone,
  email: row.email,
  fields: row.fields,
  memo: row.memo,
  updatedAt: row.updated_at.toISOString(),
});

/** A contact as stored: the phone already normalised to digits, the e-mail address lower-cased (null: none). */
export interface ContactValues {
  groupSeq: number;
  name: string;
  phone: string;
  email: string | null;
  fields: CustomField[];
  memo: string;
}

const COLUMNS = 'c.seq, c.group_seq, g.name AS group_name, c.name, c.phone, c.email, c.fields, c.memo, c.updated_at';
const FROM = 'FROM contacts c LEFT JOIN address_groups g ON g.seq = c.group_seq';
export const CONTACT_NOT_FOUND = '연락처를 찾을 수 없어요.';
const DUPLICATE_PHONE = '이 그룹에 같은 전화번호가 이미 있어요.';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createContactsRepository(db: Queryable) {
  const find = async (teamSeq: number, seq: number) => {
    const [row] = await db.query<ContactRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.team_seq = $1 AND c.seq = $2`, [
      teamSeq,
      seq,
    ]);
    if (!row) throw notFound(CONTACT_NOT_FOUND);
    return toContact(row);
  };
  /** Runs a write that may hit the one-number-per-group index. */
  const guardDuplicate = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_PHONE);
      throw error;
    }
  };
  return {
    find,
    /** A page of the team's contacts, newest first; `q` matches part of the name, the e-mail address or the number. */
    async list(teamSeq: number, filter: { q?: string; groupSeq?: number } & PageWindow) {
      const q = filter.q?.trim() || null;
      const digits = q?.replace(/[\s\-.]/g, '') ?? '';
      const { rows, total } = await selectPage<ContactRow>(
        db,
        {
          columns: COLUMNS,
          from: `${FROM} WHERE c.team_seq = $1 AND ($2::int IS NULL OR c.group_seq = $2)
            AND ($3::text IS NULL OR c.name ILIKE $3 OR c.email LIKE lower($3) OR ($4::text <> '' AND c.phone LIKE $4))`,
          orderBy: 'c.seq DESC',
          params: [
            teamSeq,
            filter.groupSeq ?? null,
            q && likePattern(q),
            /^[0-9]+$/.test(digits) ? likePattern(digits) : '',
          ],
        },
        filter,
      );
      return { items: rows.map(toContact), total };
    },
    async create(teamSeq: number, values: ContactValues): Promise<Contact> {
      const [row] = await guardDuplicate(() =>
        db.query<{ seq: number }>(
          'INSERT INTO contacts (team_seq, group_seq, name, phone, email, fields, memo) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING seq',
          [
            teamSeq,
            values.groupSeq,
            values.name,
            values.phone,
            values.email,
            JSON.stringify(values.fields),
            values.memo,
          ],
        ),
      );
      return find(teamSeq, row!.seq);
    },
    async update(teamSeq: number, seq: number, values: ContactValues): Promise<Contact> {
      const rows = await guardDuplicate(() =>
        db.query(
          `UPDATE contacts SET group_seq = $3, name = $4, phone = $5, email = $6, fields = $7, memo = $8, updated_at = now()
            WHERE team_seq = $1 AND seq = $2 RETURNING seq`,
          [
            teamSeq,
            seq,
            values.groupSeq,
            values.name,
            values.phone,
            values.email,
            JSON.stringify(values.fields),
            values.memo,
          ],
        ),
      );
      if (rows.length === 0) throw notFound(CONTACT_NOT_FOUND);
      return find(teamSeq, seq);
    },
    /** Deletes the team's contacts among `seqs`; answers how many went (others' seqs are ignored). */
    async remove(teamSeq: number, seqs: number[]): Promise<number> {
      const rows = await db.query('DELETE FROM contacts WHERE team_seq = $1 AND seq = ANY($2::int[]) RETURNING seq', [
        teamSeq,
        seqs,
      ]);
      return rows.length;
    },
    /**
     * The e-mail addresses of the contacts of the team's groups among `groupSeqs` (in the groups' order,
     * oldest contact first), how many of their contacts have none, and the seqs that are not the team's groups.
     */
    async groupEmails(teamSeq: number, groupSeqs: readonly number[]) {
      const groups = await db.query<{ seq: number; addresses: string[] | null; without_email: number }>(
        `SELECT g.seq,
                (SELECT array_agg(c.email ORDER BY c.seq) FROM contacts c WHERE c.group_seq = g.seq AND c.email IS NOT NULL) AS addresses,
                (SELECT count(*)::int FROM contacts c WHERE c.group_seq = g.seq AND c.email IS NULL) AS without_email
           FROM address_groups g WHERE g.team_seq = $1 AND g.seq = ANY($2::int[])`,
        [teamSeq, groupSeqs],
      );
      const bySeq = new Map(groups.map((group) => [group.seq, group]));
      const found = groupSeqs.filter((seq) => bySeq.has(seq));
      return {
        addresses: [...new Set(found)].flatMap((seq) => bySeq.get(seq)!.addresses ?? []),
        withoutEmail: [...new Set(found)].reduce((sum, seq) => sum + bySeq.get(seq)!.without_email, 0),
        missing: groupSeqs.filter((seq) => !bySeq.has(seq)),
      };
    },
    /** The custom field keys a group's contacts use, first seen first (the export's columns). */
    async groupFieldKeys(teamSeq: number, groupSeq: number): Promise<string[]> {
      const rows = await db.query<{ key: string }>(
        `SELECT key FROM (
           SELECT f.item->>'key' AS key, c.seq, f.position
           FROM contacts c CROSS JOIN LATERAL jsonb_array_elements(c.fields) WITH ORDINALITY AS f(item, position)
           WHERE c.team_seq = $1 AND c.group_seq = $2
         ) used GROUP BY key ORDER BY min(seq), min(position)`,
        [teamSeq, groupSeq],
      );
      return rows.map((row) => row.key);
    },
    /** A group's contacts for its export, oldest first, in chunks by keyset on seq (one chunk in memory at a time). */
    async *groupChunks(teamSeq: number, groupSeq: number, maxRows: number) {
      const chunks = selectChunks<ContactRow>(
        (last, limit) =>
          db.query<ContactRow>(
            `SELECT ${COLUMNS} ${FROM} WHERE c.team_seq = $1 AND c.group_seq = $2 AND ($3::int IS NULL OR c.seq > $3) ORDER BY c.seq LIMIT $4`,
            [teamSeq, groupSeq, last?.seq ?? null, limit],
          ),
        maxRows,
      );
      for await (const rows of chunks) yield rows.map(toContact);
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;

/** Adds contacts to a team without a group (an account moved from the older product); answers how many. */
export async function insertContacts(
  tx: Queryable,
  teamSeq: number,
  contacts: readonly { name: string; phone: string }[],
): Promise<number> {
  if (contacts.length === 0) return 0;
  const rows = await tx.query(
    `INSERT INTO contacts (team_seq, name, phone) SELECT $1, u.name, u.phone FROM unnest($2::text[], $3::text[]) AS u(name, phone)
     RETURNING 1`,
    [teamSeq, contacts.map((c) => c.name), contacts.map((c) => c.phone)],
  );
  return rows.length;
}
