import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  ROOT,
  ROUTE_BUDGET_BYTES,
  consoleRoutes,
  duplicatedPackages,
  heaviestPackages,
  kb,
  measureRoute,
  singleCopyPackages,
  type RouteMeasurement,
} from '../../scripts/console-route-js.cjs';
import { loginAs } from '../support/console';
import { e2eServer } from '../support/e2e-server';
import { resolvePath } from '../support/route-records';

/**
 * The JavaScript budget of the console (issue 18). The goal is 350 KB of gzipped JavaScript on a cold
 * load of every console route, logged in, the routes of one record included (opened with the demo
 * master's first record, or one the journey makes: e2e/support/route-records.ts); every route meets it, so e2e/support/js-budgets.json lists
 * no route of its own (a ratchet for a route that could not: max(350 KB, its size plus 2 KB, rounded up
 * to the next 10 KB), only ever lowered). A route that grows past its budget fails, and so does a
 * module of a shared singleton (the packages rspack.shared.js guards, and the federation runtime core,
 * SDK and error codes) downloaded twice. Sizes do not depend on the machine or the checkout's folder
 * (rspack.shared.js keeps paths relative), so this can fail for real. Prints the table of routes
 * against the goal.
 */
/** Singletons, and the parts of the federation runtime remotes take from the shell. */
const SINGLE_COPY = singleCopyPackages();
const BUDGETS = JSON.parse(readFileSync(join(__dirname, '..', 'support', 'js-budgets.json'), 'utf8')) as {
  measured: string;
  goalKB: number;
  routesKB: Record<string, number>;
};

// A trace of ~50 browser contexts would cost more time than the measuring itself.
test.use({ trace: 'off' });

/** A route's budget in bytes: its ratchet from the table, never below the goal; the goal otherwise. */
function budgetOf(path: string): number {
  return Math.max(ROUTE_BUDGET_BYTES, (BUDGETS.routesKB[path] ?? 0) * 1000);
}

test('every console route stays within its gzipped JavaScript budget and downloads each shared library once', async ({
  browser,
}) => {
  expect(BUDGETS.goalKB * 1000, 'the goal in js-budgets.json is the one of the measuring code').toBe(
    ROUTE_BUDGET_BYTES,
  );
  const { routes, detail } = consoleRoutes();
  test.setTimeout((routes.length + detail.length) * 20_000);
  // The routes of one record (a template, a send, a payment method...) with the demo master's records.
  const context = await browser.newContext({ baseURL: e2eServer.baseURL });
  const page = await context.newPage();
  await loginAs(page, 'hanbit_master');
  const detailPaths: string[] = [];
  for (const route of detail) detailPaths.push(await resolvePath(page, route));
  await context.close();

  const results: RouteMeasurement[] = [];
  for (const path of [...routes.map((route) => route.path), ...detailPaths]) {
    results.push(await measureRoute(browser, e2eServer.baseURL, path, join(ROOT, 'dist')));
  }

  console.log(
    '| console route (cold load) | gzipped JS | budget | goal | heaviest packages (KB) | modules downloaded twice |',
  );
  for (const r of results) {
    const goal = r.gzip <= ROUTE_BUDGET_BYTES ? 'met' : `+${kb(r.gzip - ROUTE_BUDGET_BYTES)}`;
    console.log(
      `| ${r.path} | ${kb(r.gzip)} | ${kb(budgetOf(r.path))} | ${goal} | ${heaviestPackages(r, 4).join(', ')} | ${
        duplicatedPackages(r).join(', ') || '-'
      } |`,
    );
  }
  const over = results.filter((r) => r.gzip > ROUTE_BUDGET_BYTES).length;
  console.log(
    `(goal ${kb(ROUTE_BUDGET_BYTES)} per route: ${results.length - over} of ${results.length} routes meet it; ` +
      `ratchet budgets measured ${BUDGETS.measured}; ${detailPaths.length} of them with a demo record)`,
  );

  for (const r of results) {
    expect.soft(r.loaded, `${r.path} shows its page`).toBe(true);
    expect
      .soft(r.gzip, `gzipped JS of ${r.path} (budget in e2e/support/js-budgets.json)`)
      .toBeLessThanOrEqual(budgetOf(r.path));
    const twice = r.duplicates.filter((d) => SINGLE_COPY.has(d.pkg)).map((d) => `${d.module} (${d.urls.join(', ')})`);
    expect.soft(twice, `shared modules downloaded twice on ${r.path}`).toEqual([]);
  }
});
