import { create } from 'zustand';

export interface FatalError {
  status: number | null;
  message: string;
}

interface FatalErrorState {
  error: FatalError | null;
  /** Mount failures of the app itself, kept for support and tests (SPEC 4 "recorded and logged"). */
  mountFailures: string[];
  raise(error: FatalError): void;
  recordMountFailure(error: unknown): void;
  clear(): void;
}

/**
 * What an app-level 403 does instead of the error screen: ask to log in again; cancelling goes
 * to /account/login (SPEC 8). Set by the shell once its dialogs exist.
 */
let onSessionForbidden: (() => void) | null = null;
export function handleAppLevelForbidden(handler: () => void): void {
  onSessionForbidden = handler;
}

/** Root view state (SPEC 4): when an error exists the error screen replaces the page. */
export const useFatalError = create<FatalErrorState>()((set) => ({
  error: null,
  mountFailures: [],
  raise: (error) => {
    console.error('[console] fatal error', error);
    if (error.status === 403 && onSessionForbidden) {
      onSessionForbidden();
      return;
    }
    set({ error });
  },
  recordMountFailure: (error) => {
    console.error('[console] mount failed', error);
    set((s) => ({ mountFailures: [...s.mountFailures, error instanceof Error ? error.message : String(error)] }));
  },
  clear: () => set({ error: null }),
}));

export const pageNotFound = (path: string): FatalError => ({ status: 404, message: `Page Not Found: ${path}` });
