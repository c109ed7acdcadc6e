import type { RouteObject } from 'react-router';
import type { LayoutName } from '@console/contracts/descriptor';
import { toRouterPath } from '@console/platform/routes';
import { LayoutSwitch } from '../layouts/layout-switch';
import { RootView } from '../error/root-view';
import { NotFoundRoute } from './not-found-route';
import { RoutePage } from './route-page';
import type { RouteMeta } from './route-meta';

const LAYOUTS: LayoutName[] = ['console', 'default', 'poc', 'none'];

/**
 * The router's table, from route metadata alone (no remote code): one pathless layout route per
 * layout holding its pages, and a catch-all that raises the fatal 404.
 */
export function buildRouteTable(metas: RouteMeta[]): RouteObject[] {
  const layoutRoutes: RouteObject[] = LAYOUTS.map((layout) => ({
    id: `layout:${layout}`,
    element: <LayoutSwitch layout={layout} />,
    children: metas
      .filter((meta) => meta.layout === layout)
      .map((meta) => ({
        id: meta.key,
        path: toRouterPath(meta.pattern),
        handle: meta,
        // A page the server renders: RootView reloads to fetch it; nothing of a remote mounts.
        element: meta.document ? null : <RoutePage meta={meta} />,
      })),
  }));
  return [
    {
      id: 'root',
      element: <RootView />,
      children: [...layoutRoutes, { id: 'not-found', path: '*', element: <NotFoundRoute /> }],
    },
  ];
}
