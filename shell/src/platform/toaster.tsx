import { useEffect, useSyncExternalStore } from 'react';

type Notistack = typeof import('notistack');

/**
 * Toasts (notistack) load with the first toast, not with every page: most visits show none, and the
 * library with its style engine is about 8 KB gzipped (issue 18). `<Toaster />` mounts notistack's
 * provider once the library is here; `withToasts` runs an action once that provider is mounted.
 */
let loading: Promise<Notistack> | null = null;
let loaded: Notistack | null = null;
const listeners = new Set<() => void>();
let providerMounted: (notistack: Notistack) => void = () => undefined;
let mounted = new Promise<Notistack>((resolve) => {
  providerMounted = resolve;
});

function loadNotistack(): Promise<Notistack> {
  loading ??= import(/* webpackChunkName: "toasts" */ 'notistack').then(
    (notistack) => {
      loaded = notistack;
      listeners.forEach((listener) => listener());
      return notistack;
    },
    (error: unknown) => {
      // The next toast tries again (the chunk-error watcher deals with a new deployment).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Runs `action` with notistack once its provider is mounted, loading it on the first call. */
export function withToasts(action: (notistack: Notistack) => void): void {
  loadNotistack().then(
    () => mounted.then(action),
    (error: unknown) => console.error('[console] toasts could not load', error),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** notistack's provider, mounted in the shell's root once a toast has asked for the library. */
export function Toaster() {
  const notistack = useSyncExternalStore(subscribe, () => loaded);
  const Provider = notistack?.SnackbarProvider;
  useEffect(() => {
    if (!notistack) return undefined;
    providerMounted(notistack);
    return () => {
      // Unmounted (a test's root, never the console's): later toasts wait for the next provider.
      mounted = new Promise<Notistack>((resolve) => {
        providerMounted = resolve;
      });
    };
  }, [notistack]);
  return Provider ? <Provider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} /> : null;
}
