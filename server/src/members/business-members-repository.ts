import { deleteUser, setUserRole } from '../accounts/users-repository';
import type { BusinessMember } from '@console/contracts/members';
import { isWithdrawalRequested, type BaseRole, type Role } from '@console/contracts/session';
import type { Database, Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { conflict, notFound } from '../http/api-error';
import { restoreTeamAdmins } from '../teams/team-members-repository';

interface MemberRow {
  user_seq: number;
  login_id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
  created_at: Date;
  teams: { teamSeq: number; name: string }[] | null;
}

const toMember = (row: MemberRow): BusinessMember => ({
  userSeq: row.user_seq,
  loginId: row.login_id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  role: row.role,
  teams: row.teams ?? [],
  createdAt: row.created_at.toISOString(),
});

const NOT_IN_BUSINESS = '우리 회사 멤버가 아니에요.';
const LAST_MASTER = '마스터는 한 명 이상 있어야 해요. 다른 멤버를 마스터로 지정한 뒤 다시 시도해 주세요.';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Locks the business's users for the transaction and answers how many masters it has. */
async function lockedMasterCount(tx: Queryable, bizSeq: number): Promise<number> {
  await tx.query('SELECT 1 FROM businesses WHERE biz_seq = $1 FOR UPDATE', [bizSeq]);
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users WHERE biz_seq = $1 AND role IN ('ROLE_MASTER', 'ROLE_MASTER_DWT')`,
    [bizSeq],
  );
  return row?.count ?? 0;
}

async function roleInBusiness(tx: Queryable, bizSeq: number, userSeq: number): Promise<Role> {
  const [row] = await tx.query<{ role: Role }>('SELECT role FROM users WHERE biz_seq = $1 AND user_seq = $2', [
    bizSeq,
    userSeq,
  ]);
  if (!row) throw notFound(NOT_IN_BUSINESS);
  return row.role;
}

const isMaster = (role: Role) => role === 'ROLE_MASTER' || role === 'ROLE_MASTER_DWT';

/** The users of one business, their roles and teams. */
export function createBusinessMembersRepository(db: Database) {
  return {
    async list(bizSeq: number, filter: { q?: string; role?: BaseRole; excludeTeamSeq?: number } & PageWindow) {
      const { rows, total } = await selectPage<MemberRow>(
        db,
        {
          columns: `u.user_seq, u.login_id, u.name, u.email, u.mobile, u.role, u.created_at,
            (SELECT json_agg(json_build_object('teamSeq', t.team_seq, 'name', t.name) ORDER BY t.team_seq)
               FROM team_members m JOIN teams t ON t.team_seq = m.team_seq
               WHERE m.user_seq = u.user_seq AND t.status <> 'CLOSED') AS teams`,
          from: `FROM users u WHERE u.biz_seq = $1
            AND ($2::text IS NULL OR u.name ILIKE $2 OR u.login_id ILIKE $2 OR u.email ILIKE $2)
            AND ($3::text IS NULL OR u.role IN ($3, $3 || '_DWT'))
            AND ($4::int IS NULL OR NOT EXISTS (SELECT 1 FROM team_members x WHERE x.team_seq = $4 AND x.user_seq = u.user_seq))`,
          orderBy: `CASE WHEN u.role LIKE 'ROLE_MASTER%' THEN 0 WHEN u.role LIKE 'ROLE_MANAGER%' THEN 1 ELSE 2 END, u.created_at, u.user_seq`,
          params: [
            bizSeq,
            filter.q ? `%${escapeLike(filter.q)}%` : null,
            filter.role ?? null,
            filter.excludeTeamSeq ?? null,
          ],
        },
        filter,
      );
      return { items: rows.map(toMember), total };
    },

    /**
     * A new base role. Refused for the caller's own account, for an account under withdrawal
     * review, and when it would leave the business without a master.
     */
    async setRole(bizSeq: number, actorSeq: number, userSeq: number, role: BaseRole): Promise<void> {
      await db.transaction(async (tx) => {
        const masters = await lockedMasterCount(tx, bizSeq);
        const current = await roleInBusiness(tx, bizSeq, userSeq);
        if (userSeq === actorSeq) throw conflict('내 역할은 바꿀 수 없어요. 다른 마스터에게 요청해 주세요.');
        if (isWithdrawalRequested(current)) throw conflict('탈퇴 신청을 검토 중인 계정은 역할을 바꿀 수 없어요.');
        if (isMaster(current) && role !== 'ROLE_MASTER' && masters <= 1) throw conflict(LAST_MASTER);
        await setUserRole(tx, userSeq, role);
      });
    },

    /**
     * Removes the account from the business for good: its sessions end, it leaves every team
     * (a team left without an ADMIN gets one), its invitations and keys keep the creator's name.
     */
    async remove(bizSeq: number, actorSeq: number, userSeq: number): Promise<void> {
      await db.transaction(async (tx) => {
        const masters = await lockedMasterCount(tx, bizSeq);
        const current = await roleInBusiness(tx, bizSeq, userSeq);
        if (userSeq === actorSeq)
          throw conflict('내 계정은 여기서 내보낼 수 없어요. 탈퇴는 계정 설정에서 신청해 주세요.');
        if (isMaster(current) && masters <= 1) throw conflict(LAST_MASTER);
        const teams = await tx.query<{ team_seq: number }>('SELECT team_seq FROM team_members WHERE user_seq = $1', [
          userSeq,
        ]);
        await deleteUser(tx, userSeq);
        await restoreTeamAdmins(
          tx,
          teams.map((t) => t.team_seq),
        );
      });
    },
  };
}
export type BusinessMembersRepository = ReturnType<typeof createBusinessMembersRepository>;
