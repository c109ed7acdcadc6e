import { create } from 'zustand';

export interface FatalError {
  status: number | null;
  message: string;
}

interface FatalErrorState {
  error: FatalError | null;
  raise(error: FatalError): void;
  clear(): void;
}

/** Root view state (SPEC 4): when an error exists the error screen replaces the page. */
export const useFatalError = create<FatalErrorState>()((set) => ({
  error: null,
  raise: (error) => {
    console.error('[console] fatal error', error);
    set({ error });
  },
  clear: () => set({ error: null }),
}));

export const pageNotFound = (path: string): FatalError => ({ status: 404, message: `Page Not Found: ${path}` });
