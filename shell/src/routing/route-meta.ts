import type { LayoutName, LocalizedText, RouteDescriptor } from '@console/contracts/descriptor';
import { layoutForPath } from '@console/platform/routes';
import type { KnownRemote } from '@console/contracts/registry-validation';
import type { ShellRoute } from './shell-routes';

/** What the shell knows about any route, shell-owned or remote, before any remote code loads. */
export interface RouteMeta {
  key: string;
  pattern: string;
  title: LocalizedText;
  layout: LayoutName;
  access: RouteDescriptor['access'];
  roles: RouteDescriptor['roles'];
  requiresVerifiedBusiness: boolean;
  requiresActiveTeam: boolean;
  requiresApprovedProvider: boolean;
  /** Release managers only (the shell's /console/releases). */
  requiresReleaseManager: boolean;
  pageWidth: number | undefined;
  hideChromeOnTablet: boolean;
  actionGuide: RouteDescriptor['actionGuide'];
  /** Rendered by the server (RouteDescriptor.document): the shell moves there with a full page load. */
  document: boolean;
  owner: { kind: 'shell'; route: ShellRoute } | { kind: 'remote'; remote: KnownRemote; route: RouteDescriptor };
}

export function shellRouteMeta(route: ShellRoute): RouteMeta {
  return {
    key: `shell:${route.id}`,
    pattern: route.path,
    title: route.title,
    layout: route.layout ?? layoutForPath(route.path),
    access: route.access,
    roles: route.roles,
    requiresVerifiedBusiness: false,
    requiresActiveTeam: false,
    requiresApprovedProvider: false,
    requiresReleaseManager: route.releaseManagerOnly ?? false,
    pageWidth: undefined,
    hideChromeOnTablet: route.hideChromeOnTablet,
    actionGuide: undefined,
    document: route.document,
    owner: { kind: 'shell', route },
  };
}

export function remoteRouteMeta(remote: KnownRemote, route: RouteDescriptor): RouteMeta {
  return {
    key: `${remote.name}:${route.id}`,
    pattern: route.path,
    title: route.title,
    layout: route.layout ?? layoutForPath(route.path),
    access: route.access,
    roles: route.roles,
    requiresVerifiedBusiness: route.requiresVerifiedBusiness,
    requiresActiveTeam: route.requiresActiveTeam,
    requiresApprovedProvider: route.requiresApprovedProvider,
    requiresReleaseManager: false,
    pageWidth: route.pageWidth,
    hideChromeOnTablet: route.hideChromeOnTablet,
    actionGuide: route.actionGuide,
    document: route.document,
    owner: { kind: 'remote', remote, route },
  };
}

/** Every route the console serves: the shell's own, then each known remote's descriptor routes. */
export function allRouteMetas(shellRoutes: ShellRoute[], remotes: KnownRemote[]): RouteMeta[] {
  return [
    ...shellRoutes.map(shellRouteMeta),
    ...remotes.flatMap((remote) => remote.descriptor.routes.map((route) => remoteRouteMeta(remote, route))),
  ];
}
