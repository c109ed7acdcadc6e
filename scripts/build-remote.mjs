#!/usr/bin/env node
// node scripts/build-remote.mjs <name> [--version x.y.z] [--force]
// Builds ONE remote into dist/remotes/<name>/<version>/ beside the versions already there, without
// touching the shell, the other remotes or older versions (they stay servable for a rollback). The
// version defaults to the remote's package.json; --version builds the same source as another version
// (the descriptor and the manifest's buildVersion say that version too). An existing version folder is never rebuilt unless --force:
// a released version is immutable (browsers cache its assets for a year).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm, root } from './ensure-pnpm.mjs';

const USAGE = 'usage: node scripts/build-remote.mjs <name> [--version x.y.z] [--force]';
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

const args = process.argv.slice(2);
const name = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--version');
const versionIndex = args.indexOf('--version');
const force = args.includes('--force');
const remotes = readdirSync(join(root, 'remotes')).filter((dir) =>
  existsSync(join(root, 'remotes', dir, 'remote.json')),
);

function fail(message) {
  console.error(`✘ ${message}`);
  process.exit(2);
}

if (!name) fail(`${USAGE}\n  remotes: ${remotes.join(', ')}`);
if (!remotes.includes(name)) fail(`"${name}" is not a remote. Remotes: ${remotes.join(', ')}.`);
const packageVersion = JSON.parse(readFileSync(join(root, 'remotes', name, 'package.json'), 'utf8')).version;
const version = versionIndex >= 0 ? args[versionIndex + 1] : packageVersion;
if (!version || !SEMVER.test(version)) fail(`--version needs a semver version such as 1.2.0, not "${version ?? ''}".`);

const distDir = process.env.CONSOLE_DIST_DIR || join(root, 'dist');
const target = join(distDir, 'remotes', name, version);
if (existsSync(target) && !force)
  fail(`${target} exists: ${name} ${version} is built already. Pick another version, or pass --force to rebuild it.`);

const pnpm = ensurePnpm();
const started = Date.now();
const result = spawnSync(pnpm, ['--filter', `./remotes/${name}`, 'run', 'build'], {
  stdio: 'inherit',
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    CONSOLE_REMOTE_VERSION: version,
    MF_BUILD_VERSION: version,
  },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const built = readdirSync(join(distDir, 'remotes', name)).sort();
console.log(
  `[console] built ${name} ${version} into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    ` (versions now: ${built.join(', ')}). Make it live with: pnpm release <env> pin ${name} ${version}` +
    ` (or a canary: pnpm release <env> canary ${name} ${version} 10)`,
);
