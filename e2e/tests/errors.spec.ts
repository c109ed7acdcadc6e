import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

test.describe('error screen', () => {
  test('an unknown path shows the one error screen with the 404 message', async ({ page }) => {
    await page.goto('/no/such/page');
    const screen = page.getByTestId('error-screen');
    await expect(screen.getByRole('heading', { name: 'ERROR' })).toBeVisible();
    await expect(screen.getByText('서비스 이용에 불편을 드려 죄송합니다.')).toBeVisible();
    await expect(screen.getByTestId('error-detail')).toHaveText('Page Not Found: /no/such/page');
    await expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(screen.getByText('문의:')).toBeVisible();
    await expect(screen.getByRole('img', { name: '메시지 콘솔' })).toBeVisible();
    await screen.getByRole('link', { name: '홈으로' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('error-screen')).toHaveCount(0);
  });

  test('a non-integer team id is a page-not-found', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await page.goto('/console/team/abc/send/mt');
    await expect(page.getByTestId('error-detail')).toHaveText('Page Not Found: /console/team/abc/send/mt');
  });

  test('console pages redirect to login on the server when there is no session', async ({ request }) => {
    const answer = await request.get('/console/dashboard', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/\/account\/login/);
  });
});
