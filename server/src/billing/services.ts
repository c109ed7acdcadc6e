import { BillingService, PRICES_KRW, type PricedType, type ServiceStatus } from '@console/contracts/billing';
import type { Queryable } from '../db/database';

const TYPES: Record<BillingService, PricedType[]> = {
  SMS: ['SMS', 'LMS', 'MMS'],
  RCS: ['RCS_SMS', 'RCS_LMS', 'RCS_MMS'],
  ALIMTALK: ['ALIMTALK'],
  BRAND_MESSAGE: ['BRAND_MESSAGE_FRIENDS', 'BRAND_MESSAGE_OTHERS'],
};

interface SetupFacts {
  /** The first open team of the business: where a registration starts (null: no team yet). */
  first_team: number | null;
  approved_number: boolean;
  approved_brand: boolean;
  /** A team with an active Kakao sender profile. */
  profile_team: number | null;
  approved_alimtalk: boolean;
}

/** What is still missing before a service can send, and where in the console it is registered. */
function setupOf(service: BillingService, facts: SetupFacts): { setup: string; setupPath: string } | null {
  const team = (teamSeq: number | null, path: string) =>
    teamSeq === null ? '/console/team/create' : `/console/team/${teamSeq}/${path}`;
  if (facts.first_team === null) return { setup: '팀을 먼저 만들어야 해요.', setupPath: '/console/team/create' };
  switch (service) {
    case 'SMS':
      return facts.approved_number
        ? null
        : { setup: '승인된 발신번호가 필요해요.', setupPath: team(facts.first_team, 'service/callback/regist-guide') };
    case 'RCS':
      return facts.approved_brand
        ? null
        : { setup: '승인된 RCS 브랜드가 필요해요.', setupPath: team(facts.first_team, 'service/rcs/regist-guide') };
    case 'ALIMTALK':
      if (facts.profile_team === null)
        return {
          setup: '정상 상태의 카카오톡 발신 프로필이 필요해요.',
          setupPath: team(facts.first_team, 'kakao/sender-key'),
        };
      return facts.approved_alimtalk
        ? null
        : {
            setup: '검수에서 승인된 알림톡 템플릿이 필요해요.',
            setupPath: team(facts.profile_team, 'kakao/template/alimtalk/regist'),
          };
    case 'BRAND_MESSAGE':
      return facts.profile_team !== null
        ? null
        : {
            setup: '정상 상태의 카카오톡 발신 프로필이 필요해요.',
            setupPath: team(facts.first_team, 'kakao/sender-key'),
          };
  }
}

/**
 * Every service of the business with its state: STOPPED when the master stopped it, NEEDS_SETUP while a
 * registration it needs is missing (read from the numbers, RCS and Kakao records of its teams), else
 * ACTIVE; with its prices and this KST month's amount (the stats module's running totals).
 */
export async function serviceStatuses(db: Queryable, bizSeq: number): Promise<ServiceStatus[]> {
  const [facts] = await db.query<SetupFacts>(
    `WITH biz_teams AS (SELECT team_seq FROM teams WHERE biz_seq = $1 AND status <> 'CLOSED')
     SELECT (SELECT min(team_seq) FROM biz_teams) AS first_team,
            EXISTS (SELECT 1 FROM callback_numbers c JOIN biz_teams t USING (team_seq) WHERE c.status = 'APPROVED') AS approved_number,
            EXISTS (SELECT 1 FROM rcs_brands r JOIN biz_teams t USING (team_seq) WHERE r.status = 'APPROVED') AS approved_brand,
            (SELECT min(p.team_seq) FROM sender_profiles p JOIN biz_teams t USING (team_seq) WHERE p.status = 'ACTIVE') AS profile_team,
            EXISTS (SELECT 1 FROM alimtalk_templates a JOIN sender_profiles p ON p.seq = a.sender_profile_seq
                      JOIN biz_teams t ON t.team_seq = a.team_seq
                     WHERE a.status = 'APPROVED' AND p.status = 'ACTIVE') AS approved_alimtalk`,
    [bizSeq],
  );
  const stops = await db.query<{ service: string; stopped_at: Date; stopped_by: string }>(
    'SELECT service, stopped_at, stopped_by FROM billing_service_stops WHERE biz_seq = $1',
    [bizSeq],
  );
  const amounts = await db.query<{ channel: string; amount: string }>(
    `SELECT s.channel, coalesce(sum(s.cost_krw), 0) AS amount
       FROM send_stats s JOIN teams t ON t.team_seq = s.team_seq
      WHERE t.biz_seq = $1 AND s.hour >= (date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul')
      GROUP BY 1`,
    [bizSeq],
  );
  const stopped = new Map(stops.map((stop) => [stop.service, stop]));
  const amountOf = new Map(amounts.map((row) => [row.channel, Number(row.amount)]));
  return BillingService.options.map((service) => {
    const stop = stopped.get(service);
    const setup = setupOf(service, facts!);
    return {
      service,
      state: stop ? 'STOPPED' : setup ? 'NEEDS_SETUP' : 'ACTIVE',
      setup: setup?.setup ?? null,
      setupPath: setup?.setupPath ?? null,
      prices: TYPES[service].map((type) => ({ type, priceKrw: PRICES_KRW[type] })),
      monthToDateKrw: amountOf.get(service) ?? 0,
      stoppedAt: stop?.stopped_at.toISOString() ?? null,
      stoppedBy: stop?.stopped_by ?? null,
    };
  });
}

/** The master stops a service (its sends are refused until resumed). Answers false when it was stopped already. */
export async function stopService(
  db: Queryable,
  bizSeq: number,
  service: BillingService,
  stop: { reason: string; by: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO billing_service_stops (biz_seq, service, reason, stopped_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (biz_seq, service) DO NOTHING RETURNING service`,
    [bizSeq, service, stop.reason, stop.by],
  );
  return rows.length > 0;
}

/** The master resumes a stopped service. Answers false when it was not stopped. */
export async function resumeService(db: Queryable, bizSeq: number, service: BillingService): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM billing_service_stops WHERE biz_seq = $1 AND service = $2 RETURNING service',
    [bizSeq, service],
  );
  return rows.length > 0;
}
