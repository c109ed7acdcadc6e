import type { TeamSpendCap } from '@console/contracts/billing';
import type { Queryable } from '../db/database';

interface CapRow {
  team_seq: number;
  name: string;
  monthly_cap_krw: string | null;
  spent_krw: string;
}

// What a team spent this KST month (charges minus refunds) plus what its sends on their way hold: the
// figure the acceptance check holds against the cap.
const COLUMNS = `t.team_seq, t.name, c.monthly_cap_krw,
  (SELECT coalesce(sum(net_krw), 0) FROM billing_team_months m
    WHERE m.team_seq = t.team_seq AND m.month = date_trunc('month', now() AT TIME ZONE 'Asia/Seoul')::date)
  + (SELECT coalesce(sum(amount_krw), 0) FROM billing_holds h WHERE h.team_seq = t.team_seq) AS spent_krw`;

const toCap = (row: CapRow): TeamSpendCap => ({
  teamSeq: row.team_seq,
  teamName: row.name,
  monthlyCapKrw: row.monthly_cap_krw === null ? null : Number(row.monthly_cap_krw),
  spentKrw: Number(row.spent_krw),
});

/** The monthly spend caps of a business's open teams (the master's), with what each spent this month. */
export async function listTeamCaps(db: Queryable, bizSeq: number): Promise<TeamSpendCap[]> {
  const rows = await db.query<CapRow>(
    `SELECT ${COLUMNS} FROM teams t LEFT JOIN team_spend_caps c ON c.team_seq = t.team_seq
      WHERE t.biz_seq = $1 AND t.status <> 'CLOSED' ORDER BY t.team_seq`,
    [bizSeq],
  );
  return rows.map(toCap);
}

/** One team's cap, when the team is the business's (null otherwise: another business's or none). */
export async function teamCap(db: Queryable, bizSeq: number, teamSeq: number): Promise<TeamSpendCap | null> {
  const [row] = await db.query<CapRow>(
    `SELECT ${COLUMNS} FROM teams t LEFT JOIN team_spend_caps c ON c.team_seq = t.team_seq
      WHERE t.biz_seq = $1 AND t.team_seq = $2`,
    [bizSeq, teamSeq],
  );
  return row ? toCap(row) : null;
}

/**
 * Sets (or with null clears) a team's monthly cap; `by` is the master's name. Answers the cap, or null
 * when the team is not the business's.
 */
export async function setTeamCap(
  db: Queryable,
  bizSeq: number,
  teamSeq: number,
  monthlyCapKrw: number | null,
  by: string,
): Promise<TeamSpendCap | null> {
  const [team] = await db.query('SELECT 1 FROM teams WHERE biz_seq = $1 AND team_seq = $2', [bizSeq, teamSeq]);
  if (!team) return null;
  if (monthlyCapKrw === null) await db.query('DELETE FROM team_spend_caps WHERE team_seq = $1', [teamSeq]);
  else
    await db.query(
      `INSERT INTO team_spend_caps (team_seq, monthly_cap_krw, updated_by) VALUES ($1, $2, $3)
       ON CONFLICT (team_seq) DO UPDATE SET monthly_cap_krw = EXCLUDED.monthly_cap_krw,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [teamSeq, monthlyCapKrw, by],
    );
  return teamCap(db, bizSeq, teamSeq);
}
