import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DialogHost } from '../dialogs/dialog-host';
import { LoadingBar } from '../layouts/loading-bar';
import { useFatalError } from '../state/fatal-error-store';
import { useLoadingBar } from '../state/loading-bar-store';
import { FatalErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

/** Paths that force a full page load, except on localhost (SPEC 2). */
export function forcesFullPageLoad(pathname: string, hostname: string): boolean {
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  return !local && (pathname === '/' || pathname.startsWith('/brand/service/'));
}

/** Root view (SPEC 4): if an error exists it shows the error screen, otherwise the page. */
export function RootView() {
  const error = useFatalError((s) => s.error);
  const location = useLocation();
  const first = useRef(true);
  const track = useLoadingBar((s) => s.track);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (forcesFullPageLoad(location.pathname, window.location.hostname)) {
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
  }, [location.pathname, track]);

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
