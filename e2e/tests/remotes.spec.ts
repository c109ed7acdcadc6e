import { expect, test } from '@playwright/test';
import { installRendererCounter, loginAs, rendererCount } from '../support/console';

test.describe('every remote ships a real screen', () => {
  test('the brand home is a server-rendered page with the notices from the server and no script', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('notice-list').getByRole('link').first()).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
  });

  test('one page loads every console remote through the menu, with one copy of React', async ({ page }) => {
    await installRendererCounter(page);
    await loginAs(page, 'hanbit_master');
    const menu = page.getByRole('navigation', { name: '메뉴' });
    await page.getByRole('combobox', { name: '팀 선택' }).click();
    await page.getByRole('option', { name: '마케팅팀' }).click();
    const visits: { link: RegExp; url: RegExp; expectText: RegExp }[] = [
      { link: /^팀 스페이스$|^팀 목록$|^팀 관리$/, url: /\/console\/team$/, expectText: /마케팅팀/ },
      { link: /발신번호/, url: /\/console\/team\/\d+\/service\/callback$/, expectText: /승인|심사|반려/ },
      {
        link: /발신프로필|발신 프로필|센더키/,
        url: /\/console\/team\/\d+\/kakao\/sender-key$/,
        expectText: /ACTIVE|정상|사용|활성/,
      },
      { link: /요금표|단가/, url: /\/console\/billing\/pricing$/, expectText: /13/ },
      { link: /문자 통계|SMS 통계|^통계$/, url: /\/console\/stats\/sms$/, expectText: /발송|성공/ },
    ];
    for (const visit of visits) {
      await menu.getByRole('link', { name: visit.link }).first().click();
      await expect(page).toHaveURL(visit.url);
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      await expect(page.getByTestId('not-ready')).toHaveCount(0);
      await expect(page.locator('main').getByText(visit.expectText).first()).toBeVisible();
    }
    expect(await rendererCount(page)).toBe(1);
    const share = await page.evaluate(() => {
      const federation = (
        window as unknown as {
          __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, unknown>>>> };
        }
      ).__FEDERATION__;
      const scopes = Object.values(federation?.__SHARE__ ?? {});
      return scopes.map((scope) => Object.keys(scope.default?.react ?? {}));
    });
    expect(share.flat().length).toBeGreaterThan(0);
    expect(new Set(share.flat()).size).toBe(1);
  });

  test('no route is left "준비 중": the last two, consultation talk and e-mail statistics, are real screens', async ({
    page,
  }) => {
    await loginAs(page, 'hanbit_master');
    for (const [path, title] of [
      ['/console/stats/kakao-cs', '카카오 상담톡 통계'],
      ['/console/stats/ems', '이메일 통계'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByTestId('not-ready')).toHaveCount(0);
    }
  });
});
