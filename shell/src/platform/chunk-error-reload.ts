import { RELOAD_GUARD_MS } from '@console/contracts/timings';
import type { Platform } from '@console/platform/contract';

const LAST_RELOAD_KEY = 'console_chunk_reload_at';

export function isChunkLoadError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const message = String((error as { message?: unknown } | null)?.message ?? '');
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(message);
}

/**
 * Whether a reload may happen now: not when one happened within the reload guard (10,000 ms),
 * so a chunk that stays missing cannot loop the page.
 */
export function reloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}

/**
 * A failed chunk load (usually a deployment replaced the files) raises the app chunk-error event
 * and reloads the page once to pick up the new build.
 */
export function watchChunkErrors(platform: Platform, reload: () => void = () => window.location.reload()): () => void {
  const onFailure = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    platform.events.emit('chunk-error', { error });
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY)) || null;
    const now = Date.now();
    if (!reloadAllowed(last, now)) {
      console.error('[console] chunk failed to load again within the reload guard; not reloading', error);
      return;
    }
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
    reload();
  };
  const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
  const onError = (event: ErrorEvent) => onFailure(event.error);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  return () => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
  };
}
