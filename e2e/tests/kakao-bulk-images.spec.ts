import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/console';

/** The sample's header (BULK_TEMPLATE_COLUMNS' labels), as a user keeps it in the file. */
const HEADER = [
  '발신 프로필(채널 검색용 아이디)',
  '템플릿 코드',
  '템플릿 이름',
  '내용',
  '메시지 유형(BA/EX/AD/MI)',
  '강조 유형(NONE/TEXT)',
  '강조 제목',
  '강조 보조 문구',
  '부가 정보',
  '카테고리 코드(6자리)',
  '보안 템플릿(Y/N)',
  ...[1, 2, 3, 4, 5].flatMap((n) => [`버튼${n} 유형`, `버튼${n} 이름`, `버튼${n} 모바일 링크`, `버튼${n} PC 링크`]),
].join(',');

/** One template row of the bulk file (team 1's active profile is @hanbitcommerce in the demo seed). */
const templateRow = (code: string, { channel = '@hanbitcommerce', button = '주문 보기' } = {}) =>
  [
    channel,
    code,
    `일괄 ${code}`,
    '"#{이름}님, 주문(#{주문번호})이 접수되었어요."',
    'BA',
    'NONE',
    '',
    '',
    '',
    '002001',
    'N',
    'WL',
    button,
    'https://shop.hanbit.example.kr/orders',
    '',
  ].join(',');

const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\n`),
});

/** A real PNG (RGB, two bands of colour), built with zlib: what a designer's export would be. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const colour = y < height / 2 ? [0xfe, 0xe5, 0x00] : [0x3c, 0x1e, 0x1e];
    for (let x = 0; x < width; x++) rows.set(colour, y * (1 + width * 3) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The once-per-team guide may greet a first visit; it is not what these journeys are about. */
async function dismissGuide(page: Page) {
  const confirm = page.getByRole('button', { name: '확인했어요' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
}

test('a manager bulk-registers alimtalk templates: bad rows are reported per row, then a clean file registers all', async ({
  page,
}) => {
  const run = String(Date.now()).slice(-6);
  await loginAs(page, 'hanbit_manager');
  await page.goto('/console/team/1/kakao/template/alimtalk/multiple');
  await expect(page.getByRole('heading', { name: '알림톡 템플릿 일괄 등록' })).toBeVisible();
  await dismissGuide(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '샘플 파일 받기' }).click();
  expect((await download).suggestedFilename()).toBe('알림톡_템플릿_일괄등록_샘플.csv');

  await page
    .getByLabel('일괄 등록 파일')
    .setInputFiles(
      csvFile('mixed.csv', [
        templateRow(`BULK_OK_${run}`),
        templateRow(`BULK_CH_${run}`, { channel: '@nochannel' }),
        templateRow(`BULK_BT_${run}`, { button: '#{이름} 보기' }),
      ]),
    );
  const report = page.getByRole('table', { name: '점검 결과' });
  await expect(report.getByRole('row', { name: new RegExp(`BULK_OK_${run}`) })).toContainText('등록할 수 있어요');
  await expect(report.getByRole('row', { name: new RegExp(`BULK_CH_${run}`) })).toContainText(
    '발신 프로필(채널 검색용 아이디): 이 팀의 정상 상태 발신 프로필이 아니에요.',
  );
  await expect(report.getByRole('row', { name: new RegExp(`BULK_BT_${run}`) })).toContainText(
    '버튼1 이름: 버튼 이름에는 변수를 넣을 수 없어요.',
  );
  await expect(page.getByText('문제 2줄')).toBeVisible();
  await expect(page.getByRole('button', { name: '3개 등록' })).toBeDisabled();

  await page
    .getByLabel('일괄 등록 파일')
    .setInputFiles(csvFile('clean.csv', [templateRow(`BULK_A_${run}`), templateRow(`BULK_B_${run}`)]));
  await expect(page.getByText(/모든 줄에 문제가 없어요/)).toBeVisible();
  await page.getByRole('button', { name: '2개 등록' }).click();
  await expect(page.getByText('템플릿 2개를 등록했어요. 모두 카카오 검수가 요청됐어요.')).toBeVisible();

  await page.getByRole('link', { name: '템플릿 목록 보기' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/kakao\/template\/alimtalk$/);
  for (const code of [`BULK_A_${run}`, `BULK_B_${run}`])
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('검수 요청');
});

test('a manager uploads a 2:1 PNG as an alimtalk image; a 1:1 image is refused in Korean before it is sent', async ({
  page,
}) => {
  const name = `e2e-banner-${String(Date.now()).slice(-6)}.png`;
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/team/kakao/images')) uploads.push(request.url());
  });
  await loginAs(page, 'hanbit_manager');
  await page.goto('/console/team/1/kakao/image-management');
  await expect(page.getByRole('heading', { name: '이미지 관리' })).toBeVisible();
  await page.getByRole('link', { name: '이미지 등록' }).click();
  await expect(page).toHaveURL(/\/kakao\/image-management\/regist$/);
  await expect(page.getByRole('radio', { name: /알림톡 강조/ })).toBeChecked();

  const file = page.getByLabel('올릴 이미지 파일');
  await file.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: png(800, 800) });
  await expect(page.getByRole('alert')).toContainText('가로:세로 2:1 비율이어야 해요. (지금 800 x 800)');
  await expect(page.getByRole('button', { name: '올리기' })).toBeDisabled();
  expect(uploads).toEqual([]);

  await file.setInputFiles({ name, mimeType: 'image/png', buffer: png(800, 400) });
  await expect(page.getByText(/알림톡 강조에 쓸 수 있는 이미지예요/)).toBeVisible();
  await expect(page.getByRole('img', { name: `올릴 이미지 ${name}` })).toBeVisible();
  await page.getByRole('button', { name: '올리기' }).click();

  await expect(page).toHaveURL(/\/console\/team\/1\/kakao\/image-management$/);
  expect(uploads).toHaveLength(1);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('알림톡 강조');
  await expect(row).toContainText('800 x 400px');
  await expect(row).toContainText('쓰는 템플릿 없음');
  await expect(row.getByRole('img', { name: `${name} 미리 보기` })).toBeVisible();
});
