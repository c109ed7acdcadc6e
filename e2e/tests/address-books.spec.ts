import { expect, test } from '@playwright/test';
import { loginAs } from '../support/console';

test('a user creates a group, imports a CSV with one bad row, sees the counts and the imported contacts', async ({
  page,
}) => {
  const groupName = `e2e 고객 ${String(Date.now()).slice(-6)}`;
  const suffix = String(Date.now()).slice(-4);
  const csv = [
    '이름,휴대폰,등급',
    `김일,010-8100-${suffix},VIP`,
    `박이,02-555-0101,일반`,
    `최삼,010-8200-${suffix},일반`,
  ].join('\r\n');

  await loginAs(page, 'hanbit_user');
  await page.goto('/console/team/1/send/address');
  await expect(page.getByText(/휴대폰 번호만 넣을 수 있고/)).toBeVisible();
  await page.getByRole('button', { name: '그룹 만들기' }).click();
  const groupDialog = page.getByRole('dialog', { name: '그룹 만들기' });
  await groupDialog.getByRole('button', { name: '저장' }).click();
  await expect(groupDialog.getByText('그룹 이름을 입력해 주세요.')).toBeVisible();
  await groupDialog.getByRole('textbox', { name: '그룹 이름' }).fill(groupName);
  await groupDialog.getByRole('button', { name: '저장' }).click();
  await expect(groupDialog).toBeHidden();

  await page.getByRole('list', { name: '그룹' }).getByText(groupName).click();
  await page.getByRole('button', { name: '파일에서 가져오기' }).click();
  const wizard = page.getByRole('dialog', { name: /파일에서 연락처 가져오기/ });
  await expect(wizard.getByText(/10MB·100,000행까지예요/)).toBeVisible();
  await wizard
    .getByLabel('파일 선택')
    .setInputFiles({ name: '고객.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8') });
  await wizard.getByRole('button', { name: '다음' }).click();
  await expect(wizard.getByText('CSV 파일 · 3행 (처음 3행을 보여줘요)')).toBeVisible();
  await expect(wizard.getByLabel('등급 열을 추가 항목으로')).toBeChecked();
  await wizard.getByRole('button', { name: '가져오기' }).click();

  await expect(wizard.getByRole('status')).toHaveText('추가 2 · 변경 0 · 중복 건너뜀 0 · 실패 1');
  await expect(wizard.getByText('3행')).toBeVisible();
  await expect(wizard.getByText(/02-555-0101/)).toBeVisible();
  const download = page.waitForEvent('download');
  await wizard.getByRole('button', { name: '오류 보고서 받기 (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^가져오기_오류_고객_\d{8}\.csv$/);
  await wizard.getByRole('button', { name: '닫기' }).click();

  await expect(page.getByRole('row', { name: new RegExp(`김일.*010-8100-${suffix}.*등급: VIP`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`최삼.*010-8200-${suffix}`) })).toBeVisible();
  await expect(
    page.getByRole('list', { name: '그룹' }).getByRole('button', { name: new RegExp(`^${groupName}\\s*2명`) }),
  ).toBeVisible();
});
