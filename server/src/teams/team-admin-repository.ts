import type { TeamDetail, TeamRole, TeamStatus, TeamSummary } from '@console/contracts/teams';
import type { Database, Queryable } from '../db/database';
import { conflict } from '../http/api-error';
import { revokeTeamKeys } from '../api-keys/api-keys-repository';
import { openRequestCount } from '../sending/send-requests-repository';
import { bookJob } from '../jobs/book-job';
import { addTeamMember } from './team-members-repository';
import { TEAM_PROVISION } from './team-provision-job';
import { isUniqueViolation } from '../db/unique-violation';

interface TeamDetailRow {
  team_seq: number;
  name: string;
  description: string;
  status: TeamStatus;
  member_count: number;
  created_at: Date;
  ready_at: Date | null;
  my_team_role: TeamRole | null;
  active_api_key_count: number;
}

const toDetail = (row: TeamDetailRow): TeamDetail => ({
  teamSeq: row.team_seq,
  name: row.name,
  description: row.description,
  status: row.status,
  memberCount: row.member_count,
  createdAt: row.created_at.toISOString(),
  readyAt: row.ready_at?.toISOString() ?? null,
  myTeamRole: row.my_team_role,
  activeApiKeyCount: row.active_api_key_count,
});

const NAME_TAKEN = '이미 같은 이름의 팀이 있어요. 다른 이름을 입력해 주세요.';

async function nameTaken(db: Queryable, bizSeq: number, name: string, exceptTeamSeq: number | null): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM teams WHERE biz_seq = $1 AND lower(name) = lower($2) AND status <> 'CLOSED'
       AND ($3::int IS NULL OR team_seq <> $3)`,
    [bizSeq, name, exceptTeamSeq],
  );
  return rows.length > 0;
}

/** Creating, describing, renaming and closing teams. */
export function createTeamAdminRepository(db: Database) {
  return {
    async detail(teamSeq: number, userSeq: number): Promise<TeamDetail | null> {
      const [row] = await db.query<TeamDetailRow>(
        `SELECT t.team_seq, t.name, t.description, t.status, t.created_at, t.ready_at,
           (SELECT count(*)::int FROM team_members m WHERE m.team_seq = t.team_seq) AS member_count,
           (SELECT m.team_role FROM team_members m WHERE m.team_seq = t.team_seq AND m.user_seq = $2) AS my_team_role,
           (SELECT count(*)::int FROM api_keys k WHERE k.team_seq = t.team_seq AND k.status = 'ACTIVE') AS active_api_key_count
         FROM teams t WHERE t.team_seq = $1`,
        [teamSeq, userSeq],
      );
      return row ? toDetail(row) : null;
    },

    /**
     * A new team in REG with its creator as ADMIN, and the provisioning job that turns it ACTIVE
     * after `provisionSeconds`; all in one transaction, so no team is left without its job.
     */
    async create(input: {
      bizSeq: number;
      creatorSeq: number;
      name: string;
      description: string;
      provisionSeconds: number;
    }): Promise<TeamSummary> {
      try {
        return await db.transaction(async (tx) => {
          if (await nameTaken(tx, input.bizSeq, input.name, null)) throw conflict(NAME_TAKEN);
          const [team] = await tx.query<{ team_seq: number; created_at: Date; ready_at: Date }>(
            `INSERT INTO teams (biz_seq, name, description, status, ready_at)
             VALUES ($1, $2, $3, 'REG', now() + make_interval(secs => $4)) RETURNING team_seq, created_at, ready_at`,
            [input.bizSeq, input.name, input.description, input.provisionSeconds],
          );
          await addTeamMember(tx, team!.team_seq, input.creatorSeq, 'ADMIN');
          // Booked in the team's transaction, so it commits with the team.
          await bookJob(tx, TEAM_PROVISION, { teamSeq: team!.team_seq }, { runAt: team!.ready_at });
          return {
            teamSeq: team!.team_seq,
            name: input.name,
            description: input.description,
            status: 'REG' as const,
            memberCount: 1,
            createdAt: team!.created_at.toISOString(),
            readyAt: team!.ready_at.toISOString(),
          };
        });
      } catch (error) {
        // Two creations with one name at once: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
        throw error;
      }
    },

    async update(teamSeq: number, bizSeq: number, input: { name: string; description: string }): Promise<void> {
      try {
        if (await nameTaken(db, bizSeq, input.name, teamSeq)) throw conflict(NAME_TAKEN);
        await db.query('UPDATE teams SET name = $2, description = $3 WHERE team_seq = $1', [
          teamSeq,
          input.name,
          input.description,
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
        throw error;
      }
    },

    /**
     * CLOSED for good: refused while reservations wait to be sent; revokes the team's API keys.
     * The row lock keeps a reservation from slipping in between the check and the close.
     */
    async close(teamSeq: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [team] = await tx.query<{ status: TeamStatus }>(
          'SELECT status FROM teams WHERE team_seq = $1 FOR UPDATE',
          [teamSeq],
        );
        if (!team || team.status === 'CLOSED') throw conflict('이미 종료된 팀이에요.');
        const reserved = await openRequestCount(tx, teamSeq);
        if (reserved > 0) {
          throw conflict(
            `예약 발송 ${reserved}건이 남아 있어서 팀을 종료할 수 없어요. 예약을 취소하거나 발송이 끝난 뒤 다시 시도해 주세요.`,
          );
        }
        await tx.query(`UPDATE teams SET status = 'CLOSED' WHERE team_seq = $1`, [teamSeq]);
        await revokeTeamKeys(tx, [teamSeq]);
      });
    },
  };
}
export type TeamAdminRepository = ReturnType<typeof createTeamAdminRepository>;

/** A team that needs no provisioning (a migrated account's), ACTIVE at once with its ADMIN; answers its seq. */
export async function insertReadyTeam(
  tx: Queryable,
  team: { bizSeq: number; name: string; description: string; adminSeq: number },
): Promise<number> {
  const [row] = await tx.query<{ team_seq: number }>(
    `INSERT INTO teams (biz_seq, name, description, status, ready_at) VALUES ($1, $2, $3, 'ACTIVE', now()) RETURNING team_seq`,
    [team.bizSeq, team.name, team.description],
  );
  await addTeamMember(tx, row!.team_seq, team.adminSeq, 'ADMIN');
  return row!.team_seq;
}

/** Closes every team of a business (a completed withdrawal); answers their seqs. */
export async function closeBusinessTeams(tx: Queryable, bizSeq: number): Promise<number[]> {
  const rows = await tx.query<{ team_seq: number }>(
    `UPDATE teams SET status = 'CLOSED' WHERE biz_seq = $1 RETURNING team_seq`,
    [bizSeq],
  );
  return rows.map((row) => row.team_seq);
}
