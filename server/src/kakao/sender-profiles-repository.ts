import {
  kakaoCategoryPath,
  type SenderProfile,
  type SenderProfileEvent,
  type SenderProfileStatus,
} from '@console/contracts/kakao';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { KAKAO_CATEGORIES } from './kakao-categories';

interface SenderProfileRow {
  seq: number;
  team_seq: number;
  channel_id: string;
  channel_name: string;
  sender_key: string;
  category: string;
  admin_phone: string | null;
  status: SenderProfileStatus;
  status_reason: string | null;
  used_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'seq, team_seq, channel_id, channel_name, sender_key, category, admin_phone, status, status_reason, used_at, created_at, updated_at';

export type SenderProfileRecord = SenderProfile & { teamSeq: number };

const toSenderProfile = (row: SenderProfileRow): SenderProfileRecord => ({
  seq: row.seq,
  teamSeq: row.team_seq,
  channelId: row.channel_id,
  channelName: row.channel_name,
  senderKey: row.sender_key,
  category: row.category,
  categoryName: kakaoCategoryPath(KAKAO_CATEGORIES.senderProfile, row.category),
  adminPhone: row.admin_phone,
  status: row.status,
  statusReason: row.status_reason,
  usedAt: row.used_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The answer without the team (what the API shows). */
export const publicProfile = ({ teamSeq: _team, ...profile }: SenderProfileRecord): SenderProfile => profile;

export type TokenPurpose = 'REGISTER' | 'RECOVER';
export interface TokenRow {
  seq: number;
  token_hash: string;
  tries: number;
  expires_at: Date;
  used_at: Date | null;
  admin_phone: string;
}

/** The kakao module's sender profiles, their history and the tokens sent to admin phones. */
export function createSenderProfilesRepository(db: Queryable) {
  return {
    async list(teamSeq: number, filter: { status?: SenderProfileStatus } & PageWindow) {
      const { rows, total } = await selectPage<SenderProfileRow>(
        db,
        {
          columns: COLUMNS,
          // Deleted profiles show only when asked for.
          from: `FROM sender_profiles WHERE team_seq = $1
                  AND (CASE WHEN $2::text IS NULL THEN status <> 'DELETED' ELSE status = $2 END)`,
          orderBy: 'created_at DESC, seq DESC',
          params: [teamSeq, filter.status ?? null],
        },
        filter,
      );
      return { items: rows.map((row) => publicProfile(toSenderProfile(row))), total };
    },

    /** Blocked and dormant profiles of several teams (the dashboard): counts by status, the newest `limit`. */
    async inactiveOfTeams(teamSeqs: readonly number[], limit: number) {
      if (teamSeqs.length === 0) return { counts: new Map<string, number>(), items: [] };
      const where = "team_seq = ANY($1::int[]) AND status IN ('BLOCKED', 'DORMANT')";
      const [counts, rows] = await Promise.all([
        db.query<{ status: string; n: number }>(
          `SELECT status, count(*)::int AS n FROM sender_profiles WHERE ${where} GROUP BY 1`,
          [teamSeqs],
        ),
        db.query<SenderProfileRow>(
          `SELECT ${COLUMNS} FROM sender_profiles WHERE ${where} ORDER BY updated_at DESC, seq DESC LIMIT $2`,
          [teamSeqs, limit],
        ),
      ]);
      return { counts: new Map(counts.map((row) => [row.status, row.n])), items: rows.map(toSenderProfile) };
    },

    /** A profile of the team (any team when teamSeq is null: operators). */
    async get(teamSeq: number | null, seq: number, tx: Queryable = db): Promise<SenderProfileRecord | null> {
      const [row] = await tx.query<SenderProfileRow>(
        `SELECT ${COLUMNS} FROM sender_profiles WHERE seq = $1 AND ($2::int IS NULL OR team_seq = $2)`,
        [seq, teamSeq],
      );
      return row ? toSenderProfile(row) : null;
    },

    async active(teamSeq: number): Promise<SenderProfile[]> {
      const rows = await db.query<SenderProfileRow>(
        `SELECT ${COLUMNS} FROM sender_profiles WHERE team_seq = $1 AND status = 'ACTIVE' ORDER BY channel_id`,
        [teamSeq],
      );
      return rows.map((row) => publicProfile(toSenderProfile(row)));
    },

    /** Any team's live (not deleted) profile of a channel id. */
    async liveByChannel(channelId: string, tx: Queryable = db): Promise<SenderProfileRecord | null> {
      const [row] = await tx.query<SenderProfileRow>(
        `SELECT ${COLUMNS} FROM sender_profiles WHERE lower(channel_id) = lower($1) AND status <> 'DELETED'`,
        [channelId],
      );
      return row ? toSenderProfile(row) : null;
    },

    async history(seq: number): Promise<SenderProfileEvent[]> {
      const rows = await db.query<{
        status: SenderProfileStatus;
        reason: string | null;
        by_whom: 'USER' | 'KAKAO';
        created_at: Date;
      }>('SELECT status, reason, by_whom, created_at FROM sender_profile_events WHERE profile_seq = $1 ORDER BY seq', [
        seq,
      ]);
      return rows.map((row) => ({
        status: row.status,
        reason: row.reason,
        by: row.by_whom,
        at: row.created_at.toISOString(),
      }));
    },

    async insert(
      profile: {
        teamSeq: number;
        channelId: string;
        channelName: string;
        senderKey: string;
        category: string;
        adminPhone: string;
      },
      tx: Queryable,
    ): Promise<number> {
      const [row] = await tx.query<{ seq: number }>(
        `INSERT INTO sender_profiles (team_seq, channel_id, channel_name, sender_key, category, admin_phone, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'ACTIVE') RETURNING seq`,
        [
          profile.teamSeq,
          profile.channelId,
          profile.channelName,
          profile.senderKey,
          profile.category,
          profile.adminPhone,
        ],
      );
      await this.addEvent(row!.seq, 'ACTIVE', '등록', 'USER', tx);
      return row!.seq;
    },

    /** Moves a profile to a state (with its reason) and records the step; false when it was not in one of `from`. */
    async setStatus(
      seq: number,
      change: { status: SenderProfileStatus; reason: string | null; by: 'USER' | 'KAKAO'; from: SenderProfileStatus[] },
      tx: Queryable,
    ): Promise<boolean> {
      const updated = await tx.query(
        `UPDATE sender_profiles SET status = $2, status_reason = $3, updated_at = now()
          WHERE seq = $1 AND status = ANY($4::text[]) RETURNING seq`,
        [seq, change.status, change.status === 'ACTIVE' ? null : change.reason, change.from],
      );
      if (updated.length === 0) return false;
      await this.addEvent(seq, change.status, change.reason, change.by, tx);
      return true;
    },

    async addEvent(
      seq: number,
      status: SenderProfileStatus,
      reason: string | null,
      by: 'USER' | 'KAKAO',
      tx: Queryable,
    ) {
      await tx.query(
        'INSERT INTO sender_profile_events (profile_seq, status, reason, by_whom) VALUES ($1, $2, $3, $4)',
        [seq, status, reason, by],
      );
    },

    /** A send used it: from now on it cannot be deleted. */
    async markUsed(seq: number, tx: Queryable): Promise<void> {
      await tx.query('UPDATE sender_profiles SET used_at = coalesce(used_at, now()) WHERE seq = $1', [seq]);
    },

    async insertToken(
      token: {
        teamSeq: number;
        purpose: TokenPurpose;
        channelId: string;
        adminPhone: string;
        profileSeq: number | null;
        tokenHash: string;
        validMinutes: number;
      },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO kakao_profile_tokens (team_seq, purpose, channel_id, admin_phone, profile_seq, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
        [
          token.teamSeq,
          token.purpose,
          token.channelId,
          token.adminPhone,
          token.profileSeq,
          token.tokenHash,
          token.validMinutes,
        ],
      );
    },

    /** The latest token sent for that channel and purpose of the team, locked for the check. */
    async latestToken(
      teamSeq: number,
      purpose: TokenPurpose,
      channelId: string,
      tx: Queryable,
    ): Promise<TokenRow | null> {
      const [row] = await tx.query<TokenRow>(
        `SELECT seq, token_hash, tries, expires_at, used_at, admin_phone FROM kakao_profile_tokens
          WHERE team_seq = $1 AND purpose = $2 AND lower(channel_id) = lower($3)
          ORDER BY seq DESC LIMIT 1 FOR UPDATE`,
        [teamSeq, purpose, channelId],
      );
      return row ?? null;
    },

    async countTry(tokenSeq: number, tx: Queryable): Promise<void> {
      await tx.query('UPDATE kakao_profile_tokens SET tries = tries + 1 WHERE seq = $1', [tokenSeq]);
    },

    async useToken(tokenSeq: number, tx: Queryable): Promise<void> {
      await tx.query('UPDATE kakao_profile_tokens SET used_at = now() WHERE seq = $1', [tokenSeq]);
    },

    /** Tokens sent for the team in the last hour (the sending is rate-limited). */
    async recentTokenCount(teamSeq: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM kakao_profile_tokens WHERE team_seq = $1 AND created_at > now() - interval '1 hour'`,
        [teamSeq],
      );
      return row!.count;
    },
  };
}
export type SenderProfilesRepository = ReturnType<typeof createSenderProfilesRepository>;
