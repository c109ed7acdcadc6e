import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { RouteMeta } from '../routing/route-meta';
import { useRouteMatches } from '../routing/shell-router';
import { DialogHost } from '../dialogs/dialog-host';
import { LoadingBar } from '../layouts/loading-bar';
import { useFatalError } from '../state/fatal-error-store';
import { useLoadingBar } from '../state/loading-bar-store';
import { FatalErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

/**
 * Whether moving to a route leaves the single-page console for a page the server renders: the public
 * brand pages (descriptor `document`, which SPEC 2's "/ and /brand/service/ force a full page load"
 * grew into: every prerendered public page, on every host).
 */
export const leavesForServerPage = (matches: readonly { route: { handle?: unknown } }[]): boolean =>
  matches.some((match) => (match.route.handle as RouteMeta | undefined)?.document === true);

/** Root view (SPEC 4): if an error exists it shows the error screen, otherwise the page. */
export function RootView() {
  const error = useFatalError((s) => s.error);
  const location = useLocation();
  const matches = useRouteMatches();
  const first = useRef(true);
  const track = useLoadingBar((s) => s.track);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (leavesForServerPage(matches)) {
      window.location.reload();
      return undefined;
    }
    // Every route change runs the progress bar until the new page has painted.
    const done = track();
    const frame = requestAnimationFrame(() => setTimeout(done, 0));
    return () => {
      cancelAnimationFrame(frame);
      done();
    };
  }, [location.pathname, matches, track]);

  return (
    <>
      <LoadingBar />
      {error ? (
        <ErrorScreen detail={error.message} />
      ) : (
        <FatalErrorBoundary>
          <Outlet />
        </FatalErrorBoundary>
      )}
      <DialogHost />
    </>
  );
}
