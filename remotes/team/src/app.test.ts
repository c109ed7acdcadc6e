import { RemoteDescriptor } from '@console/contracts/descriptor';
import { NotReadyRoute } from '@console/ui/not-ready-screens';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

const descriptor = RemoteDescriptor.parse(descriptorJson);
const route = (id: string) => descriptor.routes.find((r) => r.id === id);

describe('team remote.json and screens', () => {
  it('describes this remote at the package version', () => {
    expect(descriptor.name).toBe('team');
    expect(descriptor.version).toBe(packageJson.version);
    expect(descriptor.platform).toBe('^1.0.0');
  });

  it('maps every route id to exactly one screen, and no screen without a route', () => {
    expect(Object.keys(screens).sort()).toEqual(descriptor.routes.map((r) => r.id).sort());
  });

  it('shows the not-ready screen exactly on routes marked ready: false', () => {
    for (const r of descriptor.routes) expect([r.id, screens[r.id]?.type === NotReadyRoute]).toEqual([r.id, !r.ready]);
  });

  it('has unique ids and paths, and guards every team-scoped route but the ones that show a REG team', () => {
    expect(new Set(descriptor.routes.map((r) => r.id)).size).toBe(descriptor.routes.length);
    expect(new Set(descriptor.routes.map((r) => r.path)).size).toBe(descriptor.routes.length);
    // Settings and dashboard are where a new team's registration status is shown (SPEC 4).
    const showsRegistration = ['team-settings', 'team-dashboard'];
    for (const r of descriptor.routes) {
      expect([r.id, r.requiresActiveTeam]).toEqual([r.id, r.path.includes('{teamSeq}') && !showsRegistration.includes(r.id)]);
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

  it('keeps team creation for masters; members, API keys and linked systems for managers too', () => {
    expect(route('team-create')?.roles).toEqual(['ROLE_MASTER']);
    // Managers read the members and invite users; role changes and removals stay with masters.
    expect(route('member-list')?.roles).toEqual(['ROLE_MASTER', 'ROLE_MANAGER']);
    expect(route('team-sdk')?.roles).toEqual(['ROLE_MASTER', 'ROLE_MANAGER']);
    expect(route('linked-list')?.roles).toEqual(['ROLE_MASTER', 'ROLE_MANAGER']);
    expect(route('linked-list')?.actionGuide).toBe('SYSTEM');
    expect(route('team-list')?.roles).toBeUndefined();
  });
});
