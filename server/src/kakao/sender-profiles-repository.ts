import type { SenderProfile, SenderProfileStatus } from '@console/contracts/kakao';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

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
    async list(teamSeq: number, filter: { status?: SenderProfileStatus } & PageWindow) {
      const { rows, total } = await selectPage<SenderProfileRow>(
        db,
        {
          columns: 'seq, channel_id, channel_name, sender_key, category, status, created_at',
          from: 'FROM sender_profiles WHERE team_seq = $1 AND ($2::text IS NULL OR status = $2)',
          orderBy: 'created_at DESC, seq DESC',
          params: [teamSeq, filter.status ?? null],
        },
        filter,
      );
      return { items: rows.map(toSenderProfile), total };
    },
  };
}
export type SenderProfilesRepository = ReturnType<typeof createSenderProfilesRepository>;
