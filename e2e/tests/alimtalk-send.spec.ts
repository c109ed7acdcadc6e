import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/console';

/** The once-per-team guide may greet a first visit; it is not what these journeys are about. */
async function dismissGuide(page: Page) {
  const confirm = page.getByRole('button', { name: '확인했어요' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
}

test('an alimtalk of an approved template to three, the non-KakaoTalk user getting the text by SMS/LMS', async ({
  page,
}) => {
  await loginAs(page, 'hanbit_user');
  await page.goto('/console/team/1/send/alimtalk');
  await expect(page.getByRole('heading', { name: '알림톡 보내기' })).toBeVisible();
  await dismissGuide(page);
  // Team 1's active profile and its approved templates (demo seed).
  await expect(page.getByRole('combobox', { name: /발신 프로필/ })).toContainText('한빛커머스 (@hanbitcommerce)');
  await page.getByRole('combobox', { name: /승인된 템플릿/ }).click();
  await page.getByRole('option', { name: '배송 출발 안내 (ORDER_SHIPPED)' }).click();
  await expect(page.getByTestId('alimtalk-template-content')).toContainText('▶ 택배사: #{택배사}');

  // Shared value for every recipient; the file's columns fill 이름 and 주문번호 per recipient.
  await page.getByRole('textbox', { name: '#{택배사}' }).fill('한빛택배');
  // 010-0000-07XX is the simulator's documented range of numbers without KakaoTalk.
  await page.getByLabel('파일에서 불러오기 (.txt, .csv)').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '전화번호,이름,주문번호\n010-3579-2468,김하나,A-1001\n010-0000-0701,이둘,A-1002\n010-2468-1357,박셋,A-1003\n',
    ),
  });
  await expect(page.getByText('받는 사람 3명', { exact: true })).toBeVisible();
  const preview = page.getByRole('figure', { name: '알림톡 미리보기' });
  await expect(preview).toContainText('알림톡 도착');
  await expect(preview).toContainText('김하나님, 주문하신 상품이 오늘 출발했어요.');
  await expect(preview).toContainText('▶ 주문번호: A-1001');
  await expect(preview).toContainText('배송 조회');

  await page.getByRole('radio', { name: '알림톡 내용을 문자로 보내기' }).check();
  await page.getByRole('combobox', { name: /대체 문자 발신번호/ }).click();
  await page.getByRole('option', { name: '1588-1234' }).click();
  await expect(page.getByTestId('fallback-byte-counter')).toContainText('· LMS');
  await expect(page.getByTestId('alimtalk-estimate')).toContainText('받는 사람 3명 · 알림톡 건당 9원 · 예상 요금 27원');

  await page.getByRole('button', { name: '알림톡 보내기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('3명에게 알림톡을 보내요. 예상 요금은 27원(건당 9원, 부가세 별도)이에요.');
  await expect(dialog).toContainText('1588-1234에서 문자로 대신 보내고');
  await dialog.getByRole('button', { name: '알림톡 보내기' }).click();

  await expect(page.getByText(/발송 요청 #\d+을\(를\) 접수했어요. 받는 사람 3명./)).toBeVisible();
  await page.getByRole('link', { name: '발송 결과 보기' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/history\/\d+$/);
  const seq = page.url().split('/').pop();

  // Two alimtalks delivered; the one without KakaoTalk failed and its LMS fallback was delivered.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('group', { name: '대체 발송' })).toContainText('1', { timeout: 2_000 });
    await expect(page.getByRole('group', { name: '대기' })).toContainText('0', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: '성공' })).toContainText('3');
  await expect(page.getByText('실패하면 문자(SMS/LMS)로 대체 발송')).toBeVisible();
  await expect(page.getByRole('row', { name: /010-3579-2468/ })).toContainText('알림톡');
  await expect(page.getByRole('row', { name: /010-3579-2468/ })).toContainText('성공');
  const failed = page.getByRole('row', { name: /010-0000-0701/ }).filter({ hasText: '카카오톡 사용자가 아니에요' });
  await expect(failed).toContainText('알림톡');
  await expect(failed).toContainText('실패');
  const fallback = page.getByRole('row', { name: /010-0000-0701/ }).filter({ hasText: 'LMS (알림톡 대체 발송)' });
  await expect(fallback).toContainText('성공');
  await expect(fallback).toContainText('이둘님, 주문하신 상품이 오늘 출발했어요.');

  await page.getByRole('link', { name: '목록으로' }).click();
  const row = page.getByRole('link', { name: `#${seq}` }).locator('xpath=ancestor::tr');
  await expect(row).toContainText('알림톡');
  await expect(row).toContainText('성공 3 · 실패 0 · 대기 0 · 대체 1');
});

test('the legacy alimtalk form sends a written text that matches an approved template', async ({ page }) => {
  await loginAs(page, 'hanbit_user');
  await page.goto('/console/team/1/send/legacy_alimtalk');
  await expect(page.getByRole('heading', { name: '알림톡 보내기(이전 화면)' })).toBeVisible();
  await dismissGuide(page);
  await expect(page.getByText(/승인된 템플릿과 같아야 해요/)).toBeVisible();
  const content = page.getByRole('textbox', { name: /^보낼 내용/ });
  await content.fill('김하나님, 주문하신 상품이 내일 출발해요.');
  await expect(page.getByText(/승인된 템플릿과 일치하지 않아요/)).toBeVisible();
  await content.fill(
    '김하나님, 주문하신 상품이 오늘 출발했어요.\n\n▶ 주문번호: A-1001\n▶ 택배사: 한빛택배\n\n배송 조회 버튼으로 위치를 확인할 수 있어요.',
  );
  await expect(page.getByText('승인된 템플릿과 일치해요: 배송 출발 안내 (ORDER_SHIPPED)')).toBeVisible();
  await page.getByRole('textbox', { name: '받는 사람' }).fill('010-3579-2468');
  await page.getByRole('button', { name: '알림톡 보내기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1명에게 알림톡을 보내요. 예상 요금은 9원');
  await dialog.getByRole('button', { name: '알림톡 보내기' }).click();
  await expect(page.getByText(/발송 요청 #\d+을\(를\) 접수했어요. 받는 사람 1명./)).toBeVisible();
});
