import { expect, test, type Page } from '@playwright/test';
import { callApi, loginAs } from '../support/console';

/**
 * E-mail to an address-book group (issue 15): a member sends an advertising mail from the send
 * screen to a group whose contacts follow the simulator's rules (hard and soft bounce, open, click),
 * the results show the bounces and the opens, an unsubscribe link followed from the dev outbox
 * blocks the next advertising mail to that address, and /console/stats/ems counts today's mail.
 */

interface Mail {
  to: string;
  subject: string | null;
  body: string;
}

const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** Sends an advertising mail to the group from the screen; answers the request's seq. */
async function sendFromScreen(page: Page, groupName: string, subject: string): Promise<number> {
  await page.goto('/console/team/1/send/email');
  await expect(page.getByRole('heading', { name: '이메일 보내기', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: '이메일 보내기' });
  await form.getByLabel('보내는 사람 이름').fill('한빛커머스');
  await form.getByLabel('보내는 주소').fill('news@hanbit-commerce.example');
  await form.getByLabel(new RegExp(`^${groupName} \\(`)).check();
  await form.getByLabel('광고 메일이에요').check();
  await expect(form.getByText(/수신거부 링크가 자동으로 붙고/)).toBeVisible();
  await form.getByLabel('보내는 사람 연락처').fill('02-1234-5678');
  await form.getByLabel(/^제목/).fill(`(광고) ${subject}`);
  await form.getByLabel('내용').fill(`${subject} 소식이에요.`);
  await expect(page.getByTestId('email-estimate')).toContainText('받는 사람 최대 5명 · 예상 비용 5원');
  await form.getByRole('button', { name: '보내기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
  const accepted = page.getByRole('status').filter({ hasText: '#' });
  await expect(accepted).toBeVisible();
  await expect(page.getByText('그룹에서 이메일 주소가 없는 연락처 1명은 건너뛰었어요.')).toBeVisible();
  await page.getByRole('link', { name: /결과/ }).click();
  await expect(page).toHaveURL(/\/send\/history\/\d+$/);
  return Number(/\/send\/history\/(\d+)$/.exec(page.url())![1]);
}

/** The results page once every message has an outcome (the simulator reports after a short delay). */
async function settledResults(page: Page, seq: number) {
  await expect
    .poll(
      async () =>
        (await callApi<{ counts: { pending: number } }>(page, 'GET', `/api/team/send-requests/${seq}`)).data.counts
          .pending,
      { timeout: 60_000 },
    )
    .toBe(0);
  await page.reload();
  return page.getByRole('table').last();
}

test('an advertising e-mail to an address-book group reports bounces and opens; an unsubscribe blocks the next one; the statistics count it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'hanbit_user');
  // A group of this run (addresses of an earlier run may have unsubscribed already).
  const run = Date.now().toString(36);
  const groupName = `이메일 여정 ${run}`;
  const group = await callApi<{ seq: number }>(page, 'POST', '/api/team/address-books/groups', { name: groupName });
  expect(group.status).toBe(200);
  const addresses = {
    hard: `gone.${run}@bounce-hard.example`,
    soft: `full.${run}@bounce-soft.example`,
    open: `open.${run}@customer.example`,
    click: `click.${run}@customer.example`,
  };
  const contacts: [string, string, string][] = [
    ['영구반송', '01071000001', addresses.hard],
    ['일시반송', '01071000002', addresses.soft],
    ['열람고객', '01071000003', addresses.open],
    ['클릭고객', '01071000004', addresses.click],
    ['메일없음', '01071000005', ''],
  ];
  for (const [name, phone, email] of contacts)
    expect(
      (
        await callApi(page, 'POST', '/api/team/address-books/contacts', {
          groupSeq: group.data.seq,
          name,
          phone,
          email,
        })
      ).status,
    ).toBe(200);
  const before = await callApi<{ totals: { unsubscribed: number; hardBounced: number; opened: number } }>(
    page,
    'GET',
    `/api/stats/ems?unit=DAY&from=${seoulToday()}&to=${seoulToday()}&teamSeq=1`,
  );

  // The first mailing: bounces and opens in the results, the address and "이메일" on every row.
  const first = await sendFromScreen(page, groupName, '봄맞이 할인');
  const results = await settledResults(page, first);
  await expect(results.getByRole('row', { name: new RegExp(addresses.hard) })).toContainText('영구 반송');
  await expect(results.getByRole('row', { name: new RegExp(addresses.soft) })).toContainText('일시 반송');
  await expect(results.getByRole('row', { name: new RegExp(addresses.open) })).toContainText('이메일');
  await expect(results.getByRole('row', { name: new RegExp(addresses.open) })).toContainText('성공');
  const opened = await callApi<{ items: { phone: string; resultCode: string }[] }>(
    page,
    'GET',
    `/api/team/send-requests/${first}/messages?size=100`,
  );
  expect(opened.data.items.find((m) => m.phone === addresses.open)?.resultCode).toBe('OPENED');
  expect(opened.data.items.find((m) => m.phone === addresses.click)?.resultCode).toBe('CLICKED');

  // The unsubscribe link of the mail in the dev outbox, followed without login.
  const outbox = (await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(addresses.open)}`)).json())
    .resultData as Mail[];
  const mail = outbox.find((m) => m.subject === '(광고) 봄맞이 할인');
  expect(mail, JSON.stringify(outbox)).toBeTruthy();
  const link = /(?:https?:\/\/[^\s"<>]+)?\/unsubscribe\/email\?token=[^\s"<>]+/.exec(mail!.body)![0];
  const unsubscribe = await page.context().browser()!.newPage();
  await unsubscribe.goto(new URL(link.replace(/^https?:\/\/[^/]+/, ''), page.url()).toString());
  await expect(unsubscribe.getByRole('heading', { name: '수신거부가 완료됐어요' })).toBeVisible();
  await unsubscribe.close();

  // The next advertising mail: that address is blocked, the others still get it.
  const second = await sendFromScreen(page, groupName, '여름 할인');
  const next = await settledResults(page, second);
  await expect(next.getByRole('row', { name: new RegExp(addresses.open) })).toContainText('수신거부');
  await expect(next.getByRole('row', { name: new RegExp(addresses.click) })).toContainText('성공');
  await expect(page.getByRole('group', { name: '수신거부' })).toContainText('1');

  // Today's statistics count the two mailings' bounces, opens and the unsubscribe.
  const after = await callApi<{ totals: { unsubscribed: number; hardBounced: number; opened: number } }>(
    page,
    'GET',
    `/api/stats/ems?unit=DAY&from=${seoulToday()}&to=${seoulToday()}&teamSeq=1`,
  );
  expect(after.data.totals.unsubscribed - before.data.totals.unsubscribed).toBe(1);
  expect(after.data.totals.hardBounced - before.data.totals.hardBounced).toBe(2);
  expect(after.data.totals.opened - before.data.totals.opened).toBeGreaterThanOrEqual(3);
  await page.goto('/console/stats/ems');
  await expect(page.getByRole('heading', { name: '이메일 통계', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '팀별 통계' })).toContainText('마케팅팀');
});
