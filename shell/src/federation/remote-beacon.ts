import type { RemoteEventKind, RemoteEventReport } from '@console/contracts/releases';

/** The server's beacon endpoint (canary health: loads and errors per remote version). */
export const REMOTE_EVENTS_URL = '/api/_telemetry/remote-events';
/** Events wait this long for company, so one page load sends one request, not one per remote. */
export const REMOTE_EVENTS_FLUSH_MS = 1000;
/** The contract's batch limit (RemoteEventReport.events.max). */
const MAX_BATCH = 20;
/** Errors repeat with each "다시 시도": a few per remote version and kind tell the story. */
const MAX_ERRORS_PER_KEY = 3;
const MAX_MESSAGE = 500;
const MAX_VERSION = 40;

export type RemoteEvent = RemoteEventReport['events'][number];

export interface RemoteBeaconOptions {
  /** The version this page load serves of a remote (canary and override resolved); null: unknown. */
  versionOf(remote: string): string | null;
  /** Delivers one batch; must not throw or wait (the default is a keepalive fetch). */
  send?(events: RemoteEvent[]): void;
  flushDelayMs?: number;
}

export interface RemoteBeacon {
  report(remote: string, kind: RemoteEventKind, error?: unknown): void;
  /** Sends what is queued now (page hide). */
  flush(): void;
}

function messageOf(error: unknown): string | undefined {
  if (error === undefined || error === null) return undefined;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_MESSAGE);
}

/**
 * The default transport: fetch with keepalive, which outlives the page like sendBeacon but, unlike
 * it, can carry the AJAX header the server's CSRF guard asks of every state-changing call.
 * Failures are swallowed: telemetry must never break or slow the page.
 */
export function sendRemoteEvents(events: RemoteEvent[]): void {
  const body: RemoteEventReport = { events };
  try {
    void fetch(REMOTE_EVENTS_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', AJAX: 'true' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // No fetch (old browser, test environment): nothing to report with.
  }
}

/**
 * Reports remote loads and load or mount failures, batched. A success is reported at most once per
 * remote, version and kind per page load; errors a few times, so a retry loop cannot flood.
 */
export function createRemoteBeacon(options: RemoteBeaconOptions): RemoteBeacon {
  const send = options.send ?? sendRemoteEvents;
  const delay = options.flushDelayMs ?? REMOTE_EVENTS_FLUSH_MS;
  const queue: RemoteEvent[] = [];
  const counts = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        send(batch);
      } catch {
        // A transport that throws loses its batch, never the page.
      }
    }
  }

  function report(remote: string, kind: RemoteEventKind, error?: unknown) {
    const version = options.versionOf(remote)?.slice(0, MAX_VERSION);
    if (!version) return;
    const key = `${remote}@${version}:${kind}`;
    const count = counts.get(key) ?? 0;
    if (count >= (kind === 'load' ? 1 : MAX_ERRORS_PER_KEY)) return;
    counts.set(key, count + 1);
    const message = kind === 'load' ? undefined : messageOf(error);
    queue.push({ remote, version, kind, ...(message ? { message } : {}) });
    if (queue.length >= MAX_BATCH) flush();
    else timer ??= setTimeout(flush, delay);
  }

  return { report, flush };
}

let installed: RemoteBeacon | null = null;

/** Set once at boot from the registry; reports before that (and in unit tests) go nowhere. */
export function installRemoteBeacon(beacon: RemoteBeacon): void {
  installed = beacon;
  const flushOnHide = () => {
    if (document.visibilityState === 'hidden') beacon.flush();
  };
  window.addEventListener('pagehide', () => beacon.flush());
  document.addEventListener('visibilitychange', flushOnHide);
}

export function reportRemoteEvent(remote: string, kind: RemoteEventKind, error?: unknown): void {
  installed?.report(remote, kind, error);
}
