import type { StatsChannel, StatsRow } from '@console/contracts/stats';
import type { Queryable } from '../db/database';

interface StatsRowData {
  date: string;
  channel: StatsChannel;
  requested: number;
  success: number;
  failure: number;
  fallback: number;
  cost_krw: number;
}

const toStatsRow = ({ cost_krw, ...row }: StatsRowData): StatsRow => ({ ...row, costKrw: cost_krw });

export function createDailyStatsRepository(db: Queryable) {
  return {
    /** Per day and channel, summed over the given teams, for days from..to (inclusive). */
    async daily(teamSeqs: number[], from: string, to: string): Promise<StatsRow[]> {
      if (teamSeqs.length === 0) return [];
      const rows = await db.query<StatsRowData>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS date, channel,
           sum(requested)::int AS requested, sum(success)::int AS success, sum(failure)::int AS failure,
           sum(fallback)::int AS fallback, sum(cost_krw)::float8 AS cost_krw
         FROM daily_stats WHERE team_seq = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date
         GROUP BY day, channel ORDER BY day, channel`,
        [teamSeqs, from, to],
      );
      return rows.map(toStatsRow);
    },
  };
}
export type DailyStatsRepository = ReturnType<typeof createDailyStatsRepository>;
