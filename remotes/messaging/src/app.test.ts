import { checkRemoteContract } from '@console/testing/remote-contract-checks';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

const { route } = checkRemoteContract({ name: 'messaging', descriptorJson, packageJson, screens });

describe('messaging remote: rules of PRODUCT.md', () => {
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
