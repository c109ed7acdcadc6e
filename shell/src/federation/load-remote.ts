import { getInstance } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { REMOTE_LOAD_TIMEOUT_MS } from '@console/contracts/timings';
import { reportRemoteEvent } from './remote-beacon';
import { loadSingleSpa } from './single-spa-runtime';

export interface RegisteredRemote {
  name: string;
  manifestUrl: string;
}

function federation() {
  const instance = getInstance();
  if (!instance)
    throw new Error(
      'The federation runtime of the shell is not initialised (the entry must be import("./bootstrap")).',
    );
  return instance;
}

/** Registers every enabled remote before the router is created; no remote code is fetched yet. */
export function registerConsoleRemotes(remotes: RegisteredRemote[]): void {
  federation().registerRemotes(
    remotes.map((r) => ({ name: r.name, entry: r.manifestUrl })),
    { force: true },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Parcels already loaded in this page, so a second visit mounts at once (no loading turn). */
const loadedParcels = new Map<string, ParcelConfig>();

/** The parcel of a remote this page has loaded before, or undefined. */
export function loadedRemoteParcel(name: string): ParcelConfig | undefined {
  return loadedParcels.get(name);
}

/**
 * The parcel a remote exposes as './app'. Failures are not cached by the runtime, so calling
 * again after a failure retries for real (the "다시 시도" button).
 */
export async function loadRemoteParcel(name: string): Promise<ParcelConfig> {
  try {
    // single-spa (which mounts the parcel) comes with the first remote, so the outlet mounts at once.
    const [loaded] = await Promise.all([
      withTimeout(
        federation().loadRemote<{ default?: ParcelConfig }>(`${name}/app`),
        REMOTE_LOAD_TIMEOUT_MS,
        `Remote "${name}"`,
      ),
      loadSingleSpa(),
    ]);
    const parcel = loaded?.default;
    if (!parcel || typeof parcel !== 'object' || typeof (parcel as { mount?: unknown }).mount !== 'function') {
      throw new Error(`Remote "${name}" did not expose a parcel (defineRemote) as ./app.`);
    }
    // Canary health: the server counts loads and errors per version (once per page load).
    if (!loadedParcels.has(name)) reportRemoteEvent(name, 'load');
    loadedParcels.set(name, parcel);
    return parcel;
  } catch (error) {
    reportRemoteEvent(name, 'load-error', error);
    throw error;
  }
}

/** Starts fetching a remote's manifest and entry on menu hover, so the click finds it ready. */
export function preloadRemote(name: string): void {
  void federation()
    .preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }])
    .catch(() => undefined);
}
