import { checkRemoteContract } from '@console/testing/remote-contract-checks';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

const { descriptor, route } = checkRemoteContract({ name: 'kakao', descriptorJson, packageJson, screens });

describe('kakao remote: rules of PRODUCT.md', () => {
  it('applies the cross-app rules to send, registration, template and statistics routes', () => {
    const kakaoPages = descriptor.routes.filter((r) => /\/kakao\/(sender-key|template)/.test(r.path));
    expect(kakaoPages.length).toBe(9);
    for (const r of kakaoPages) {
      expect([r.id, r.actionGuide, r.roles]).toEqual([r.id, 'KAKAO', ['ROLE_MASTER', 'ROLE_MANAGER']]);
    }
    for (const id of ['send-alimtalk', 'send-legacy-alimtalk', 'send-brand-message']) {
      expect(route(id)).toMatchObject({ requiresVerifiedBusiness: true, requiresApprovedProvider: true });
      expect(route(id)?.roles).toBeUndefined();
    }
    for (const r of descriptor.routes.filter((x) => x.path.endsWith('/regist') || x.path.endsWith('/multiple'))) {
      if (r.path.includes('/template/')) expect([r.id, r.requiresVerifiedBusiness]).toEqual([r.id, true]);
    }
    for (const id of ['alimtalk-statistics', 'brand-message-statistics']) expect(route(id)?.pageWidth).toBe(1440);
    expect(route('sender-key-list')?.ready).toBe(true);
  });
});
