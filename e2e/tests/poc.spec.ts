import { expect, test } from '@playwright/test';
import { withRegistry } from '../support/console';

test.describe('/poc UI-kit catalogue', () => {
  test('every catalogue page renders in the poc layout', async ({ page }) => {
    for (const [path, text] of <[string, string][]>[
      ['/poc/test', '색상'],
      ['/poc/button', '종류'],
      ['/poc/form', '담당자 이름'],
      ['/poc/overlay', '토스트'],
      ['/poc/table', '전체 47건'],
      ['/poc/panel', '서비스를 일시적으로 사용할 수 없어요'],
      ['/poc/system-maintenance', '시스템 점검 중이에요'],
    ]) {
      await page.goto(path);
      await expect(page.getByText('UI Kit · POC')).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
    }
  });

  test('dialogs, loading and the four toast severities work', async ({ page }) => {
    await page.goto('/poc/overlay');
    await page.getByRole('button', { name: '알림' }).click();
    await expect(page.getByTestId('console-dialog')).toContainText('발송 요청을 접수했어요.');
    await page.getByTestId('console-dialog').getByRole('button', { name: '확인' }).click();

    await expect(page.getByTestId('console-dialog')).toBeHidden();
    await page.getByRole('region', { name: '오버레이' }).getByRole('button', { name: '확인' }).click();
    await page.getByTestId('console-dialog').getByRole('button', { name: '취소' }).click();
    await expect(page.getByText('취소를 눌렀어요.')).toBeVisible();

    await page.getByRole('button', { name: '로딩' }).click();
    await expect(page.getByTestId('loading-overlay')).toContainText('잠시만 기다려주세요');
    await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5000 });

    for (const severity of ['success', 'info', 'warn', 'error']) {
      await page.getByRole('button', { name: severity, exact: true }).click();
      await expect(page.locator(`.toast-group-common.toast-${severity}`).last()).toBeVisible();
    }
    // Toasts live 2000 ms.
    await expect(page.locator('.toast-group-common')).toHaveCount(0, { timeout: 5000 });
  });

  test('the form validates in place in Korean', async ({ page }) => {
    await page.goto('/poc/form');
    await page.getByLabel('휴대폰 번호').fill('12345');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('담당자 이름을 입력해 주세요.')).toBeVisible();
    await expect(page.getByText('올바른 전화번호 형식이 아니에요.')).toBeVisible();
    await expect(page.getByText('동의가 필요해요.')).toBeVisible();
  });

  test('in the production environment /poc goes to /', async ({ page }) => {
    await withRegistry(
      () => undefined,
      async () => {
        const { readFileSync, writeFileSync } = await import('node:fs');
        const { join } = await import('node:path');
        const { e2eServer } = await import('../support/e2e-server');
        const file = join(e2eServer.environmentsDir, 'local.json');
        writeFileSync(
          file,
          readFileSync(file, 'utf8').replace('"environment": "local"', '"environment": "production"'),
        );
        await page.goto('/poc/table');
        await expect(page).toHaveURL(/\/$/);
        // The console moves to / and then reloads into the server-rendered home: wait for that page
        // (no script), so the test does not end while the reload is still on its way.
        await expect(page.getByTestId('notice-list')).toBeVisible();
        expect(await page.locator('script').count()).toBe(0);
      },
    );
  });
});
