import { INVITATION_VALID_DAYS } from '@console/contracts/invitations';
import { newApiKey } from '../api-keys/api-key-secret';
import { newInvitationToken } from '../invitations/invitation-token';
import type { Queryable } from '../db/database';

/** Demo invitations of (주)한빛커머스: [email, role, team seqs, status, days since sent]. */
const DEMO_INVITATIONS: [string, 'ROLE_MANAGER' | 'ROLE_USER', number[], 'PENDING' | 'CANCELLED', number][] = [
  ['new.designer@example.kr', 'ROLE_USER', [1], 'PENDING', 1],
  ['cs.lead@example.kr', 'ROLE_MANAGER', [2], 'PENDING', 10],
  ['intern@example.kr', 'ROLE_USER', [1, 2], 'CANCELLED', 5],
];

/** Demo API keys of team 1: [name, allowed IPs, callback URL, revoked, days ago, last used days ago]. */
const DEMO_API_KEYS: [string, string[], string | null, boolean, number, number | null][] = [
  [
    '주문 시스템',
    ['203.0.113.10', '203.0.113.11'],
    'https://shop.hanbit.example.kr/hooks/message-report',
    false,
    40,
    0,
  ],
  ['CRM 배치', ['198.51.100.0/24'], null, false, 12, null],
  ['이전 ERP', ['192.0.2.50'], null, true, 90, 35],
];

/**
 * Team roles, invitations and API keys of the demo data (teams area). The secrets of the demo
 * keys and invitation links are thrown away: nobody can use them, they only fill the lists.
 */
export async function seedTeamExtras(tx: Queryable): Promise<void> {
  // Masters administer their teams; the marketing manager also runs the support team.
  await tx.query(`UPDATE team_members m SET team_role = 'ADMIN' FROM users u
    WHERE u.user_seq = m.user_seq AND (u.role IN ('ROLE_MASTER', 'ROLE_MASTER_DWT') OR (u.login_id = 'hanbit_manager' AND m.team_seq = 2))`);

  const [master] = await tx.query<{ user_seq: number; name: string; biz_seq: number }>(
    `SELECT user_seq, name, biz_seq FROM users WHERE login_id = 'hanbit_master'`,
  );
  if (!master) return;
  for (const [email, role, teamSeqs, status, daysAgo] of DEMO_INVITATIONS) {
    const [row] = await tx.query<{ seq: number }>(
      `INSERT INTO invitations (biz_seq, email, role, token_hash, status, invited_by, inviter_name, created_at, sent_at, expires_at, cancelled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8), now() - make_interval(days => $8),
         now() - make_interval(days => $8) + make_interval(days => $9), CASE WHEN $5 = 'CANCELLED' THEN now() END)
       RETURNING seq`,
      [
        master.biz_seq,
        email,
        role,
        newInvitationToken().hash,
        status,
        master.user_seq,
        master.name,
        daysAgo,
        INVITATION_VALID_DAYS,
      ],
    );
    await tx.query('INSERT INTO invitation_teams (invitation_seq, team_seq) SELECT $1, unnest($2::int[])', [
      row!.seq,
      teamSeqs,
    ]);
  }
  for (const [name, ips, callbackUrl, revoked, daysAgo, usedDaysAgo] of DEMO_API_KEYS) {
    const key = newApiKey();
    await tx.query(
      `INSERT INTO api_keys (team_seq, name, key_prefix, key_hash, allowed_ips, callback_url, status, created_by, creator_name,
         created_at, updated_at, revoked_at, last_used_at)
       VALUES (1, $1, $2, $3, $4::text[], $5, $6, $7, $8, now() - make_interval(days => $9), now() - make_interval(days => $9),
         CASE WHEN $6 = 'REVOKED' THEN now() - make_interval(days => 30) END,
         CASE WHEN $10::int IS NULL THEN NULL ELSE now() - make_interval(days => $10::int, hours => 3) END)`,
      [
        name,
        key.prefix,
        key.hash,
        ips,
        callbackUrl,
        revoked ? 'REVOKED' : 'ACTIVE',
        master.user_seq,
        master.name,
        daysAgo,
        usedDaysAgo,
      ],
    );
  }
}
