import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from '../support/console';

test.describe('login', () => {
  test('a wrong password is refused with a Korean message, in place', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByLabel('아이디').fill('hanbit_master');
    await page.getByLabel('비밀번호').fill('wrong-password');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않아요.');
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test('empty fields are explained before anything is sent', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByText('아이디를 입력해 주세요.')).toBeVisible();
    await expect(page.getByText('비밀번호를 입력해 주세요.')).toBeVisible();
  });

  test('a master logs in and sees the teams of the business on the dashboard', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await expect(page.getByRole('heading', { name: '대시보드' })).toBeVisible();
    const teams = page.getByTestId('dashboard-teams');
    await expect(teams.getByText('마케팅팀')).toBeVisible();
    await expect(teams.getByText('고객지원팀')).toBeVisible();
    await expect(teams.getByText('신규사업팀')).toBeVisible();
    await expect(page.getByTestId('current-user')).toContainText('김한빛');
  });

  test('an account with two-step login asks for the security code sent to its mobile', async ({ page, request }) => {
    await page.goto('/account/login');
    await page.getByLabel('아이디').fill('hanbit_secure');
    await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('heading', { name: '보안코드 확인' })).toBeVisible();

    await page.getByRole('textbox', { name: '보안코드' }).fill('000000');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText(/보안코드/).filter({ hasText: /올바르지|남은|틀렸/ })).toBeVisible();

    const outbox = await (await request.get('/dev/outbox')).json();
    const items = (outbox.resultData?.items ?? outbox.resultData ?? outbox.items ?? outbox) as {
      body: string;
      channel: string;
    }[];
    const code = /(\d{6})/.exec(items.find((m) => m.channel === 'SMS')?.body ?? '')?.[1];
    expect(code).toBeDefined();
    await page.getByRole('textbox', { name: '보안코드' }).fill(code as string);
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/console\/dashboard$/);
  });

  test('logout ends the session and goes home; the console then asks for login', async ({ page }) => {
    await loginAs(page, 'hanbit_user');
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/console/dashboard');
    await expect(page).toHaveURL(/\/account\/login/);
  });
});
