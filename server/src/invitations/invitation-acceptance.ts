import { insertUser } from '../accounts/users-repository';
import { addTeamMember } from '../teams/team-members-repository';
import { ResultCode } from '@console/contracts/api-envelope';
import {
  InvitationErrorCode,
  type InvitationErrorKind,
  type InvitationPreview,
  type InvitationRole,
} from '@console/contracts/invitations';
import { LOGIN_ID_TAKEN } from '@console/contracts/signup';
import { hashPassword } from '../auth/password-hash';
import type { Database, Queryable } from '../db/database';
import { ApiError, conflict, invalidField } from '../http/api-error';
import { isUniqueViolation } from '../db/unique-violation';
import { hashInvitationToken } from './invitation-token';

interface LinkRow {
  seq: number;
  biz_seq: number;
  business_name: string;
  inviter_name: string;
  invited_by: number | null;
  email: string;
  role: InvitationRole;
  status: 'PENDING' | 'ACCEPTED' | 'CANCELLED' | 'EXPIRED';
  expired: boolean;
  expires_at: Date;
}

const LINK_ERRORS: Record<InvitationErrorKind, { status: number; message: string }> = {
  NOT_FOUND: {
    status: 404,
    message: '초대 링크를 찾을 수 없어요. 메일의 링크를 다시 확인하거나 초대한 분께 다시 보내 달라고 요청해 주세요.',
  },
  EXPIRED: {
    status: 410,
    message: '초대 링크의 유효 기간(7일)이 지났어요. 초대한 분께 초대 메일을 다시 보내 달라고 요청해 주세요.',
  },
  USED: { status: 410, message: '이미 가입에 사용한 초대 링크예요. 가입한 아이디로 로그인해 주세요.' },
  CANCELLED: { status: 410, message: '취소된 초대예요. 초대한 분께 문의해 주세요.' },
};

/** The answer for a link that cannot be used; the resultCode names the reason (contracts). */
export const invitationLinkError = (kind: InvitationErrorKind) =>
  new ApiError(LINK_ERRORS[kind].status, InvitationErrorCode[kind] ?? ResultCode.NOT_FOUND, LINK_ERRORS[kind].message);

async function usableLink(db: Queryable, token: string, lock: boolean): Promise<LinkRow> {
  const [row] = await db.query<LinkRow>(
    `SELECT i.seq, i.biz_seq, b.name AS business_name, i.inviter_name, i.invited_by, i.email, i.role, i.status,
       i.expires_at <= now() AS expired, i.expires_at
     FROM invitations i JOIN businesses b ON b.biz_seq = i.biz_seq WHERE i.token_hash = $1
     ${lock ? 'FOR UPDATE OF i' : ''}`,
    [hashInvitationToken(token)],
  );
  if (!row) throw invitationLinkError('NOT_FOUND');
  if (row.status === 'ACCEPTED') throw invitationLinkError('USED');
  if (row.status === 'CANCELLED') throw invitationLinkError('CANCELLED');
  if (row.status === 'EXPIRED' || row.expired) throw invitationLinkError('EXPIRED');
  return row;
}

async function openTeamNames(db: Queryable, invitationSeq: number): Promise<{ team_seq: number; name: string }[]> {
  return db.query(
    `SELECT t.team_seq, t.name FROM invitation_teams it JOIN teams t ON t.team_seq = it.team_seq
     WHERE it.invitation_seq = $1 AND t.status <> 'CLOSED' ORDER BY t.team_seq`,
    [invitationSeq],
  );
}

export interface AcceptedInvitation {
  userSeq: number;
  inviterSeq: number | null;
  name: string;
  loginId: string;
}

/** What the public join pages need: reading a link, and turning it into an account. */
export function createInvitationAcceptance(db: Database) {
  return {
    async preview(token: string): Promise<InvitationPreview> {
      const link = await usableLink(db, token, false);
      const teams = await openTeamNames(db, link.seq);
      return {
        businessName: link.business_name,
        inviterName: link.inviter_name,
        email: link.email,
        role: link.role,
        teamNames: teams.map((t) => t.name),
        expiresAt: link.expires_at.toISOString(),
      };
    },

    /**
     * Creates the invitee's account in the business with the invited role, adds it to the
     * invitation's teams that are still open, and spends the link; one transaction, with the
     * invitation row locked so a link is used once even when two tabs submit together.
     */
    async accept(input: {
      token: string;
      loginId: string;
      password: string;
      name: string;
      mobile: string;
    }): Promise<AcceptedInvitation> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const link = await usableLink(tx, input.token, true);
          const taken = await tx.query('SELECT 1 FROM users WHERE login_id = $1', [input.loginId]);
          if (taken.length > 0) throw invalidField('loginId', LOGIN_ID_TAKEN);
          const member = await tx.query('SELECT 1 FROM users WHERE biz_seq = $1 AND lower(email) = $2', [
            link.biz_seq,
            link.email,
          ]);
          if (member.length > 0) throw conflict('이 이메일로 이미 가입한 계정이 있어요. 그 계정으로 로그인해 주세요.');
          const userSeq = await insertUser(tx, {
            bizSeq: link.biz_seq,
            loginId: input.loginId,
            passwordHash,
            name: input.name,
            email: link.email,
            mobile: input.mobile,
            role: link.role,
          });
          for (const team of await openTeamNames(tx, link.seq))
            await addTeamMember(tx, team.team_seq, userSeq, 'MEMBER');
          await tx.query(
            `UPDATE invitations SET status = 'ACCEPTED', accepted_at = now(), accepted_user_seq = $2 WHERE seq = $1`,
            [link.seq, userSeq],
          );
          return { userSeq, inviterSeq: link.invited_by, name: input.name, loginId: input.loginId };
        });
      } catch (error) {
        // Another sign-up took the id between the check and the insert.
        if (isUniqueViolation(error)) throw invalidField('loginId', LOGIN_ID_TAKEN);
        throw error;
      }
    },
  };
}
export type InvitationAcceptance = ReturnType<typeof createInvitationAcceptance>;
