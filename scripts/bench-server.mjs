// The console server a bench drives: built front end, demo seed, production mode, loopback only, in a
// temp folder of its own (data and a copy of the environment files). The caller waits for it and stops it.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './ensure-pnpm.mjs';

/** Starts the server on `port` (default: a random one from 19000); answers it, its base URL and its folder. */
export function startBenchServer({ name, distDir, port = 19000 + Math.floor(Math.random() * 900), work } = {}) {
  const folder = work ?? mkdtempSync(join(tmpdir(), `console-bench-${name ?? 'server'}-`));
  cpSync(join(root, 'deploy', 'environments'), join(folder, 'environments'), { recursive: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      CONSOLE_ENVIRONMENTS_DIR: join(folder, 'environments'),
      ...(distDir ? { CONSOLE_DIST_DIR: distDir } : {}),
      SEED: 'demo',
      NODE_ENV: 'production',
    },
  });
  return { server, base: `http://127.0.0.1:${port}`, work: folder };
}
