#!/usr/bin/env node
// Builds the shell and every remote (each remote into dist/remotes/<name>/<version>/).
// Two at a time: these machines have 2 cores.
import { spawnSync } from 'node:child_process';
import { ensurePnpm, root } from './ensure-pnpm.mjs';

const pnpm = ensurePnpm();
const started = Date.now();
const result = spawnSync(
  pnpm,
  ['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './remotes/*', 'run', 'build'],
  { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } },
);
if (result.status === 0)
  console.log(`[console] built shell and remotes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
