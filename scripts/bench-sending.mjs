#!/usr/bin/env node
// Sending figures (issue 5), run at the end of `npm run bench` or alone: `node scripts/bench-sending.mjs`.
// A send to 100,000 recipients accepted and persisted through the real endpoint, and the simulated
// carrier's delivery rate, on the embedded database in memory (server/bench/sending-bench.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './ensure-pnpm.mjs';

const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/sending-bench.ts'], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
});
if (result.status !== 0) process.exitCode = result.status ?? 1;
