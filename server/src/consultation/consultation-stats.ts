import type {
  ConsultationFigures,
  ConsultationStatsQuery,
  ConsultationStatsReport,
} from '@console/contracts/consultation';
import type { Queryable } from '../db/database';

interface DayRow {
  day: string;
  sender_profile_seq: number;
  team_seq: number;
  channel_name: string;
  sessions: number;
  unanswered: number;
  answered: number;
  response_seconds: number;
  inbound: number;
  outbound: number;
}

interface Sums {
  sessions: number;
  inbound: number;
  outbound: number;
  unanswered: number;
  answered: number;
  responseSeconds: number;
}

const zero = (): Sums => ({ sessions: 0, inbound: 0, outbound: 0, unanswered: 0, answered: 0, responseSeconds: 0 });
const add = (sums: Sums, row: DayRow) => {
  sums.sessions += row.sessions;
  sums.inbound += row.inbound;
  sums.outbound += row.outbound;
  sums.unanswered += row.unanswered;
  sums.answered += row.answered;
  sums.responseSeconds += row.response_seconds;
};
const figuresOf = ({ answered, responseSeconds, ...counts }: Sums): ConsultationFigures => ({
  ...counts,
  avgFirstResponseSeconds: answered > 0 ? Math.round(responseSeconds / answered) : null,
});

/** The KST days from..to, both included. */
const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
};

/**
 * /console/stats/kakao-cs: by KST day and sender profile, the sessions opened (and of them the
 * unanswered ones and the time to the first reply), and the messages in and out, over these teams.
 */
export async function consultationStatistics(
  db: Queryable,
  query: ConsultationStatsQuery,
  teams: { teamSeqs: number[]; names: Map<number, string> },
): Promise<ConsultationStatsReport> {
  const profileSeq = query.senderProfileSeq ?? null;
  const rows = await db.query<DayRow>(
    `WITH bounds AS (
       SELECT ($2::date::timestamp AT TIME ZONE 'Asia/Seoul') AS start_at,
              (($3::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul') AS end_at
     ), opened AS (
       SELECT to_char(s.opened_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day, s.sender_profile_seq, s.team_seq,
         count(*)::int AS sessions,
         count(*) FILTER (WHERE s.first_response_at IS NULL)::int AS unanswered,
         count(s.first_response_at)::int AS answered,
         coalesce(sum(extract(epoch FROM s.first_response_at - s.opened_at)), 0)::float8 AS response_seconds
       FROM consultation_sessions s, bounds b
       WHERE s.team_seq = ANY($1::int[]) AND ($4::int IS NULL OR s.sender_profile_seq = $4)
         AND s.opened_at >= b.start_at AND s.opened_at < b.end_at
       GROUP BY 1, 2, 3
     ), sent AS (
       SELECT to_char(m.created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day, m.sender_profile_seq, s.team_seq,
         count(*) FILTER (WHERE m.direction = 'IN')::int AS inbound,
         count(*) FILTER (WHERE m.direction = 'OUT')::int AS outbound
       FROM consultation_messages m JOIN consultation_sessions s ON s.seq = m.session_seq, bounds b
       WHERE s.team_seq = ANY($1::int[]) AND ($4::int IS NULL OR m.sender_profile_seq = $4)
         AND m.created_at >= b.start_at AND m.created_at < b.end_at
       GROUP BY 1, 2, 3
     )
     SELECT j.*, p.channel_name FROM (
       SELECT day, sender_profile_seq, team_seq,
         coalesce(o.sessions, 0) AS sessions, coalesce(o.unanswered, 0) AS unanswered,
         coalesce(o.answered, 0) AS answered, coalesce(o.response_seconds, 0) AS response_seconds,
         coalesce(x.inbound, 0) AS inbound, coalesce(x.outbound, 0) AS outbound
       FROM opened o FULL JOIN sent x USING (day, sender_profile_seq, team_seq)
     ) j JOIN sender_profiles p ON p.seq = j.sender_profile_seq
     ORDER BY j.day, j.sender_profile_seq`,
    [teams.teamSeqs, query.from, query.to, profileSeq],
  );
  const profiles = await db.query<{ seq: number; channel_name: string; team_seq: number }>(
    `SELECT p.seq, p.channel_name, p.team_seq FROM sender_profiles p
     WHERE p.team_seq = ANY($1::int[])
       AND EXISTS (SELECT 1 FROM consultation_settings c WHERE c.sender_profile_seq = p.seq)
     ORDER BY p.team_seq, p.seq`,
    [teams.teamSeqs],
  );

  const byDay = new Map(daysOf(query.from, query.to).map((day) => [day, zero()]));
  const totals = zero();
  for (const row of rows) {
    add(byDay.get(row.day) ?? zero(), row);
    add(totals, row);
  }
  return {
    from: query.from,
    to: query.to,
    teamSeq: query.teamSeq ?? null,
    senderProfileSeq: profileSeq,
    series: [...byDay].map(([day, sums]) => ({ day, ...figuresOf(sums) })),
    rows: rows.map((row) => {
      const sums = zero();
      add(sums, row);
      return {
        day: row.day,
        senderProfileSeq: row.sender_profile_seq,
        channelName: row.channel_name,
        teamSeq: row.team_seq,
        ...figuresOf(sums),
      };
    }),
    totals: figuresOf(totals),
    profiles: profiles.map((p) => ({ seq: p.seq, channelName: p.channel_name, teamSeq: p.team_seq })),
    teams: teams.teamSeqs.map((teamSeq) => ({ teamSeq, teamName: teams.names.get(teamSeq) ?? String(teamSeq) })),
  };
}
