import {
  EMAIL_STATS_FIGURES,
  emptyEmailFigures,
  type EmailStatsFigures,
  type EmailStatsQuery,
  type EmailStatsReport,
} from '@console/contracts/email-stats';
import { periodsOf, wholeMonths } from '@console/contracts/stats';
import type { Queryable } from '../../db/database';
import type { SendStatsRepository } from '../../stats/send-stats-repository';

const PERIOD = { DAY: `to_char(day, 'YYYY-MM-DD')`, MONTH: `to_char(day, 'YYYY-MM')` } as const;

/** The e-mail channel's own daily figures (bounces, opens, clicks, unsubscribes) per period and team. */
async function emailDailyFigures(db: Queryable, teamSeqs: readonly number[], query: EmailStatsQuery) {
  if (teamSeqs.length === 0) return [];
  return db.query<{
    period: string;
    teamSeq: number;
    hardBounced: number;
    softBounced: number;
    opened: number;
    clicked: number;
    unsubscribed: number;
  }>(
    `SELECT ${PERIOD[query.unit]} AS period, team_seq AS "teamSeq",
            sum(hard_bounced)::int AS "hardBounced", sum(soft_bounced)::int AS "softBounced",
            sum(opened)::int AS opened, sum(clicked)::int AS clicked, sum(unsubscribed)::int AS unsubscribed
       FROM email_stats_daily
      WHERE team_seq = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date
      GROUP BY 1, 2`,
    [teamSeqs, query.from, query.to],
  );
}

const add = (sum: EmailStatsFigures, row: Partial<EmailStatsFigures>) => {
  for (const figure of EMAIL_STATS_FIGURES) sum[figure] += row[figure] ?? 0;
};

/**
 * The e-mail statistics page over the given teams: the pipeline's running totals of the EMAIL channel
 * (requested, delivered, failed, cost by the day of hand-over) joined with the channel's daily
 * figures (bounces, opens and clicks by the day they were reported, unsubscribes by the day they
 * happened), every period of the range, the totals and one row per team. A monthly view covers whole
 * months.
 */
export async function emailStatistics(
  db: Queryable,
  sendStats: SendStatsRepository,
  requested: EmailStatsQuery,
  teams: { teamSeqs: readonly number[]; names: ReadonlyMap<number, string> },
): Promise<EmailStatsReport> {
  const query = wholeMonths(requested);
  const [sends, daily] = await Promise.all([
    sendStats.breakdownOfTeams({
      teamSeqs: teams.teamSeqs,
      channels: ['EMAIL'],
      unit: query.unit,
      from: query.from,
      to: query.to,
    }),
    emailDailyFigures(db, teams.teamSeqs, query),
  ]);
  const byPeriod = new Map(periodsOf(query.unit, query.from, query.to).map((period) => [period, emptyEmailFigures()]));
  const byTeam = new Map<number, EmailStatsFigures>();
  const totals = emptyEmailFigures();
  const count = (period: string, teamSeq: number, row: Partial<EmailStatsFigures>) => {
    const point = byPeriod.get(period);
    if (point) add(point, row);
    const team = byTeam.get(teamSeq) ?? emptyEmailFigures();
    add(team, row);
    byTeam.set(teamSeq, team);
    add(totals, row);
  };
  for (const { period, teamSeq, requested: sent, delivered, failed, costKrw } of sends)
    count(period, teamSeq, { requested: sent, delivered, failed, costKrw });
  for (const { period, teamSeq, ...figures } of daily) count(period, teamSeq, figures);
  return {
    unit: query.unit,
    from: query.from,
    to: query.to,
    teamSeq: requested.teamSeq ?? null,
    series: [...byPeriod.entries()].map(([period, figures]) => ({ ...figures, period })),
    totals,
    byTeam: [...byTeam.entries()]
      .sort(([a, x], [b, y]) => y.requested - x.requested || a - b)
      .map(([teamSeq, figures]) => ({ ...figures, teamSeq, teamName: teams.names.get(teamSeq) ?? `#${teamSeq}` })),
  };
}
