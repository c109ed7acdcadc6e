import type { ReactElement } from 'react';
import semver from 'semver';
import { RemoteDescriptor } from '@console/contracts/descriptor';
import { PLATFORM_CONTRACT } from '@console/platform/contract';
import { NotReadyRoute } from '@console/ui/not-ready-screens';

export interface RemoteContractInput {
  name: string;
  descriptorJson: unknown;
  packageJson: { version: string };
  /** The remote's screens by descriptor route id (src/screens.tsx). */
  screens: Record<string, ReactElement>;
  /** Team-scoped routes that stay open while the team is still registering (REG). */
  openWhileRegistering?: string[];
}

/**
 * The checks every remote owes the shell (DESIGN "The descriptor"): remote.json parses, names
 * this remote at the package version, and its routes and the app's screens agree one to one.
 * Call inside a test file; remote-specific rules go beside it.
 */
export function checkRemoteContract({
  name,
  descriptorJson,
  packageJson,
  screens,
  openWhileRegistering = [],
}: RemoteContractInput) {
  const descriptor = RemoteDescriptor.parse(descriptorJson);
  const route = (id: string) => descriptor.routes.find((r) => r.id === id);

  describe(`${name} remote.json and screens`, () => {
    it('describes this remote at the package version', () => {
      expect(descriptor.name).toBe(name);
      expect(descriptor.version).toBe(packageJson.version);
      // The shell of this build meets the range the remote asks for (the registry refuses it otherwise).
      expect(semver.satisfies(PLATFORM_CONTRACT, descriptor.platform)).toBe(true);
    });

    // Pages the server renders (document: true) have no screen: the shell loads them from the server.
    const screenRoutes = descriptor.routes.filter((r) => !r.document);
    it('maps every route id to exactly one screen, and no screen without a route', () => {
      expect(Object.keys(screens).sort()).toEqual(screenRoutes.map((r) => r.id).sort());
    });

    it('shows the not-ready screen exactly on routes marked ready: false', () => {
      for (const r of screenRoutes) expect([r.id, screens[r.id]?.type === NotReadyRoute]).toEqual([r.id, !r.ready]);
    });

    it('has unique ids and paths, and guards team-scoped routes while the team registers', () => {
      expect(new Set(descriptor.routes.map((r) => r.id)).size).toBe(descriptor.routes.length);
      expect(new Set(descriptor.routes.map((r) => r.path)).size).toBe(descriptor.routes.length);
      for (const r of descriptor.routes) {
        const guarded = r.path.includes('{teamSeq}') && !openWhileRegistering.includes(r.id);
        expect([r.id, r.requiresActiveTeam]).toEqual([r.id, guarded]);
      }
    });

    it('points menu entries at list routes with the same roles', () => {
      for (const entry of descriptor.menu) {
        const target = route(entry.route);
        expect(target).toBeDefined();
        expect(target?.path).not.toMatch(/\{seq\}/);
        expect(entry.roles).toEqual(target?.roles);
      }
    });
  });

  return { descriptor, route };
}
