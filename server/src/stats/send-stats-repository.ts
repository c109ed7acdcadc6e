import type { Queryable } from '../db/database';

/** Settled messages of one (channel, type, hand-over hour), as the outcome statement grouped them. */
export interface SettledGroup {
  channel: string;
  type: string;
  hour: string;
  delivered: number;
  failed: number;
  cost: number;
}
/** A failed message of the outcome statement, for the reasons and for the fallback split. */
export interface SettledFailure {
  seq: number | string;
  channel: string;
  type: string;
  hour: string;
  code: string | null;
  reason: string | null;
}

/** The request's dimensions of a stats row: its team, template (Kakao or RCS) and Kakao sender profile (0 = none). */
const REQUEST_KEYS = `r.team_seq, coalesce(r.kakao_template_seq, r.kakao_brand_template_seq, r.rcs_template_seq, 0) AS template_seq,
  coalesce(r.kakao_sender_profile_seq, 0) AS sender_profile_seq`;

/**
 * The stats module's running totals (send_stats, send_failure_stats), kept as messages go out and
 * settle so a statistics page reads a few hundred rows, not every message. The sending pipeline calls
 * these in its own transactions; each message counts once (its hour is its hand-over's).
 */
export const sendStatsRecorder = {
  /** Messages of a request just handed to their channels (sent_at = now). */
  async handedOver(tx: Queryable, requestSeq: number, messages: readonly { channel: string; type: string }[]) {
    if (messages.length === 0) return;
    const counts = new Map<string, { channel: string; type: string; n: number }>();
    for (const { channel, type } of messages) {
      const key = `${channel}\u0000${type}`;
      const count = counts.get(key);
      if (count) count.n += 1;
      else counts.set(key, { channel, type, n: 1 });
    }
    const rows = [...counts.values()];
    await tx.query(
      `INSERT INTO send_stats (team_seq, hour, channel, type, template_seq, sender_profile_seq, requested)
       SELECT k.team_seq, date_trunc('hour', now()), u.channel, u.type, k.template_seq, k.sender_profile_seq, u.n
         FROM (SELECT ${REQUEST_KEYS} FROM send_requests r WHERE r.seq = $1) k,
              unnest($2::text[], $3::text[], $4::int[]) AS u(channel, type, n)
       ON CONFLICT (team_seq, channel, hour, type, template_seq, sender_profile_seq)
       DO UPDATE SET requested = send_stats.requested + EXCLUDED.requested`,
      [requestSeq, rows.map((r) => r.channel), rows.map((r) => r.type), rows.map((r) => r.n)],
    );
  },

  /**
   * Outcomes just written, as the writing statement grouped them (by channel, type and hand-over hour),
   * with the failed messages; those in `fellBack` went out again on another channel and count as fallback.
   */
  async settled(
    tx: Queryable,
    requestSeq: number,
    groups: readonly SettledGroup[],
    failures: readonly SettledFailure[],
    fellBack: readonly number[],
  ) {
    if (groups.length === 0) return;
    const keyOf = (row: { channel: string; type: string; hour: string }) =>
      `${row.channel}\u0000${row.type}\u0000${row.hour}`;
    const fallbacks = new Map<string, number>();
    const fell = new Set(fellBack);
    for (const failure of failures)
      if (fell.has(Number(failure.seq))) fallbacks.set(keyOf(failure), (fallbacks.get(keyOf(failure)) ?? 0) + 1);
    const rows = groups.map((group) => {
      const fallback = fallbacks.get(keyOf(group)) ?? 0;
      return { ...group, failed: group.failed - fallback, fallback };
    });
    await tx.query(
      `INSERT INTO send_stats (team_seq, hour, channel, type, template_seq, sender_profile_seq, delivered, failed, fallback, cost_krw)
       SELECT k.team_seq, u.hour, u.channel, u.type, k.template_seq, k.sender_profile_seq, u.delivered, u.failed, u.fallback, u.cost
         FROM (SELECT ${REQUEST_KEYS} FROM send_requests r WHERE r.seq = $1) k,
              unnest($2::timestamptz[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[])
                AS u(hour, channel, type, delivered, failed, fallback, cost)
       ON CONFLICT (team_seq, channel, hour, type, template_seq, sender_profile_seq)
       DO UPDATE SET delivered = send_stats.delivered + EXCLUDED.delivered, failed = send_stats.failed + EXCLUDED.failed,
                     fallback = send_stats.fallback + EXCLUDED.fallback, cost_krw = send_stats.cost_krw + EXCLUDED.cost_krw`,
      [
        requestSeq,
        rows.map((r) => r.hour),
        rows.map((r) => r.channel),
        rows.map((r) => r.type),
        rows.map((r) => r.delivered),
        rows.map((r) => r.failed),
        rows.map((r) => r.fallback),
        rows.map((r) => r.cost),
      ],
    );
    if (failures.length === 0) return;
    const reasons = new Map<string, { hour: string; channel: string; code: string; reason: string; n: number }>();
    for (const failure of failures) {
      const code = failure.code ?? '';
      const reason = failure.reason ?? '';
      const key = `${failure.channel}\u0000${failure.hour}\u0000${code}\u0000${reason}`;
      const entry = reasons.get(key);
      if (entry) entry.n += 1;
      else reasons.set(key, { hour: failure.hour, channel: failure.channel, code, reason, n: 1 });
    }
    const list = [...reasons.values()];
    await tx.query(
      `INSERT INTO send_failure_stats (team_seq, hour, channel, template_seq, sender_profile_seq, code, reason, failed)
       SELECT k.team_seq, u.hour, u.channel, k.template_seq, k.sender_profile_seq, u.code, u.reason, u.n
         FROM (SELECT ${REQUEST_KEYS} FROM send_requests r WHERE r.seq = $1) k,
              unnest($2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::int[]) AS u(hour, channel, code, reason, n)
       ON CONFLICT (team_seq, channel, hour, template_seq, sender_profile_seq, code, reason)
       DO UPDATE SET failed = send_failure_stats.failed + EXCLUDED.failed`,
      [
        requestSeq,
        list.map((r) => r.hour),
        list.map((r) => r.channel),
        list.map((r) => r.code),
        list.map((r) => r.reason),
        list.map((r) => r.n),
      ],
    );
  },
};

export interface SendStatsFilter {
  teamSeq: number;
  channels: readonly string[];
  unit: 'HOUR' | 'DAY' | 'MONTH';
  /** KST days, both included. */
  from: string;
  to: string;
  templateSeq?: number;
  senderProfileSeq?: number;
}

const PERIOD = {
  HOUR: `to_char(hour AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD HH24')`,
  DAY: `to_char(hour AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD')`,
  MONTH: `to_char(hour AT TIME ZONE 'Asia/Seoul', 'YYYY-MM')`,
} as const;
const FIGURES = `coalesce(sum(requested), 0)::int AS requested, coalesce(sum(delivered), 0)::int AS delivered,
  coalesce(sum(failed), 0)::int AS failed, coalesce(sum(fallback), 0)::int AS fallback, coalesce(sum(cost_krw), 0)::int AS cost_krw`;
type Unit = 'HOUR' | 'DAY' | 'MONTH';
/**
 * Where a view reads: the hourly rows for hours, the daily roll-ups (kept by triggers, migration 091)
 * for days and months, one row per day instead of 24. Ranges are KST days, both included; `range`
 * takes the parameter numbers of from and to.
 */
const SOURCE: Record<
  Unit,
  { stats: string; failures: string; period: string; range: (from: number, to: number) => string }
> = {
  HOUR: {
    stats: 'send_stats',
    failures: 'send_failure_stats',
    period: PERIOD.HOUR,
    range: (from, to) =>
      `hour >= ($${from}::date::timestamp AT TIME ZONE 'Asia/Seoul') AND hour < (($${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul')`,
  },
  DAY: {
    stats: 'send_stats_daily',
    failures: 'send_failure_stats_daily',
    period: `to_char(day, 'YYYY-MM-DD')`,
    range: (from, to) => `day BETWEEN $${from}::date AND $${to}::date`,
  },
  MONTH: {
    stats: 'send_stats_daily',
    failures: 'send_failure_stats_daily',
    period: `to_char(day, 'YYYY-MM')`,
    range: (from, to) => `day BETWEEN $${from}::date AND $${to}::date`,
  },
};
/** team, channels, KST range and the optional template/profile: $1..$6. */
const whereOf = (unit: Unit) => `team_seq = $1 AND channel = ANY($2::text[]) AND ${SOURCE[unit].range(3, 4)}
  AND ($5::int IS NULL OR template_seq = $5) AND ($6::int IS NULL OR sender_profile_seq = $6)`;

interface FigureRow {
  requested: number;
  delivered: number;
  failed: number;
  fallback: number;
  cost_krw: number;
}
const figures = ({ cost_krw, requested, delivered, failed, fallback }: FigureRow) => ({
  requested,
  delivered,
  failed,
  fallback,
  costKrw: cost_krw,
});

/** Several teams' figures on some channels (the statistics pages over every team the caller may see). */
export interface TeamsStatsFilter {
  teamSeqs: readonly number[];
  channels: readonly string[];
  /** Only these stored types (SMS, LMS, MMS); none = every type. */
  types?: readonly string[];
  unit: 'HOUR' | 'DAY' | 'MONTH';
  /** KST days, both included. */
  from: string;
  to: string;
}
/** teams, channels, types, KST range: $1..$5. */
const teamsWhereOf = (unit: Unit) =>
  `team_seq = ANY($1::int[]) AND channel = ANY($2::text[]) AND ($3::text[] IS NULL OR type = ANY($3::text[])) AND ${SOURCE[unit].range(4, 5)}`;
/** Failure reasons keep no type: teams, channels, KST range: $1..$4 (whole days: the daily roll-up). */
const FAILURES_WHERE = `team_seq = ANY($1::int[]) AND channel = ANY($2::text[]) AND ${SOURCE.DAY.range(3, 4)}`;

/** Reads of the running totals: a statistics page reads rows per hour or per day, never messages. */
export function createSendStatsRepository(db: Queryable) {
  const params = (filter: SendStatsFilter, from = filter.from, to = filter.to) => [
    filter.teamSeq,
    filter.channels,
    from,
    to,
    filter.templateSeq ?? null,
    filter.senderProfileSeq ?? null,
  ];
  const teamsParams = (filter: TeamsStatsFilter, from = filter.from, to = filter.to) => [
    filter.teamSeqs,
    filter.channels,
    filter.types && filter.types.length > 0 ? filter.types : null,
    from,
    to,
  ];
  return {
    /**
     * Several teams' figures per period, team, channel and type in one read: the caller sums them
     * into the series, the totals and the per-team and per-type rows.
     */
    async breakdownOfTeams(filter: TeamsStatsFilter) {
      if (filter.teamSeqs.length === 0) return [];
      const rows = await db.query<FigureRow & { period: string; team_seq: number; channel: string; type: string }>(
        `SELECT ${SOURCE[filter.unit].period} AS period, team_seq, channel, type, ${FIGURES} FROM ${SOURCE[filter.unit].stats}
          WHERE ${teamsWhereOf(filter.unit)} GROUP BY 1, 2, 3, 4`,
        teamsParams(filter),
      );
      return rows.map((row) => ({
        period: row.period,
        teamSeq: row.team_seq,
        channel: row.channel,
        type: row.type,
        ...figures(row),
      }));
    },
    /** Several teams' figures per period over KST days from..to (the previous period of a page). */
    async seriesOfTeams(filter: TeamsStatsFilter, from = filter.from, to = filter.to) {
      if (filter.teamSeqs.length === 0) return [];
      const rows = await db.query<FigureRow & { period: string }>(
        `SELECT ${SOURCE[filter.unit].period} AS period, ${FIGURES} FROM ${SOURCE[filter.unit].stats}
          WHERE ${teamsWhereOf(filter.unit)} GROUP BY 1 ORDER BY 1`,
        teamsParams(filter, from, to),
      );
      return rows.map((row) => ({ period: row.period, ...figures(row) }));
    },
    /** Several teams' most frequent failure reasons on the channels (every type: reasons are kept per channel). */
    async topFailuresOfTeams(filter: TeamsStatsFilter, limit = 10) {
      if (filter.teamSeqs.length === 0) return [];
      return db.query<{ code: string; reason: string; failed: number }>(
        `SELECT code, reason, sum(failed)::int AS failed FROM send_failure_stats_daily WHERE ${FAILURES_WHERE}
          GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT ${Number(limit)}`,
        [filter.teamSeqs, filter.channels, filter.from, filter.to],
      );
    },
    async series(filter: SendStatsFilter) {
      const rows = await db.query<FigureRow & { period: string }>(
        `SELECT ${SOURCE[filter.unit].period} AS period, ${FIGURES} FROM ${SOURCE[filter.unit].stats}
          WHERE ${whereOf(filter.unit)} GROUP BY 1 ORDER BY 1`,
        params(filter),
      );
      return rows.map((row) => ({ period: row.period, ...figures(row) }));
    },
    async totals(filter: SendStatsFilter, from = filter.from, to = filter.to) {
      const [row] = await db.query<FigureRow>(
        `SELECT ${FIGURES} FROM send_stats_daily WHERE ${whereOf('DAY')}`,
        params(filter, from, to),
      );
      return figures(row!);
    },
    async byTemplate(filter: SendStatsFilter) {
      const rows = await db.query<FigureRow & { template_seq: number; sender_profile_seq: number }>(
        `SELECT template_seq, sender_profile_seq, ${FIGURES} FROM send_stats_daily WHERE ${whereOf('DAY')}
          GROUP BY 1, 2 ORDER BY sum(requested) DESC, 1 LIMIT 200`,
        params(filter),
      );
      return rows.map((row) => ({
        templateSeq: row.template_seq,
        senderProfileSeq: row.sender_profile_seq,
        ...figures(row),
      }));
    },
    async topFailures(filter: SendStatsFilter, limit = 10) {
      return db.query<{ code: string; reason: string; failed: number }>(
        `SELECT code, reason, sum(failed)::int AS failed FROM send_failure_stats_daily WHERE ${whereOf('DAY')}
          GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT ${Number(limit)}`,
        params(filter),
      );
    },
    /**
     * Several teams over KST days from..to (the dashboard's month): per channel as people name them
     * (SMS, LMS, MMS by the SMS channel's type; RCS, ALIMTALK, BRAND_MESSAGE), and per day.
     */
    async ofTeams(teamSeqs: readonly number[], from: string, to: string) {
      if (teamSeqs.length === 0) return { byChannel: [], daily: [] };
      const where = `team_seq = ANY($1::int[]) AND ${SOURCE.DAY.range(2, 3)}`;
      const args = [teamSeqs, from, to];
      const [byChannel, daily] = await Promise.all([
        db.query<FigureRow & { channel: string }>(
          `SELECT CASE WHEN channel = 'SMS' THEN type ELSE channel END AS channel, ${FIGURES}
             FROM send_stats_daily WHERE ${where} GROUP BY 1 ORDER BY sum(requested) DESC, 1`,
          args,
        ),
        db.query<FigureRow & { period: string }>(
          `SELECT ${SOURCE.DAY.period} AS period, ${FIGURES} FROM send_stats_daily WHERE ${where} GROUP BY 1 ORDER BY 1`,
          args,
        ),
      ]);
      return {
        byChannel: byChannel.map((row) => ({ channel: row.channel, ...figures(row) })),
        daily: daily.map((row) => ({ period: row.period, ...figures(row) })),
      };
    },
    /**
     * Several teams over KST days from..to, per KST day or month, team, channel and type as stored
     * (the billing usage report), optionally one channel.
     */
    async usageOfTeams(teamSeqs: readonly number[], unit: 'DAY' | 'MONTH', from: string, to: string, channel?: string) {
      if (teamSeqs.length === 0) return [];
      const rows = await db.query<FigureRow & { period: string; team_seq: number; channel: string; type: string }>(
        `SELECT ${SOURCE[unit].period} AS period, team_seq, channel, type, ${FIGURES} FROM send_stats_daily
          WHERE team_seq = ANY($1::int[]) AND ($4::text IS NULL OR channel = $4) AND ${SOURCE[unit].range(2, 3)}
          GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        [teamSeqs, from, to, channel ?? null],
      );
      return rows.map((row) => ({
        period: row.period,
        teamSeq: row.team_seq,
        channel: row.channel,
        type: row.type,
        ...figures(row),
      }));
    },
  };
}
export type SendStatsRepository = ReturnType<typeof createSendStatsRepository>;
