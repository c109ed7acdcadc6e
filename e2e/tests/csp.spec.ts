import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/console';

/**
 * Content-Security-Policy (issue 18): every page of the console runs under a policy with a nonce per
 * answer and no 'unsafe-inline' or 'unsafe-eval'. The console, its remotes, a chart and the API
 * reference work with no violation, and a script injected into a page does not run.
 */

declare global {
  interface Window {
    __injected?: number;
  }
}

/**
 * Every violation in every document of the page: the browser's securitypolicyviolation events
 * (through a binding, which the policy does not govern) and its console messages about the policy.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The policy the page's own document was answered with. */
async function policyOf(page: Page, path: string) {
  const answer = await page.goto(path);
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval/);
  return policy;
}

test('login, remotes, a chart page and /docs run under the policy with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await policyOf(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loginAs(page, 'hanbit_master');

  await policyOf(page, '/console/team/1/send/mt');
  await expect(page.getByRole('heading', { name: '문자 보내기' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await policyOf(page, '/console/team/1/kakao/sender-key');
  await page.getByRole('button', { name: '발신 프로필 등록' }).click();
  await expect(page.getByRole('dialog', { name: '발신 프로필 등록' })).toBeVisible();
  await page.keyboard.press('Escape');
  await policyOf(page, '/console/billing/info');
  await expect(page.getByRole('heading', { name: '결제 정보', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await policyOf(page, '/console/stats/sms');
  await expect(page.getByRole('heading', { name: '문자 통계', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stats-chart').locator('svg').first()).toBeVisible();
  expect(await page.getByTestId('stats-chart').locator('rect').count()).toBeGreaterThan(3);
  await page.waitForLoadState('networkidle');

  // The component library's styles applied (emotion inserted them under the nonce).
  const emotionStyles = await page.locator('style[data-emotion]').count();
  expect(emotionStyles).toBeGreaterThan(0);
  expect(
    await page
      .locator('style[data-emotion]')
      .first()
      .evaluate((style) => (style as HTMLStyleElement).nonce),
  ).not.toBe('');
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  expect(await header.evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');

  await policyOf(page, '/docs');
  await expect(page.locator('#app').getByText('발송 요청').first()).toBeVisible();
  expect(await page.locator('style#scalar-style').count()).toBe(1);

  expect(violations).toEqual([]);
});

test('a script injected into a page does not run, and the browser reports it', async ({ page }) => {
  const violations = await watchViolations(page);
  await loginAs(page, 'hanbit_master');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);

  // As an HTML injection would: an inline <script>, an event handler attribute, a javascript: URL.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.body.appendChild(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onload="window.__injected = 2" alt="">';
    document.body.appendChild(holder);
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  expect(violations.some((v) => /script-src-elem blocked inline/.test(v))).toBe(true);
  expect(violations.some((v) => /script-src-attr blocked inline/.test(v))).toBe(true);

  // A script from another origin is not in the policy either.
  const before = violations.length;
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://attacker.invalid/x.js';
    document.body.appendChild(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(before);
  expect(violations.at(-1)).toMatch(/script-src-elem blocked https:\/\/attacker\.invalid/);
});
