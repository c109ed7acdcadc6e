import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';
import { E2E_ADMIN_TOKEN } from '../support/e2e-server';

const SHOTS = process.env.RCS_SCREENSHOTS === '1';

test('a master registers an RCS template with errors shown in place; the operator approves it; the list shows it approved', async ({
  page,
}) => {
  const name = `e2e 적립 안내 ${String(Date.now()).slice(-6)}`;
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/rcs/template');
  const brand = page.getByRole('region', { name: 'RCS 브랜드' });
  await expect(brand.getByText('한빛커머스', { exact: true })).toBeVisible();
  await expect(brand.getByRole('list', { name: '대화방' })).toContainText('1588-1234');
  if (SHOTS) await page.screenshot({ path: '/tmp/rcs-list.png', fullPage: true });

  await page.getByRole('link', { name: '템플릿 등록' }).click();
  await expect(page).toHaveURL(/\/rcs\/template\/regist$/);
  await page.getByRole('button', { name: '심사 신청' }).click();
  await expect(page.getByText('템플릿 이름을 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('내용을 입력해 주세요.')).toBeVisible();

  const body = page.getByRole('textbox', { name: '내용' });
  await body.fill('가'.repeat(95));
  await expect(page.getByText('95 / 90자 · 5자 넘었어요')).toBeVisible();
  await expect(page.getByText('텍스트 템플릿 내용은 90자까지 쓸 수 있어요. 지금 95자예요.')).toBeVisible();
  await body.fill('#{name}님, 이번 달 적립금이 들어왔어요.');
  await page.getByRole('textbox', { name: '템플릿 이름' }).fill(name);
  await page.getByRole('button', { name: '버튼 추가' }).click();
  await page.getByRole('textbox', { name: '버튼 1 이름' }).fill('적립금 확인');
  await page.getByRole('textbox', { name: '버튼 1 연결 URL' }).fill('shop.hanbit.example.kr');
  await page.getByRole('button', { name: '심사 신청' }).click();
  await expect(page.getByText('http:// 또는 https://로 시작하는 올바른 URL을 입력해 주세요.')).toBeVisible();
  await page.getByRole('textbox', { name: '버튼 1 연결 URL' }).fill('https://shop.hanbit.example.kr/points');
  await expect(page.getByRole('figure', { name: '미리 보기' })).toContainText('적립금 확인');
  if (SHOTS) await page.screenshot({ path: '/tmp/rcs-regist.png', fullPage: true });
  await page.getByRole('button', { name: '심사 신청' }).click();

  await expect(page).toHaveURL(/\/console\/team\/1\/rcs\/template\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(/통신사가 심사하고 있어요/)).toBeVisible();
  const seq = Number(page.url().split('/').pop());

  const review = await page.request.post(`/admin/api/rcs/templates/${seq}/review`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { decision: 'APPROVE' },
  });
  expect(review.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(/승인된 템플릿이에요/)).toBeVisible();

  await page.getByRole('link', { name: '목록으로' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('승인');
});

test('a rejected template shows its reason on the list and on its page', async ({ page }) => {
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/rcs/template');
  const row = page.getByRole('row', { name: /가입 환영 쿠폰/ });
  await expect(row).toContainText('반려 사유: 버튼의 URL이 브랜드 소유 도메인이 아니에요.');
  await row.getByRole('link', { name: '가입 환영 쿠폰' }).click();
  await expect(page.getByRole('heading', { name: '가입 환영 쿠폰' })).toBeVisible();
  await expect(page.getByText(/반려 사유: 버튼의 URL이 브랜드 소유 도메인이 아니에요/)).toBeVisible();
  await expect(page.getByRole('region', { name: '심사 이력' })).toContainText('반려');
  await expect(page.getByRole('button', { name: '고쳐서 다시 신청' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: '/tmp/rcs-detail.png', fullPage: true });
});
