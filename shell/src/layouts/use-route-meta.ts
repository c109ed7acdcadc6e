import { useMatches } from 'react-router';
import type { RouteMeta } from '../routing/route-meta';

/** The metadata of the deepest matched route (page width, chrome hints, title). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  return matches
    .map((m) => m.handle as RouteMeta | undefined)
    .filter(Boolean)
    .at(-1);
}
