#!/usr/bin/env node
// Address-book figures (issue 5), run alone with `node scripts/bench-address-import.mjs`: 100,000
// contacts imported from CSV and from XLSX through the real endpoint (time and peak RSS), and the
// group's export, on the embedded database in memory (server/bench/address-import-bench.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './ensure-pnpm.mjs';

const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/address-import-bench.ts'], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
});
if (result.status !== 0) process.exitCode = result.status ?? 1;
