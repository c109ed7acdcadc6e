import { bookJob } from '../jobs/book-job';
import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/password-hash';
import { TEAM_PROVISION } from '../teams/team-provision-job';
import type { Database, Queryable } from '../db/database';
import { insertAccountExtras } from './demo-accounts-extra';
import { insertDemoAddressBooks } from './demo-address-books';
import { DEMO_BUSINESSES, DEMO_CALLBACK_NUMBERS, DEMO_SENDER_PROFILES } from './demo-accounts';
import { DEMO_PASSWORD } from './demo-logins';
import { DEMO_NOTICES } from './demo-notices';
import { demoDailyStats, type DailyStatsRow } from './demo-stats';
import { seedTeamExtras } from './demo-team-extras';
import { insertDemoNumbers } from './demo-numbers';
import { insertDemoRcs } from './demo-rcs';
import { insertDemoKakao } from './demo-kakao';
import { insertDemoConsultation } from './demo-consultation';
import { insertDemoEmail } from './demo-email';
import { insertDemoBilling } from './demo-billing';

export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';

const SEED_LOCK_KEY = 7_311_043;
const STATS_DAYS = 90;
// Daily volume of each seeded team relative to a busy team.
const STATS_TEAM_SCALES = { 1: 1, 2: 0.45, 4: 0.08, 5: 0.3 };

async function insertStats(tx: Queryable, rows: DailyStatsRow[]) {
  // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const values = chunk.map(
      (_, i) =>
        `($${i * 8 + 1}, $${i * 8 + 2}::date, $${i * 8 + 3}, $${i * 8 + 4}, $${i * 8 + 5}, $${i * 8 + 6}, $${i * 8 + 7}, $${i * 8 + 8})`,
    );
    const params = chunk.flatMap((r) => [
      r.teamSeq,
      r.day,
      r.channel,
      r.requested,
      r.success,
      r.failure,
      r.fallback,
      r.costKrw,
    ]);
    await tx.query(
      `INSERT INTO daily_stats (team_seq, day, channel, requested, success, failure, fallback, cost_krw) VALUES ${values.join(', ')}`,
      params,
    );
  }
}

async function insertAccounts(tx: Queryable, passwordHashes: Map<string, string>, provisionSeconds: number) {
  // Older teams first, a few days apart, so "newest first" lists have a visible order.
  let teamAgeDays = 100;
  for (const business of DEMO_BUSINESSES) {
    const [biz] = await tx.query<{ biz_seq: number }>(
      `INSERT INTO businesses (name, registration_number, type, verified_at, provider_approve)
       VALUES ($1, $2, $3, CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(days => $4::int) END, $5)
       RETURNING biz_seq`,
      [business.name, business.registrationNumber, business.type, business.verifiedDaysAgo, business.providerApprove],
    );
    const userSeqs = new Map<string, number>();
    for (const user of business.users) {
      const [row] = await tx.query<{ user_seq: number }>(
        `INSERT INTO users (biz_seq, login_id, password_hash, name, email, mobile, role, two_step_login)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING user_seq`,
        [
          biz!.biz_seq,
          user.loginId,
          passwordHashes.get(user.loginId),
          user.name,
          `${user.loginId.replace('_', '.')}@example.kr`,
          user.mobile,
          user.role,
          user.twoStepLogin ?? false,
        ],
      );
      userSeqs.set(user.loginId, row!.user_seq);
    }
    for (const team of business.teams) {
      const registering = team.status === 'REG';
      const ageDays = registering ? 0 : (teamAgeDays -= 5);
      // A REG team is ready when its provisioning job runs; the others were ready right away.
      const [row] = await tx.query<{ team_seq: number }>(
        `INSERT INTO teams (biz_seq, name, description, status, created_at, ready_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(days => $5),
           now() - make_interval(days => $5) + make_interval(secs => $6))
         RETURNING team_seq`,
        [biz!.biz_seq, team.name, team.description, team.status, ageDays, registering ? provisionSeconds : 0],
      );
      for (const member of team.members) {
        await tx.query('INSERT INTO team_members (team_seq, user_seq) VALUES ($1, $2)', [
          row!.team_seq,
          userSeqs.get(member),
        ]);
      }
      if (registering) {
        await bookJob(tx, TEAM_PROVISION, { teamSeq: row!.team_seq }, { afterSeconds: provisionSeconds });
      }
    }
  }
}

async function insertTeamData(tx: Queryable) {
  for (const [teamSeq, numbers] of Object.entries(DEMO_CALLBACK_NUMBERS)) {
    for (const [number, label, status, reason, daysAgo] of numbers) {
      await tx.query(
        `INSERT INTO callback_numbers (team_seq, number, label, status, reject_reason, created_at, decided_at)
         VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6),
           CASE WHEN $4 = 'PENDING' THEN NULL ELSE now() - make_interval(days => $6) + interval '1 day' END)`,
        [Number(teamSeq), number, label, status, reason, daysAgo],
      );
    }
  }
  for (const [channelId, channelName, category, status, daysAgo] of DEMO_SENDER_PROFILES) {
    const senderKey = createHash('sha1').update(channelId).digest('hex');
    await tx.query(
      `INSERT INTO sender_profiles (team_seq, channel_id, channel_name, sender_key, category, status, status_reason, admin_phone, created_at)
       VALUES (1, $2, $3, $4, $5, $6, $7, '01012345678', now() - make_interval(days => $1))`,
      [
        daysAgo,
        channelId,
        channelName,
        senderKey,
        category,
        status,
        status === 'DORMANT'
          ? '1년 동안 발송이 없어 휴면 상태가 되었어요.'
          : status === 'BLOCKED'
            ? '스팸 신고가 많아 카카오가 차단했어요.'
            : null,
      ],
    );
  }
  for (const [index, [title, category, pinned, body]] of DEMO_NOTICES.entries()) {
    await tx.query(
      `INSERT INTO notices (title, category, pinned, body, published_at) VALUES ($2, $3, $4, $5, now() - make_interval(days => $1))`,
      [index * 7 + 1, title, category, pinned, body],
    );
  }
}

/**
 * Fills an empty database with the demo businesses, users, teams and data. Does nothing when any
 * user exists, so it is safe on every start; two processes starting together seed once.
 * Answers whether it seeded.
 */
export async function seedDemo(db: Database, options: { demoTeamProvisionSeconds: number }): Promise<boolean> {
  if (!(await needsSeed(db))) return false;
  const logins = DEMO_BUSINESSES.flatMap((b) => b.users.map((u) => u.loginId));
  const hashes = new Map(await Promise.all(logins.map(async (id) => [id, await hashPassword(DEMO_PASSWORD)] as const)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [users] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    if ((users?.count ?? 0) > 0) return false;
    await insertAccounts(tx, hashes, options.demoTeamProvisionSeconds);
    await insertTeamData(tx);
    await insertDemoNumbers(tx);
    await insertDemoRcs(tx);
    await insertDemoKakao(tx);
    await insertDemoConsultation(tx);
    await insertDemoEmail(tx);
    await insertDemoAddressBooks(tx);
    await seedTeamExtras(tx);
    await insertAccountExtras(tx);
    const daily = demoDailyStats(STATS_TEAM_SCALES, STATS_DAYS);
    await insertStats(tx, daily);
    await insertDemoBilling(tx, daily);
    // Fresh statistics help the planner choose the indexes (DESIGN.md measured the difference).
    await tx.exec('ANALYZE');
    return true;
  });
}

/** Whether the database has no users yet; checked before the (slow) password hashing. */
async function needsSeed(db: Queryable): Promise<boolean> {
  const [users] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return (users?.count ?? 0) === 0;
}
