import { BuildInfo } from '@console/contracts/registry';
import { BUILD_POLL_INTERVAL_MS } from '@console/contracts/timings';
import type { Platform } from '@console/platform/contract';

/**
 * Polls /_build/latest.json (and checks on tab focus); when the build id differs from the one
 * this page started with, raises 'build-update'. A failed fetch is only logged (SPEC 8).
 */
export function startBuildWatch(platform: Platform): () => void {
  let startedWith: string | null = null;
  let announced = false;
  const check = async () => {
    try {
      const response = await fetch('/_build/latest.json', { cache: 'no-cache' });
      if (!response.ok) throw new Error(`latest.json answered ${response.status}`);
      const info = BuildInfo.parse(await response.json());
      if (startedWith === null) startedWith = info.buildId;
      else if (info.buildId !== startedWith && !announced) {
        announced = true;
        platform.events.emit('build-update', { buildId: info.buildId });
      }
    } catch (error) {
      console.warn('[console] build metadata fetch failed', error);
    }
  };
  void check();
  const timer = window.setInterval(() => void check(), BUILD_POLL_INTERVAL_MS);
  const onFocus = () => void check();
  window.addEventListener('focus', onFocus);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', onFocus);
  };
}
