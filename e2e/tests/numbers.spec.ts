import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';
import { E2E_ADMIN_TOKEN } from '../support/e2e-server';

const PDF = Buffer.from('%PDF-1.4\n%e2e\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A number no other journey uses: 010-7 + the run's last 7 digits of time. */
const uniqueMobile = () => `0107${String(Date.now()).slice(-7)}`;
const dashed = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;

test('a master registers a sender number with its document; the operator approves it; it shows APPROVED and sends an SMS', async ({
  page,
}) => {
  const number = uniqueMobile();
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/service/callback');
  await page.getByRole('button', { name: '발신번호 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '발신번호 등록 신청' });
  await dialog.getByRole('button', { name: '심사 신청' }).click();
  await expect(dialog.getByText('통신서비스 이용증명원을(를) 올려 주세요.')).toBeVisible();

  await dialog.getByRole('textbox', { name: '발신번호' }).fill(dashed(number));
  await dialog.getByRole('textbox', { name: '이름' }).fill('e2e 고객센터');
  await dialog
    .getByLabel('통신서비스 이용증명원', { exact: true })
    .setInputFiles({ name: '가입증명서.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '심사 신청' }).click();

  await expect(page).toHaveURL(/\/console\/team\/1\/service\/callback\/\d+$/);
  await expect(page.getByRole('heading', { name: dashed(number) })).toBeVisible();
  await expect(page.getByText(/심사 중이에요/)).toBeVisible();
  await expect(page.getByText('통신서비스 이용증명원 · 가입증명서.pdf')).toBeVisible();
  const seq = Number(page.url().split('/').pop());

  const review = await page.request.post(`/admin/api/callback-numbers/${seq}/review`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { decision: 'APPROVE' },
  });
  expect(review.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(/승인된 번호예요/)).toBeVisible();
  await expect(page.getByRole('region', { name: '심사 이력' })).toContainText('승인');

  await page.getByRole('link', { name: '발신번호 목록' }).click();
  await expect(page.getByRole('link', { name: dashed(number) })).toBeVisible();

  // The approved number sends at once: an SMS from it is accepted and delivered.
  await page.goto('/console/team/1/send/mt');
  await page.getByRole('combobox', { name: /발신번호/ }).click();
  await page.getByRole('option', { name: `${dashed(number)} (e2e 고객센터)` }).click();
  await page.getByRole('textbox', { name: '받는 사람' }).fill('010-2468-9753');
  await page.getByRole('textbox', { name: /^내용/ }).fill('[한빛커머스] 새 번호로 안내드려요.');
  await page.getByRole('button', { name: '보내기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
  await page.getByRole('link', { name: '발송 결과 보기' }).click();
  await expect(page.getByRole('group', { name: '성공' })).toContainText('1', { timeout: 20_000 });
  await expect(page.getByText(dashed(number)).first()).toBeVisible();
});

test('a master adds a number to the 080 opt-out list and deletes it after confirming', async ({ page }) => {
  const number = uniqueMobile().replace(/^0107/, '0106');
  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/service/reject');
  await expect(page.getByText(/무료거부 080XXXXXXX/)).toBeVisible();
  await page.getByRole('button', { name: '번호 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '수신거부 번호 추가' });
  await dialog.getByRole('textbox', { name: '전화번호' }).fill('010-12');
  await dialog.getByRole('button', { name: '번호 추가' }).click();
  await expect(dialog.getByText('올바른 전화번호 형식이 아니에요.')).toBeVisible();
  await dialog.getByRole('textbox', { name: '전화번호' }).fill(dashed(number));
  await dialog.getByRole('button', { name: '번호 추가' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: '번호 검색' }).fill(number.slice(-7));
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(dashed(number)) });
  await expect(row).toContainText('직접 등록');

  await row.getByRole('button', { name: `${dashed(number)} 삭제` }).click();
  const confirm = page.getByTestId('console-dialog');
  await expect(confirm).toContainText('광고 메시지가 다시 발송될 수 있어요');
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('검색한 번호가 목록에 없어요.')).toBeVisible();
});
