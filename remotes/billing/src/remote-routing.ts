import { useContext, type MouseEvent } from 'react';
import { PlatformContext } from '@console/platform/hooks';
import { routePattern } from './route-paths';

// The billing remote reads and changes the URL through RemoteRouting, the shell's one door to it
// (platform contract: "remotes navigate through this"), rather than bundling a router of its own.
const useRouting = () => useContext(PlatformContext)?.routing;

/**
 * The {seq} of /console/billing/info/{seq}. NaN when the path does not carry a positive number; the
 * shell already answers 404 for those (SPEC 5).
 */
export function useRouteSeq(): number {
  const pathname = useRouting()?.location.pathname ?? '';
  const prefix = routePattern('billing-info-detail').split('{seq}')[0] ?? '';
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return /^[1-9]\d*$/.test(rest) ? Number(rest) : Number.NaN;
}

/** Props of a link inside the console: a real href (new tab, copy) that moves in place through the shell. */
export function useConsoleLink(path: string) {
  const navigator = useRouting()?.navigator;
  return {
    href: path,
    onClick: (event: MouseEvent) => {
      if (!navigator || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigator.push(path);
    },
  };
}
