import { useMemo, useRef } from 'react';

/**
 * One idempotency key per distinct submission: a double click or a retry of the same body sends
 * once (the server answers the repeat with the first result); a changed body gets a new key.
 */
export function useIdempotencyKey() {
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(body: unknown): string {
        const fingerprint = JSON.stringify(body);
        if (submission.current?.fingerprint !== fingerprint)
          submission.current = { fingerprint, key: crypto.randomUUID() };
        return submission.current.key;
      },
      /** After an accepted send: the next one is a new submission. */
      clear() {
        submission.current = null;
      },
    }),
    [],
  );
}
