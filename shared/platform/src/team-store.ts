import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TeamStatus } from '@console/contracts/teams';

/**
 * The team the console works in: the URL's {teamSeq} on team-scoped routes, else the team the user
 * selected. The shell sets it as the URL changes (it owns the URL); the api client sends it as
 * Curr-Team-Seq and remotes read it with useTeam(). One source: nothing else parses the URL for it.
 */
export interface CurrentTeam {
  teamSeq: number | null;
  /** Its state (REG while provisioning, ACTIVE, CLOSED) once the team list has it; null until then. */
  status: TeamStatus | null;
}

export type TeamStore = StoreApi<CurrentTeam>;

export const createTeamStore = (initial: CurrentTeam = { teamSeq: null, status: null }): TeamStore =>
  createStore<CurrentTeam>()(() => initial);

/** Sets the team, keeping its status only when the team stays the same. */
export function setCurrentTeamSeq(store: TeamStore, teamSeq: number | null): void {
  if (store.getState().teamSeq !== teamSeq) store.setState({ teamSeq, status: null });
}
