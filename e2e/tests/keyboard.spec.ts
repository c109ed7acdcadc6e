import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, skipActionGuide } from '../support/console';

/**
 * Issue 18, point 7: the main journeys with the keyboard only (Tab, typing, arrows, Enter, Escape):
 * no click, no fill. Every field is reached by Tab in the page's order, so a control a keyboard
 * cannot reach, or a focus trap, fails the journey.
 */

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses < max && !(await isFocused(target)); presses += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Opens the focused select with the arrow key and moves down to `option`, then picks it with Enter. */
async function chooseWithKeys(page: Page, select: Locator, option: string | RegExp) {
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('listbox').getByRole('option', { name: option });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 30 && !(await isFocused(wanted)); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  // The list closes back onto its select, so Tab goes on from there.
  await expect(select).toBeFocused();
}

test('a user logs in with the keyboard: the empty form is explained in place, Enter logs in', async ({ page }) => {
  await skipActionGuide(page);
  await page.goto('/account/login');
  const id = page.getByLabel('아이디');
  // The form starts on its first field.
  await expect(id).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('아이디를 입력해 주세요.')).toBeVisible();
  await expect(id).toBeFocused();
  await expect(id).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.type('hanbit_master');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('비밀번호')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await expect(page.getByTestId('current-user')).toBeVisible();

  // The first Tab of the console offers to skip the header and the menu.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문으로 건너뛰기' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a master sends an SMS with the keyboard: sender, recipients, message, confirmation, and the focus comes back', async ({
  page,
}) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/send/mt');
  await expect(page.getByRole('heading', { name: '문자 보내기' })).toBeVisible();

  const sender = page.getByRole('combobox', { name: /발신번호/ });
  await tabTo(page, sender);
  await chooseWithKeys(page, sender, '1588-1234 (고객센터 대표번호)');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: '받는 사람' })).toBeFocused();
  // One number a line: Enter in the list starts the next line.
  await page.keyboard.type('010-2468-1357');
  await page.keyboard.press('Enter');
  await page.keyboard.type('010-2468-9753');
  await expect(page.getByText('받는 사람 2명')).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: /^내용/ }));
  await page.keyboard.type('[한빛커머스] 키보드로 보낸 안내예요.');
  await expect(page.getByTestId('send-estimate')).toContainText('2명 · SMS');

  const send = page.getByRole('button', { name: '보내기', exact: true });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2명에게 SMS(으)로 보내요.');
  await expect(dialog.getByRole('button', { name: '보내기' })).toBeFocused();
  // Escape closes the confirmation without sending, and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();

  // Tab stays inside the open confirmation (a modal) and Enter on its confirm button sends.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: '보내기' })).toBeFocused();
  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await tabTo(page, dialog.getByRole('button', { name: '보내기' }), 6);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const accepted = page.getByText(/발송 요청 #\d+을\(를\) 접수했어요. 받는 사람 2명./);
  await expect(accepted).toBeVisible();
  // The focus is not lost on the page's body: it sits on the sent notice, whose link is the next stop.
  expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(
    true,
  );
  const results = page.getByRole('link', { name: '발송 결과 보기' });
  await tabTo(page, results, 3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/history\/\d+$/);
});

test('a manager registers an alimtalk template with the keyboard: errors are announced and focus the first field', async ({
  page,
}) => {
  const code = `KEY_${String(Date.now()).slice(-6)}`;
  await loginAs(page, 'hanbit_manager');
  await page.goto('/console/team/1/kakao/template/alimtalk/regist');
  await expect(page.getByRole('heading', { name: '알림톡 템플릿 등록' })).toBeVisible();

  const submit = page.getByRole('button', { name: '검수 요청' });
  await tabTo(page, submit, 120);
  await page.keyboard.press('Enter');
  // The focus goes to the first field in error (the sender profile), which says its error to a
  // screen reader as it gets the focus (its description), as every field in error does.
  const profile = page.getByRole('combobox', { name: /발신 프로필/ });
  await expect(profile).toBeFocused();
  await expect(profile).toHaveAttribute('aria-invalid', 'true');
  await expect(profile).toHaveAccessibleDescription(/발신 프로필을 (골라|선택해) 주세요/);
  const codeField = page.getByRole('textbox', { name: '템플릿 코드' });
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription('템플릿 코드를 입력해 주세요.');

  await chooseWithKeys(page, profile, /한빛커머스 \(@hanbitcommerce\)/);
  await page.keyboard.press('Tab');
  await expect(codeField).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`키보드 배송 안내 ${code.slice(-6)}`);
  const category = page.getByRole('combobox', { name: '대분류' });
  await tabTo(page, category, 3);
  await chooseWithKeys(page, category, '배송');
  // The second level opens once the first is chosen, and is the next stop.
  await page.keyboard.press('Tab');
  await chooseWithKeys(page, page.getByRole('combobox', { name: '소분류' }), '배송상태');
  await tabTo(page, page.getByRole('textbox', { name: '내용' }), 10);
  await page.keyboard.type('#{이름}님, 주문하신 상품의 배송이 시작됐어요.');
  // The content is checked again as it is typed: the error under it is gone.
  await expect(page.getByText('내용을 입력해 주세요.')).toBeHidden();
  await tabTo(page, submit, 30);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/console\/team\/1\/kakao\/template\/alimtalk\/\d+$/);
  await expect(page.getByRole('region', { name: '템플릿 정보' })).toContainText('검수 요청');
});
