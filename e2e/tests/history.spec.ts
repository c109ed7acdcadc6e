import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

const shot = (name: string) => (process.env.HISTORY_SCREENSHOTS ? `/tmp/history-${name}.png` : undefined);

test('an LMS with variables to an imported address book: each recipient gets their own filled LMS', async ({
  page,
}) => {
  const groupName = `e2e 쿠폰 ${String(Date.now()).slice(-6)}`;
  const suffix = String(Date.now()).slice(-4);
  const csv = ['이름,휴대폰,쿠폰', `김하나,010-8301-${suffix},봄맞이10`, `이두리,010-8302-${suffix},여름20`].join(
    '\r\n',
  );

  await loginAs(page, 'hanbit_master');
  await page.goto('/console/team/1/send/address');
  await page.getByRole('button', { name: '그룹 만들기' }).click();
  const groupDialog = page.getByRole('dialog', { name: '그룹 만들기' });
  await groupDialog.getByRole('textbox', { name: '그룹 이름' }).fill(groupName);
  await groupDialog.getByRole('button', { name: '저장' }).click();
  await expect(groupDialog).toBeHidden();
  await page.getByRole('list', { name: '그룹' }).getByText(groupName).click();
  await page.getByRole('button', { name: '파일에서 가져오기' }).click();
  const wizard = page.getByRole('dialog', { name: /파일에서 연락처 가져오기/ });
  await wizard
    .getByLabel('파일 선택')
    .setInputFiles({ name: '쿠폰고객.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8') });
  await wizard.getByRole('button', { name: '다음' }).click();
  await expect(wizard.getByLabel('쿠폰 열을 추가 항목으로')).toBeChecked();
  await wizard.getByRole('button', { name: '가져오기' }).click();
  await expect(wizard.getByRole('status')).toHaveText('추가 2 · 변경 0 · 중복 건너뜀 0 · 실패 0');
  await wizard.getByRole('button', { name: '닫기' }).click();

  await page.goto('/console/team/1/send/mt');
  await page.getByRole('combobox', { name: /발신번호/ }).click();
  await page.getByRole('option', { name: '1588-1234 (고객센터 대표번호)' }).click();
  await page.getByRole('combobox', { name: '주소록에서 불러오기' }).click();
  await page.getByRole('option', { name: `${groupName} (2명)` }).click();
  await expect(page.getByText(`주소록: ${groupName} · 2명`)).toBeVisible();
  // Over 90 bytes once filled: an LMS for everyone.
  await page
    .getByRole('textbox', { name: /^내용/ })
    .fill('#{이름}님, #{쿠폰} 쿠폰이 도착했어요. 이번 주 일요일까지 앱에서 쓸 수 있어요. 늘 이용해 주셔서 고맙습니다.');
  await expect(page.getByTestId('byte-counter')).toContainText('· LMS');
  await expect(page.getByTestId('send-estimate')).toContainText('2명 · LMS');
  await page.getByRole('button', { name: '보내기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
  await expect(page.getByText(/발송 요청 #\d+을\(를\) 접수했어요. 받는 사람 2명./)).toBeVisible();
  await page.getByRole('link', { name: '발송 결과 보기' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/history\/\d+$/);

  await expect(page.getByRole('group', { name: '성공' })).toContainText('2', { timeout: 20_000 });
  for (const { name, phone, coupon } of [
    { name: '김하나', phone: `010-8301-${suffix}`, coupon: '봄맞이10' },
    { name: '이두리', phone: `010-8302-${suffix}`, coupon: '여름20' },
  ]) {
    const row = page.getByRole('row', { name: new RegExp(phone) });
    await expect(row).toContainText(`${name}님, ${coupon} 쿠폰이 도착했어요.`);
    await expect(row.getByRole('cell', { name: 'LMS', exact: true })).toBeVisible();
    // The rows follow the live summary without a reload.
    await expect(row).toContainText('성공');
  }
  await page.screenshot({ path: shot('lms-results'), fullPage: true });
});

test('read the results of an SMS from a representative number, then its MO replies; the opt-out one is on the 080 list', async ({
  page,
}) => {
  // The simulator answers 010-0000-05XX with "네, 확인했어요." and 010-0000-06XX with an opt-out request.
  const xx = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  const [yes, stop] = [`010-0000-05${xx}`, `010-0000-06${xx}`];
  await loginAs(page, 'hanbit_user');
  await page.goto('/console/team/1/send/mt');
  await page.getByRole('combobox', { name: /발신번호/ }).click();
  await page.getByRole('option', { name: '1588-1234 (고객센터 대표번호)' }).click();
  await page.getByRole('textbox', { name: '받는 사람' }).fill(`${yes}\n${stop}`);
  await page.getByRole('textbox', { name: /^내용/ }).fill('[한빛커머스] 배송 만족도 설문에 답해 주세요.');
  await expect(page.getByTestId('byte-counter')).toContainText('· SMS');
  await page.getByRole('button', { name: '보내기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
  await page.getByRole('link', { name: '발송 결과 보기' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/send\/history\/\d+$/);
  const seq = page.url().split('/').pop();
  await expect(page.getByRole('group', { name: '성공' })).toContainText('2', { timeout: 20_000 });

  await page.goto('/console/team/1/history/mo');
  await expect(page.getByRole('heading', { name: '수신(MO) 내역' })).toBeVisible();
  await page.getByRole('textbox', { name: '보낸 번호 검색' }).fill(yes);
  const reply = page.getByRole('row', { name: new RegExp(yes) });
  await expect(reply).toContainText('네, 확인했어요.');
  await expect(reply).toContainText('1588-1234');
  await page.getByRole('textbox', { name: '보낸 번호 검색' }).fill(stop);
  const optOut = page.getByRole('row', { name: new RegExp(stop) });
  await expect(optOut).toContainText('수신거부');
  await expect(optOut.getByRole('link', { name: `#${seq}` })).toHaveAttribute(
    'href',
    `/console/team/1/send/history/${seq}`,
  );
  await page.getByRole('textbox', { name: '보낸 번호 검색' }).fill('');
  await page.screenshot({ path: shot('mo'), fullPage: true });

  await page.getByRole('textbox', { name: '보낸 번호 검색' }).fill(stop);
  await optOut.getByRole('link', { name: '080 수신거부 등록됨' }).click();
  await expect(page).toHaveURL(/\/console\/team\/1\/service\/reject$/);
  await page.getByRole('textbox', { name: '번호 검색' }).fill(stop);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('row', { name: new RegExp(stop) })).toContainText('080 수신거부 요청');
});
