import type { SHELL_ROUTE_PATHS } from '@console/contracts/shell-paths';
import descriptor from '../../../remote.json';

/** The path of one of the brand remote's routes, as remote.json declares it. */
export function brandRoutePath(id: string): string {
  const route = descriptor.routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route "${id}" in remotes/brand/remote.json: add it there first.`);
  return route.path;
}

/** The shell's sign-up page (typed against the shell's own list, so a rename breaks the build). */
export const SIGNUP_PATH: (typeof SHELL_ROUTE_PATHS)[number] = '/account/signup';
