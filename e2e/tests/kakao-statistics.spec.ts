import { expect, test } from '@playwright/test';
import { callApi, loginAs } from '../support/console';

type Figures = {
  requested: number;
  delivered: number;
  failed: number;
  fallback: number;
};

/** YYYY-MM-DD in Seoul, n days from today. */
const seoulDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(Date.now() + offsetDays * 86_400_000);

test('an alimtalk to a KakaoTalk user and to a non-user shows in the alimtalk statistics with its chart', async ({
  page,
}) => {
  await loginAs(page, 'hanbit_user');
  // The page opens on the last 7 days by day; other journeys of the run may have sent already.
  const range = `unit=DAY&from=${seoulDay(-6)}&to=${seoulDay()}`;
  const totals = async () =>
    (await callApi<{ totals: Figures }>(page, 'GET', `/api/team/kakao/statistics/alimtalk?${range}`)).data.totals;
  const before = await totals();

  const options = await callApi<{ templates: { seq: number; senderProfileSeq: number; code: string }[] }>(
    page,
    'GET',
    '/api/team/kakao/send-options',
  );
  const template = options.data.templates.find((t) => t.code === 'ORDER_SHIPPED');
  expect(template, 'the demo team has the approved template ORDER_SHIPPED').toBeDefined();
  // 010-0000-07XX is the simulator's documented range of numbers without KakaoTalk.
  const sent = await callApi(page, 'POST', '/api/team/kakao/alimtalk/send-requests', {
    senderProfileSeq: template?.senderProfileSeq,
    templateSeq: template?.seq,
    templateVariables: { 택배사: '한빛택배' },
    recipients: [
      { phone: '010-2000-4821', variables: { 이름: '김통계', 주문번호: 'S-1001' } },
      { phone: '010-0000-0701', variables: { 이름: '이통계', 주문번호: 'S-1002' } },
    ],
    fallback: 'NONE',
  });
  expect(sent.status).toBe(200);

  // The simulator settles both within a few seconds: one delivered, one failed.
  const expected: Figures = {
    requested: before.requested + 2,
    delivered: before.delivered + 1,
    failed: before.failed + 1,
    fallback: before.fallback,
  };
  await expect.poll(totals, { timeout: 30_000 }).toMatchObject(expected);

  await page.goto('/console/team/1/kakao/statistics/alimtalk');
  await expect(page.getByRole('heading', { name: '알림톡 통계', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: '기간 합계' });
  const count = (value: number) => new RegExp(`^(요청|성공|실패)${value.toLocaleString('ko-KR')}(?!\\d)`);
  await expect(cards.getByRole('listitem', { name: '요청' })).toHaveText(count(expected.requested));
  await expect(cards.getByRole('listitem', { name: '성공' })).toHaveText(count(expected.delivered));
  await expect(cards.getByRole('listitem', { name: '실패' })).toHaveText(count(expected.failed));

  // Today's row in the table under the chart, and the failure reason of the non-user.
  const today = page
    .getByRole('table', { name: '기간별 통계' })
    .getByRole('row', { name: new RegExp(seoulDay().replaceAll('-', '\\.')) });
  const todayRequested = (
    await callApi<{ totals: Figures }>(
      page,
      'GET',
      `/api/team/kakao/statistics/alimtalk?unit=DAY&from=${seoulDay()}&to=${seoulDay()}`,
    )
  ).data.totals.requested;
  await expect(today).toContainText(todayRequested.toLocaleString('ko-KR'));
  await expect(page.getByRole('table', { name: '실패 사유 상위 10개' })).toContainText('카카오톡 사용자가 아니에요');
  await expect(page.getByRole('table', { name: '템플릿별 통계' })).toContainText('ORDER_SHIPPED');

  // The chart is drawn by the charts library, loaded with this screen only.
  const chart = page.getByRole('img', { name: '발송 건수 차트' });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  await expect(page.getByTestId('statistics-chart').locator('[data-chart-legend]')).toContainText('대체 발송');

  // Another unit asks again; the monthly view holds the same sends.
  await page.getByRole('button', { name: '월별' }).click();
  await expect(page.getByRole('button', { name: '최근 6개월' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: '기간별 통계' })).toContainText(
    seoulDay().slice(0, 7).replace('-', '.'),
  );
});
