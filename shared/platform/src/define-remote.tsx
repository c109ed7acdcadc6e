import React, { Suspense, useMemo } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Router, useRoutes, type RouteObject } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { RemoteDescriptor } from '@console/contracts/descriptor';
import type { RemoteMountProps } from './contract';
import { retryFailedScreens } from './lazy-screen';
import { PlatformContext } from './platform-context';
import { toRouterPath } from './routes';

// Beside defineRemote, in the one shared module every remote loads first, not a module of its own.
export { lazyScreen } from './lazy-screen';

/** Translations a remote adds to the shared i18next instance, under its own namespace. */
export type RemoteResources = Record<'ko' | 'en', Record<string, unknown>>;

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
  let resourcesAdded = false;

  function RemoteRoot(props: RemoteMountProps) {
    const { platform, routing } = props;
    if (!resourcesAdded && definition.resources) {
      for (const lng of ['ko', 'en'] as const) {
        platform.i18n.addResourceBundle(lng, definition.name, definition.resources[lng], true, true);
      }
      resourcesAdded = true;
    }
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
  const mount: typeof lifecycles.mount = (props) => {
    retryFailedScreens();
    return lifecycles.mount(props);
  };
  return { ...lifecycles, mount };
}
