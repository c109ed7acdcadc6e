import { RemoteDescriptor } from '@console/contracts/descriptor';
import { NotReadyRoute } from '@console/ui/not-ready-screens';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

const descriptor = RemoteDescriptor.parse(descriptorJson);
const route = (id: string) => descriptor.routes.find((r) => r.id === id);

describe('messaging remote.json and screens', () => {
  it('describes this remote at the package version', () => {
    expect(descriptor.name).toBe('messaging');
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

  it('applies the cross-app rules to send, registration and management routes', () => {
    const everyRole = ['send-history', 'send-history-detail', 'reserve-list', 'history-mo', 'history-send'];
    for (const id of everyRole) expect([id, route(id)?.roles]).toEqual([id, undefined]);
    for (const id of ['callback-list', 'callback-detail', 'rcs-template-list', 'rcs-template-regist']) {
      expect([id, route(id)?.roles]).toEqual([id, ['ROLE_MASTER', 'ROLE_MANAGER']]);
    }
    for (const id of ['send-mt', 'send-rcs']) {
      expect(route(id)).toMatchObject({ requiresVerifiedBusiness: true, requiresApprovedProvider: true });
      expect(route(id)?.roles).toBeUndefined();
    }
    expect(route('rcs-template-regist')?.requiresVerifiedBusiness).toBe(true);
    expect(route('send-mt')?.actionGuide).toBe('WEBSEND');
    expect(route('callback-list')?.ready).toBe(true);
  });
});
