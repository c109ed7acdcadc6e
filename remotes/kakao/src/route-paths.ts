import type { BaseRole } from '@console/contracts/session';
import { fillPattern } from '@console/platform/routes';
import descriptor from '../remote.json';

function routeOf(id: string) {
  const route = descriptor.routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route "${id}" in remotes/${descriptor.name}/remote.json: add it there first.`);
  return route;
}

/** The SPEC path pattern of one of this remote's routes, e.g. /console/team/{teamSeq}/kakao/sender-key. */
export const routePattern = (id: string): string => routeOf(id).path;

/** A concrete path to one of this remote's routes: routePath('sender-key-detail', { teamSeq: 3, seq: 7 }). */
export const routePath = (id: string, params: Record<string, string | number> = {}): string =>
  fillPattern(routeOf(id).path, params);

/** The roles the descriptor allows on a route, so buttons that lead there show for the same roles. */
export const routeRoles = (id: string): BaseRole[] | undefined => (routeOf(id) as { roles?: BaseRole[] }).roles;
