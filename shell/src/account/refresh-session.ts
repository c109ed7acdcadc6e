import { useCallback } from 'react';
import { usePlatform } from '@console/platform/hooks';
import { fetchSession } from '../session/session-api';

/**
 * Reads the session again (after sign-up, a profile change or a withdrawal request) so the header,
 * the route guard and every remote see the account as the server now has it.
 */
export function useRefreshSession() {
  const { auth } = usePlatform();
  return useCallback(async () => {
    const session = await fetchSession();
    auth.getState().setSession(session);
    return session;
  }, [auth]);
}
