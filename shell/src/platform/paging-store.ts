import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PagingState, PlatformPaging } from '@console/platform/contract';
import { cookieStorage } from '../state/cookie-storage';

const MAX_PAGING_ENTRIES = 20;

interface PagingStore {
  byPattern: Record<string, PagingState>;
  set(pattern: string, state: PagingState): void;
}

/** Paging state per url pattern (SPEC 3), kept in a cookie so it also survives a reload. */
export const usePagingStore = create<PagingStore>()(
  persist(
    (set) => ({
      byPattern: {},
      set: (pattern, state) =>
        set((s) => {
          const entries = Object.entries({ ...s.byPattern, [pattern]: state });
          return { byPattern: Object.fromEntries(entries.slice(-MAX_PAGING_ENTRIES)) };
        }),
    }),
    { name: 'console_paging', storage: createJSONStorage(() => cookieStorage) },
  ),
);

export function createPaging(): PlatformPaging {
  return {
    get: (pattern) => usePagingStore.getState().byPattern[pattern],
    set: (pattern, state) => usePagingStore.getState().set(pattern, state),
  };
}
