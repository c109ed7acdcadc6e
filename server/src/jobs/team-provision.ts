import type { TeamsRepository } from '../teams/teams-repository';

export const TEAM_PROVISION = 'team.provision';

/** A new team is REG until its space is provisioned; the job turns it ACTIVE at its run_at. */
export const teamProvisionHandler = (teams: TeamsRepository) => async (payload: Record<string, unknown>) => {
  const teamSeq = Number(payload.teamSeq);
  if (!Number.isSafeInteger(teamSeq)) throw new Error(`team.provision without a teamSeq: ${JSON.stringify(payload)}`);
  await teams.activate(teamSeq);
};
