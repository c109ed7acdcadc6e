import { create } from 'zustand';

interface LoadingBarState {
  /** Work in flight (route changes, remote loads). The bar shows while > 0. */
  pending: number;
  /** Starts one piece of work; call the returned function when it ends (once). */
  track(): () => void;
}

export const useLoadingBar = create<LoadingBarState>()((set) => ({
  pending: 0,
  track: () => {
    set((s) => ({ pending: s.pending + 1 }));
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      set((s) => ({ pending: Math.max(0, s.pending - 1) }));
    };
  },
}));
