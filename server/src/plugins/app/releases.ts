import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { ReleaseStatus } from '@console/contracts/releases';
import type { CanaryPolicy } from '../../releases/canary-watch-job';
import { createDatabaseRegistryStore } from '../../releases/database-registry-store';
import { createFileRegistryStore } from '../../releases/file-registry-store';
import type { RegistryStore } from '../../releases/registry-store';
import { releaseStatus } from '../../releases/release-status';
import { createRemoteEventsRepository, type RemoteEventsRepository } from '../../releases/remote-events-repository';

declare module 'fastify' {
  interface FastifyInstance {
    releases: {
      store: RegistryStore;
      events: RemoteEventsRepository;
      policy: CanaryPolicy;
      /** The environment this server serves (CONSOLE_ENV). */
      consoleEnv: string;
      /** On RELEASE_MANAGERS: may see the release status and override remotes in their own browser. */
      isReleaseManager(loginId: string): boolean;
      /** dist/remotes/<remote>/<version>/ holds a build on this server. */
      isBuilt(remote: string, version: string): boolean;
      /** Every environment of the store, or the ones named. */
      status(only?: string[]): Promise<ReleaseStatus>;
      /** The bucket and override cookies are Secure (production). */
      secureCookies: boolean;
    };
  }
}

export interface ReleasesPluginOptions {
  registryStore: 'file' | 'database';
  environmentsDir: string;
  distDir: string;
  consoleEnv: string;
  releaseManagers: readonly string[];
  policy: CanaryPolicy;
  /** The browser's cookies are Secure in production. */
  production: boolean;
}

/** The environments' registries (file or database store), load reports, release managers. */
export default fp<ReleasesPluginOptions>(
  async (app, options) => {
    const store =
      options.registryStore === 'database'
        ? createDatabaseRegistryStore(app.db, options.environmentsDir)
        : createFileRegistryStore(options.environmentsDir);
    const events = createRemoteEventsRepository(app.db);
    const managers = new Set(options.releaseManagers);
    app.decorate('releases', {
      store,
      events,
      policy: options.policy,
      consoleEnv: options.consoleEnv,
      isReleaseManager: (loginId: string) => managers.has(loginId),
      isBuilt: (remote: string, version: string) =>
        /^[a-z][a-z0-9_]*$/.test(remote) &&
        /^[0-9A-Za-z.+-]+$/.test(version) &&
        existsSync(path.join(options.distDir, 'remotes', remote, version, 'mf-manifest.json')),
      status: (only?: string[]) =>
        releaseStatus(
          { store, events, policy: options.policy, distDir: options.distDir, consoleEnv: options.consoleEnv },
          only,
        ),
      secureCookies: options.production,
    });
  },
  { name: 'releases', dependencies: ['database'] },
);
