import type { SenderProfile, SenderProfileStatus } from '@console/contracts/kakao';
import type { Queryable } from '../db/database';

interface SenderProfileRow {
  seq: number;
  channel_id: string;
  channel_name: string;
  sender_key: string;
  category: string;
  status: SenderProfileStatus;
  created_at: Date;
}

const toSenderProfile = (row: SenderProfileRow): SenderProfile => ({
  seq: row.seq,
  channelId: row.channel_id,
  channelName: row.channel_name,
  senderKey: row.sender_key,
  category: row.category,
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

export function createSenderProfilesRepository(db: Queryable) {
  return {
    async list(teamSeq: number, filter: { status?: SenderProfileStatus; limit: number; offset: number }) {
      const where = 'FROM sender_profiles WHERE team_seq = $1 AND ($2::text IS NULL OR status = $2)';
      const params = [teamSeq, filter.status ?? null];
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${where}`, params);
      const rows = await db.query<SenderProfileRow>(
        `SELECT seq, channel_id, channel_name, sender_key, category, status, created_at ${where}
         ORDER BY created_at DESC, seq DESC LIMIT $3 OFFSET $4`,
        [...params, filter.limit, filter.offset],
      );
      return { items: rows.map(toSenderProfile), total: count?.total ?? 0 };
    },
  };
}
export type SenderProfilesRepository = ReturnType<typeof createSenderProfilesRepository>;
