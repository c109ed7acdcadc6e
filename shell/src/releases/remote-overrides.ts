import { createContext, useContext } from 'react';
import { Registry } from '@console/contracts/registry';

/** A release manager's in-browser override of one remote, as /registry.json reported it. */
export interface RemoteOverride {
  remote: string;
  version?: string;
  url?: string;
}

/**
 * The overrides in force for this browser, read from the raw /registry.json (the validated
 * registry keeps only what routing needs). A registry that does not parse has none.
 */
export function overridesOf(rawRegistry: unknown): RemoteOverride[] {
  const parsed = Registry.safeParse(rawRegistry);
  if (!parsed.success) return [];
  return parsed.data.remotes.flatMap((remote) =>
    remote.override ? [{ remote: remote.name, version: remote.override.version, url: remote.override.url }] : [],
  );
}

export const RemoteOverridesContext = createContext<RemoteOverride[]>([]);
export const useRemoteOverrides = () => useContext(RemoteOverridesContext);
