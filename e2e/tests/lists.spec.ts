import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

const CALLBACKS = '/console/team/1/service/callback';

test.describe('lists', () => {
  test("an export downloads under the server's Korean file name", async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await page.goto(CALLBACKS);
    await expect(page.locator('main table').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '내보내기' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^발신번호_마케팅팀_\d{8}\.csv$/);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(path, 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('발신번호,이름,심사 상태,반려 사유,신청일시,처리일시');
  });

  test('page, size and filters survive a trip to a detail page and back, and a reload', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await page.goto(CALLBACKS);
    const main = page.locator('main');
    await main.getByRole('combobox', { name: '심사 상태' }).click();
    await page.getByRole('option', { name: '승인' }).click();
    await expect(main.getByRole('row')).toHaveCount(1 + 4);
    await main.getByRole('combobox', { name: /페이지당 행|Rows per page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await main.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/service\/callback\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/service\/callback$/);
    await expect(main.getByRole('combobox', { name: '심사 상태' })).toHaveText('승인');
    await expect(main.getByRole('row')).toHaveCount(1 + 4);
    await page.reload();
    await expect(main.getByRole('combobox', { name: '심사 상태' })).toHaveText('승인');
    await expect(main.getByText(/전체 4건 중 1-4/)).toBeVisible();
  });
});
