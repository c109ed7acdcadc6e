import type { Database, Queryable } from '../db/database';
import type { TeamsRepository } from './teams-repository';

export const TEAM_PROVISION = 'team.provision';

/** Told, inside the activating transaction, that a team became ACTIVE (e.g. to notify its members). */
export type TeamReadyListener = (tx: Queryable, team: { teamSeq: number; name: string }) => Promise<void>;

/**
 * A new team is REG until its space is provisioned; the job turns it ACTIVE at its run_at. The
 * listener writes in the same transaction, so a retry after a failure never tells anyone twice.
 */
export const teamProvisionHandler =
  (db: Database, teams: TeamsRepository, onReady: TeamReadyListener = async () => undefined) =>
  async (payload: Record<string, unknown>) => {
    const teamSeq = Number(payload.teamSeq);
    if (!Number.isSafeInteger(teamSeq)) throw new Error(`team.provision without a teamSeq: ${JSON.stringify(payload)}`);
    await db.transaction(async (tx) => {
      const team = await teams.activate(teamSeq, tx);
      if (team) await onReady(tx, { teamSeq, name: team.name });
    });
  };
