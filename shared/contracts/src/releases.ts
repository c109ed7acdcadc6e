import { z } from 'zod';
import { RemoteName } from './descriptor';
import { EnvironmentRemote } from './registry';

/**
 * Release engineering: the audited registry, canaries, load reports from the shell, release
 * managers' in-browser overrides and the status view. Used by the release CLI (deploy/), the server
 * (server/src/releases) and the shell (/console/releases, the beacon, the override banner).
 */

export const RegistryAction = z.enum(['enable', 'disable', 'pin', 'canary', 'canary-end', 'rollback']);
export type RegistryAction = z.infer<typeof RegistryAction>;

/** One change to an environment's registry, as recorded by the CLI or by the server (automatic). */
export const RegistryChange = z.object({
  /** Increasing per environment: `release <env> rollback <remote> --to <id>`. */
  id: z.number().int().positive(),
  environment: z.string(),
  at: z.string(),
  /** `--by`, else the git user; "automatic" for the canary watch. */
  by: z.string(),
  reason: z.string().optional(),
  action: RegistryAction,
  remote: RemoteName,
  before: EnvironmentRemote.nullable(),
  after: EnvironmentRemote.nullable(),
  automatic: z.boolean(),
});
export type RegistryChange = z.infer<typeof RegistryChange>;

export const RemoteEventKind = z.enum(['load', 'load-error', 'mount-error']);
export type RemoteEventKind = z.infer<typeof RemoteEventKind>;

/** POST /api/_telemetry/remote-events (no session needed; rate-limited): the shell's beacon. */
export const RemoteEventReport = z.object({
  events: z
    .array(
      z.object({
        remote: RemoteName,
        version: z.string().min(1).max(40),
        kind: RemoteEventKind,
        message: z.string().max(500).optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type RemoteEventReport = z.infer<typeof RemoteEventReport>;

export const VersionHealth = z.object({
  version: z.string(),
  /** Share of users (0-100) this version is served to. */
  share: z.number(),
  loads: z.number().int(),
  errors: z.number().int(),
  /** errors / loads, 0 when nothing loaded. */
  errorRate: z.number(),
});
export type VersionHealth = z.infer<typeof VersionHealth>;

export const RemoteReleaseStatus = z.object({
  name: RemoteName,
  enabled: z.boolean(),
  reason: z.string().optional(),
  version: z.string(),
  canary: EnvironmentRemote.shape.canary,
  /** The live manifest answered and parsed. */
  manifest: z.object({ ok: z.boolean(), problem: z.string().optional() }),
  versions: z.array(VersionHealth),
  /** Versions built on this server (servable for rollback). */
  builtVersions: z.array(z.string()),
});
export type RemoteReleaseStatus = z.infer<typeof RemoteReleaseStatus>;

export const EnvironmentReleaseStatus = z.object({
  environment: z.string(),
  /** The environment this server serves. */
  current: z.boolean(),
  remotes: z.array(RemoteReleaseStatus),
  history: z.array(RegistryChange),
});
export type EnvironmentReleaseStatus = z.infer<typeof EnvironmentReleaseStatus>;

/** GET /api/releases/status (release managers only). */
export const ReleaseStatus = z.object({
  /** Canary error-rate threshold (0-1) and the loads needed before it is judged. */
  canaryPolicy: z.object({ errorRate: z.number(), minLoads: z.number().int() }),
  environments: z.array(EnvironmentReleaseStatus),
});
export type ReleaseStatus = z.infer<typeof ReleaseStatus>;

/** PUT /api/releases/override: this browser only, release managers only; DELETE resets. */
export const RemoteOverrideRequest = z
  .object({
    remote: RemoteName,
    version: z.string().trim().min(1).max(40).optional(),
    url: z.string().trim().url('올바른 주소(URL)를 입력해 주세요.').max(500).optional(),
  })
  .refine((v) => Boolean(v.version) !== Boolean(v.url), {
    message: '버전이나 주소 중 하나만 입력해 주세요.',
    path: ['version'],
  });
export type RemoteOverrideRequest = z.infer<typeof RemoteOverrideRequest>;
