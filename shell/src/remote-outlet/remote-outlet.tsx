import { useCallback, useEffect, useMemo, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import type { ParcelConfig } from 'single-spa';
import type { Platform, RemoteMountProps, RemoteTeam } from '@console/platform/contract';
import { RemoteLoading } from '@console/ui/page-loading';
import { loadRemoteParcel, loadedRemoteParcel } from '../federation/load-remote';
import { reportRemoteEvent } from '../federation/remote-beacon';
import { useLoadingBar } from '../state/loading-bar-store';
import { ParcelHost } from './parcel-host';
import { RemoteUnavailable } from './remote-unavailable';
import { useContext } from 'react';

type LoadState =
  { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed'; error: unknown };

interface RemoteOutletProps {
  remote: string;
  platform: Platform;
  team: RemoteTeam;
}

/** Loads a remote on first visit and mounts it; any failure becomes the unavailable panel. */
export function RemoteOutlet({ remote, platform, team }: RemoteOutletProps) {
  // A remote this page loaded before mounts in the first render: no loading view, no extra turn.
  const [state, setState] = useState<LoadState>(() => {
    const loaded = loadedRemoteParcel(remote);
    return loaded ? { status: 'ready', config: loaded } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const loadingBar = useLoadingBar((s) => s.track);

  useEffect(() => {
    if (attempt === 0 && loadedRemoteParcel(remote)) return undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    const done = loadingBar();
    loadRemoteParcel(remote)
      .then((config) => {
        if (!cancelled) setState({ status: 'ready', config });
      })
      .catch((error: unknown) => {
        console.warn(`[console] remote "${remote}" could not be loaded`, error);
        platform.events.emit('remote-error', { remote, error });
        if (!cancelled) setState({ status: 'failed', error });
      })
      .finally(done);
    return () => {
      cancelled = true;
    };
  }, [remote, attempt, platform, loadingBar]);

  const onError = useCallback(
    (error: unknown) => {
      console.warn(`[console] remote "${remote}" failed while mounted`, error);
      reportRemoteEvent(remote, 'mount-error', error);
      platform.events.emit('remote-error', { remote, error });
      setState({ status: 'failed', error });
    },
    [remote, platform],
  );

  const mountProps = useMemo<RemoteMountProps>(
    () => ({ platform, routing: { basename: '/', location, navigator }, team }),
    [platform, location, navigator, team],
  );

  if (state.status === 'failed') {
    return <RemoteUnavailable remote={remote} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  // The remote shows the same view while one of its screens loads (defineRemote's Loading).
  if (state.status === 'loading') return <RemoteLoading remote={remote} />;
  return <ParcelHost config={state.config} mountProps={mountProps} onError={onError} />;
}
