import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

test('a master sends an SMS to two numbers from an approved sender number and reads each result in the history', async ({
  page,
}) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/send/mt');
  await expect(page.getByRole('heading', { name: '문자 보내기' })).toBeVisible();

  await page.getByRole('combobox', { name: /발신번호/ }).click();
  await page.getByRole('option', { name: '1588-1234 (고객센터 대표번호)' }).click();
  // 010-0000-0000 is the simulator's documented "결번" number; the other one is delivered.
  await page.getByRole('textbox', { name: '받는 사람' }).fill('010-2468-1357\n01024681357\n010-0000-0000');
  await expect(page.getByText('받는 사람 2명')).toBeVisible();
  await expect(page.getByText('중복 1건은 한 번만 보내요.')).toBeVisible();
  await page.getByRole('textbox', { name: /^내용/ }).fill('[한빛커머스] 주문하신 상품이 출발했어요.');
  await expect(page.getByTestId('byte-counter')).toContainText('· SMS');
  await expect(page.getByTestId('send-estimate')).toContainText('2명 · SMS · 예상 비용 26원');

  await page.getByRole('button', { name: '보내기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2명에게 SMS(으)로 보내요. 예상 비용은 26원(부가세 별도)예요. 보낼까요?');
  // The send kit's confirmation has its confirm button focused: Enter sends.
  await expect(dialog.getByRole('button', { name: '보내기' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(/발송 요청 #\d+을\(를\) 접수했어요. 받는 사람 2명./)).toBeVisible();
  await page.getByRole('link', { name: '발송 결과 보기' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/history\/\d+$/);
  const seq = page.url().split('/').pop();
  await expect(page.getByRole('heading', { name: `발송 요청 #${seq}` })).toBeVisible();

  // The simulated carrier reports within seconds; the page refreshes the counts while sending.
  await expect(page.getByRole('group', { name: '성공' })).toContainText('1', { timeout: 20_000 });
  await expect(page.getByRole('group', { name: '실패' })).toContainText('1');
  await page.reload();
  const failed = page.getByRole('row', { name: /010-0000-0000/ });
  await expect(failed).toContainText('결번 (3001)');
  await expect(page.getByRole('row', { name: /010-2468-1357/ })).toContainText('성공');

  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page.getByRole('link', { name: `#${seq}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${seq}` }).locator('xpath=ancestor::tr')).toContainText(
    '성공 1 · 실패 1 · 대기 0',
  );

  // The flat history shows each message with its request; the failure can be filtered out by result.
  await page.goto('/console/team/1/history/send');
  await page.getByRole('textbox', { name: '받는 번호 검색' }).fill('010-0000-0000');
  const message = page
    .getByRole('row', { name: /010-0000-0000/ })
    .filter({ has: page.getByRole('link', { name: `#${seq}` }) });
  await expect(message).toContainText('결번 (3001)');
  await message.getByRole('link', { name: `#${seq}` }).click();
  await expect(page).toHaveURL(new RegExp(`/console/team/1/send/history/${seq}$`));
});

/** "YYYY-MM-DDTHH:mm" in Korea time, as the reservation picker takes it. */
const kstLocal = (instant: Date) => new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);

test('a reserved send is listed with its time, then cancelled after confirmation and locked', async ({ page }) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/send/mt');
  await page.getByRole('combobox', { name: /발신번호/ }).click();
  await page.getByRole('option', { name: '1588-1234 (고객센터 대표번호)' }).click();
  await page.getByRole('textbox', { name: '받는 사람' }).fill('010-1357-2468');
  await page.getByRole('textbox', { name: '제목' }).fill('정기 점검 안내');
  await page.getByRole('textbox', { name: /^내용/ }).fill('내일 새벽 2시부터 4시까지 정기 점검이 있어요.');
  await expect(page.getByTestId('byte-counter')).toContainText('· LMS');

  await page.getByRole('radio', { name: '예약 보내기' }).check();
  const at = new Date(Date.now() + 3 * 86_400_000);
  await page.getByLabel('예약 시각').fill(kstLocal(at));
  await page.getByRole('button', { name: '예약하기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1명에게 LMS(으)로 보내도록 예약해요. 예상 비용은 40원(부가세 별도)예요.');
  await dialog.getByRole('button', { name: '예약하기' }).click();

  await expect(page.getByText(/예약 발송 #\d+을\(를\) 접수했어요./)).toBeVisible();
  await page.getByRole('link', { name: '발송 결과 보기' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/reserve\/\d+$/);
  const seq = page.url().split('/').pop();
  await expect(page.getByRole('heading', { name: `예약 발송 #${seq}` })).toBeVisible();

  await page.getByRole('link', { name: '목록으로' }).click();
  const row = page.getByRole('link', { name: `#${seq}` }).locator('xpath=ancestor::tr');
  await expect(row).toContainText('40원');
  await row.getByRole('button', { name: '예약 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '예약 취소' }).click();
  await expect(page.getByText(`예약 #${seq}을(를) 취소했어요.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `#${seq}` })).toHaveCount(0);

  await page.goto(`/console/team/1/send/reserve/${seq}`);
  await expect(page.getByText('이미 발송이 시작되었거나 끝난 요청이라 바꾸거나 취소할 수 없어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '예약 취소' })).toHaveCount(0);
});
