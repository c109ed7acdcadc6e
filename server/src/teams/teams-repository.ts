import type { TeamStatus, TeamSummary } from '@console/contracts/teams';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface TeamRow {
  team_seq: number;
  name: string;
  description: string;
  status: TeamStatus;
  member_count: number;
  created_at: Date;
  ready_at: Date | null;
}

const toSummary = (row: TeamRow): TeamSummary => ({
  teamSeq: row.team_seq,
  name: row.name,
  description: row.description,
  status: row.status,
  memberCount: row.member_count,
  createdAt: row.created_at.toISOString(),
  readyAt: row.ready_at?.toISOString() ?? null,
});

// The teams a user may open: every team of a master's business, else the teams they belong to.
const VISIBLE_TO_USER = `
  t.biz_seq = u.biz_seq AND (u.role IN ('ROLE_MASTER', 'ROLE_MASTER_DWT')
    OR EXISTS (SELECT 1 FROM team_members m WHERE m.team_seq = t.team_seq AND m.user_seq = u.user_seq))`;

export function createTeamsRepository(db: Queryable) {
  return {
    async listVisible(userSeq: number, filter: { status?: TeamStatus } & PageWindow) {
      const { rows, total } = await selectPage<TeamRow>(
        db,
        {
          columns: `t.team_seq, t.name, t.description, t.status, t.created_at, t.ready_at,
            (SELECT count(*)::int FROM team_members m WHERE m.team_seq = t.team_seq) AS member_count`,
          from: `FROM teams t JOIN users u ON u.user_seq = $1 WHERE ${VISIBLE_TO_USER} AND ($2::text IS NULL OR t.status = $2)`,
          orderBy: 't.created_at DESC, t.team_seq DESC',
          params: [userSeq, filter.status ?? null],
        },
        filter,
      );
      return { items: rows.map(toSummary), total };
    },
    /** The team if `userSeq` may open it, else null (unknown team, other business, not a member). */
    async findVisible(userSeq: number, teamSeq: number): Promise<{ teamSeq: number; status: TeamStatus } | null> {
      const rows = await db.query<{ team_seq: number; status: TeamStatus }>(
        `SELECT t.team_seq, t.status FROM teams t JOIN users u ON u.user_seq = $1 WHERE t.team_seq = $2 AND ${VISIBLE_TO_USER}`,
        [userSeq, teamSeq],
      );
      const row = rows[0];
      return row ? { teamSeq: row.team_seq, status: row.status } : null;
    },
    /** The teams `userSeq` may open, with their names (the dashboard names each row's team). */
    async visibleTeamNames(userSeq: number): Promise<Map<number, string>> {
      const rows = await db.query<{ team_seq: number; name: string }>(
        `SELECT t.team_seq, t.name FROM teams t JOIN users u ON u.user_seq = $1 WHERE ${VISIBLE_TO_USER}`,
        [userSeq],
      );
      return new Map(rows.map((row) => [row.team_seq, row.name]));
    },
    /** The names of these teams (whose access the caller checked). */
    async namesOf(teamSeqs: readonly number[]): Promise<Map<number, string>> {
      const rows = await db.query<{ team_seq: number; name: string }>(
        'SELECT team_seq, name FROM teams WHERE team_seq = ANY($1::int[])',
        [teamSeqs],
      );
      return new Map(rows.map((row) => [row.team_seq, row.name]));
    },
    async visibleTeamSeqs(userSeq: number): Promise<number[]> {
      const rows = await db.query<{ team_seq: number }>(
        `SELECT t.team_seq FROM teams t JOIN users u ON u.user_seq = $1 WHERE ${VISIBLE_TO_USER}`,
        [userSeq],
      );
      return rows.map((row) => row.team_seq);
    },
    /**
     * Provisioning finished: REG -> ACTIVE. Answers the team's name, or null when there was nothing
     * to do (already active, closed meanwhile). `tx` runs it inside the caller's transaction.
     */
    async activate(teamSeq: number, tx: Queryable = db): Promise<{ name: string } | null> {
      const rows = await tx.query<{ name: string }>(
        `UPDATE teams SET status = 'ACTIVE', ready_at = now() WHERE team_seq = $1 AND status = 'REG' RETURNING name`,
        [teamSeq],
      );
      return rows[0] ?? null;
    },
  };
}
export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
