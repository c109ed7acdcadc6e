#!/usr/bin/env node
// pnpm release <env> <command>: what a release manager changes in an environment's registry,
// checked the way the shell checks it and recorded in the environment's history. The server picks a
// change up on the next page load: no rebuild, no restart. Commands: see USAGE in release-run.ts.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runRelease } from './release-run';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
runRelease(process.argv.slice(2), {
  repo,
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
