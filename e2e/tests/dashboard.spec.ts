import { expect, test, type Page } from '@playwright/test';
import { callApi, loginAs } from '../support/console';

/**
 * The console home and the team dashboard (issue 19, point 5) on the real server: figures come from
 * the running send statistics, so the journey sends through the API first (the e2e server seeds the
 * demo without its activity) and compares with what it sent. Team 2 (고객지원팀) is this journey's:
 * no other journey sends from it.
 */

type Figures = { requested: number; delivered: number; failed: number; costKrw: number };

/** This journey's team is 2 (고객지원팀). */
const api = <T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown) =>
  callApi<T>(page, method, url, body, '2');

const totals = async (page: Page, query = '') =>
  (await api<{ totals: Figures }>(page, 'GET', `/api/dashboard/sends${query}`)).data.totals;
const count = (value: number) => value.toLocaleString('ko-KR');

test.describe('dashboards', () => {
  test("the home and the team dashboard show this month's sends, the recent requests and what waits for review", async ({
    page,
  }) => {
    await loginAs(page, 'hanbit_master');
    const before = await totals(page, '?teamSeq=2');
    const body = `[한빛커머스] 대시보드 확인 ${Date.now()}`;
    // Two delivered, and 010-0000-0001 is the simulator's 결번.
    const sent = await api<{ seq: number }>(page, 'POST', '/api/team/send-requests', {
      senderNumber: '1588-9876',
      body,
      recipients: ['010-2000-7001', '010-2000-7002', '010-0000-0001'].map((phone) => ({ phone })),
    });
    expect(sent.status).toBe(200);
    const expected: Figures = {
      requested: before.requested + 3,
      delivered: before.delivered + 2,
      failed: before.failed + 1,
      costKrw: before.costKrw + 2 * 13,
    };
    await expect.poll(() => totals(page, '?teamSeq=2'), { timeout: 30_000 }).toMatchObject(expected);

    // The team dashboard: this team's figures, its request and its sender number in review.
    await page.goto('/console/team/2/dashboard');
    const sends = page.getByTestId('dashboard-sends');
    await expect(sends.getByTestId('dashboard-sends-requested')).toHaveText(count(expected.requested));
    await expect(sends.getByTestId('dashboard-sends-delivered')).toHaveText(count(expected.delivered));
    await expect(sends.getByTestId('dashboard-sends-failed')).toHaveText(count(expected.failed));
    await expect(sends.getByTestId('dashboard-sends-costKrw')).toHaveText(`${count(expected.costKrw)}원`);
    await expect(sends.getByRole('img', { name: '일별 발송 차트' })).toBeVisible();
    await expect(sends.getByRole('table', { name: '채널별 발송' }).getByRole('row', { name: /^SMS/ })).toBeVisible();
    const recent = page.getByTestId('dashboard-recent-requests');
    await expect(recent.getByRole('link', { name: body })).toHaveAttribute(
      'href',
      `/console/team/2/send/history/${sent.data.seq}`,
    );
    await expect(recent.getByRole('row').filter({ hasText: body })).toContainText('완료');
    await expect(recent.getByRole('row').filter({ hasText: body })).toContainText('2 / 3');
    const numbers = page.getByTestId('dashboard-review-callbackNumbers');
    await expect(numbers).toContainText('심사 중');
    await expect(numbers.getByRole('link', { name: '010-3456-7890' })).toBeVisible();

    // The home: every team of the business, each row naming its team, the figures the API has.
    const all = await totals(page);
    await page.goto('/console/dashboard');
    await expect(page.getByTestId('dashboard-sends-requested')).toHaveText(count(all.requested));
    await expect(
      page.getByTestId('dashboard-recent-requests').getByRole('row').filter({ hasText: body }),
    ).toContainText('고객지원팀');
    await expect(page.getByTestId('dashboard-review-callbackNumbers')).toContainText('마케팅팀');
    await expect(
      page.getByTestId('dashboard-review-alimtalkTemplates').getByRole('link', { name: '재입고 알림' }),
    ).toBeVisible();
    await expect(page.getByTestId('dashboard-review-senderProfiles')).toContainText('휴면');
    await expect(page.getByTestId('dashboard-notices').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('verification-state')).toHaveAttribute('data-state', 'VERIFIED');
    await expect(page.getByTestId('dashboard-quick-actions').getByRole('link', { name: '문자 보내기' })).toBeVisible();
  });

  test("a member sees only their teams' requests and no sender numbers or templates", async ({ page }) => {
    await loginAs(page, 'hanbit_user');
    await expect(page.getByTestId('dashboard-reviews')).toContainText('마스터와 매니저가 관리해요');
    const recent = page.getByTestId('dashboard-recent-requests');
    await expect(recent).not.toHaveAttribute('data-state', 'loading');
    await expect(recent.getByText('고객지원팀')).toHaveCount(0);
    await page.goto('/console/team/2/dashboard');
    await expect(page.getByTestId('console-dialog')).toContainText('팀 스페이스 권한이 없습니다.');
  });

  test('a block whose API fails shows its own error while the others render, and tries again', async ({ page }) => {
    await loginAs(page, 'hanbit_master');
    let fail = true;
    await page.route('**/api/dashboard/reviews*', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ resultCode: 500, resultMessage: '서버 오류', resultData: null }),
          })
        : route.continue(),
    );
    await page.goto('/console/dashboard');
    const reviews = page.getByTestId('dashboard-reviews');
    await expect(reviews).toContainText('검수 현황을 불러오지 못했어요.');
    await expect(reviews).toHaveAttribute('data-state', 'error');
    for (const block of ['dashboard-sends', 'dashboard-recent-requests', 'dashboard-notices', 'dashboard-account'])
      await expect(page.getByTestId(block)).toHaveAttribute('data-state', /ready|empty/);
    await expect(page.getByTestId('console-dialog')).toHaveCount(0);

    fail = false;
    await reviews.getByRole('button', { name: '다시 시도' }).click();
    await expect(reviews).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('dashboard-review-callbackNumbers')).toBeVisible();
  });
});
