// Installs the workspace with the pinned pnpm; the lockfile is the truth (frozen).
import { spawnSync } from 'node:child_process';
import { ensurePnpm, root } from './ensure-pnpm.mjs';

export function installWorkspace() {
  const pnpm = ensurePnpm();
  const result = spawnSync(pnpm, ['install', '--frozen-lockfile'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    console.error('[console] pnpm install failed');
    process.exit(result.status ?? 1);
  }
  return pnpm;
}
