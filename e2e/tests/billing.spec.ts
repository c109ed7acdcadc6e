import { expect, test, type Page } from '@playwright/test';
import { callApi, loginAs } from '../support/console';
import { E2E_ADMIN_TOKEN } from '../support/e2e-server';

interface Account {
  balanceKrw: number;
  availableKrw: number;
}
const account = async (page: Page) =>
  (await callApi<Account>(page, 'GET', '/api/billing/account', undefined, '7')).data;
const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

/** Fills the SMS form of team `team` with a sender number, recipients and a short text, then confirms. */
async function sendSms(page: Page, team: number, sender: string, recipients: string) {
  await page.goto(`/console/team/${team}/send/mt`);
  await page.getByRole('combobox', { name: /발신번호/ }).click();
  await page.getByRole('option', { name: sender }).click();
  await page.getByRole('textbox', { name: '받는 사람' }).fill(recipients);
  await page.getByRole('textbox', { name: /^내용/ }).fill('[다온마켓] 주문이 접수되었어요.');
  await page.getByRole('button', { name: '보내기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
}

test('a prepaid business tops up, sends, pays for delivered messages only, and is refused when the balance runs out', async ({
  page,
}) => {
  await loginAs(page, 'daon_master');
  await page.goto('/console/billing/info');
  await expect(page.getByRole('heading', { name: '결제 정보', level: 1 })).toBeVisible();
  const start = await account(page);

  // Top up 10,000원 by the registered card: 11,000원 is paid (VAT), the balance grows by 10,000원.
  await page.getByRole('button', { name: '충전하기' }).click();
  const dialog = page.getByRole('dialog', { name: '잔액 충전' });
  await dialog.getByRole('textbox', { name: '충전 금액' }).fill('10000');
  await expect(dialog).toContainText('11,000원');
  await dialog.getByRole('button', { name: '카드로 결제' }).click();
  await expect(dialog).toContainText('10,000원을 충전했어요. (결제 금액 11,000원)');
  await expect.poll(async () => (await account(page)).balanceKrw).toBe(start.balanceKrw + 10_000);

  // Two numbers the simulator delivers and one 결번: only the two delivered SMS are paid for.
  await sendSms(page, 7, '1644-7000 (다온마켓 고객센터)', '010-2000-7101\n010-2000-7102\n010-0000-0000');
  await expect(page.getByText(/발송 요청 #\d+을\(를\) 접수했어요. 받는 사람 3명./)).toBeVisible();
  await expect
    .poll(async () => (await account(page)).balanceKrw, { timeout: 30_000 })
    .toBe(start.balanceKrw + 10_000 - 2 * 13);
  await page.goto('/console/billing/info');
  await expect(page.getByText(won(start.balanceKrw + 10_000 - 2 * 13)).first()).toBeVisible();

  // A send that costs more than what is available is refused in Korean with the shortfall.
  const available = (await account(page)).availableKrw;
  const count = Math.floor(available / 13) + 1;
  const numbers = Array.from({ length: count }, (_, i) => `010${20_000_000 + i}`);
  await sendSms(page, 7, '1644-7000 (다온마켓 고객센터)', numbers.join('\n'));
  await expect(page.getByText(/잔액이 부족해요/)).toBeVisible();
  await expect(
    page.getByText(new RegExp(`${won(count * 13)}인데 사용할 수 있는 잔액은 ${won(available)}`)),
  ).toBeVisible();
  expect((await account(page)).availableKrw).toBe(available);
});

test('a team over its monthly cap is refused until the master lifts the cap', async ({ page }) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/billing/info');
  const caps = page.getByRole('region', { name: '팀별 월 사용 한도' });
  await caps.getByRole('button', { name: '고객지원팀 한도 수정' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /월 한도/ }).fill('1000');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('고객지원팀의 한도를 1,000원으로 정했어요.')).toBeVisible();
  try {
    await page.goto('/console/team/2/send/mt');
    await page.getByRole('combobox', { name: /발신번호/ }).click();
    await page.getByRole('option', { name: /1588-9876/ }).click();
    await page.getByRole('textbox', { name: '받는 사람' }).fill('010-2000-7201');
    await page.getByRole('textbox', { name: /^내용/ }).fill('[한빛커머스] 상담 예약을 확인해 주세요.');
    await page.getByRole('button', { name: '보내기' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
    await expect(page.getByText(/팀의 월 사용 한도를 넘어요/)).toBeVisible();
  } finally {
    const lifted = await callApi(page, 'PUT', '/api/billing/team-caps/2', { monthlyCapKrw: null });
    expect(lifted.status).toBe(200);
  }
});

test("a postpaid business's month is closed into one invoice that prints on one A4 page", async ({ page, context }) => {
  await loginAs(page, 'hanbit_master');
  // The closing job closed last month when the server started; closing it again creates nothing.
  const kst = new Date(Date.now() + 9 * 3_600_000);
  const last = new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth() - 1, 1));
  const month = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
  const closing = await page.request.post('/admin/api/billing/month-closing', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { month },
  });
  expect(closing.status()).toBe(200);
  expect((await closing.json()).resultData).toMatchObject({ month, created: 0 });

  await page.goto('/console/billing/invoice');
  const label = `${last.getUTCFullYear()}년 ${last.getUTCMonth() + 1}월`;
  const row = page.getByRole('row', { name: new RegExp(label) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('후불');
  await row.getByRole('button', { name: '상세 보기' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('부가세');
  await expect(detail).toContainText('220-81-12341');

  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    detail.getByRole('button', { name: '인쇄 / PDF' }).click(),
  ]);
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(/\/console\/popup\/invoice\?seq=\d+/);
  await expect(popup.getByRole('heading', { name: /청구서/ }).first()).toBeVisible();
  await expect(popup.getByTestId('app-header')).toHaveCount(0);
  await popup.emulateMedia({ media: 'print' });
  const pdf = await popup.pdf({ format: 'A4', preferCSSPageSize: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test('a master registers CMS automatic transfer in the popup and the payment method appears', async ({
  page,
  context,
}) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/billing/info');
  const account = `3012${String(Date.now()).slice(-8)}`;
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'CMS 자동이체 등록' }).click(),
  ]);
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(/\/console\/popup\/cms$/);
  await popup.getByRole('combobox', { name: '은행' }).click();
  await popup.getByRole('option', { name: '신한은행' }).click();
  await popup.getByRole('textbox', { name: '계좌번호' }).fill(account);
  await popup.getByRole('textbox', { name: '예금주', exact: true }).fill('(주)한빛커머스');
  await popup.getByRole('textbox', { name: /예금주 생년월일 또는 사업자등록번호/ }).fill('220-81-12341');
  await popup.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-2345-6789');
  await popup.getByRole('button', { name: '계좌 확인' }).click();
  await expect(popup.getByText(/확인된 계좌: 신한은행/)).toBeVisible();
  await popup.getByRole('combobox', { name: '출금일' }).click();
  await popup.getByRole('option', { name: '매월 10일' }).click();
  // Without the consent it is not registered.
  await popup.getByRole('button', { name: '등록' }).click();
  await expect(popup.getByText('출금이체에 동의해 주세요.')).toBeVisible();
  await popup.getByRole('checkbox', { name: '위 내용을 확인했고 출금이체에 동의해요.' }).check();
  await popup.getByRole('button', { name: '등록' }).click();
  await expect(popup.getByText(/CMS 자동이체를 등록했어요/)).toBeVisible();

  // The opener heard it and lists the new method.
  await expect(page.getByText(/CMS 자동이체를 등록했어요/)).toBeVisible();
  const last4 = account.slice(-4);
  await expect(page.getByRole('row', { name: new RegExp(`신한은행.*${last4}`) })).toBeVisible();
});

test('a manager opening billing info gets the no-permission alert', async ({ page }) => {
  await loginAs(page, 'hanbit_manager');
  await page.goto('/console/billing/info');
  const dialog = page.getByTestId('console-dialog');
  await expect(dialog).toContainText('권한 없음');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
});

test("the usage page draws its chart from the demo seed's sends and exports them", async ({ page }) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/billing/history');
  await expect(page.getByRole('heading', { name: '이용 내역', level: 1 })).toBeVisible();
  const chart = page.getByRole('img', { name: /이용 금액/ });
  await expect(chart).toBeVisible();
  expect(await chart.locator('rect').count()).toBeGreaterThan(5);
  await expect(page.getByRole('table').first()).toContainText('마케팅팀');
  await page.getByRole('button', { name: '월별' }).click();
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByText(/조회 기간/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '내보내기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
});
