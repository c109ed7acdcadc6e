import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

test.describe('layouts and redirects (SPEC 2)', () => {
  test('the consulting inquiry page hides header and footer on tablet widths only', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/brand/customers/consultingInquiry');
    await expect(page.getByRole('heading', { name: '도입 상담 신청', level: 1 })).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/brand/customers/notice');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('the Kakao statistics pages use a page width of 1440', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await page.goto('/console/team/1/kakao/statistics/alimtalk');
    await expect(page.locator('[data-page-width]')).toHaveAttribute('data-page-width', '1440');
    await page.goto('/console/team/1/kakao/sender-key');
    await expect(page.locator('[data-page-width]')).toHaveAttribute('data-page-width', '1200');
  });

  test('logged-in users are sent from sign-up, invitation and consulting pages to the dashboard', async ({ page }) => {
    await loginAs(page, 'hanbit_user');
    for (const path of [
      '/account/signup',
      '/account/registByEmail',
      '/brand/customers/consultingInquiry',
      '/popup/join-mail',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/console\/dashboard$/);
    }
  });

  test('pages without layout render alone; popups and sign-up have no console chrome', async ({ page }) => {
    await page.goto('/common/kmc-receive');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '메뉴' })).toHaveCount(0);
  });

  test('dropdown lists are at most 200 px high', async ({ page }) => {
    await page.goto('/poc/form');
    await page.getByRole('combobox', { name: '발송 채널' }).click();
    const box = await page.getByRole('listbox').locator('xpath=..').boundingBox();
    expect(box?.height).toBeLessThanOrEqual(200);
  });
});
