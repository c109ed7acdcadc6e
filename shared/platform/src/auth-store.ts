import { createStore } from 'zustand';
import type { SessionAnswer, SessionUser } from '@console/contracts/session';

/** The session (SPEC 4): no user or a user, plus whether the first session check has completed. */
export interface AuthState {
  user: SessionUser | null;
  accessToken: string | null;
  /** The first GET /api/_auth/session has answered (successfully or not). */
  checked: boolean;
  /** The password step passed and a security code is still due. */
  securityCodeRequired: boolean;
  setSession(answer: SessionAnswer): void;
  setAccessToken(token: string): void;
  setUser(user: SessionUser): void;
  /** Forget the session locally (after logout, expiry or a failed check). */
  clear(): void;
  /** Ends the session on the server and everywhere in the page; the shell supplies it. */
  logout(options?: { reason?: 'user' | 'expired' }): Promise<void>;
}

export function createAuthStore() {
  return createStore<AuthState>()((set) => ({
    user: null,
    accessToken: null,
    checked: false,
    securityCodeRequired: false,
    setSession: (answer) =>
      set({
        user: answer.user,
        accessToken: answer.accessToken?.token ?? null,
        securityCodeRequired: answer.securityCodeRequired,
        checked: true,
      }),
    setAccessToken: (accessToken) => set({ accessToken }),
    setUser: (user) => set({ user }),
    clear: () => set({ user: null, accessToken: null, securityCodeRequired: false, checked: true }),
    logout: async () => set({ user: null, accessToken: null, securityCodeRequired: false, checked: true }),
  }));
}
export type AuthStore = ReturnType<typeof createAuthStore>;
