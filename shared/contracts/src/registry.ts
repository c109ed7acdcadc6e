import { z } from 'zod';
import { RemoteName } from './descriptor';

/** deploy/environments/<env>.json: what a release manager edits. */
export const EnvironmentRemote = z.object({
  version: z.string().min(1),
  enabled: z.boolean(),
  reason: z.string().optional(),
  /** Where the manifest lives when not on this server (CDN, a remote's dev server). */
  entry: z.string().url().optional(),
  /** A share of users gets another version (release <env> canary). */
  canary: z
    .object({
      version: z.string().min(1),
      /** 1-99: users whose bucket (0-99) is below it get the canary version. */
      percent: z.number().int().min(1).max(99),
      startedAt: z.string(),
    })
    .optional(),
});
export type EnvironmentRemote = z.infer<typeof EnvironmentRemote>;

export const EnvironmentFile = z.object({
  environment: z.string().regex(/^[a-z][a-z0-9-]*$/),
  remotes: z.record(RemoteName, EnvironmentRemote),
});
export type EnvironmentFile = z.infer<typeof EnvironmentFile>;

/**
 * One remote in GET /registry.json. The descriptor is inlined so that boot costs one round trip.
 * It is passed as the server read it; the shell validates it (`descriptor` is unknown here).
 */
export const RegistryRemote = z.object({
  name: RemoteName,
  version: z.string(),
  enabled: z.boolean(),
  reason: z.string().optional(),
  manifestUrl: z.string(),
  descriptor: z.unknown().optional(),
  /** Why the server could not read the descriptor of this version, if it could not. */
  descriptorError: z.string().optional(),
  /** This browser's bucket fell in the canary share: `version` is the canary version. */
  canary: z.boolean().optional(),
  /** A release manager loads another version or URL in this browser only (banner, one-click reset). */
  override: z.object({ version: z.string().optional(), url: z.string().optional() }).optional(),
});
export type RegistryRemote = z.infer<typeof RegistryRemote>;

export const Registry = z.object({
  environment: z.string(),
  remotes: z.array(RegistryRemote),
});
export type Registry = z.infer<typeof Registry>;

/** GET /_build/latest.json: the shell polls it to learn about a newer build. */
export const BuildInfo = z.object({ buildId: z.string(), builtAt: z.string() });
export type BuildInfo = z.infer<typeof BuildInfo>;
