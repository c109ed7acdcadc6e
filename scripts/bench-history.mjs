#!/usr/bin/env node
// History figures (issue 5), run at the end of `npm run bench` or alone: `node scripts/bench-history.mjs`.
// The flat history page over 1,000,000 messages (p50/p95 of 200 random pages), and the streamed CSV
// export of a 100,000-message request with its peak RSS, on the embedded database in memory
// (server/bench/history-bench.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './ensure-pnpm.mjs';

const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/history-bench.ts'], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
});
if (result.status !== 0) process.exitCode = result.status ?? 1;
