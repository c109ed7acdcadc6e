#!/usr/bin/env node
// Type-checks every project: browser code (root tsconfig), server, e2e and deploy.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure-pnpm.mjs';

const projects = ['tsconfig.json', 'server/tsconfig.json', 'e2e/tsconfig.json', 'deploy/tsconfig.json'].filter((p) =>
  existsSync(join(root, p)),
);
let failed = false;
for (const project of projects) {
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', project, '--noEmit'], {
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) failed = true;
  console.log(`[console] typecheck ${project}: ${result.status === 0 ? 'ok' : 'failed'}`);
}
process.exit(failed ? 1 : 0);
