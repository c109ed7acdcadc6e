import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/console';
import { E2E_ADMIN_TOKEN } from '../support/e2e-server';

/**
 * The public brand site (issue 16): pages the server renders with no script, the forms around them,
 * notices published by operators and 1:1 inquiries answered by them.
 */

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const PUBLIC_PAGES = [
  '/',
  '/brand/service/sms',
  '/brand/service/rcs',
  '/brand/service/chatbot',
  '/brand/policy/tou',
  '/brand/policy/privacyPolicy',
  '/brand/customers',
  '/brand/customers/notice',
  '/brand/customers/notice/1',
];

interface Mail {
  subject: string | null;
  body: string;
}
const mailsTo = async (request: APIRequestContext, to: string): Promise<Mail[]> =>
  (await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).json()).resultData as Mail[];

test('every public page is server-rendered HTML: described, canonical, no script, no serious axe finding', async ({
  page,
}) => {
  for (const path of PUBLIC_PAGES) {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    expect(answer?.headers()['content-type']).toContain('text/html');
    const html = await answer!.text();
    expect(html, path).not.toContain('<script');
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
    expect(html, path).toMatch(/<meta property="og:title"/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts, `${path} downloads no JavaScript (budget 60 KB)`).toEqual([]);
    expect(await seriousViolations(page), path).toEqual([]);
    page.removeAllListeners('request');
  }
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/brand/service/rcs</loc>');
  expect(await (await page.request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('the login page stays light: at most 170 KB of gzipped JavaScript on a cold load', async ({ page }) => {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto('/account/login');
  await expect(page.getByRole('form', { name: '로그인' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const gzipped = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0);
  expect(gzipped).toBeLessThanOrEqual(170 * 1024);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor reads a service page, answers the questionnaire and sends a prefilled consulting inquiry', async ({
  page,
}) => {
  await page.goto('/brand/service/rcs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('RCS');
  // Prices come from the server's price table.
  await expect(page.getByRole('table')).toContainText('11원');

  await page.goto('/brand/consulting/questionnaire');
  await expect(page.getByRole('heading', { name: '서비스 추천 설문', level: 1 })).toBeVisible();
  // Nothing chosen: the form says what is missing, in place.
  await page.getByRole('button', { name: '추천 결과 보기' }).click();
  await expect(page.getByText('API 연동이 필요한지 골라 주세요.')).toBeVisible();
  await page.getByRole('radio', { name: '쇼핑·커머스' }).check();
  await page.getByRole('checkbox', { name: '주문·배송 알림' }).check();
  await page.getByRole('radio', { name: '월 1만~10만 건' }).check();
  await page.getByRole('radio', { name: '예, API로 연동해요' }).check();
  await page.getByRole('button', { name: '추천 결과 보기' }).click();
  await expect(page).toHaveURL(/\/brand\/consulting\/result\?/);
  await expect(page.getByRole('heading', { name: '추천 결과', level: 1 })).toBeVisible();
  await expect(page.getByText('알림톡 + 문자 대체 발송').first()).toBeVisible();
  // The result can be shared: the same address shows the same result in a new page.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByText('알림톡 + 문자 대체 발송').first()).toBeVisible();
  await other.close();

  await page.getByRole('link', { name: '이 내용으로 상담 신청하기' }).click();
  await expect(page.getByRole('heading', { name: '도입 상담 신청', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '알림톡' })).toBeChecked();
  // Bad input is told in place, in Korean.
  await page.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(page.getByText('회사명을 입력해 주세요.')).toBeVisible();
  const email = `buyer.${Date.now()}@example.kr`;
  await page.getByRole('textbox', { name: '회사명' }).fill('(주)새벽배송');
  await page.getByRole('textbox', { name: '담당자 이름' }).fill('장새벽');
  await page.getByRole('textbox', { name: '연락처' }).fill('010-3333-4444');
  await page.getByRole('textbox', { name: '이메일' }).fill('not-an-email');
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의해요/ }).check();
  await page.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(page.getByText('올바른 이메일 형식이 아니에요.').first()).toBeVisible();
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(page.getByRole('heading', { name: '도입 상담 신청을 받았어요' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page.request, email)).length).toBe(1);

  // The operator sees it with the questionnaire's answers.
  const listed = await page.request.get('/admin/api/sales-inquiries?kind=CONSULTING', { headers: admin });
  expect(JSON.stringify((await listed.json()).resultData)).toContain(email);
});

test('an operator publishes a notice: it is on the home and the notice list at the next request', async ({ page }) => {
  const title = `야간 점검 안내 ${Date.now()}`;
  const published = await page.request.post('/admin/api/notices', {
    headers: admin,
    data: {
      title,
      category: 'MAINTENANCE',
      pinned: true,
      body: '<p>점검 중에는 <strong>발송이 지연</strong>될 수 있어요.</p><script>alert(1)</script>',
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const seq = (await published.json()).resultData.seq as number;

  await page.goto('/');
  await expect(page.getByTestId('notice-list').getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.goto('/brand/customers/notice');
  await page
    .getByTestId('notice-list')
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/brand/customers/notice/${seq}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('발송이 지연')).toBeVisible();
  expect(await page.content()).not.toContain('alert(1)');

  const withdrawn = await page.request.post(`/admin/api/notices/${seq}/withdraw`, { headers: admin });
  expect(withdrawn.status()).toBe(200);
  expect((await page.request.get(`/brand/customers/notice/${seq}`)).status()).toBe(404);
});

test('a user writes an inquiry with an attachment, an operator answers, the user reads the answer and is notified', async ({
  page,
}) => {
  await loginAs(page, 'hanbit_user');
  await page.goto('/brand/customers/serviceInquiry/write');
  await expect(page.getByRole('heading', { name: '1:1 문의 작성', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '문의 남기기' }).click();
  await expect(page.getByText('문의 유형을 선택해 주세요.')).toBeVisible();

  const title = `발송 결과가 늦게 와요 ${Date.now()}`;
  await page.getByRole('combobox', { name: '문의 유형' }).click();
  await page.getByRole('option', { name: '발송' }).click();
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page.getByRole('textbox', { name: '문의 내용' }).fill('어제 오후 3시에 보낸 문자 결과가 아직 대기 중이에요.');
  // A file whose bytes are not an allowed type is refused in place before it is sent.
  await page.getByLabel('첨부할 파일').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is not a pdf'),
  });
  await expect(page.getByText(/올릴 수 없는 파일|파일 형식/).first()).toBeVisible();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await page
    .getByLabel('첨부할 파일')
    .setInputFiles({ name: '발송내역.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('발송내역.pdf')).toBeVisible();
  await page.getByRole('button', { name: '문의 남기기' }).click();
  await expect(page).toHaveURL(/\/brand\/customers\/serviceInquiry\/\d+$/);
  const seq = Number(page.url().split('/').pop());
  await expect(page.getByText('발송내역.pdf')).toBeVisible();

  const answered = await page.request.post(`/admin/api/inquiries/${seq}/answer`, {
    headers: admin,
    data: { body: '확인해 보니 통신사 결과 수신이 지연되었어요. 지금은 모두 도착했어요.' },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  await page.reload();
  await expect(page.getByText('통신사 결과 수신이 지연되었어요')).toBeVisible();
  await page.goto('/console/notification');
  await expect(page.getByText(title).first()).toBeVisible();
});

test('the partnership form tells bad input in place and accepts a good one', async ({ page }) => {
  await page.goto('/brand/customers/partnershipInquiry');
  await expect(page.getByRole('heading', { name: '제휴 문의', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '제휴 문의하기' }).click();
  await expect(page.getByText('회사명을 입력해 주세요.')).toBeVisible();
  const email = `partner.${Date.now()}@example.kr`;
  await page.getByRole('textbox', { name: '회사명' }).fill('(주)문자나라');
  await page.getByRole('textbox', { name: '담당자 이름' }).fill('나제휴');
  await page.getByRole('textbox', { name: '연락처' }).fill('02-555-1234');
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('combobox', { name: '제휴 유형' }).click();
  await page.getByRole('option', { name: '재판매' }).click();
  await page.getByRole('textbox', { name: '문의 내용' }).fill('문자 재판매 제휴를 제안드려요.');
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의해요/ }).check();
  await page.getByRole('button', { name: '제휴 문의하기' }).click();
  await expect(page.getByRole('heading', { name: '제휴 문의를 받았어요' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page.request, email)).length).toBe(1);
});
