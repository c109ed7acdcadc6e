import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The same value as REMOTE_LOAD_TIMEOUT_MS in @console/contracts/timings (a test holds them
 * equal). This file runs while the federation runtime starts, before any shared module can be
 * consumed, so it may import nothing from the share scope.
 */
export const MANIFEST_TIMEOUT_MS = 10_000;

/**
 * Runtime plugin of the shell's federation instance. A manifest server that accepts but never
 * answers would hang loadRemote forever: every manifest fetch and remoteEntry script gets the
 * same time-out the shell uses for a whole remote load.
 */
export default function consoleRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-timeouts',
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    createScript() {
      return { timeout: MANIFEST_TIMEOUT_MS };
    },
  };
}
