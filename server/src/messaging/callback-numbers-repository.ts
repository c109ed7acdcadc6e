import type { CallbackNumber, CallbackNumberStatus } from '@console/contracts/messaging';
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

const toCallbackNumber = (row: CallbackNumberRow): CallbackNumber => ({
  seq: row.seq,
  number: row.number,
  label: row.label,
  status: row.status,
  rejectReason: row.reject_reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export function createCallbackNumbersRepository(db: Queryable) {
  return {
    async list(teamSeq: number, filter: { status?: CallbackNumberStatus } & PageWindow) {
      const { rows, total } = await selectPage<CallbackNumberRow>(
        db,
        {
          columns: 'seq, number, label, status, reject_reason, created_at, decided_at',
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
        `SELECT seq, number, label, status, reject_reason, created_at, decided_at FROM callback_numbers
          WHERE team_seq = $1 AND ($2::text IS NULL OR status = $2) ORDER BY created_at DESC, seq DESC LIMIT 100000`,
        [teamSeq, filter.status ?? null],
      );
      const team = await db.query<{ name: string }>('SELECT name FROM teams WHERE team_seq = $1', [teamSeq]);
      return { teamName: team[0]?.name ?? String(teamSeq), items: rows.map(toCallbackNumber) };
    },
  };
}
export type CallbackNumbersRepository = ReturnType<typeof createCallbackNumbersRepository>;
