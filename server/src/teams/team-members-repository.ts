import type { TeamMember } from '@console/contracts/members';
import type { Role } from '@console/contracts/session';
import type { TeamRole } from '@console/contracts/teams';
import type { Database, Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { conflict, notFound } from '../http/api-error';
import { isUniqueViolation } from '../db/unique-violation';

interface TeamMemberRow {
  user_seq: number;
  login_id: string;
  name: string;
  email: string;
  role: Role;
  team_role: TeamRole;
  joined_at: Date;
}

const toMember = (row: TeamMemberRow): TeamMember => ({
  userSeq: row.user_seq,
  loginId: row.login_id,
  name: row.name,
  email: row.email,
  role: row.role,
  teamRole: row.team_role,
  joinedAt: row.joined_at.toISOString(),
});

const LAST_ADMIN = '팀 관리자는 한 명 이상 있어야 해요. 다른 멤버를 팀 관리자로 지정한 뒤 다시 시도해 주세요.';
const NOT_A_MEMBER = '이 팀의 멤버가 아니에요.';

/**
 * Locks the team's membership for the rest of the transaction and answers its ADMIN count, so two
 * demotions at once cannot both pass the "one ADMIN stays" check.
 */
async function lockedAdminCount(tx: Queryable, teamSeq: number): Promise<number> {
  await tx.query('SELECT 1 FROM teams WHERE team_seq = $1 FOR UPDATE', [teamSeq]);
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM team_members WHERE team_seq = $1 AND team_role = 'ADMIN'`,
    [teamSeq],
  );
  return row?.count ?? 0;
}

async function teamRoleOf(tx: Queryable, teamSeq: number, userSeq: number): Promise<TeamRole> {
  const [row] = await tx.query<{ team_role: TeamRole }>(
    'SELECT team_role FROM team_members WHERE team_seq = $1 AND user_seq = $2',
    [teamSeq, userSeq],
  );
  if (!row) throw notFound(NOT_A_MEMBER);
  return row.team_role;
}

/** The members of one team and their team roles. */
export function createTeamMembersRepository(db: Database) {
  return {
    async list(teamSeq: number, window: PageWindow) {
      const { rows, total } = await selectPage<TeamMemberRow>(
        db,
        {
          columns: 'u.user_seq, u.login_id, u.name, u.email, u.role, m.team_role, m.joined_at',
          from: 'FROM team_members m JOIN users u ON u.user_seq = m.user_seq WHERE m.team_seq = $1',
          orderBy: `CASE m.team_role WHEN 'ADMIN' THEN 0 ELSE 1 END, m.joined_at, u.user_seq`,
          params: [teamSeq],
        },
        window,
      );
      return { items: rows.map(toMember), total };
    },

    /** Adds a user of the team's own business; 404 for anyone else, 409 when already in. */
    async add(teamSeq: number, userSeq: number, teamRole: TeamRole): Promise<void> {
      const [user] = await db.query(
        `SELECT 1 FROM users u JOIN teams t ON t.biz_seq = u.biz_seq WHERE t.team_seq = $1 AND u.user_seq = $2`,
        [teamSeq, userSeq],
      );
      if (!user) throw notFound('우리 회사 멤버가 아니에요. 멤버 목록에서 다시 골라 주세요.');
      try {
        await db.query('INSERT INTO team_members (team_seq, user_seq, team_role) VALUES ($1, $2, $3)', [
          teamSeq,
          userSeq,
          teamRole,
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('이미 이 팀의 멤버예요.');
        throw error;
      }
    },

    async remove(teamSeq: number, userSeq: number): Promise<void> {
      await db.transaction(async (tx) => {
        const admins = await lockedAdminCount(tx, teamSeq);
        const role = await teamRoleOf(tx, teamSeq, userSeq);
        if (role === 'ADMIN' && admins <= 1) throw conflict(LAST_ADMIN);
        await tx.query('DELETE FROM team_members WHERE team_seq = $1 AND user_seq = $2', [teamSeq, userSeq]);
      });
    },

    async setRole(teamSeq: number, userSeq: number, teamRole: TeamRole): Promise<void> {
      await db.transaction(async (tx) => {
        const admins = await lockedAdminCount(tx, teamSeq);
        const current = await teamRoleOf(tx, teamSeq, userSeq);
        if (current === 'ADMIN' && teamRole !== 'ADMIN' && admins <= 1) throw conflict(LAST_ADMIN);
        await tx.query('UPDATE team_members SET team_role = $3 WHERE team_seq = $1 AND user_seq = $2', [
          teamSeq,
          userSeq,
          teamRole,
        ]);
      });
    },

    async member(teamSeq: number, userSeq: number): Promise<TeamMember | null> {
      const [row] = await db.query<TeamMemberRow>(
        `SELECT u.user_seq, u.login_id, u.name, u.email, u.role, m.team_role, m.joined_at
         FROM team_members m JOIN users u ON u.user_seq = m.user_seq WHERE m.team_seq = $1 AND m.user_seq = $2`,
        [teamSeq, userSeq],
      );
      return row ? toMember(row) : null;
    },
  };
}
export type TeamMembersRepository = ReturnType<typeof createTeamMembersRepository>;

/**
 * Teams left without an ADMIN (their only one was removed from the business) get their
 * earliest member as ADMIN, so every team keeps someone to administer it.
 */
export async function restoreTeamAdmins(tx: Queryable, teamSeqs: number[]): Promise<void> {
  if (teamSeqs.length === 0) return;
  await tx.query(
    `UPDATE team_members m SET team_role = 'ADMIN'
     WHERE m.team_seq = ANY($1::int[])
       AND NOT EXISTS (SELECT 1 FROM team_members a WHERE a.team_seq = m.team_seq AND a.team_role = 'ADMIN')
       AND m.user_seq = (SELECT f.user_seq FROM team_members f WHERE f.team_seq = m.team_seq ORDER BY f.joined_at, f.user_seq LIMIT 1)`,
    [teamSeqs],
  );
}

/** Adds a user to a team with a role (invitation acceptance, account migration). */
export async function addTeamMember(tx: Queryable, teamSeq: number, userSeq: number, role: TeamRole): Promise<void> {
  await tx.query('INSERT INTO team_members (team_seq, user_seq, team_role) VALUES ($1, $2, $3)', [
    teamSeq,
    userSeq,
    role,
  ]);
}
