import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SHELL_ROUTE_PATHS } from '../../shared/contracts/src/shell-paths';
import { seriousViolations } from '../support/axe';
import { callApi, loginAs } from '../support/console';
import { resolvePath } from '../support/route-records';
import { REPO_ROOT } from '../support/e2e-server';

/**
 * Issue 18, point 7: every built route (the shell's own and every remote's, from the descriptors)
 * has no serious or critical axe finding (WCAG 2.1 A/AA rules). One browser, one login, the routes
 * in sequence: guest pages first, then the console as the demo master, logging out last.
 */

// A trace would snapshot every page axe reads: the journey stays fast without one.
test.use({ trace: 'off' });

interface DescriptorRoute {
  id: string;
  path: string;
  access?: 'public' | 'login' | 'guest';
}

const remoteRoutes = (): DescriptorRoute[] =>
  readdirSync(join(REPO_ROOT, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = join(REPO_ROOT, 'remotes', entry.name, 'remote.json');
      try {
        return (JSON.parse(readFileSync(file, 'utf8')) as { routes: DescriptorRoute[] }).routes;
      } catch {
        return [];
      }
    });

/** Shell pages only a visitor sees (a logged-in user is sent on). */
const SHELL_GUEST_PATHS = new Set(['/account/login', '/account/signup', '/account/registByEmail', '/popup/join-mail']);
const LOGOUT = '/account/logout';

// A button's own spinner (a loading button on the UI kit page) is not the page loading.
const LOADING = '.MuiCircularProgress-root:not(button *), .MuiSkeleton-root, .MuiLinearProgress-root';

/**
 * Waits until the screen has loaded what it shows: no request in flight and, for a while, no
 * spinner or skeleton (a page may keep one on purpose, e.g. a step that waits for the user).
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator(LOADING).filter({ visible: true }))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Audits one page: `route rule: targets` for each serious or critical finding. The page must be
 * the one asked for (a guard that sent the user elsewhere would audit the wrong screen).
 */
async function audit(page: Page, path: string, findings: string[], landsOn = path.split('?')[0]) {
  await page.goto(path);
  await settle(page);
  const pathname = new URL(page.url()).pathname;
  if (pathname !== landsOn) findings.push(`${path} was sent to ${pathname}`);
  for (const violation of await seriousViolations(page)) findings.push(`${path} ${violation}`);
}

test('every built route has no serious or critical axe finding (WCAG 2.1 A/AA)', async ({ page }) => {
  test.setTimeout(360_000);
  const remotes = remoteRoutes();
  expect(remotes.length).toBeGreaterThan(50);
  const guestRemote = remotes.filter((route) => route.access === 'guest');
  const shellGuest = SHELL_ROUTE_PATHS.filter((path) => SHELL_GUEST_PATHS.has(path));
  const shellLoggedIn = SHELL_ROUTE_PATHS.filter((path) => !SHELL_GUEST_PATHS.has(path) && path !== LOGOUT);
  const findings: string[] = [];
  const audited: string[] = [];

  for (const path of [...shellGuest, ...guestRemote.map((route) => route.path)]) {
    await audit(page, path, findings);
    audited.push(path);
  }

  await loginAs(page, 'hanbit_master');
  for (const path of shellLoggedIn) {
    await audit(page, path, findings);
    audited.push(path);
  }
  for (const route of remotes.filter((r) => r.access !== 'guest')) {
    await audit(page, await resolvePath(page, route), findings);
    audited.push(route.path);
  }

  // The release manager's override banner, on the page that sets it.
  const override = await callApi(page, 'PUT', '/api/releases/override', { remote: 'stats', version: '1.0.0' });
  expect(override.status).toBe(200);
  await page.goto('/console/releases');
  await expect(page.getByTestId('override-banner')).toBeVisible();
  await settle(page);
  for (const violation of await seriousViolations(page)) findings.push(`/console/releases (override) ${violation}`);
  expect((await callApi(page, 'DELETE', '/api/releases/override')).status).toBe(200);

  await audit(page, LOGOUT, findings, '/');
  audited.push(LOGOUT);

  expect(new Set(audited)).toEqual(new Set([...SHELL_ROUTE_PATHS, ...remotes.map((route) => route.path)]));
  expect(findings).toEqual([]);
});
