#!/usr/bin/env node
// npm test's import-cycle check (issue 12, CONVENTIONS habit 8): no module imports itself back,
// in the browser code (shell, remotes, shared packages, @console/* resolved to their sources), the
// server and the release CLI. madge reads the imports; a cycle prints its path and fails the step.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import madge from 'madge';
import { root } from '../ensure-pnpm.mjs';

// Workspace packages point their exports at src/ (see shared/*/package.json); give madge the same map.
const paths = {};
for (const dir of readdirSync(join(root, 'shared'))) {
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(join(root, 'shared', dir, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'string') continue;
    paths[join(pkg.name, subpath)] = [relative(root, join(root, 'shared', dir, target))];
  }
}
const tsConfig = join(mkdtempSync(join(tmpdir(), 'import-cycles-')), 'tsconfig.json');
writeFileSync(tsConfig, JSON.stringify({ compilerOptions: { baseUrl: root, paths, jsx: 'react-jsx' } }));

const roots = ['shell/src', 'remotes', 'shared', 'server/src', 'server/test-support', 'server/bench', 'deploy/src'];
const result = await madge(
  roots.map((r) => join(root, r)),
  {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/node_modules/, /[\\/]dist[\\/]/],
    tsConfig,
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  },
);
const cycles = result.circular();
const files = Object.keys(result.obj()).length;
if (cycles.length > 0) {
  console.error(`[console] ${cycles.length} import cycle(s) among ${files} files:`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  process.exit(1);
}
console.log(`[console] no import cycle among ${files} files`);
