import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { cookieStorage } from './cookie-storage';

interface CurrentTeamState {
  /** The team the console works in outside team-scoped URLs (menus link into it). */
  teamSeq: number | null;
  select(teamSeq: number | null): void;
}

export const useCurrentTeam = create<CurrentTeamState>()(
  persist((set) => ({ teamSeq: null, select: (teamSeq) => set({ teamSeq }) }), {
    name: 'console_team',
    storage: createJSONStorage(() => cookieStorage),
  }),
);
