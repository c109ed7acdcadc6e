import { useEffect } from 'react';
import { useStore } from 'zustand';
import { usePlatform } from '@console/platform/hooks';
import { teamSeqFromPath } from '@console/platform/routes';
import { setCurrentTeamSeq, type TeamStore } from '@console/platform/team-store';
import { useCurrentTeam } from '../state/team-store';
import { useTeams } from './use-teams';

/**
 * Keeps platform.team on the URL: the team of a team-scoped route ({teamSeq}), else the team the user
 * selected. It runs when the location changes, before the new page renders, so the first request
 * of a page already carries its team.
 */
export function syncCurrentTeam(
  // The shell's history (routing/shell-router.ts): its location, and word of each move before it renders.
  history: { location: { pathname: string }; observe(observer: () => void): () => void },
  team: TeamStore,
): () => void {
  const sync = () =>
    setCurrentTeamSeq(team, teamSeqFromPath(history.location.pathname) ?? useCurrentTeam.getState().teamSeq);
  sync();
  const stopRouter = history.observe(sync);
  const stopSelection = useCurrentTeam.subscribe(sync);
  return () => {
    stopRouter();
    stopSelection();
  };
}

/** Gives platform.team its status (REG, ACTIVE, CLOSED) from the team list once the list has the team. */
export function useTeamStatusSync(): void {
  const { team } = usePlatform();
  const teamSeq = useStore(team, (state) => state.teamSeq);
  const teams = useTeams();
  const status = teams.data?.items.find((item) => item.teamSeq === teamSeq)?.status ?? null;
  useEffect(() => {
    if (team.getState().teamSeq === teamSeq && team.getState().status !== status) team.setState({ status });
  }, [team, teamSeq, status]);
}
