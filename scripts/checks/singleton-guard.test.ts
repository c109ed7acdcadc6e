/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const remoteDir = join(root, 'remotes', 'billing');

/** Builds the billing remote with one extra module, into a temporary dist. */
async function buildBillingWith(source: string): Promise<string[]> {
  const dist = mkdtempSync(join(tmpdir(), 'guard-'));
  const extra = join(remoteDir, 'src', `guard-probe-${process.pid}.ts`);
  writeFileSync(extra, source);
  try {
    const result = spawnSync(process.execPath, [join(__dirname, 'guard-probe.cjs'), remoteDir, extra], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONSOLE_DIST_DIR: dist },
    });
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout) as string[];
  } finally {
    rmSync(extra, { force: true });
    rmSync(dist, { recursive: true, force: true });
  }
}

describe('singleton guard (rspack.shared.js)', () => {
  jest.setTimeout(60_000);

  it('fails a remote build that bundles its own copy of a singleton', async () => {
    // @mui/material/<Component> is shared per component; a deeper path is not, so it is bundled.
    const errors = await buildBillingWith(
      "import TouchRipple from '@mui/material/ButtonBase/TouchRipple';\nexport default TouchRipple;\n",
    );
    expect(errors.join('\n')).toMatch(/Singleton guard: this remote bundles its own copy of .*@mui\/material/);
  });

  it('passes a remote that takes singletons from the share scope', async () => {
    const errors = await buildBillingWith(
      "import { Button, alpha } from '@mui/material';\nimport Dialog from '@mui/material/Dialog';\nimport { useQuery } from '@tanstack/react-query';\nexport default [Button, alpha, Dialog, useQuery];\n",
    );
    expect(errors).toEqual([]);
  });
});
