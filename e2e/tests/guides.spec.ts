import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

test.describe('action guide (verified 1 day ago: inside the 3-day window)', () => {
  test('the guide dialog shows once per team', async ({ page }) => {
    await loginAs(page, 'hanbit_manager', undefined, { guide: true });
    await page.goto('/console/team/1/service/callback');
    const dialog = page.getByTestId('action-guide');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: '시스템 연동' }).click();
    await expect(dialog).toContainText('API 키');
    await dialog.getByRole('button', { name: '확인했어요' }).click();
    await page.reload();
    await expect(page.locator('main table')).toBeVisible();
    await expect(page.getByTestId('action-guide')).toHaveCount(0);
    await page.goto('/console/team/2/service/callback');
    await expect(page.getByTestId('action-guide')).toBeVisible();
  });

  test('a guide tooltip closed without acknowledging stays away for now; acknowledged it is gone', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await page.goto('/console/team/1/kakao/sender-key');
    const tooltip = page.getByTestId('action-guide-tooltip');
    await expect(tooltip).toHaveAttribute('data-tab', 'KAKAO');
    await tooltip.getByRole('button', { name: '닫기' }).click();
    await expect(tooltip).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main table')).toBeVisible();
    await expect(page.getByTestId('action-guide-tooltip')).toHaveCount(0);
    // Another page with its own tab still guides.
    await page.goto('/console/team/1/linked/list');
    await expect(page.getByTestId('action-guide-tooltip')).toHaveAttribute('data-tab', 'SYSTEM');
    await page.getByTestId('action-guide-tooltip').getByRole('button', { name: '확인했어요' }).click();
    await page.reload();
    await expect(page.getByRole('navigation', { name: '메뉴' })).toBeVisible();
    await expect(page.getByTestId('action-guide-tooltip')).toHaveCount(0);
  });
});
