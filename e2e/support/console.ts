import { expect, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eServer } from './e2e-server';

export const DEMO_PASSWORD = 'Console123!';

/**
 * Marks the demo teams as already guided, so the once-per-team action-guide dialog does not
 * cover the journeys that are not about it (guides.spec.ts tests the dialog itself).
 */
export async function skipActionGuide(page: Page) {
  const state = {
    state: { showActionGuide: true, currentTab: null, tooltips: {}, guidedTeams: [1, 2, 3, 4, 5, 6] },
    version: 0,
  };
  await page
    .context()
    .addCookies([{ name: 'console_guides', value: encodeURIComponent(JSON.stringify(state)), url: e2eServer.baseURL }]);
}

/** Logs in through the real form and waits for the dashboard. */
export async function loginAs(page: Page, id: string, password = DEMO_PASSWORD, options: { guide?: boolean } = {}) {
  if (!options.guide) await skipActionGuide(page);
  await page.goto('/account/login');
  await page.getByLabel('아이디').fill(id);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  // The login page is server-rendered: the console boots with a full page load after the address
  // changes. Wait until it has read the session, so a journey starts from a booted console.
  await expect(page.getByTestId('current-user')).toBeVisible();
}

interface EnvironmentEntry {
  version: string;
  enabled: boolean;
  reason?: string;
  entry?: string;
}

const registryFile = () => join(e2eServer.environmentsDir, 'local.json');

/** Edits the private copy of deploy/environments/local.json the server reads (no restart). */
export function editRegistry(change: (remotes: Record<string, EnvironmentEntry>) => void) {
  const file = registryFile();
  const env = JSON.parse(readFileSync(file, 'utf8')) as {
    environment: string;
    remotes: Record<string, EnvironmentEntry>;
  };
  change(env.remotes);
  writeFileSync(file, `${JSON.stringify(env, null, 2)}\n`);
}

/** Runs `body` with the registry changed, then restores the file exactly. */
export async function withRegistry(
  change: (remotes: Record<string, EnvironmentEntry>) => void,
  body: () => Promise<void>,
) {
  const original = readFileSync(registryFile(), 'utf8');
  editRegistry(change);
  try {
    await body();
  } finally {
    writeFileSync(registryFile(), original);
  }
}

/**
 * Counts React renderers: every copy of react-dom registers itself with the devtools hook once,
 * so a remote that brought its own copy would make this 2.
 */
export async function installRendererCounter(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    };
  });
}

export const rendererCount = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );

/**
 * Calls the business API from the page with the logged-in session, as the console's api client does:
 * a fresh access token from the session cookie, the CSRF header and the team `team`.
 */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  team = '1',
) {
  return page.evaluate(
    async (request) => {
      const refresh = await fetch('/api/auth/refresh-token', { method: 'POST', headers: { AJAX: 'true' } });
      const token = ((await refresh.json()) as { resultData: { accessToken: { token: string } } }).resultData
        .accessToken.token;
      const response = await fetch(request.url, {
        method: request.method,
        headers: {
          AJAX: 'true',
          Authorization: `Bearer ${token}`,
          'Curr-Team-Seq': request.team,
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: response.status, data: ((await response.json()) as { resultData: unknown }).resultData };
    },
    { method, url, body, team },
  ) as Promise<{ status: number; data: T }>;
}
