import type { CustomField, DuplicatePolicy } from '@console/contracts/address-books';
import type { Queryable } from '../db/database';

export interface ImportedContact {
  name: string;
  phone: string;
  memo: string;
  fields: CustomField[];
}

// On UPDATE an empty imported value keeps what the contact had: a file without a memo column must
// not wipe the memos.
const ON_CONFLICT: Record<DuplicatePolicy, string> = {
  SKIP: 'DO NOTHING',
  UPDATE: `DO UPDATE SET
    name = COALESCE(NULLIF(EXCLUDED.name, ''), contacts.name),
    memo = COALESCE(NULLIF(EXCLUDED.memo, ''), contacts.memo),
    fields = CASE WHEN EXCLUDED.fields = '[]'::jsonb THEN contacts.fields ELSE EXCLUDED.fields END,
    updated_at = now()`,
};

/**
 * Writes one chunk of distinct numbers into a group with a single statement (arrays unnested), the
 * group's one-number index deciding what is a duplicate. Answers how many were added and updated.
 */
export async function insertContactChunk(
  tx: Queryable,
  target: { teamSeq: number; groupSeq: number; policy: DuplicatePolicy },
  contacts: ImportedContact[],
): Promise<{ added: number; updated: number }> {
  const rows = await tx.query<{ inserted: boolean }>(
    `INSERT INTO contacts (team_seq, group_seq, name, phone, memo, fields)
     SELECT $1, $2, t.name, t.phone, t.memo, t.fields::jsonb
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) AS t(name, phone, memo, fields)
     ON CONFLICT (group_seq, phone) WHERE group_seq IS NOT NULL ${ON_CONFLICT[target.policy]}
     RETURNING (xmax = 0) AS inserted`,
    [
      target.teamSeq,
      target.groupSeq,
      contacts.map((c) => c.name),
      contacts.map((c) => c.phone),
      contacts.map((c) => c.memo),
      contacts.map((c) => JSON.stringify(c.fields)),
    ],
  );
  const added = rows.filter((r) => r.inserted).length;
  return { added, updated: rows.length - added };
}
