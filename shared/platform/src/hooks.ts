import { useContext } from 'react';
import { useStore } from 'zustand';
import type { AuthState } from './auth-store';
import type { Platform, RemoteMountProps } from './contract';
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
export const useTeam = () => useMountProps().team;

/** Reads the session through a selector: useSession((s) => s.user). */
export function useSession<T>(selector: (state: AuthState) => T): T {
  return useStore(usePlatform().auth, selector);
}

export { PlatformContext };
