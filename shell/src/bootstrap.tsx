import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { matchRoutes } from 'react-router';
import type { Registry } from '@console/contracts/registry';
import { detectLanguage } from '@console/i18n/setup';
import { PLATFORM_CONTRACT } from '@console/platform/contract';
import { PlatformContext } from '@console/platform/hooks';
import { ConsoleThemeProvider } from '@console/ui/theme-provider';
import { loadRemoteParcel, registerConsoleRemotes } from './federation/load-remote';
import { providedSingletons } from './federation/provided-singletons';
import { shellTextsKo } from './i18n/shell-texts-ko';
import { createShellI18n, prepareShellLanguage } from './i18n/shell-i18n';
import { createShellPlatform } from './platform/create-platform';
import { syncCurrentTeam } from './teams/current-team-sync';
import { setNavigate } from './platform/navigation';
import { RegistryContext } from './registry/registry-context';
import { validateRegistry } from '@console/contracts/registry-validation';
import { allRouteMetas, type RouteMeta } from './routing/route-meta';
import { buildRouteTable } from './routing/route-table';
import { preloadShellPage } from './routing/lazy-shell-pages';
import { createShellHistory, ShellRouter } from './routing/shell-router';
import { SHELL_ROUTE_PATTERNS, SHELL_ROUTES } from './routing/shell-routes';
import { fetchSession } from './session/session-api';
import { startBuildWatch } from './platform/build-watch';
import { handleAppLevelForbidden, useFatalError } from './state/fatal-error-store';
import { platformUi } from './platform/platform-ui';
import { BuildUpdateNotice } from './platform/build-update-notice';
import { Toaster } from './platform/toaster';
import { watchChunkErrors } from './platform/chunk-error-reload';
import { createRemoteBeacon, installRemoteBeacon } from './federation/remote-beacon';
import { overridesOf, RemoteOverridesContext } from './releases/remote-overrides';

async function fetchRegistry(): Promise<unknown> {
  try {
    const response = await fetch('/registry.json', { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok) throw new Error(`registry.json answered ${response.status}`);
    return (await response.json()) as unknown;
  } catch (error) {
    // Without a registry the shell still serves its own pages; remotes show as unknown routes.
    console.error('[console] could not load /registry.json', error);
    return { environment: 'unknown', remotes: [] } satisfies Registry;
  }
}

async function boot() {
  const i18n = createShellI18n(detectLanguage(window.location.search, document.cookie));
  const platform = createShellPlatform(i18n);

  // Boot costs one round trip: session and registry (with every descriptor inlined) in parallel, and
  // the English texts when the page is in English (Korean ships with the shell).
  const [session, rawRegistry, language] = await Promise.all([
    fetchSession(),
    fetchRegistry(),
    prepareShellLanguage(i18n),
  ]);
  document.documentElement.lang = language;
  platform.auth.getState().setSession(session);
  const registry = validateRegistry(rawRegistry, PLATFORM_CONTRACT, SHELL_ROUTE_PATTERNS);
  registry.problems.forEach((p) => console.warn(`[console] remote "${p.remote}" refused: ${p.message}`));
  registerConsoleRemotes(registry.remotes.filter((r) => r.enabled && !r.unavailableReason));
  // Loads and failures per remote version go to the server (canary health); never in the way.
  installRemoteBeacon(
    createRemoteBeacon({ versionOf: (name) => registry.remotes.find((r) => r.name === name)?.version ?? null }),
  );
  const overrides = overridesOf(rawRegistry);
  console.debug('[console] singletons provided to remotes', Object.keys(providedSingletons).length);

  const routes = buildRouteTable(allRouteMetas(SHELL_ROUTES, registry.remotes));
  // The first page's code (its remote, or its lazy shell page) starts loading now, while React and
  // the layout come up.
  const firstPage = matchRoutes(routes, window.location)
    ?.map((m) => m.route.handle as RouteMeta | undefined)
    .find((meta) => meta !== undefined);
  if (firstPage?.owner.kind === 'remote' && !firstPage.owner.remote.unavailableReason) {
    void loadRemoteParcel(firstPage.owner.remote.name).catch(() => undefined);
  } else if (firstPage?.owner.kind === 'shell') {
    preloadShellPage(firstPage.owner.route.page);
  }
  const history = createShellHistory();
  syncCurrentTeam(history, platform.team);
  setNavigate((to, options) => (options?.replace ? history.replace(to) : history.push(to)));
  handleAppLevelForbidden(() => {
    void platformUi
      .confirm({
        title: i18n.t('dialog.sessionExpiredTitle'),
        message: i18n.t('dialog.loginExpiredRetryMessage'),
        confirmText: i18n.t('common.retry'),
      })
      .then((retry) => (retry ? window.location.reload() : window.location.assign('/account/login')));
  });
  startBuildWatch(platform);
  watchChunkErrors(platform);

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const mountProps = {
    platform,
    team: { teamSeq: null, status: null },
    routing: { basename: '/', location: history.location, navigator: undefined as never },
  };
  createRoot(rootElement).render(
    <StrictMode>
      <ConsoleThemeProvider>
        <CssBaseline />
        <I18nextProvider i18n={i18n} defaultNS="shell">
          <QueryClientProvider client={platform.queryClient}>
            <PlatformContext.Provider value={mountProps}>
              <RegistryContext.Provider value={registry}>
                <RemoteOverridesContext.Provider value={overrides}>
                  <Toaster />
                  <BuildUpdateNotice />
                  <ShellRouter history={history} routes={routes} />
                </RemoteOverridesContext.Provider>
              </RegistryContext.Provider>
            </PlatformContext.Provider>
          </QueryClientProvider>
        </I18nextProvider>
      </ConsoleThemeProvider>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  useFatalError.getState().recordMountFailure(error);
  const root = document.getElementById('root');
  // The React tree never came up: say so in plain HTML rather than leave a blank page (styled
  // through the DOM: the page's CSP refuses style attributes in markup).
  if (root) {
    root.innerHTML = `<p>${shellTextsKo.error.heading} · ${shellTextsKo.error.apology} <a href="/">${shellTextsKo.error.goHome}</a></p>`;
    const message = root.firstElementChild as HTMLElement | null;
    if (message) message.style.cssText = 'font-family:sans-serif;padding:48px;text-align:center';
  }
});
