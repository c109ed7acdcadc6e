import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

test.describe('access rules of SPEC 6', () => {
  test('a withdrawal-requested master cannot open team or account pages', async ({ page }) => {
    await loginAs(page, 'bye_master');
    for (const path of ['/console/team', '/account/info/user']) {
      await page.goto(path);
      const dialog = page.getByTestId('console-dialog');
      await expect(dialog).toContainText('탈퇴 신청 검토 중');
      await expect(dialog).toContainText('@');
      await dialog.getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(/\/console\/dashboard$/);
    }
  });

  test('a menu for masters tells a user so and goes back to the dashboard', async ({ page }) => {
    await loginAs(page, 'hanbit_user');
    await page.goto('/console/team/create');
    const dialog = page.getByTestId('console-dialog');
    await expect(dialog).toContainText('권한 없음');
    await expect(dialog).toContainText('마스터 계정만 이용할 수 있는 메뉴입니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/console\/dashboard$/);
  });

  test('an unverified business sees the verify modal and banner, and send screens are blocked', async ({ page }) => {
    await loginAs(page, 'saessak_master');
    await expect(page.getByTestId('verify-modal')).toBeVisible();
    await page.getByTestId('verify-modal').getByRole('button', { name: '나중에' }).click();
    await expect(page.getByTestId('verification-state')).toHaveAttribute('data-state', 'NONE');
    await page.goto('/console/stats/sms');
    await expect(page.getByTestId('verify-banner')).toContainText('사업자 인증 후');
    await page.goto('/console/team/4/send/mt');
    await expect(page.getByTestId('route-blocked')).toContainText('사업자 인증 후 이용 가능합니다.');
  });

  test('a provider without a confirmed contract is told once and cannot send', async ({ page }) => {
    await loginAs(page, 'linkcall_master');
    const dialog = page.getByTestId('console-dialog');
    await expect(dialog).toContainText('계약이 확정된 후');
    await dialog.getByRole('button', { name: '확인' }).click();
    await page.goto('/console/team/5/send/mt');
    await expect(page.getByTestId('route-blocked')).toContainText('계약이 확정된 후');
    await page.reload();
    await expect(page.getByTestId('route-blocked')).toBeVisible();
    await expect(page.getByTestId('console-dialog')).toHaveCount(0);
  });

  test('a team still registering blocks its team-scoped pages', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await page.goto('/console/team/3/service/callback');
    await expect(page.getByTestId('route-blocked')).toContainText('최대 15분');
  });
});
