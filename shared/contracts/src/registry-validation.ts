import { isValidRange, satisfiesRange } from './version-range';
import { RemoteDescriptor } from './descriptor';
import { Registry } from './registry';

export interface RegistryProblem {
  remote: string;
  message: string;
}

/** A remote the shell knows the routes of. `available` false: show its routes as unavailable. */
export interface KnownRemote {
  name: string;
  version: string;
  manifestUrl: string;
  descriptor: RemoteDescriptor;
  enabled: boolean;
  /** Why the remote cannot be used now (disabled, contract range not met); null when usable. */
  unavailableReason: string | null;
}

export interface ValidatedRegistry {
  environment: string;
  remotes: KnownRemote[];
  problems: RegistryProblem[];
}

/**
 * Checks /registry.json: each descriptor against the schema and the platform contract range, and
 * that no route pattern is claimed by two remotes (the first claim wins, the second remote is
 * refused). Nothing here throws: a bad remote is reported and left out, the console still boots.
 */
export function validateRegistry(
  raw: unknown,
  contractVersion: string,
  shellPatterns: readonly string[] = [],
): ValidatedRegistry {
  const parsed = Registry.safeParse(raw);
  if (!parsed.success) {
    return {
      environment: 'unknown',
      remotes: [],
      problems: [
        { remote: '*', message: `registry.json is not valid: ${parsed.error.issues[0]?.message ?? 'unknown'}` },
      ],
    };
  }
  const problems: RegistryProblem[] = [];
  const claimed = new Map<string, string>(shellPatterns.map((p) => [p, 'shell']));
  const remotes: KnownRemote[] = [];

  for (const entry of parsed.data.remotes) {
    const descriptor = RemoteDescriptor.safeParse(entry.descriptor);
    if (!descriptor.success) {
      const issue = descriptor.error.issues[0];
      problems.push({
        remote: entry.name,
        message: entry.descriptorError ?? `descriptor is not valid: ${issue?.path.join('.')} ${issue?.message}`,
      });
      continue;
    }
    if (descriptor.data.name !== entry.name) {
      problems.push({ remote: entry.name, message: `descriptor names "${descriptor.data.name}", not "${entry.name}"` });
      continue;
    }
    const duplicate = descriptor.data.routes.find((route) => claimed.has(route.path));
    if (duplicate) {
      problems.push({
        remote: entry.name,
        message: `route ${duplicate.path} is already claimed by ${claimed.get(duplicate.path)}`,
      });
      continue;
    }
    descriptor.data.routes.forEach((route) => claimed.set(route.path, entry.name));

    const range = descriptor.data.platform;
    const rangeMet = isValidRange(range) && satisfiesRange(contractVersion, range);
    let unavailableReason: string | null = null;
    if (!entry.enabled) unavailableReason = entry.reason ?? 'disabled';
    else if (!rangeMet) {
      unavailableReason = `needs platform ${range}, the shell provides ${contractVersion}`;
      problems.push({ remote: entry.name, message: unavailableReason });
    }
    // A descriptorError (files of this version missing) is not final: loading fails and shows the
    // panel with a retry, which succeeds once the files are back.
    if (entry.descriptorError) problems.push({ remote: entry.name, message: entry.descriptorError });

    remotes.push({
      name: entry.name,
      version: entry.version,
      manifestUrl: entry.manifestUrl,
      descriptor: descriptor.data,
      enabled: entry.enabled,
      unavailableReason,
    });
  }
  return { environment: parsed.data.environment, remotes, problems };
}
