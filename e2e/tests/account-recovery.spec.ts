import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from '../support/console';
import { e2eServer } from '../support/e2e-server';

/**
 * Account recovery (issue 19): a forgotten password reset from the mail's link, a forgotten id found
 * by e-mail and by identity check, and a device logged out from the security page. Each journey signs
 * up its own master, so the demo accounts other journeys log in with keep their passwords and sessions.
 */

const run = Date.now().toString(36).slice(-5);
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Person {
  loginId: string;
  password: string;
  name: string;
  mobile: string;
  email: string;
}

const person = (key: string, name: string, mobileTail: string): Person => ({
  loginId: `rc${key}_${run}`,
  password: 'Recover!2026a',
  name,
  mobile: `010-73${mobileTail}`,
  email: `rc${key}.${run}@recovery.example.kr`,
});

/** A business registration number with a valid check digit (weights 1,3,7,1,3,7,1,3,5). */
function registrationNumber(): string {
  const head = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const digits = [...head].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((total, weight, i) => total + weight * digits[i]!, 0) + Math.floor((digits[8]! * 5) / 10);
  return `${head}${(10 - (sum % 10)) % 10}`;
}

/** Signs a master up through the identity-check simulator and the sign-up API, then logs that session out. */
async function signUp(request: APIRequestContext, who: Person) {
  const verified = await request.post('/kmc/simulator', {
    form: { name: who.name, birthDate: '19880214', carrier: 'SKT', mobile: who.mobile, agree: 'Y', action: 'verify' },
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(303);
  const identityToken = new URL(verified.headers().location!, 'http://x').searchParams.get('token');
  const answer = await request.post('/api/account/signup', {
    headers: { AJAX: 'true' },
    data: {
      identityToken,
      loginId: who.loginId,
      password: who.password,
      passwordConfirm: who.password,
      email: who.email,
      business: {
        name: `(주)복구${who.loginId}`,
        registrationNumber: registrationNumber(),
        representative: who.name,
        address: '서울특별시 중구 세종대로 110',
        type: 'NORMAL',
      },
      agreements: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await request.post('/api/auth/logout', { headers: { AJAX: 'true' } });
}

interface Mail {
  subject: string | null;
  body: string;
}
const mailsTo = async (request: APIRequestContext, to: string): Promise<Mail[]> =>
  (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()).resultData as Mail[];

/** The ids as the mails and pages show them: the middle hidden behind three stars. */
const masked = (loginId: string) => {
  const third = Math.floor(loginId.length / 3);
  return `${loginId.slice(0, Math.min(3, third))}***${loginId.slice(-Math.min(4, third))}`;
};

/** A new business is unverified: the console's verify modal (once per tab) is not what these journeys test. */
async function loginSkippingVerifyModal(page: Page, who: Person, password = who.password) {
  await page.addInitScript(() => sessionStorage.setItem('console_verify_modal_seen', '1'));
  await loginAs(page, who.loginId, password);
}

/** Logs in as `who` in a second browser (its own cookies), as on another device. */
async function otherDevice(page: Page, who: Person, userAgent?: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL: e2eServer.baseURL,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      ...(userAgent ? { userAgent } : {}),
    });
  const other = await context.newPage();
  await loginSkippingVerifyModal(other, who);
  return other;
}

test.describe('account recovery', () => {
  test('a forgotten password is reset from the mail link: the old session ends and the link works once', async ({
    page,
    request,
  }) => {
    const who = person('pw', '한복구', '110101');
    await signUp(request, who);
    const elsewhere = await otherDevice(page, who);

    await page.goto('/account/login');
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await expect(page).toHaveURL(/\/account\/find\/password$/);
    await page.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expect(page.getByText('아이디를 입력해 주세요.')).toBeVisible();
    await page.getByLabel('아이디').fill(who.loginId);
    await page.getByLabel('이메일', { exact: true }).fill(who.email);
    await page.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expect(page.getByTestId('reset-link-sent')).toContainText(
      `${who.email}(으)로 비밀번호 재설정 링크를 보냈어요`,
    );

    const [mail] = await mailsTo(request, who.email);
    expect(mail?.subject).toBe('[메시지 콘솔] 비밀번호 재설정 링크');
    const link = /(https?:\/\/\S+\/account\/find\/password#token=[A-Za-z0-9_-]+)/.exec(mail!.body)?.[1];
    expect(link).toBeDefined();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: '새 비밀번호 정하기' })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/find\/password$/); // the token left the address bar
    const newPassword = 'Brand-New!2026x';
    await page.getByLabel('새 비밀번호', { exact: true }).fill(who.loginId + '!A1');
    await page.getByLabel('새 비밀번호 확인').fill(who.loginId + '!A1');
    await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(page.getByText('비밀번호에 아이디를 넣을 수 없어요.')).toBeVisible();
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await expect(page.getByTestId('password-strength-level')).toHaveText('강함');
    await page.getByLabel('새 비밀번호 확인').fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(page.getByTestId('password-reset-done')).toContainText('모든 기기에서 로그아웃했어요.');

    // The other browser's session ended with the reset.
    await elsewhere.goto('/console/dashboard');
    await expect(elsewhere).toHaveURL(/\/account\/login/);
    const told = await mailsTo(request, who.email);
    expect(told[0]?.subject).toBe('[메시지 콘솔] 비밀번호가 바뀌었어요');

    // The link works once.
    await page.goto(link!);
    await expect(page.getByRole('alert')).toContainText('만료되었거나 이미 사용되었어요');
    await page.getByRole('button', { name: '재설정 링크 다시 받기' }).click();
    await expect(page.getByRole('button', { name: '재설정 링크 받기' })).toBeVisible();

    // The old password is refused; the new one logs in.
    await page.goto('/account/login');
    await page.getByLabel('아이디').fill(who.loginId);
    await page.getByLabel('비밀번호').fill(who.password);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않아요.');
    await loginSkippingVerifyModal(page, who, newPassword);
    await elsewhere.context().close();
  });

  test('find id by e-mail gives one neutral answer and mails the masked id; by identity check it shows them', async ({
    page,
    request,
  }) => {
    const who = person('id', '윤아이디', '220202');
    await signUp(request, who);

    await page.goto('/account/login');
    await page.getByRole('link', { name: '아이디 찾기' }).click();
    await expect(page).toHaveURL(/\/account\/find\/id$/);
    await page.getByRole('tab', { name: '이메일로 받기' }).click();
    await page.getByLabel('이름').fill(who.name);
    await page.getByLabel('이메일', { exact: true }).fill(who.email);
    await page.getByRole('button', { name: '아이디 받기' }).click();
    const sent = page.getByTestId('find-id-sent');
    await expect(sent).toContainText(`입력한 이름과 이메일에 맞는 계정이 있으면 ${who.email}(으)로 아이디를 보냈어요.`);
    const answer = (await sent.textContent())!;

    const [mail] = await mailsTo(request, who.email);
    expect(mail?.subject).toBe('[메시지 콘솔] 가입하신 아이디를 알려 드려요');
    expect(mail?.body).toContain(`- ${masked(who.loginId)} (가입일 `);
    expect(mail?.body).not.toContain(who.loginId);

    // An e-mail nobody registered: the very same answer, and no mail.
    const unknown = `nobody.${run}@recovery.example.kr`;
    await page.getByRole('button', { name: '다시 찾기' }).click();
    await page.getByLabel('이름').fill(who.name);
    await page.getByLabel('이메일', { exact: true }).fill(unknown);
    await page.getByRole('button', { name: '아이디 받기' }).click();
    await expect(sent).toContainText(unknown);
    expect(await sent.textContent()).toBe(answer.replace(who.email, unknown));
    expect(await mailsTo(request, unknown)).toEqual([]);

    // By the identity check: the verified person's ids, masked, on the page.
    await page.reload();
    const popupOpened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
    const popup = await popupOpened;
    await popup.getByLabel('이름').fill(who.name);
    await popup.getByLabel('생년월일 (8자리)').fill('19880214');
    await popup.getByLabel('통신사').selectOption('SKT');
    await popup.getByLabel('휴대폰 번호').fill(who.mobile);
    await popup.locator('#agree').check();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: '인증' }).click();
    await closed;
    const found = page.getByRole('list', { name: '찾은 아이디' });
    await expect(found).toContainText(masked(who.loginId));
    await expect(found).toContainText('가입일 ');
  });

  test('a device is logged out from the security page', async ({ page, request }) => {
    const who = person('dv', '서기기', '330303');
    await signUp(request, who);
    const phone = await otherDevice(page, who, SAFARI_IPHONE);
    await loginSkippingVerifyModal(page, who);

    await page.goto('/account/info/security');
    const devices = page.getByRole('table', { name: '로그인된 기기' });
    await expect(devices.getByRole('row')).toHaveCount(3);
    const here = devices.getByRole('row').filter({ hasText: '이 기기' });
    await expect(here).toContainText('Chrome');
    await expect(here).toContainText('127.0.0.1');

    await devices.getByRole('button', { name: 'Safari 17 · iOS (127.0.0.1) 로그아웃' }).click();
    const dialog = page.getByTestId('console-dialog');
    await expect(dialog).toContainText('이 기기를 로그아웃할까요?');
    await dialog.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByText('기기를 로그아웃했어요.')).toBeVisible();
    await expect(devices.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('이 브라우저에서만 로그인되어 있어요.')).toBeVisible();

    await phone.goto('/account/info/security');
    await expect(phone).toHaveURL(/\/account\/login/);
    await page.reload();
    await expect(page.getByRole('table', { name: '로그인된 기기' })).toBeVisible();
    await phone.context().close();
  });
});
