import { expect, test } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/e2e-server';
import { loginAs, withRegistry } from '../support/console';

/**
 * Each remote version is an immutable folder; naming another version in the registry switches
 * what the browser loads, with no rebuild of anything and no server restart.
 */
test('naming another built version in the registry serves that version on the next page load', async ({ page }) => {
  const remotes = join(REPO_ROOT, 'dist', 'remotes', 'billing');
  const next = join(remotes, '1.0.1-e2e');
  cpSync(join(remotes, '1.0.0'), next, { recursive: true });
  const descriptorFile = join(next, 'remote.json');
  writeFileSync(
    descriptorFile,
    JSON.stringify({ ...JSON.parse(readFileSync(descriptorFile, 'utf8')), version: '1.0.1-e2e' }),
  );
  try {
    await withRegistry(
      (registry) => {
        registry.billing = { version: '1.0.1-e2e', enabled: true };
      },
      async () => {
        const fetched: string[] = [];
        page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
        await loginAs(page, 'hanbit_master');
        await page.goto('/console/billing/pricing');
        await expect(page.locator('main table').first()).toBeVisible();
        expect(fetched).toContain('/remotes/billing/1.0.1-e2e/mf-manifest.json');
        expect(fetched.some((p) => p.startsWith('/remotes/billing/1.0.0/'))).toBe(false);
        const registry = await (await page.request.get('/registry.json')).json();
        expect(registry.remotes.find((r: { name: string }) => r.name === 'billing').version).toBe('1.0.1-e2e');
      },
    );
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
});
