import type { ShellRoutePath } from '@console/contracts/shell-paths';

/** The release managers' status view (shell route and menu entry). */
export const RELEASES_PATH = '/console/releases' satisfies ShellRoutePath;
