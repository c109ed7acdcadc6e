import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

test('an RCS send with fallback', async ({ page }) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/send/rcs');
  await expect(page.getByRole('heading', { name: 'RCS 보내기' })).toBeVisible();
  // Team 1's approved brand and its chat room on the representative number (demo seed).
  await expect(page.getByRole('combobox', { name: /RCS 대화방/ })).toContainText('한빛커머스 · 1588-1234');
  await expect(page.getByTestId('rcs-preview-brand')).toHaveText('한빛커머스');

  await page.getByRole('button', { name: 'RCS LMS' }).click();
  // 010-0000-07XX is the simulator's documented range of phones without RCS; the other one has RCS.
  await page.getByRole('textbox', { name: '받는 사람' }).fill('010-3579-2468\n010-0000-0701');
  await expect(page.getByText('받는 사람 2명', { exact: true })).toBeVisible();
  await page
    .getByRole('textbox', { name: /^내용/ })
    .fill('[한빛커머스] 주문하신 상품이 오늘 출발했어요 🚚\n배송 조회 버튼으로 위치를 확인해 보세요.');
  await expect(page.getByTestId('rcs-char-counter')).toContainText('/ 1,300자');
  await page.getByRole('button', { name: '버튼 추가' }).click();
  await page.getByRole('textbox', { name: '버튼 1 이름' }).fill('배송 조회');
  await page.getByRole('textbox', { name: '버튼 1 연결 URL' }).fill('https://shop.hanbit.example.kr/orders');
  await expect(page.getByRole('figure', { name: 'RCS 미리보기' })).toContainText('배송 조회');

  await page.getByRole('switch', { name: 'RCS를 받을 수 없으면 문자로 대신 보내기' }).check();
  await page.getByRole('textbox', { name: '대체 문자 내용' }).fill('[한빛커머스] 주문하신 상품이 오늘 출발했어요.');
  await expect(page.getByTestId('fallback-byte-counter')).toContainText('· SMS');
  await expect(page.getByTestId('rcs-estimate')).toContainText('받는 사람 2명 · RCS LMS · 예상 요금 70원');

  await page.getByRole('button', { name: 'RCS 보내기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2명에게 RCS LMS를 보내요. 예상 요금은 70원이에요.');
  await dialog.getByRole('button', { name: 'RCS 보내기' }).click();

  await expect(page.getByText(/발송 요청 #\d+을\(를\) 접수했어요. 받는 사람 2명./)).toBeVisible();
  await page.getByRole('link', { name: '발송 결과 보기' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/history\/\d+$/);
  const seq = page.url().split('/').pop();

  // One RCS delivered, one failed as 'RCS 미지원 단말' and delivered by its SMS fallback.
  await expect(page.getByRole('group', { name: '성공' })).toContainText('2', { timeout: 30_000 });
  await expect(page.getByRole('group', { name: '대체 발송' })).toContainText('1');
  await expect(page.getByRole('group', { name: '실패' })).toContainText('0');
  await page.reload();
  await expect(page.getByText('실패하면 문자(SMS/LMS)로 대체 발송')).toBeVisible();
  await expect(page.getByRole('row', { name: /010-3579-2468/ })).toContainText('RCS LMS');
  await expect(page.getByRole('row', { name: /010-3579-2468/ })).toContainText('성공');
  const unsupported = page.getByRole('row', { name: /010-0000-0701/ }).filter({ hasText: 'RCS LMS' });
  await expect(unsupported).toContainText('RCS 미지원 단말 (4001)');
  const fallback = page.getByRole('row', { name: /010-0000-0701/ }).filter({ hasText: 'SMS (대체 발송)' });
  await expect(fallback).toContainText('성공');

  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page.getByRole('link', { name: `#${seq}` }).locator('xpath=ancestor::tr')).toContainText(
    '성공 2 · 실패 0 · 대기 0 · 대체 1',
  );
});
