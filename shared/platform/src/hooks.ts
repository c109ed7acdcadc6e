import { useContext } from 'react';
import { useStore } from 'zustand';
import type { AuthState } from './auth-store';
import type { Platform, RemoteMountProps } from './contract';
import type { CurrentTeam } from './team-store';
import { PlatformContext } from './platform-context';

function useMountProps(): RemoteMountProps {
  const props = useContext(PlatformContext);
  if (!props) {
    throw new Error(
      'No platform set: render inside defineRemote(...) or <PlatformContext.Provider>, or use renderWithPlatform from @console/testing in tests.',
    );
  }
  return props;
}

export const usePlatform = (): Platform => useMountProps().platform;
export const useApi = () => usePlatform().api;
export const useUi = () => usePlatform().ui;
/** The current team (platform.team): re-renders when the user moves to another team. */
export const useTeam = (): CurrentTeam => useStore(usePlatform().team);

/**
 * The current team's seq on a team-scoped screen (/console/team/{teamSeq}/...), where the shell has
 * always set one: a screen outside such a route reads useTeam() and handles the null itself.
 */
export function useTeamSeq(): number {
  const { teamSeq } = useTeam();
  if (teamSeq === null) throw new Error('useTeamSeq() on a screen outside a team route: read useTeam() instead.');
  return teamSeq;
}

/** Reads the session through a selector: useSession((s) => s.user). */
export function useSession<T>(selector: (state: AuthState) => T): T {
  return useStore(usePlatform().auth, selector);
}

export { PlatformContext };
