import type { CallbackNumber, CallbackNumberStatus } from '@console/contracts/messaging';
import type { Queryable } from '../db/database';

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
    async list(teamSeq: number, filter: { status?: CallbackNumberStatus; limit: number; offset: number }) {
      const where = 'FROM callback_numbers WHERE team_seq = $1 AND ($2::text IS NULL OR status = $2)';
      const params = [teamSeq, filter.status ?? null];
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${where}`, params);
      const rows = await db.query<CallbackNumberRow>(
        `SELECT seq, number, label, status, reject_reason, created_at, decided_at ${where}
         ORDER BY created_at DESC, seq DESC LIMIT $3 OFFSET $4`,
        [...params, filter.limit, filter.offset],
      );
      return { items: rows.map(toCallbackNumber), total: count?.total ?? 0 };
    },
  };
}
export type CallbackNumbersRepository = ReturnType<typeof createCallbackNumbersRepository>;
