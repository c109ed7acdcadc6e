import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_TTL_SECONDS } from '../support/e2e-server';
import { loginAs } from '../support/console';

test.describe('session refresh and expiry (SPEC 4, 8)', () => {
  test('an expired access token is refreshed once and the page keeps working', async ({ page }) => {
    test.setTimeout(90_000);
    // hanbit_user's only team is active: no list polls in the background while we wait.
    const refreshes: string[] = [];
    const unauthorized: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/auth/refresh-token') && refreshes.push(r.url()));
    page.on('response', (r) => r.status() === 401 && unauthorized.push(r.url()));
    await loginAs(page, 'hanbit_user');
    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 2) * 1000);
    expect(unauthorized).toEqual([]);
    // Client-side navigation: the stale token is still in memory.
    await page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '문자 통계' }).click();
    await expect(page.locator('main table').first()).toBeVisible();
    // The page may draw its table before its first call comes back: wait for the 401 and the one refresh.
    await expect.poll(() => unauthorized.length).toBeGreaterThan(0);
    await expect.poll(() => refreshes.length).toBe(1);
    await expect(page).toHaveURL(/\/console\/stats\/sms$/);
    await expect(page.getByTestId('console-dialog')).toHaveCount(0);
  });

  test('a session ended elsewhere shows one session-expired alert and goes to login', async ({ page }) => {
    await loginAs(page, 'hanbit_user');
    // Another tab logs out: the server forgets the session; this page still holds a token.
    await page.request.delete('/api/_auth/session', { headers: { AJAX: 'true' } });
    const dialog = page.getByTestId('console-dialog');
    // Any call of the page now meets the ended session; a background one may come first.
    if (!(await dialog.isVisible())) {
      await page
        .getByRole('navigation', { name: '메뉴' })
        .getByRole('link', { name: '문자 통계' })
        .click({ timeout: 5000 })
        .catch(() => undefined);
    }
    await expect(dialog).toContainText('세션 만료');
    await expect(dialog).toContainText(/재로그인 후 진행해주세요|다시 로그인해 주세요/);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/account\/login/);
    await expect(page.getByTestId('console-dialog')).toHaveCount(0);
  });

  test('requests from the page carry AJAX, the bearer token and Curr-Team-Seq for the team in the URL', async ({
    page,
  }) => {
    await loginAs(page, 'hanbit_master');
    const request = page.waitForRequest((r) => r.url().includes('/api/team/callback-numbers'));
    await page.goto('/console/team/2/service/callback');
    const headers = (await request).headers();
    expect(headers.ajax).toBe('true');
    expect(headers.authorization).toMatch(/^Bearer .+/);
    expect(headers['curr-team-seq']).toBe('2');
  });
});
