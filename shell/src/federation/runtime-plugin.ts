import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from '@console/contracts/timings';

/**
 * Runtime plugin of the shell's federation instance. A manifest server that accepts but never
 * answers would hang loadRemote forever: every manifest fetch and remoteEntry script gets the
 * same time-out the shell uses for a whole remote load.
 */
export default function consoleRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-timeouts',
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
