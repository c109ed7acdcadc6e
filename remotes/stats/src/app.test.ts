import { RemoteDescriptor } from '@console/contracts/descriptor';
import { NotReadyRoute } from '@console/ui/not-ready-screens';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

const descriptor = RemoteDescriptor.parse(descriptorJson);
const route = (id: string) => descriptor.routes.find((r) => r.id === id);

describe('stats remote.json and screens', () => {
  it('describes this remote at the package version', () => {
    expect(descriptor.name).toBe('stats');
    expect(descriptor.version).toBe(packageJson.version);
    expect(descriptor.platform).toBe('^1.0.0');
  });

  it('maps every route id to exactly one screen, and no screen without a route', () => {
    expect(Object.keys(screens).sort()).toEqual(descriptor.routes.map((r) => r.id).sort());
  });

  it('shows the not-ready screen exactly on routes marked ready: false', () => {
    for (const r of descriptor.routes) expect([r.id, screens[r.id]?.type === NotReadyRoute]).toEqual([r.id, !r.ready]);
  });

  it('has unique ids and paths, and guards every team-scoped route', () => {
    expect(new Set(descriptor.routes.map((r) => r.id)).size).toBe(descriptor.routes.length);
    expect(new Set(descriptor.routes.map((r) => r.path)).size).toBe(descriptor.routes.length);
    for (const r of descriptor.routes) expect([r.id, r.requiresActiveTeam]).toEqual([r.id, r.path.includes('{teamSeq}')]);
  });

  it('points menu entries at list routes with the same roles', () => {
    for (const entry of descriptor.menu) {
      const target = route(entry.route);
      expect(target).toBeDefined();
      expect(target?.path).not.toMatch(/\{seq\}/);
      expect(entry.roles).toEqual(target?.roles);
    }
  });

  it('opens statistics to every role and builds the SMS, RCS and Kakao pages', () => {
    for (const r of descriptor.routes) expect([r.id, r.roles]).toEqual([r.id, undefined]);
    expect(descriptor.routes.filter((r) => r.ready).map((r) => r.id)).toEqual(['stats-sms', 'stats-rcs', 'stats-kakao']);
  });
});
