import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/console';
import { e2eServer } from '../support/e2e-server';

/**
 * Teams, members, invitations and API keys (issue 4), against the real server. The e2e server
 * provisions new teams in 5 seconds (TEAM_PROVISION_SECONDS), so a journey can watch REG end.
 */

/** Teams made during the run get seqs past the demo's 1-6: mark those as guided too. */
async function skipGuidesForNewTeams(page: Page) {
  const state = {
    state: {
      showActionGuide: true,
      currentTab: null,
      tooltips: {},
      guidedTeams: Array.from({ length: 60 }, (_, i) => i + 1),
    },
    version: 0,
  };
  await page
    .context()
    .addCookies([{ name: 'console_guides', value: encodeURIComponent(JSON.stringify(state)), url: e2eServer.baseURL }]);
}

/** The newest invitation link mailed to `email`, read from the dev outbox. */
async function invitationLink(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await response.json()).resultData as { body: string }[];
  const link = /(https?:\/\/\S+\/popup\/join-mail\?token=[A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!link) throw new Error(`no invitation link mailed to ${email}`);
  return link;
}

const dialog = (page: Page) => page.getByTestId('console-dialog');

test.describe('teams, members and API keys', () => {
  test('a master creates a team and watches it leave REG', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await skipGuidesForNewTeams(page);
    await page.goto('/console/team/create');
    await expect(page.getByText('최대 15분')).toBeVisible();
    await page.getByRole('button', { name: '팀 만들기' }).click();
    await expect(page.getByText('팀 이름을 입력해 주세요.')).toBeVisible();
    await page.getByLabel(/^팀 이름/).fill('물류팀');
    await page.getByLabel(/^설명/).fill('배송 알림을 보내요.');
    await page.getByRole('button', { name: '팀 만들기' }).click();

    await expect(page).toHaveURL(/\/console\/team\/\d+$/);
    await expect(page.getByRole('heading', { name: '물류팀' })).toBeVisible();
    await expect(page.getByTestId('team-registering')).toContainText('최대 15분');

    // The list asks again while a team is registering, and shows it ready without a reload.
    await page.goto('/console/team');
    const row = page.getByRole('row', { name: /물류팀/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('사용 중')).toBeVisible({ timeout: 30_000 });
  });

  test('a master invites a member who accepts by mail and lands on the dashboard', async ({ page, browser }) => {
    const email = `joiner.${Date.now()}@example.kr`;
    await loginAs(page, 'hanbit_master');
    await page.goto('/console/member/list?tab=invitations');
    await page.getByRole('button', { name: '멤버 초대' }).click();
    const invite = page.getByRole('dialog', { name: '이메일로 멤버 초대' });
    await invite.getByRole('textbox', { name: '이메일' }).fill(email);
    await invite.getByLabel('마케팅팀').check();
    await invite.getByRole('button', { name: '초대 메일 보내기' }).click();
    await expect(invite).toBeHidden();
    await expect(
      page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) }).getByText('대기 중'),
    ).toBeVisible();

    const link = await invitationLink(page, email);
    const guest = await browser.newContext({ baseURL: e2eServer.baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const invitee = await guest.newPage();
    await invitee.goto(link);
    await expect(invitee.getByText('(주)한빛커머스의 김한빛님이 메시지 콘솔로 초대했어요.')).toBeVisible();
    await expect(invitee.getByTestId('invitation-summary')).toContainText(email);
    await invitee.getByRole('link', { name: '가입하러 가기' }).click();
    await expect(invitee).toHaveURL(/\/account\/registByEmail\?token=/);
    await invitee.getByLabel(/^아이디/).fill('e2e_joiner');
    await invitee.getByLabel(/^비밀번호\s*\*?$/).fill('Joiner!2026');
    await invitee.getByLabel(/^비밀번호 확인/).fill('Joiner!2026');
    await invitee.getByLabel(/^이름/).fill('정가입');
    await invitee.getByLabel(/^휴대폰 번호/).fill('010-7777-1234');
    await invitee.getByRole('button', { name: '가입하고 시작하기' }).click();
    await expect(invitee).toHaveURL(/\/console\/dashboard$/);
    await expect(invitee.getByText('정가입님, 안녕하세요.', { exact: false })).toBeVisible();

    // The link is spent: opening it again explains so.
    await guest.clearCookies();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { name: '이미 사용한 초대 링크예요' })).toBeVisible();
    await guest.close();

    await page.reload();
    await expect(
      page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) }).getByText('가입 완료'),
    ).toBeVisible();
  });

  test('an API key is shown once, then listed by its prefix, and revoked after confirming', async ({ page }) => {
    await loginAs(page, 'hanbit_manager');
    await page.goto('/console/team/1/linked/list');
    const tooltip = page.getByTestId('action-guide-tooltip');
    if (await tooltip.isVisible().catch(() => false)) await tooltip.getByRole('button', { name: '확인했어요' }).click();

    await page.getByRole('button', { name: 'API 키 만들기' }).click();
    const form = page.getByRole('dialog', { name: '새 API 키' });
    await form.getByLabel(/^키 이름/).fill('E2E 연동');
    await form.getByLabel('허용 IP 1', { exact: true }).fill('999.1.1.1');
    await form.getByRole('button', { name: '만들기' }).click();
    await expect(form.getByText('IPv4, IPv6 주소나 CIDR(예: 203.0.113.0/24) 형식으로 입력해 주세요.')).toBeVisible();
    await form.getByLabel('허용 IP 1', { exact: true }).fill('203.0.113.0/24');
    await form.getByRole('button', { name: '만들기' }).click();

    const shown = page.getByRole('dialog', { name: "'E2E 연동' 키를 만들었어요" });
    await expect(shown.getByText('지금 한 번만 보여요', { exact: false })).toBeVisible();
    const secret = (await shown.getByTestId('api-key-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^ck_live_[0-9A-Za-z]{32}$/);
    await expect(shown.getByRole('button', { name: 'API 키 복사' })).toBeVisible();
    await shown.getByRole('button', { name: '복사했어요' }).click();
    await expect(shown).toBeHidden();

    const row = page.getByRole('row', { name: /E2E 연동/ });
    await expect(row.getByText(`${secret.slice(0, 12)}••••••••`)).toBeVisible();
    await expect(row.getByText('사용 중')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    await row.getByRole('button', { name: 'E2E 연동 폐기' }).click();
    await expect(dialog(page)).toContainText("'E2E 연동' 키(");
    await dialog(page).getByRole('button', { name: '폐기' }).click();
    await expect(row.getByText('폐기됨')).toBeVisible();
    await expect(row.getByRole('button', { name: 'E2E 연동 폐기' })).toHaveCount(0);
  });

  test('a master changes a member role after confirming, and a cancel changes nothing', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    await page.goto('/console/member/list');
    const role = page.getByRole('combobox', { name: '박사용의 역할' });
    await expect(role).toHaveText('사용자');

    await role.click();
    await page.getByRole('option', { name: '매니저' }).click();
    await expect(dialog(page)).toContainText('박사용님의 역할을 매니저(으)로 바꿔요.');
    await dialog(page).getByRole('button', { name: '취소' }).click();
    await expect(role).toHaveText('사용자');

    await role.click();
    await page.getByRole('option', { name: '매니저' }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('박사용님의 역할을 바꿨어요.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: '박사용의 역할' })).toHaveText('매니저');

    // Back to how the demo data was, for the journeys that log in as hanbit_user.
    await page.getByRole('combobox', { name: '박사용의 역할' }).click();
    await page.getByRole('option', { name: '사용자' }).click();
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('combobox', { name: '박사용의 역할' })).toHaveText('사용자');
  });
});
