import type { FastifyInstance } from 'fastify';
import { newApiKey } from '../src/api-keys/api-key-secret';
import { newInvitationToken } from '../src/invitations/invitation-token';

/**
 * Throw-away rows for the authorization matrix, written straight to the database so that every
 * actor's call meets a fresh, valid target and the only thing that differs is who calls.
 */
export function matrixFixtures(app: FastifyInstance) {
  let n = 0;
  const next = () => (n += 1);
  const one = async <T>(sql: string, params: unknown[]) => (await app.db.query<T>(sql, params))[0]!;

  const fixtures = {
    async userSeq(loginId: string): Promise<number> {
      return (await one<{ user_seq: number }>('SELECT user_seq FROM users WHERE login_id = $1', [loginId])).user_seq;
    },
    async bizOf(loginId: string): Promise<number> {
      return (await one<{ biz_seq: number }>('SELECT biz_seq FROM users WHERE login_id = $1', [loginId])).biz_seq;
    },
    /** A USER of the business that nothing else touches. */
    async extraUser(bizSeq: number): Promise<number> {
      const i = next();
      return (
        await one<{ user_seq: number }>(
          `INSERT INTO users (biz_seq, login_id, password_hash, name, email, mobile, role)
           VALUES ($1, $2, 'x', '매트릭스', $3, '01000000000', 'ROLE_USER') RETURNING user_seq`,
          [bizSeq, `matrix_user_${i}`, `matrix${i}@example.kr`],
        )
      ).user_seq;
    },
    /** An ACTIVE team of the business with `admin` (if any) as ADMIN and one more MEMBER. */
    async team(bizSeq: number, admin: number | null): Promise<{ teamSeq: number; memberSeq: number }> {
      const { team_seq: teamSeq } = await one<{ team_seq: number }>(
        `INSERT INTO teams (biz_seq, name, status, ready_at) VALUES ($1, $2, 'ACTIVE', now()) RETURNING team_seq`,
        [bizSeq, `매트릭스 팀 ${next()}`],
      );
      const memberSeq = await fixtures.extraUser(bizSeq);
      if (admin !== null)
        await app.db.query(`INSERT INTO team_members (team_seq, user_seq, team_role) VALUES ($1, $2, 'ADMIN')`, [
          teamSeq,
          admin,
        ]);
      await app.db.query(`INSERT INTO team_members (team_seq, user_seq, team_role) VALUES ($1, $2, $3)`, [
        teamSeq,
        memberSeq,
        admin === null ? 'ADMIN' : 'MEMBER',
      ]);
      return { teamSeq, memberSeq };
    },
    async apiKey(teamSeq: number): Promise<number> {
      const key = newApiKey();
      return (
        await one<{ key_seq: number }>(
          `INSERT INTO api_keys (team_seq, name, key_prefix, key_hash, allowed_ips, status, creator_name)
           VALUES ($1, '매트릭스 키', $2, $3, ARRAY['10.0.0.1'], 'ACTIVE', '매트릭스') RETURNING key_seq`,
          [teamSeq, key.prefix, key.hash],
        )
      ).key_seq;
    },
    /** A PENDING invitation into `teamSeq`, sent by `inviter`; answers its seq and link token. */
    async invitation(bizSeq: number, inviter: number, teamSeq: number): Promise<{ seq: number; token: string }> {
      const { token, hash } = newInvitationToken();
      const { seq } = await one<{ seq: number }>(
        `INSERT INTO invitations (biz_seq, email, role, token_hash, status, invited_by, inviter_name, expires_at)
         VALUES ($1, $2, 'ROLE_USER', $3, 'PENDING', $4, '매트릭스', now() + interval '7 days') RETURNING seq`,
        [bizSeq, `invitee${next()}@example.kr`, hash, inviter],
      );
      await app.db.query('INSERT INTO invitation_teams (invitation_seq, team_seq) VALUES ($1, $2)', [seq, teamSeq]);
      return { seq, token };
    },
    unique: () => next(),
  };
  return fixtures;
}
export type MatrixFixtures = ReturnType<typeof matrixFixtures>;
