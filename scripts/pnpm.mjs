#!/usr/bin/env node
// Runs the project's pinned pnpm (installed into .tools/ by ensure-pnpm), so nobody needs a global one.
import { spawnSync } from 'node:child_process';
import { ensurePnpm } from './ensure-pnpm.mjs';

const pnpm = ensurePnpm();
const result = spawnSync(pnpm, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
