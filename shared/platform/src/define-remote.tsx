import React, { Suspense, useMemo } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Router, useRoutes, type RouteObject } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { i18n as I18n } from 'i18next';
import type { RemoteDescriptor } from '@console/contracts/descriptor';
import { DEFAULT_LANGUAGE, loadLanguage, type Language, type LanguageLoaders } from '@console/i18n/setup';
import type { RemoteMountProps } from './contract';
import { retryFailedScreens } from './lazy-screen';
import { PlatformContext } from './platform-context';
import { toRouterPath } from './routes';

// Beside defineRemote, in the one shared module every remote loads first, not a module of its own.
export { lazyScreen, screenTexts } from './lazy-screen';

/**
 * Translations a remote adds to the shared i18next instance, under its own namespace. Korean ships
 * with the remote; English is a loader (a dynamic import with a webpackChunkName comment, a chunk of
 * its own) that only a page shown in English calls, before the remote's first render.
 *
 * @example resources: { ko, en: () => import('./i18n/en').then((m) => m.en) }
 */
export interface RemoteResources {
  ko: Record<string, unknown>;
  en: () => Promise<Record<string, unknown>>;
}

export interface RemoteDefinition {
  name: string;
  /** The remote's remote.json, so screens are mapped by the same ids the shell routes by. */
  descriptor: {
    name: string;
    routes: ReadonlyArray<Pick<RemoteDescriptor['routes'][number], 'id' | 'path'> & { document?: boolean | undefined }>;
  };
  /** One screen per descriptor route id, except the pages the server renders (`document`). */
  screens: Record<string, React.ReactElement>;
  resources?: RemoteResources;
  /** Providers the remote's screens need besides platform, queries, i18n and router (e.g. theme). */
  Wrapper?: React.ComponentType<{ children: React.ReactNode }>;
  /** The view while a screen's code loads (lazyScreen): the one the shell shows while the remote loads. */
  Loading: React.ComponentType<{ remote: string }>;
}

/** The react-router route table of a remote: descriptor paths, mapped to screens by id. */
export function remoteRouteObjects(definition: RemoteDefinition): RouteObject[] {
  return definition.descriptor.routes
    .filter((route) => !route.document)
    .map((route) => {
      const element = definition.screens[route.id];
      if (!element) throw new Error(`Remote "${definition.name}" has no screen for descriptor route "${route.id}".`);
      return { id: `${definition.name}:${route.id}`, path: toRouterPath(route.path), element };
    });
}

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Turns a remote's screens into a single-spa parcel the shell mounts. The parcel is its own React
 * root, so it provides every context its screens need from the props the shell passes.
 */
export function defineRemote(definition: RemoteDefinition) {
  const routes = remoteRouteObjects(definition);
  const Wrapper = definition.Wrapper ?? React.Fragment;
  const { Loading } = definition;
  const addTexts = definition.resources ? remoteTexts(definition.name, definition.resources) : () => undefined;

  function RemoteRoot(props: RemoteMountProps) {
    const { platform, routing } = props;
    const value = useMemo(() => ({ platform, routing, team: props.team }), [platform, routing, props.team]);
    return (
      <PlatformContext.Provider value={value}>
        <QueryClientProvider client={platform.queryClient}>
          <I18nextProvider i18n={platform.i18n} defaultNS={definition.name}>
            <Wrapper>
              <Router basename={routing.basename} location={routing.location} navigator={routing.navigator}>
                <Suspense fallback={<Loading remote={definition.name} />}>
                  <RemoteRoutes routes={routes} />
                </Suspense>
              </Router>
            </Wrapper>
          </I18nextProvider>
        </QueryClientProvider>
      </PlatformContext.Provider>
    );
  }

  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: RemoteRoot,
    // Render errors inside a remote stay inside it: the shell's panel takes over through handleError.
    errorBoundary: (error, _info, props) => {
      const handleError = (props as unknown as { handleError?: (e: unknown) => void }).handleError;
      queueMicrotask(() => handleError?.(error));
      return <div role="alert" data-remote-error={definition.name} />;
    },
  });
  // A mount after a failure is the shell's "다시 시도": screens whose code failed load again.
  // The texts are in place before the first render; only English waits for its chunk.
  const mount: typeof lifecycles.mount = (props) => {
    retryFailedScreens();
    const loading = addTexts(props.platform.i18n);
    return loading ? loading.then(() => lifecycles.mount(props)) : lifecycles.mount(props);
  };
  return { ...lifecycles, mount };
}

/**
 * Adds a remote's Korean texts at once and, on a page in another language, loads that language's
 * (the page's language is fixed: switching reloads). Returns the promise to wait for, if any.
 */
function remoteTexts(name: string, resources: RemoteResources) {
  const loaders: LanguageLoaders = { en: () => resources.en().then((texts) => ({ [name]: texts })) };
  return (i18n: I18n): Promise<void> | undefined => {
    if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, name)) {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, name, resources.ko, true, true);
    }
    const language = i18n.language as Language;
    if (!loaders[language] || i18n.hasResourceBundle(language, name)) return undefined;
    // As the shell does with its own texts: shown in Korean rather than not at all, and a failed chunk
    // raised as the app's chunk error (SPEC 8) so the shell can reload into a new deployment.
    return loadLanguage(i18n, language, loaders).catch((error: unknown) => {
      console.error(`[console] the ${language} texts of remote "${name}" could not be loaded; showing Korean`, error);
      window.dispatchEvent(new ErrorEvent('error', { error }));
    });
  };
}
