import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

/** A real 320 x 240 JPEG (baseline, greyscale), built by @console/contracts/test-jpeg. */
const COUPON_JPG = path.join(__dirname, '..', 'fixtures', 'mms-coupon.jpg');
/** A real 1 x 1 PNG, named .jpg: the browser and the server judge the bytes, not the name. */
const PNG_NAMED_JPG = {
  name: 'banner.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('an MMS with an image: a PNG is refused in place, the JPG goes as MMS and costs 120 once delivered', async ({
  page,
}) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/send/mt');
  await page.getByRole('combobox', { name: /발신번호/ }).click();
  await page.getByRole('option', { name: '1588-1234 (고객센터 대표번호)' }).click();
  await page.getByRole('textbox', { name: '받는 사람' }).fill('010-3579-2468');
  await page
    .getByRole('textbox', { name: /^내용/ })
    .fill('[한빛커머스] 겨울 쿠폰이 도착했어요. 매장에서 이 화면을 보여 주세요.');
  await expect(page.getByText(/JPG 파일만 최대 3장까지, 한 장에 300KB 이하·가로세로 1000px 이하/)).toBeVisible();

  const picker = page.locator('input[type=file][aria-label="MMS 이미지 파일 (JPG)"]');
  await picker.setInputFiles(PNG_NAMED_JPG);
  await expect(
    page.getByRole('alert').filter({ hasText: 'banner.jpg: MMS 이미지는 JPG 파일만 보낼 수 있어요.' }),
  ).toBeVisible();
  await expect(page.getByTestId('image-count')).toHaveText('0 / 3장');

  await picker.setInputFiles(COUPON_JPG);
  await expect(page.getByRole('img', { name: '이미지 1: mms-coupon.jpg' })).toBeVisible();
  await expect(page.getByText('320×240 · 1KB')).toBeVisible();
  await expect(page.getByTestId('byte-counter')).toContainText('· MMS');
  await expect(page.getByTestId('send-estimate')).toContainText('1명 · MMS · 예상 비용 120원');
  await expect(page.getByRole('img', { name: '미리보기 이미지 1' })).toBeVisible();
  await page.screenshot({ path: '/tmp/mms-send.png', fullPage: true });

  await page.getByRole('button', { name: '보내기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1명에게 MMS(으)로 보내요. 예상 비용은 120원(부가세 별도)예요. 보낼까요?');
  await dialog.getByRole('button', { name: '보내기' }).click();
  await page.getByRole('link', { name: '발송 결과 보기' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/history\/\d+$/);

  // The request's image comes back from the server as the same JPG.
  const image = page.getByRole('img', { name: 'MMS 이미지 1 (320×240)' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);
  await expect(page.getByRole('group', { name: '성공' })).toContainText('1', { timeout: 20_000 });
  await expect(page.getByRole('group', { name: '요금' })).toContainText('120원');
  await page.reload();
  const row = page.getByRole('row', { name: /010-3579-2468/ });
  await expect(row).toContainText('MMS');
  await expect(row).toContainText('120원');
  await page.screenshot({ path: '/tmp/mms-detail.png', fullPage: true });
});
