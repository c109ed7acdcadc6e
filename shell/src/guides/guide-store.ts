import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ActionGuideTab } from '@console/contracts/descriptor';
import type { PlatformGuides } from '@console/platform/contract';
import { cookieStorage } from '../state/cookie-storage';
import { tooltipDue, withinGuideWindow, type TooltipRecord } from './guide-rules';

interface GuideState {
  /** The action guide (the first-steps dialog) may show at all. */
  showActionGuide: boolean;
  /** The tab of the action guide last looked at. */
  currentTab: ActionGuideTab | null;
  tooltips: Partial<Record<ActionGuideTab, TooltipRecord>>;
  /** Teams whose action guide has been shown: it shows once per team. */
  guidedTeams: number[];
  setTab(tab: ActionGuideTab): void;
  acknowledge(tab: ActionGuideTab): void;
  hide(tab: ActionGuideTab, now: number): void;
  markTeamGuided(teamSeq: number): void;
}

/** Guide state (SPEC 3): showActionGuide, currentTab and the KAKAO, WEBSEND, SYSTEM tooltips, in cookies. */
export const useGuideState = create<GuideState>()(
  persist(
    (set) => ({
      showActionGuide: true,
      currentTab: null,
      tooltips: {},
      guidedTeams: [],
      setTab: (currentTab) => set({ currentTab }),
      acknowledge: (tab) => set((s) => ({ tooltips: { ...s.tooltips, [tab]: { acknowledged: true } } })),
      hide: (tab, now) => set((s) => ({ tooltips: { ...s.tooltips, [tab]: { hiddenAt: now } } })),
      markTeamGuided: (teamSeq) => set((s) => ({ guidedTeams: [...new Set([...s.guidedTeams, teamSeq])].slice(-50) })),
    }),
    { name: 'console_guides', storage: createJSONStorage(() => cookieStorage) },
  ),
);

/** The platform's guides, reading the verification date of the session user. */
export function createGuides(verificationDate: () => string | null): PlatformGuides {
  return {
    shouldShow: (tab) => {
      const state = useGuideState.getState();
      const now = Date.now();
      return (
        state.showActionGuide && withinGuideWindow(verificationDate(), now) && tooltipDue(state.tooltips[tab], now)
      );
    },
    acknowledge: (tab) => useGuideState.getState().acknowledge(tab),
    hide: (tab) => useGuideState.getState().hide(tab, Date.now()),
  };
}
