#!/usr/bin/env node
// npm start: install (pinned pnpm), build everything, start the server with the demo seed on
// http://localhost:8080 (PORT to change). Ctrl+C stops it.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { installWorkspace } from './install.mjs';
import { root } from './ensure-pnpm.mjs';

installWorkspace();
const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'server.ts')], {
  stdio: 'inherit',
  cwd: join(root, 'server'),
  env: {
    ...process.env,
    SEED: process.env.SEED ?? 'demo',
    PRINT_DEMO_LOGINS: '1',
    DEMO_ACTIVITY: process.env.DEMO_ACTIVITY ?? '1',
    // The demo's master may open /console/releases and override remotes in their browser.
    RELEASE_MANAGERS: process.env.RELEASE_MANAGERS ?? 'hanbit_master',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
