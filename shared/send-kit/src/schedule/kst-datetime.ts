import { KST_OFFSET_MINUTES } from '@console/contracts/message-limits';

/**
 * The reservation picker works in Korea time whatever the browser's zone, like every date the
 * console shows: "2026-11-22T10:00" means 10:00 KST.
 */
export function toKstLocalInput(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** "2026-11-22T10:00" (KST) -> "2026-11-22T10:00:00+09:00"; null when it is not a complete value. */
export function fromKstLocalInput(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : null;
}
