import { create } from 'zustand';
import type { AlertOptions, ConfirmOptions } from '@console/platform/contract';

export type OpenDialog =
  | { id: number; kind: 'alert'; options: AlertOptions; resolve: () => void }
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void };

interface DialogState {
  dialogs: OpenDialog[];
  loading: { id: number; text: string | undefined }[];
  push(dialog: Omit<OpenDialog, 'id'>): void;
  close(id: number): void;
  showLoading(text?: string): () => void;
}

let nextId = 1;

/** Alerts and confirms queue up: one shows at a time, in order. */
export const useDialogs = create<DialogState>()((set) => ({
  dialogs: [],
  loading: [],
  push: (dialog) => set((s) => ({ dialogs: [...s.dialogs, { ...dialog, id: nextId++ } as OpenDialog] })),
  close: (id) => set((s) => ({ dialogs: s.dialogs.filter((d) => d.id !== id) })),
  showLoading: (text) => {
    const id = nextId++;
    set((s) => ({ loading: [...s.loading, { id, text }] }));
    return () => set((s) => ({ loading: s.loading.filter((l) => l.id !== id) }));
  },
}));
