import type { RouteMeta } from '../routing/route-meta';
import { useRouteMatches } from '../routing/shell-router';

/** The metadata of the deepest matched route (page width, chrome hints, title). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useRouteMatches();
  return matches
    .map((m) => m.route.handle as RouteMeta | undefined)
    .filter(Boolean)
    .at(-1);
}
