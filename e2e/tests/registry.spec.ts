import { expect, test, type Page } from '@playwright/test';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/e2e-server';
import { FaultServer } from '../support/fault-server';
import { loginAs, withRegistry } from '../support/console';

const PRICING = '/console/billing/pricing';

/** The rest of the console keeps working: the team list (another remote) still renders. */
async function otherRemoteStillWorks(page: Page) {
  await page
    .getByRole('navigation', { name: '메뉴' })
    .getByRole('link', { name: /^팀 스페이스$|^팀 목록$|^팀 관리$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/console\/team$/);
  await expect(page.locator('main').getByText('마케팅팀').first()).toBeVisible();
}

async function expectPanel(page: Page, remote: string, timeout = 5_000) {
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toBeVisible({ timeout });
  await expect(panel).toHaveAttribute('data-remote', remote);
  await expect(panel).toContainText('서비스를 일시적으로 사용할 수 없어요');
  // The panel lives inside the console layout; it is not the full error screen.
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '메뉴' })).toBeVisible();
  return panel;
}

test.describe('environment registry', () => {
  const faults = new FaultServer();
  test.beforeAll(() => faults.start());
  test.afterAll(() => faults.stop());

  test('disabling a remote in the registry removes its menu entries on the next page load', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    const menu = page.getByRole('navigation', { name: '메뉴' });
    await expect(menu.locator('[data-menu-remote="kakao"]').first()).toBeVisible();
    await withRegistry(
      (remotes) => {
        remotes.kakao = { version: '1.0.0', enabled: false, reason: '점검 중 (e2e)' };
      },
      async () => {
        await page.reload();
        await expect(menu.locator('[data-menu-remote="stats"]').first()).toBeVisible();
        await expect(menu.locator('[data-menu-remote="kakao"]')).toHaveCount(0);
        await page.goto('/console/team/1/kakao/sender-key');
        const panel = await expectPanel(page, 'kakao');
        await expect(panel).toContainText('점검 중 (e2e)');
        await expect(panel.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
      },
    );
    await page.reload();
    await expect(menu.locator('[data-menu-remote="kakao"]').first()).toBeVisible();
  });

  test('a remote whose files are missing shows the panel; retry works once they are back', async ({ page }) => {
    const folder = join(REPO_ROOT, 'dist', 'remotes', 'billing', '1.0.0');
    await loginAs(page, 'hanbit_master');
    // The registry was read at boot; the files go missing before billing is first visited.
    renameSync(folder, `${folder}.moved`);
    try {
      await page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '요금표' }).click();
      await expectPanel(page, 'billing');
    } finally {
      renameSync(`${folder}.moved`, folder);
    }
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expect(page.locator('main').getByText(/13/).first()).toBeVisible();
    await otherRemoteStillWorks(page);
  });

  for (const mode of ['error', 'hang'] as const) {
    test(`a remote whose manifest ${mode === 'error' ? 'answers 500' : 'never answers'} shows the panel and the rest works`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await withRegistry(
        (remotes) => {
          remotes.billing = { version: '1.0.0', enabled: true, entry: `${faults.origin}/${mode}/mf-manifest.json` };
        },
        async () => {
          await loginAs(page, 'hanbit_master');
          await page.goto(PRICING);
          const started = Date.now();
          await expectPanel(page, 'billing', mode === 'hang' ? 15_000 : 5_000);
          if (mode === 'hang') expect(Date.now() - started).toBeGreaterThan(8_000);
          await otherRemoteStillWorks(page);
        },
      );
    });
  }

  test('a remote that throws in mount shows the panel and the rest works', async ({ page }) => {
    await withRegistry(
      (remotes) => {
        remotes.billing = { version: '1.0.0', enabled: true, entry: `${faults.origin}/throw/billing/mf-manifest.json` };
      },
      async () => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await loginAs(page, 'hanbit_master');
        await page.goto(PRICING);
        await expectPanel(page, 'billing');
        await otherRemoteStillWorks(page);
        expect(errors).toEqual([]);
      },
    );
  });
});
