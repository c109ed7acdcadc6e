import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import semver from 'semver';
import { RemoteDescriptor } from '@console/contracts/descriptor';
import { PLATFORM_CONTRACT, type RemoteMountProps } from '@console/platform/contract';
import type { defineRemote } from '@console/platform/define-remote';
import { NotReadyRoute } from '@console/ui/not-ready-screens';
import { createFakePlatform } from './fake-platform';

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

export interface RemoteTextsInput {
  name: string;
  /** The remote's entry (`() => import('./app')`): its default export is the parcel the shell mounts. */
  loadApp: () => Promise<{ default: ReturnType<typeof defineRemote> }>;
  /**
   * Filled when the remote's English module is evaluated, by a jest.mock in the test file:
   * jest.mock('./en', () => { mockEnglishLoads.push('en'); return jest.requireActual('./en'); }).
   */
  englishLoads: readonly string[];
  /** The English texts, read once the checks are done (reading them loads the module). */
  english: () => Promise<Record<string, unknown>>;
}

/** Mounts the parcel as the shell does, on a page in `language`, at a path no screen answers. */
async function mountRemote(parcel: ReturnType<typeof defineRemote>, name: string, language: 'ko' | 'en') {
  const platform = createFakePlatform({ language });
  const props: RemoteMountProps & { name: string; domElement: HTMLElement } = {
    name,
    domElement: document.body.appendChild(document.createElement('div')),
    platform,
    team: { teamSeq: null, status: null },
    routing: {
      basename: '/',
      location: { pathname: '/texts-check', search: '', hash: '', state: null, key: 'texts-check' },
      navigator: { createHref: String, push: () => undefined, replace: () => undefined, go: () => undefined },
    },
  };
  await parcel.bootstrap(props as never);
  // No screen on purpose (it would fetch): react-router's warning about that is expected here.
  const { warn: originalWarn } = console;
  const warn = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('No routes matched location')) originalWarn(...args);
  });
  // mount resolves after React commits, which act holds back until its callback returns.
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await mounted;
  warn.mockRestore();
  return { i18n: platform.i18n, unmount: () => act(() => parcel.unmount(props as never)) };
}

/**
 * The texts every remote owes the console (issue 18): Korean ships with the remote and is there
 * when it mounts; English is a chunk of its own that only a page in English loads, before the
 * remote's first render (defineRemote's mount). Call inside a test file that mocks the English module.
 */
export function checkRemoteTexts({ name, loadApp, englishLoads, english }: RemoteTextsInput) {
  describe(`${name} texts`, () => {
    it('mounts in Korean without loading its English module', async () => {
      const { default: parcel } = await loadApp();
      const korean = await mountRemote(parcel, name, 'ko');
      expect(korean.i18n.hasResourceBundle('ko', name)).toBe(true);
      expect(korean.i18n.hasResourceBundle('en', name)).toBe(false);
      expect(englishLoads).toEqual([]);
      await korean.unmount();
    });

    it('loads its English module only on a page in English, and has its texts in place once mounted', async () => {
      const { default: parcel } = await loadApp();
      expect(englishLoads).toEqual([]);
      const page = await mountRemote(parcel, name, 'en');
      expect(englishLoads).toEqual(['en']);
      expect(page.i18n.getResourceBundle('en', name)).toEqual(await english());
      await page.unmount();
    });
  });
}
