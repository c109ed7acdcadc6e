// Installs the pinned pnpm into .tools/ with npm (corepack fails on signatures on these machines)
// and returns the path of its executable (pnpm 12 ships a native binary in the npm package).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const toolsDir = join(root, '.tools');
const pnpmPackage = join(toolsDir, 'node_modules', 'pnpm', 'package.json');

export function ensurePnpm() {
  const installed = existsSync(pnpmPackage) && JSON.parse(readFileSync(pnpmPackage, 'utf8')).version;
  if (installed !== pinned) {
    console.log(`[console] installing pnpm ${pinned} into .tools/`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(
      npm,
      ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', toolsDir, `pnpm@${pinned}`],
      { stdio: 'inherit' },
    );
  }
  return join(toolsDir, 'node_modules', '.bin', process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm');
}
