import { useParams } from 'react-router';
import { paramsAreValid } from '@console/platform/routes';
import { usePlatform } from '@console/platform/hooks';
import { RemoteOutlet } from '../remote-outlet/remote-outlet';
import { RemoteUnavailable } from '../remote-outlet/remote-unavailable';
import { NotFoundRoute } from './not-found-route';
import { RouteGuard } from './route-guard';
import type { RouteMeta } from './route-meta';
import { ShellPageView } from './shell-page-view';
import { useStore } from 'zustand';

/** One matched route: its validity check, its guards, then the shell page or the remote. */
export function RoutePage({ meta }: { meta: RouteMeta }) {
  const params = useParams();
  if (!paramsAreValid(params)) return <NotFoundRoute />;
  return (
    <RouteGuard meta={meta}>
      {meta.owner.kind === 'shell' ? <ShellPageView route={meta.owner.route} /> : <RemotePage meta={meta} />}
    </RouteGuard>
  );
}

function RemotePage({ meta }: { meta: RouteMeta }) {
  const platform = usePlatform();
  // The same value remotes read with useTeam(): platform.team is the one source of the current team.
  const team = useStore(platform.team);
  if (meta.owner.kind !== 'remote') return null;
  const { remote } = meta.owner;
  if (remote.unavailableReason) {
    return <RemoteUnavailable remote={remote.name} disabled={!remote.enabled} reason={remote.unavailableReason} />;
  }
  // Keyed by remote: moving between two routes of one remote updates its parcel, not remounts it.
  return <RemoteOutlet key={remote.name} remote={remote.name} platform={platform} team={team} />;
}
