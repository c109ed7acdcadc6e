import { z } from 'zod';
import { RemoteName } from '@console/contracts/descriptor';

/** A release manager's overrides in their browser: remote -> {version} or {url}. */
export const OVERRIDE_COOKIE = 'console_remote_override';

const Override = z.union([
  z.object({ version: z.string().min(1).max(40) }).strict(),
  z.object({ url: z.string().url().max(500) }).strict(),
]);
const Overrides = z.record(RemoteName, Override);
export type RemoteOverrides = z.infer<typeof Overrides>;

/** The cookie's overrides; null when absent, empty or not what this server wrote. */
export function parseOverrides(value: string | undefined): RemoteOverrides | null {
  if (!value) return null;
  try {
    const parsed = Overrides.safeParse(JSON.parse(value));
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

export const serializeOverrides = (overrides: RemoteOverrides): string => JSON.stringify(overrides);
