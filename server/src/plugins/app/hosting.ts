import path from 'node:path';
import fp from 'fastify-plugin';
import { createDescriptorReader } from '../../hosting/descriptor-reader';
import { createEnvironmentRegistry, type EnvironmentRegistry } from '../../hosting/environment-registry';
import { createShellIndexReader, type ShellIndexReader } from '../../hosting/shell-index';

declare module 'fastify' {
  interface FastifyInstance {
    registry: EnvironmentRegistry;
    shellIndex: ShellIndexReader;
  }
}

export interface HostingPluginOptions {
  distDir: string;
  consoleEnv: string;
}

/**
 * What the server knows about the built front end: the registry (the document of CONSOLE_ENV from
 * the releases module's store, read on every request) and the shell's index.html.
 */
export default fp<HostingPluginOptions>(
  async (app, options) => {
    const descriptors = createDescriptorReader(path.join(options.distDir, 'remotes'));
    app.decorate(
      'registry',
      createEnvironmentRegistry({
        readEnvironment: () => app.releases.store.read(options.consoleEnv),
        descriptors,
        log: app.log,
      }),
    );
    app.decorate('shellIndex', createShellIndexReader(options.distDir));
  },
  { name: 'hosting', dependencies: ['releases'] },
);
