import {
  INVITATION_VALID_DAYS,
  type Invitation,
  type InvitationRole,
  type InvitationStatus,
} from '@console/contracts/invitations';
import type { Database, Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { conflict, invalidField, notFound } from '../http/api-error';
import { isUniqueViolation } from '../db/unique-violation';
import { newInvitationToken } from './invitation-token';

interface InvitationRow {
  seq: number;
  email: string;
  role: InvitationRole;
  status: InvitationStatus;
  teams: { teamSeq: number; name: string }[] | null;
  invited_by: number | null;
  inviter_name: string;
  created_at: Date;
  sent_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

const toInvitation = (row: InvitationRow): Invitation => ({
  seq: row.seq,
  email: row.email,
  role: row.role,
  status: row.status,
  teams: row.teams ?? [],
  invitedBy: { userSeq: row.invited_by, name: row.inviter_name },
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  acceptedAt: row.accepted_at?.toISOString() ?? null,
});

/** A PENDING invitation past its expiry reads as EXPIRED; the stored status is left alone. */
export const EFFECTIVE_STATUS = `CASE WHEN i.status = 'PENDING' AND i.expires_at <= now() THEN 'EXPIRED' ELSE i.status END`;

const COLUMNS = `i.seq, i.email, i.role, ${EFFECTIVE_STATUS} AS status, i.invited_by, i.inviter_name,
  i.created_at, i.sent_at, i.expires_at, i.accepted_at,
  (SELECT json_agg(json_build_object('teamSeq', t.team_seq, 'name', t.name) ORDER BY t.team_seq)
     FROM invitation_teams it JOIN teams t ON t.team_seq = it.team_seq WHERE it.invitation_seq = i.seq) AS teams`;

const ALREADY_INVITED = '이미 초대 중인 이메일이에요. 목록에서 초대 메일을 다시 보내 주세요.';

async function findIn(db: Queryable, bizSeq: number, seq: number): Promise<Invitation> {
  const [row] = await db.query<InvitationRow>(
    `SELECT ${COLUMNS} FROM invitations i WHERE i.biz_seq = $1 AND i.seq = $2`,
    [bizSeq, seq],
  );
  if (!row) throw notFound('초대를 찾을 수 없어요.');
  return toInvitation(row);
}

/** Invitations of one business: creating, listing, resending and cancelling them. */
export function createInvitationsRepository(db: Database) {
  return {
    async list(bizSeq: number, filter: { status?: InvitationStatus } & PageWindow) {
      const { rows, total } = await selectPage<InvitationRow>(
        db,
        {
          columns: COLUMNS,
          from: `FROM invitations i WHERE i.biz_seq = $1 AND ($2::text IS NULL OR ${EFFECTIVE_STATUS} = $2)`,
          orderBy: 'i.created_at DESC, i.seq DESC',
          params: [bizSeq, filter.status ?? null],
        },
        filter,
      );
      return { items: rows.map(toInvitation), total };
    },

    find: (bizSeq: number, seq: number) => findIn(db, bizSeq, seq),

    /**
     * A new PENDING invitation with a fresh link token (answered once, for the mail). Teams must be
     * open teams of the business; the address must not belong to a member already.
     */
    async create(input: {
      bizSeq: number;
      inviter: { userSeq: number; name: string };
      email: string;
      role: InvitationRole;
      teamSeqs: number[];
    }) {
      const { token, hash } = newInvitationToken();
      try {
        return await db.transaction(async (tx) => {
          const teams = await tx.query<{ team_seq: number }>(
            `SELECT team_seq FROM teams WHERE biz_seq = $1 AND team_seq = ANY($2::int[]) AND status <> 'CLOSED'`,
            [input.bizSeq, input.teamSeqs],
          );
          if (teams.length !== input.teamSeqs.length)
            throw invalidField('teamSeqs', '초대할 수 없는 팀이 있어요. 팀을 다시 골라 주세요.');
          const member = await tx.query('SELECT 1 FROM users WHERE biz_seq = $1 AND lower(email) = $2', [
            input.bizSeq,
            input.email,
          ]);
          if (member.length > 0) throw invalidField('email', '이미 우리 회사 멤버인 이메일이에요.');
          // An expired invitation to the same address steps aside for the new one.
          await tx.query(
            `UPDATE invitations SET status = 'EXPIRED' WHERE biz_seq = $1 AND email = $2 AND status = 'PENDING' AND expires_at <= now()`,
            [input.bizSeq, input.email],
          );
          const [row] = await tx.query<{ seq: number }>(
            `INSERT INTO invitations (biz_seq, email, role, token_hash, status, invited_by, inviter_name, expires_at)
             VALUES ($1, $2, $3, $4, 'PENDING', $5, $6, now() + make_interval(days => $7)) RETURNING seq`,
            [
              input.bizSeq,
              input.email,
              input.role,
              hash,
              input.inviter.userSeq,
              input.inviter.name,
              INVITATION_VALID_DAYS,
            ],
          );
          await tx.query('INSERT INTO invitation_teams (invitation_seq, team_seq) SELECT $1, unnest($2::int[])', [
            row!.seq,
            input.teamSeqs,
          ]);
          return { invitation: await findIn(tx, input.bizSeq, row!.seq), token };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ALREADY_INVITED);
        throw error;
      }
    },

    /** A new link for a PENDING or EXPIRED invitation: the old link stops working, 7 more days. */
    async resend(bizSeq: number, seq: number) {
      const current = await findIn(db, bizSeq, seq);
      if (current.status === 'ACCEPTED') throw conflict('이미 가입을 마친 초대예요.');
      if (current.status === 'CANCELLED') throw conflict('취소한 초대는 다시 보낼 수 없어요. 새로 초대해 주세요.');
      const { token, hash } = newInvitationToken();
      try {
        // The status condition loses cleanly to an acceptance or a cancel that came first.
        const updated = await db.query(
          `UPDATE invitations SET token_hash = $3, status = 'PENDING', sent_at = now(),
             expires_at = now() + make_interval(days => $4)
           WHERE biz_seq = $1 AND seq = $2 AND status IN ('PENDING', 'EXPIRED') RETURNING 1`,
          [bizSeq, seq, hash, INVITATION_VALID_DAYS],
        );
        if (updated.length === 0) throw conflict('초대 상태가 바뀌었어요. 목록을 새로고침해 주세요.');
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ALREADY_INVITED);
        throw error;
      }
      return { invitation: await findIn(db, bizSeq, seq), token };
    },

    /** Cancels an invitation that was not accepted; its link then reads as cancelled. */
    async cancel(bizSeq: number, seq: number): Promise<Invitation> {
      const current = await findIn(db, bizSeq, seq);
      if (current.status === 'ACCEPTED') throw conflict('이미 가입을 마친 초대는 취소할 수 없어요.');
      if (current.status === 'CANCELLED') throw conflict('이미 취소한 초대예요.');
      const updated = await db.query(
        `UPDATE invitations SET status = 'CANCELLED', cancelled_at = now()
         WHERE biz_seq = $1 AND seq = $2 AND status IN ('PENDING', 'EXPIRED') RETURNING 1`,
        [bizSeq, seq],
      );
      if (updated.length === 0) throw conflict('초대 상태가 바뀌었어요. 목록을 새로고침해 주세요.');
      return findIn(db, bizSeq, seq);
    },
  };
}
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
