import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from '../support/console';
import { E2E_ADMIN_TOKEN } from '../support/e2e-server';

/** A business registration number with a valid check digit (weights 1,3,7,1,3,7,1,3,5). */
function registrationNumber(seed: number): string {
  const head = String(100_000_000 + ((seed * 7_919) % 900_000_000)).slice(0, 9);
  const digits = [...head].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((total, weight, i) => total + weight * digits[i]!, 0) + Math.floor((digits[8]! * 5) / 10);
  return `${head}${(10 - (sum % 10)) % 10}`;
}

interface NewMaster {
  loginId: string;
  password: string;
  name: string;
}

/** Fills the simulated provider's popup and presses 인증 (or 취소). */
async function verifyInPopup(page: Page, mobile: string) {
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: '휴대폰 본인확인' })).toBeVisible();
  await popup.getByLabel('이름').fill('김새롬');
  await popup.getByLabel('생년월일 (8자리)').fill('19900102');
  await popup.getByLabel('통신사').selectOption('SKT');
  await popup.getByLabel('휴대폰 번호').fill(mobile);
  await popup.locator('#agree').check();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '인증' }).click();
  await closed;
}

/** Signs a new business up through the whole sign-up page and lands on the dashboard. */
async function signUp(page: Page, master: NewMaster, seed: number) {
  await page.goto('/account/signup');
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await verifyInPopup(page, '010-7777-8888');
  await expect(page.getByTestId('verified-identity')).toContainText('김새롬님(010-****-8888) 본인인증을 마쳤어요.');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('아이디').fill(master.loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(master.password);
  await page.getByLabel('비밀번호 확인').fill(master.password);
  await page.getByLabel('이메일').fill(`${master.loginId}@example.kr`);
  await page.getByLabel('상호(회사 이름)').fill(`(주)새롬${seed}`);
  await page.getByLabel('사업자등록번호').fill(registrationNumber(seed));
  await page.getByLabel('대표자 이름').fill('김새롬');
  await page.getByLabel('사업장 주소').fill('서울특별시 중구 세종대로 110');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  // A new business is unverified: the console asks once for the registration file.
  await page.getByTestId('verify-modal').getByRole('button', { name: '나중에' }).click();
}

/** /account/info/biz: uploads a PDF through the business-file modal and waits for PENDING. */
async function uploadRegistrationFile(page: Page) {
  await page.goto('/account/info/biz');
  const card = page.getByTestId('verification-card');
  await expect(card).toHaveAttribute('data-state', 'NONE');
  await card.getByRole('button', { name: '사업자등록증 올리기' }).click();
  const modal = page.getByTestId('biz-file-modal');
  await modal
    .locator('input[type=file]')
    .setInputFiles({ name: '사업자등록증.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await modal.getByRole('button', { name: '올리기' }).click();
  await expect(card).toHaveAttribute('data-state', 'PENDING');
  await expect(card).toContainText('사업자등록증.pdf');
  return card;
}

/** The operator's decision on the logged-in user's business, through the admin API. */
async function decide(page: Page, body: { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string }) {
  const session = await page.evaluate(() => fetch('/api/_auth/session').then((r) => r.json()));
  const bizSeq = session.resultData.user.business.bizSeq as number;
  const answer = await page.request.post(`/admin/api/businesses/${bizSeq}/verification`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: body,
  });
  expect(answer.status()).toBe(200);
}

/** Accepts the console's confirm or alert dialog (its first action button). */
async function answerDialog(page: Page, button: string, text?: string) {
  const dialog = page.getByTestId('console-dialog');
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button }).click();
}

test.describe('accounts', () => {
  test('a new business signs up through the identity-check popup and lands on the dashboard', async ({ page }) => {
    await page.goto('/account/signup');
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText('이용약관에 동의해 주세요.')).toBeVisible();
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await page.getByRole('button', { name: '다음' }).click();

    // The provider's documented failing number fails like a real provider.
    await verifyInPopup(page, '010-0000-0000');
    await expect(page.getByRole('alert')).toContainText('본인인증에 실패했어요');

    await verifyInPopup(page, '010-7777-8888');
    await expect(page.getByTestId('verified-identity')).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByLabel('아이디').fill('hanbit_master');
    await page.getByLabel('아이디').blur();
    await expect(page.getByText('이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.')).toBeVisible();
    await page.getByLabel('아이디').fill('saerom_owner');
    await page.getByLabel('비밀번호', { exact: true }).fill('Saerom!2026');
    await page.getByLabel('비밀번호 확인').fill('Saerom!2026');
    await page.getByLabel('이메일').fill('owner@saerom.example.kr');
    await page.getByLabel('상호(회사 이름)').fill('(주)새롬');
    await page.getByLabel('사업자등록번호').fill('220-81-12341');
    await page.getByLabel('대표자 이름').fill('김새롬');
    await page.getByLabel('사업장 주소').fill('서울특별시 중구 세종대로 110');
    await page.getByRole('button', { name: '가입하기' }).click();
    // That number belongs to 한빛커머스: the server's 409 shows under the field.
    await expect(page.getByText(/이미 가입된 사업자등록번호예요/)).toBeVisible();
    await page.getByLabel('사업자등록번호').fill(registrationNumber(1));
    await page.getByRole('button', { name: '가입하기' }).click();

    await expect(page).toHaveURL(/\/console\/dashboard$/);
    await expect(page.getByText(/김새롬님, 가입을 환영해요!/)).toBeVisible();
    await expect(page.getByTestId('current-user')).toContainText('김새롬 · (주)새롬');
  });

  test('a wrong current password is shown in place on /account/info/pwd', async ({ page }) => {
    await loginAs(page, 'hanbit_manager');
    await page.goto('/account/info/pwd');
    await page.getByLabel('현재 비밀번호').fill('Not-the-password1');
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Brand!New2026');
    await page.getByLabel('새 비밀번호 확인').fill('Brand!New2026');
    await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(page.getByText('지금 쓰는 비밀번호가 올바르지 않아요.')).toBeVisible();
    await expect(page.getByLabel('현재 비밀번호')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/account\/info\/pwd$/);
  });

  test('saessak_master uploads the registration file: PENDING, then the operator rejects it with a reason', async ({
    page,
  }) => {
    await loginAs(page, 'saessak_master');
    await page.getByTestId('verify-modal').getByRole('button', { name: '나중에' }).click();
    const card = await uploadRegistrationFile(page);
    // Rejected, not approved: saessak_master stays the unverified demo business for every other journey.
    await decide(page, { decision: 'REJECT', reason: '사업자등록증의 상호가 가입 정보와 달라요.' });
    await page.reload();
    await expect(card).toHaveAttribute('data-state', 'REJECTED');
    await expect(page.getByTestId('reject-reason')).toHaveText('반려 사유: 사업자등록증의 상호가 가입 정보와 달라요.');
    await expect(card.getByRole('button', { name: '다시 올리기' })).toBeVisible();
    await page.goto('/console/notification');
    await expect(page.getByRole('row').filter({ hasText: '사업자등록증이 반려되었어요' })).toContainText('인증 반려');
  });

  test('a new business uploads its registration file, the operator approves it, and the notification says so', async ({
    page,
  }) => {
    await signUp(page, { loginId: 'approved_owner', password: 'Approved!2026', name: '김새롬' }, 3);
    const card = await uploadRegistrationFile(page);
    await decide(page, { decision: 'APPROVE' });
    await page.reload();
    await expect(card).toHaveAttribute('data-state', 'VERIFIED');

    await page.goto('/console/notification');
    const row = page.getByRole('row').filter({ hasText: '사업자 인증이 끝났어요' });
    await expect(row).toContainText('인증 승인');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('안 읽은 알림 1');
    await page.getByRole('button', { name: '모두 읽음으로 표시' }).click();
    await expect(bell).toHaveAccessibleName('알림');
    await row.getByRole('link', { name: '사업자 인증이 끝났어요' }).click();
    await expect(page).toHaveURL(/\/account\/info\/biz$/);
  });

  test('a bizplus account moves once, with its contacts, and then logs in', async ({ page }) => {
    await page.goto('/account/migration/bizplus');
    await page.getByLabel('비즈플러스 아이디').fill('bizplus_kim');
    await page.getByLabel('비즈플러스 비밀번호').fill('wrong-password');
    await page.getByRole('button', { name: '계정 이전하기' }).click();
    await expect(page.getByRole('alert')).toContainText('아이디 또는 비밀번호가 올바르지 않아요');

    await page.getByLabel('비즈플러스 비밀번호').fill('Bizplus2020!');
    await page.getByRole('button', { name: '계정 이전하기' }).click();
    const result = page.getByTestId('migration-result');
    await expect(result).toContainText('(주)푸른꽃집');
    await expect(result).toContainText('7명');

    await page.goto('/account/migration/bizplus');
    await page.getByLabel('비즈플러스 아이디').fill('bizplus_kim');
    await page.getByLabel('비즈플러스 비밀번호').fill('Bizplus2020!');
    await page.getByRole('button', { name: '계정 이전하기' }).click();
    await expect(page.getByRole('alert')).toHaveText('이미 이전한 계정이에요.');

    await loginAs(page, 'bizplus_kim', 'Bizplus2020!');
    await expect(page.getByTestId('dashboard-teams')).toContainText('기본팀');
  });

  test('a fresh master requests withdrawal and meets the withdrawal guard', async ({ page }) => {
    const master = { loginId: 'leaving_owner', password: 'Leaving!2026', name: '김새롬' };
    await signUp(page, master, 2);
    await page.goto('/account/info/deactivate');
    await page.getByRole('combobox', { name: '탈퇴 사유' }).click();
    await page.getByRole('option', { name: '다른 서비스로 옮겨요' }).click();
    await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '탈퇴 신청' }).click();
    await answerDialog(page, '탈퇴 신청', '회원 탈퇴를 신청할까요?');
    await expect(page.getByText('비밀번호가 올바르지 않아요.')).toBeVisible();

    await page.getByLabel('비밀번호').fill(master.password);
    await page.getByRole('button', { name: '탈퇴 신청' }).click();
    await answerDialog(page, '탈퇴 신청');
    await answerDialog(page, '확인', '탈퇴 신청 검토 중');
    await expect(page).toHaveURL(/\/console\/dashboard$/);

    await page.goto('/account/info/user');
    await answerDialog(page, '확인', '탈퇴 신청 검토 중');
    await expect(page).toHaveURL(/\/console\/dashboard$/);
  });
});
