import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/console';

/** The refusal of the contract and the server (BRAND_NIGHT_MESSAGE) for any time from 20:50 to 08:00 KST. */
const NIGHT_REFUSAL = '브랜드 메시지는 20:50부터 다음 날 08:00까지 보낼 수 없어요. 08:00 이후로 예약해 주세요.';
const suffix = () => String(Date.now()).slice(-6);

/** "YYYY-MM-DDT21:00" of tomorrow in Korea time (UTC+9), whatever the hour and zone the journey runs in. */
function tomorrowAt(hour: number): string {
  const kstNow = new Date(Date.now() + 9 * 3_600_000);
  const tomorrow = new Date(Date.UTC(kstNow.getUTCFullYear(), kstNow.getUTCMonth(), kstNow.getUTCDate() + 1));
  return `${tomorrow.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/** Opens a MUI select by its label and picks an option. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a manager creates a text brand template; a member cannot reserve it for 21:00', async ({ page }) => {
  const name = `e2e 겨울 쿠폰 ${suffix()}`;
  await loginAs(page, 'hanbit_manager');
  await page.goto('/console/team/1/kakao/template/brand-message');
  await expect(page.getByRole('heading', { name: '브랜드 메시지 템플릿' })).toBeVisible();
  await page.getByRole('link', { name: '템플릿 등록' }).click();
  await expect(page).toHaveURL(/\/kakao\/template\/brand-message\/regist$/);

  // Team 1's active sender profile (demo seed); the text bubble is the form's first type.
  await choose(page, '발신 프로필', '한빛커머스 (@hanbitcommerce)');
  await page.getByRole('button', { name: '템플릿 저장' }).click();
  await expect(page.getByText('템플릿 이름을 입력해 주세요.')).toBeVisible();
  await page.getByRole('textbox', { name: '템플릿 이름' }).fill(name);
  await expect(page.getByRole('radio', { name: /텍스트형/ })).toBeChecked();
  await page.getByRole('textbox', { name: '내용' }).fill('#{이름}님께 겨울 쿠폰을 드려요. 이번 주말까지 쓸 수 있어요.');
  await expect(page.getByTestId('brand-content-count')).toHaveText('36 / 400자 (변수 포함)');
  await page.getByRole('button', { name: '버튼 추가' }).click();
  await page.getByRole('textbox', { name: '버튼 1 이름' }).fill('쿠폰 받기');
  await page.getByRole('textbox', { name: '버튼 1 모바일 URL' }).fill('https://shop.hanbit.example.kr/coupon');
  const preview = page.getByRole('figure', { name: '브랜드 메시지 미리 보기' });
  await expect(preview.getByTestId('brand-preview-content')).toHaveText(
    '(광고) #{이름}님께 겨울 쿠폰을 드려요. 이번 주말까지 쓸 수 있어요.',
  );
  await expect(preview).toContainText('쿠폰 받기');
  await page.getByRole('button', { name: '템플릿 저장' }).click();

  await expect(page).toHaveURL(/\/kakao\/template\/brand-message\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('region', { name: '템플릿 정보' })).toContainText('사용 전');
  await expect(page.getByRole('button', { name: '수정' })).toBeVisible();

  await page.context().clearCookies();
  await loginAs(page, 'hanbit_user');
  await page.goto('/console/team/1/send/brand-message');
  await expect(page.getByRole('heading', { name: '브랜드 메시지 보내기' })).toBeVisible();
  await expect(page.getByTestId('brand-advertising-notice')).toContainText('080 수신거부');
  await expect(page.getByRole('combobox', { name: /발신 프로필/ })).toContainText('한빛커머스 (@hanbitcommerce)');
  await choose(page, /브랜드 메시지 템플릿/, `${name} · 텍스트형`);
  await page.getByRole('textbox', { name: '받는 사람' }).fill('010-2000-0701');
  await page.getByRole('textbox', { name: '#{이름}' }).fill('김하나');
  await expect(page.getByRole('figure', { name: '브랜드 메시지 미리 보기' })).toContainText(
    '(광고) 김하나님께 겨울 쿠폰을 드려요.',
  );
  await expect(page.getByTestId('brand-estimate')).toContainText('받는 사람 1명 · 채널 친구 대상 건당 20원');

  // 21:00 tomorrow (KST) is inside the 20:50-08:00 block at any hour this runs: warned live, refused in place.
  await page.getByRole('radio', { name: '예약 보내기' }).check();
  await page.getByLabel('예약 시각').fill(tomorrowAt(21));
  await expect(page.getByTestId('brand-night-warning')).toContainText('브랜드 메시지를 보낼 수 없는 시간이에요');
  await page.getByRole('button', { name: '브랜드 메시지 예약하기' }).click();
  await expect(page.getByText(NIGHT_REFUSAL)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/brand-message$/);
});
