import type { OptOut, OptOutSource } from '@console/contracts/opt-outs';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface OptOutRow {
  seq: number;
  phone: string;
  source: OptOutSource;
  created_at: Date;
}

const toOptOut = (row: OptOutRow): OptOut => ({
  seq: row.seq,
  phone: row.phone,
  source: row.source,
  createdAt: row.created_at.toISOString(),
});

/** The team's 080 opt-out list. Numbers are stored as digits only, once per team. */
export function createOptOutsRepository(db: Queryable) {
  return {
    async list(teamSeq: number, filter: { q?: string } & PageWindow) {
      const { rows, total } = await selectPage<OptOutRow>(
        db,
        {
          columns: 'seq, phone, source, created_at',
          // strpos rather than LIKE: the search term is digits, no wildcard escaping needed.
          from: "FROM opt_outs WHERE team_seq = $1 AND ($2::text IS NULL OR $2 = '' OR strpos(phone, $2) > 0)",
          orderBy: 'created_at DESC, seq DESC',
          params: [teamSeq, filter.q ?? null],
        },
        filter,
      );
      return { items: rows.map(toOptOut), total };
    },
    async listAll(teamSeq: number, q?: string) {
      const rows = await db.query<OptOutRow>(
        `SELECT seq, phone, source, created_at FROM opt_outs
          WHERE team_seq = $1 AND ($2::text IS NULL OR $2 = '' OR strpos(phone, $2) > 0) ORDER BY created_at DESC, seq DESC`,
        [teamSeq, q ?? null],
      );
      const team = await db.query<{ name: string }>('SELECT name FROM teams WHERE team_seq = $1', [teamSeq]);
      return { teamName: team[0]?.name ?? String(teamSeq), items: rows.map(toOptOut) };
    },
    /** Adds numbers (digits) the team does not have yet; answers how many were new. */
    async addMany(
      teamSeq: number,
      phones: readonly string[],
      source: OptOutSource,
      tx: Queryable = db,
    ): Promise<number> {
      if (phones.length === 0) return 0;
      const rows = await tx.query(
        `INSERT INTO opt_outs (team_seq, phone, source) SELECT $1, phone, $3 FROM unnest($2::text[]) AS phone
         ON CONFLICT (team_seq, phone) DO NOTHING RETURNING seq`,
        [teamSeq, phones, source],
      );
      return rows.length;
    },
    async remove(teamSeq: number, seq: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM opt_outs WHERE seq = $1 AND team_seq = $2 RETURNING seq', [
        seq,
        teamSeq,
      ]);
      return rows.length === 1;
    },
    /**
     * Which of these numbers (digits only) are on the team's opt-out list: the send pipeline drops
     * them from advertising messages and reports them OPTED_OUT.
     */
    async isOptedOut(teamSeq: number, phones: readonly string[], tx: Queryable = db): Promise<Set<string>> {
      if (phones.length === 0) return new Set();
      const rows = await tx.query<{ phone: string }>(
        'SELECT phone FROM opt_outs WHERE team_seq = $1 AND phone = ANY($2::text[])',
        [teamSeq, [...new Set(phones)]],
      );
      return new Set(rows.map((r) => r.phone));
    },
  };
}
export type OptOutsRepository = ReturnType<typeof createOptOutsRepository>;
