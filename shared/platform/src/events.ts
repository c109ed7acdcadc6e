/**
 * Events between the shell and the remotes. The shell raises a newer build, a chunk that failed to
 * load and a broken remote; a remote raises `teams-changed` after it creates, renames or closes a
 * team space, so the shell's team selector and dashboard show it at once (contract 1.2.0).
 */
export interface PlatformEventMap {
  'build-update': { buildId: string };
  'chunk-error': { error: unknown };
  'remote-error': { remote: string; error: unknown };
  'teams-changed': { teamSeq: number };
}

type Listener<T> = (payload: T) => void;

export interface PlatformEvents {
  on<K extends keyof PlatformEventMap>(type: K, listener: Listener<PlatformEventMap[K]>): () => void;
  emit<K extends keyof PlatformEventMap>(type: K, payload: PlatformEventMap[K]): void;
}

export function createPlatformEvents(): PlatformEvents {
  const listeners = new Map<keyof PlatformEventMap, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(type, set);
      return () => set.delete(listener as Listener<never>);
    },
    emit(type, payload) {
      for (const listener of listeners.get(type) ?? []) (listener as Listener<typeof payload>)(payload);
    },
  };
}
