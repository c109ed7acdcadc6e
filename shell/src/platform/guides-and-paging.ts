import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ActionGuideTab } from '@console/contracts/descriptor';
import { ACTION_GUIDE_REAPPEAR_MS } from '@console/contracts/timings';
import type { PagingState, PlatformGuides, PlatformPaging } from '@console/platform/contract';
import { cookieStorage } from '../state/cookie-storage';

interface GuideState {
  showActionGuide: boolean;
  currentTab: ActionGuideTab | null;
  /** When each tooltip was last acknowledged (epoch ms). */
  tooltips: Partial<Record<ActionGuideTab, number>>;
  acknowledge(tab: ActionGuideTab, now: number): void;
}

/** Guide state (SPEC 3): showActionGuide, currentTab, tooltips for KAKAO, WEBSEND and SYSTEM. */
export const useGuideState = create<GuideState>()(
  persist(
    (set) => ({
      showActionGuide: true,
      currentTab: null,
      tooltips: {},
      acknowledge: (tab, now) => set((s) => ({ currentTab: tab, tooltips: { ...s.tooltips, [tab]: now } })),
    }),
    { name: 'console_guides', storage: createJSONStorage(() => cookieStorage) },
  ),
);

/** A tooltip shows again when it was not acknowledged within the last 24 hours (SPEC 4). */
export function tooltipDue(acknowledgedAt: number | undefined, now: number): boolean {
  return acknowledgedAt === undefined || now - acknowledgedAt >= ACTION_GUIDE_REAPPEAR_MS;
}

export function createGuides(): PlatformGuides {
  return {
    shouldShow: (tab) => useGuideState.getState().showActionGuide && tooltipDue(useGuideState.getState().tooltips[tab], Date.now()),
    acknowledge: (tab) => useGuideState.getState().acknowledge(tab, Date.now()),
  };
}

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
