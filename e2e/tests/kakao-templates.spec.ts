import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/console';
import { E2E_ADMIN_TOKEN } from '../support/e2e-server';

const SHOTS = process.env.KAKAO_SCREENSHOTS === '1';
const suffix = () => String(Date.now()).slice(-6);

/** The token Kakao (simulated) texted to the admin phone, read from the dev outbox: "... [123456] ...". */
async function tokenFromOutbox(page: Page, baseURL: string, digits: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${baseURL}/dev/outbox?to=${digits}`);
      const messages = (await answer.json()).resultData as { body: string }[];
      token = /\[(\d{6})\]/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return token;
    })
    .toMatch(/^\d{6}$/);
  return token;
}

/** Opens a MUI select by its label and picks an option. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a manager registers a Kakao channel as sender profile with the token texted to the admin phone', async ({
  page,
  baseURL,
}) => {
  const channelId = `@e2e_channel_${suffix()}`;
  const digits = `0105555${suffix().slice(-4)}`;
  await loginAs(page, 'hanbit_manager');
  await page.goto('/console/team/1/kakao/sender-key');
  await expect(page.getByRole('link', { name: '한빛커머스', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '발신 프로필 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '발신 프로필 등록' });

  await dialog.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(dialog.getByText('카카오톡 채널 검색용 아이디를 입력해 주세요.')).toBeVisible();
  await dialog.getByRole('textbox', { name: '채널 검색용 아이디' }).fill('@nonechannel');
  await dialog.getByRole('textbox', { name: '관리자 휴대폰 번호' }).fill(digits);
  await dialog.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(dialog.getByText(/카카오톡 채널을 찾을 수 없어요/)).toBeVisible();

  await dialog.getByRole('textbox', { name: '채널 검색용 아이디' }).fill(channelId);
  await dialog.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(dialog.getByText(`${channelId.slice(1)} 채널의 관리자 휴대폰으로 인증번호를 보냈어요.`)).toBeVisible();
  await expect(dialog.getByTestId('token-countdown')).toHaveText(/남은 시간 (10:00|09:\d\d)/);
  const token = await tokenFromOutbox(page, baseURL!, digits);

  await choose(page, '대분류', '쇼핑');
  await choose(page, '중분류', '종합몰');
  await choose(page, '소분류', '온라인 종합몰');
  await dialog.getByRole('textbox', { name: '인증번호' }).fill(token === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(dialog.getByText(/인증번호가 맞지 않아요. \(4번 더 입력할 수 있어요\)/)).toBeVisible();
  await dialog.getByRole('textbox', { name: '인증번호' }).fill(token);
  if (SHOTS) await page.screenshot({ path: '/tmp/kakao-sender-regist.png', fullPage: true });
  await dialog.getByRole('button', { name: '등록' }).click();

  await expect(page).toHaveURL(/\/console\/team\/1\/kakao\/sender-key\/\d+$/);
  await expect(page.getByRole('heading', { name: channelId.slice(1) })).toBeVisible();
  await expect(page.getByTestId('sender-key')).toHaveText(/^[0-9a-f]{40}$/);
  const info = page.getByRole('region', { name: '발신 프로필 정보' });
  await expect(info).toContainText('쇼핑 > 종합몰 > 온라인 종합몰');
  await expect(info).toContainText('정상');
  await expect(page.getByRole('region', { name: '상태 이력' })).toContainText('등록');
  if (SHOTS) await page.screenshot({ path: '/tmp/kakao-sender-detail.png', fullPage: true });
});

test('a manager registers an alimtalk template through the form; the operator approves it', async ({ page }) => {
  const code = `E2E_${suffix()}`;
  const name = `e2e 배송 안내 ${suffix()}`;
  await loginAs(page, 'hanbit_manager');
  await page.goto('/console/team/1/kakao/template/alimtalk');
  await expect(page.getByRole('link', { name: 'ORDER_SHIPPED' })).toBeVisible();
  await page.getByRole('link', { name: '템플릿 등록' }).click();
  await expect(page).toHaveURL(/\/kakao\/template\/alimtalk\/regist$/);

  await page.getByRole('button', { name: '검수 요청' }).click();
  await expect(page.getByText('템플릿 코드를 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('내용을 입력해 주세요.')).toBeVisible();

  await choose(page, '발신 프로필', /한빛커머스 \(@hanbitcommerce\)/);
  await page.getByRole('textbox', { name: '템플릿 코드' }).fill(code);
  await page.getByRole('textbox', { name: '템플릿 이름' }).fill(name);
  await choose(page, '대분류', '배송');
  await choose(page, '소분류', '배송상태');
  await page
    .getByRole('textbox', { name: '내용' })
    .fill('#{이름}님, 주문하신 #{상품} 배송이 시작됐어요. 아래 버튼으로 위치를 확인하세요.');
  await page.getByRole('textbox', { name: '#{이름}' }).fill('김하나');
  const preview = page.getByRole('figure', { name: '미리 보기' });
  await expect(preview).toContainText('김하나님, 주문하신 #{상품} 배송이 시작됐어요.');
  await page.getByRole('button', { name: '버튼 추가' }).click();
  await page.getByRole('textbox', { name: '버튼 1 이름' }).fill('배송 조회');
  await page
    .getByRole('textbox', { name: '버튼 1 모바일 URL' })
    .fill('https://shop.hanbit.example.kr/orders/#{주문번호}');
  await expect(preview).toContainText('배송 조회');
  await expect(page.getByRole('region', { name: '검수 전 확인' })).toContainText('자주 반려되는 점이 보이지 않아요');
  if (SHOTS) await page.screenshot({ path: '/tmp/kakao-template-regist.png', fullPage: true });
  await page.getByRole('button', { name: '검수 요청' }).click();

  await expect(page).toHaveURL(/\/console\/team\/1\/kakao\/template\/alimtalk\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const info = page.getByRole('region', { name: '템플릿 정보' });
  await expect(info).toContainText('검수 요청');
  await expect(page.getByText(/카카오 검수를 기다리고 있어요/)).toBeVisible();
  const seq = Number(page.url().split('/').pop());

  const review = await page.request.post(`/admin/api/kakao/templates/${seq}/review`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { decision: 'APPROVE' },
  });
  expect(review.status()).toBe(200);
  await page.reload();
  await expect(info).toContainText('승인');
  await expect(page.getByText(/승인된 템플릿이에요/)).toBeVisible();
  await expect(page.getByRole('region', { name: '검수 이력과 문의' })).toContainText('승인');
  if (SHOTS) await page.screenshot({ path: '/tmp/kakao-template-detail.png', fullPage: true });

  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('승인');
});

test('a user may not open the sender profiles: the shell says they are for masters and managers', async ({ page }) => {
  await loginAs(page, 'hanbit_user');
  await page.goto('/console/team/2/kakao/sender-key');
  const dialog = page.getByTestId('console-dialog');
  await expect(dialog).toContainText('권한 없음');
  await expect(dialog).toContainText('마스터 또는 매니저 계정만 이용할 수 있는 메뉴입니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
});
