import type { CallbackNumber, CallbackNumberStatus, CallbackRelation } from '@console/contracts/messaging';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface CallbackNumberRow {
  seq: number;
  number: string;
  label: string;
  status: CallbackNumberStatus;
  reject_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const COLUMNS = 'seq, number, label, status, reject_reason, created_at, decided_at';

const toCallbackNumber = (row: CallbackNumberRow): CallbackNumber => ({
  seq: row.seq,
  number: row.number,
  label: row.label,
  status: row.status,
  rejectReason: row.reject_reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export interface NewCallbackNumber {
  teamSeq: number;
  number: string;
  label: string;
  relation: CallbackRelation;
  registeredBy: number;
}

export function createCallbackNumbersRepository(db: Queryable) {
  return {
    async list(teamSeq: number, filter: { status?: CallbackNumberStatus } & PageWindow) {
      const { rows, total } = await selectPage<CallbackNumberRow>(
        db,
        {
          columns: COLUMNS,
          from: 'FROM callback_numbers WHERE team_seq = $1 AND ($2::text IS NULL OR status = $2)',
          orderBy: 'created_at DESC, seq DESC',
          params: [teamSeq, filter.status ?? null],
        },
        filter,
      );
      return { items: rows.map(toCallbackNumber), total };
    },
    /** Every number of the team for an export, newest first, with the team's name for the file. */
    async listAll(teamSeq: number, filter: { status?: CallbackNumberStatus }) {
      const rows = await db.query<CallbackNumberRow>(
        `SELECT ${COLUMNS} FROM callback_numbers
          WHERE team_seq = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at DESC, seq DESC LIMIT 100000`,
        [teamSeq, filter.status ?? null],
      );
      const team = await db.query<{ name: string }>('SELECT name FROM teams WHERE team_seq = $1', [teamSeq]);
      return { teamName: team[0]?.name ?? String(teamSeq), items: rows.map(toCallbackNumber) };
    },
    /** A number of the team (teamSeq null: of any team, for the operator), with its relation. */
    async find(teamSeq: number | null, seq: number, tx: Queryable = db) {
      const [row] = await tx.query<CallbackNumberRow & { relation: CallbackRelation; team_seq: number }>(
        `SELECT ${COLUMNS}, relation, team_seq FROM callback_numbers WHERE seq = $1 AND ($2::int IS NULL OR team_seq = $2)`,
        [seq, teamSeq],
      );
      return row ? { ...toCallbackNumber(row), relation: row.relation, teamSeq: row.team_seq } : null;
    },
    /** A new PENDING registration; a number the team already has fails with a unique violation. */
    async create(input: NewCallbackNumber, tx: Queryable = db): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO callback_numbers (team_seq, number, label, relation, status, registered_by)
         VALUES ($1, $2, $3, $4, 'PENDING', $5) RETURNING seq`,
        [input.teamSeq, input.number, input.label, input.relation, input.registeredBy],
      );
      return row!.seq;
    },
    /** A REJECTED registration back to PENDING; false when it was not REJECTED (any more). */
    async reopen(seq: number, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE callback_numbers SET status = 'PENDING', reject_reason = NULL, decided_at = NULL
          WHERE seq = $1 AND status = 'REJECTED' RETURNING seq`,
        [seq],
      );
      return rows.length === 1;
    },
    /** Decides a PENDING registration; null when it was not PENDING (decided meanwhile or deleted). */
    async decidePending(
      seq: number,
      decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null },
      tx: Queryable = db,
    ) {
      const [row] = await tx.query<{ team_seq: number; number: string; label: string }>(
        `UPDATE callback_numbers SET status = $2, reject_reason = $3, decided_at = now()
          WHERE seq = $1 AND status = 'PENDING' RETURNING team_seq, number, label`,
        [seq, decision.status, decision.reason],
      );
      return row ? { teamSeq: row.team_seq, number: row.number, label: row.label } : null;
    },
    /** PENDING and REJECTED numbers of several teams (the dashboard): counts by status, the newest `limit`. */
    async openOfTeams(teamSeqs: readonly number[], limit: number) {
      if (teamSeqs.length === 0) return { counts: new Map<string, number>(), items: [] };
      const where = "team_seq = ANY($1::int[]) AND status IN ('PENDING', 'REJECTED')";
      const [counts, rows] = await Promise.all([
        db.query<{ status: string; n: number }>(
          `SELECT status, count(*)::int AS n FROM callback_numbers WHERE ${where} GROUP BY 1`,
          [teamSeqs],
        ),
        db.query<CallbackNumberRow & { team_seq: number; since: Date }>(
          `SELECT ${COLUMNS}, team_seq, coalesce(decided_at, created_at) AS since FROM callback_numbers WHERE ${where}
            ORDER BY since DESC, seq DESC LIMIT $2`,
          [teamSeqs, limit],
        ),
      ]);
      return {
        counts: new Map(counts.map((row) => [row.status, row.n])),
        items: rows.map((row) => ({ ...toCallbackNumber(row), teamSeq: row.team_seq, since: row.since.toISOString() })),
      };
    },
    async remove(teamSeq: number, seq: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM callback_numbers WHERE seq = $1 AND team_seq = $2 RETURNING seq', [
        seq,
        teamSeq,
      ]);
      return rows.length === 1;
    },
  };
}
export type CallbackNumbersRepository = ReturnType<typeof createCallbackNumbersRepository>;

/** The team's approved sender number with these digits (only APPROVED numbers send); false otherwise. */
export async function isApprovedSender(db: Queryable, teamSeq: number, digits: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM callback_numbers WHERE team_seq = $1 AND number = $2 AND status = $3', [
    teamSeq,
    digits,
    'APPROVED',
  ]);
  return rows.length > 0;
}
