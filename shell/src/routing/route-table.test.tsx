import type { RouteObject } from 'react-router';
import { RemoteDescriptor } from '@console/contracts/descriptor';
import type { KnownRemote } from '@console/contracts/registry-validation';
import { allRouteMetas, type RouteMeta } from './route-meta';
import { buildRouteTable } from './route-table';
import { SHELL_ROUTE_PATHS } from '@console/contracts/shell-paths';
import { SHELL_ROUTES } from './shell-routes';

const kakao: KnownRemote = {
  name: 'kakao',
  version: '1.0.0',
  manifestUrl: '/remotes/kakao/1.0.0/mf-manifest.json',
  enabled: true,
  unavailableReason: null,
  descriptor: RemoteDescriptor.parse({
    name: 'kakao',
    version: '1.0.0',
    platform: '^1.0.0',
    routes: [
      {
        id: 'sender-key',
        path: '/console/team/{teamSeq}/kakao/sender-key',
        title: { ko: '발신프로필', en: 'Sender keys' },
      },
      {
        id: 'stats',
        path: '/console/team/{teamSeq}/kakao/statistics/alimtalk',
        title: { ko: '통계', en: 'Stats' },
        pageWidth: 1440,
      },
    ],
  }),
};

function layoutChildren(table: RouteObject[], layout: string): RouteObject[] {
  return table[0]?.children?.find((r) => r.id === `layout:${layout}`)?.children ?? [];
}

describe('buildRouteTable', () => {
  const table = buildRouteTable(allRouteMetas(SHELL_ROUTES, [kakao]));

  it('puts each route under the layout its path calls for, with react-router paths', () => {
    const consolePaths = layoutChildren(table, 'console').map((r) => r.path);
    expect(consolePaths).toContain('/console/dashboard');
    expect(consolePaths).toContain('/console/team/:teamSeq/kakao/sender-key');
    expect(layoutChildren(table, 'default').map((r) => r.path)).toContain('/account/login');
    expect(layoutChildren(table, 'poc').map((r) => r.path)).toContain('/poc/table');
    expect(layoutChildren(table, 'none').map((r) => r.path)).toContain('/common/kmc-receive');
  });

  it('carries descriptor metadata on each route and ends with the catch-all 404', () => {
    const stats = layoutChildren(table, 'console').find((r) => r.id === 'kakao:stats');
    expect((stats?.handle as RouteMeta).pageWidth).toBe(1440);
    expect((stats?.handle as RouteMeta).owner.kind).toBe('remote');
    expect(table[0]?.children?.at(-1)).toMatchObject({ id: 'not-found', path: '*' });
  });

  it('leaves /account/login to the server: a document route with nothing to mount', () => {
    const login = layoutChildren(table, 'default').find((r) => r.path === '/account/login');
    expect((login?.handle as RouteMeta).document).toBe(true);
    expect(login?.element).toBeNull();
    const signup = layoutChildren(table, 'none').find((r) => r.path === '/account/signup');
    expect((signup?.handle as RouteMeta).document).toBe(false);
    expect(signup?.element).not.toBeNull();
  });

  it('declares every shell route of PRODUCT.md once', () => {
    const paths = SHELL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('declares exactly the PRODUCT.md shell paths listed in @console/contracts, which the release CLI checks descriptors against', () => {
    expect([...SHELL_ROUTES.map((r) => r.path)].sort()).toEqual([...SHELL_ROUTE_PATHS].sort());
  });
});
