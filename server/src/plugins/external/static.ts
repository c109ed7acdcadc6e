import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Files whose name stays the same from build to build: they must be revalidated every time.
const STABLE_NAMES = new Set(['mf-manifest.json', 'remote.json', 'remoteEntry.js']);

/**
 * The built front end. /remotes/<name>/<version>/** : entry files no-cache, everything else is
 * content-hashed and immutable, and all of it readable from other origins (a shell elsewhere loads
 * remotes from here). The shell's own files live at the root; index.html is answered by the
 * fallback in plugins/app/shell-fallback.ts. Missing files fall through to the not-found handler.
 */
export default fp<{ distDir: string }>(
  async (app, options) => {
    // preCompressed: the build writes .br and .gz beside each asset; they are sent as they are.
    const common = {
      wildcard: true,
      index: false,
      cacheControl: false,
      suppressWarning: true,
      redirect: false,
      preCompressed: true,
    } as const;

    await app.register(fastifyStatic, {
      ...common,
      root: path.join(options.distDir, 'remotes'),
      prefix: '/remotes/',
      decorateReply: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header(
          'cache-control',
          STABLE_NAMES.has(path.basename(file).replace(/\.(br|gz)$/, '')) ? NO_CACHE : IMMUTABLE,
        );
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });

    await app.register(fastifyStatic, {
      ...common,
      root: path.join(options.distDir, 'shell'),
      prefix: '/',
      setHeaders: (reply: FastifyReply, file: string) => {
        const hashed = file.split(path.sep).includes('assets');
        reply.header('cache-control', hashed ? IMMUTABLE : NO_CACHE);
      },
    });
  },
  { name: 'static' },
);
