import { checkRemoteContract } from '@console/testing/remote-contract-checks';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

const { descriptor } = checkRemoteContract({ name: 'stats', descriptorJson, packageJson, screens });

describe('stats remote: rules of PRODUCT.md', () => {
  it('opens statistics to every role and builds the SMS, RCS, Kakao, consultation talk and e-mail pages', () => {
    for (const r of descriptor.routes) expect([r.id, r.roles]).toEqual([r.id, undefined]);
    expect(descriptor.routes.filter((r) => r.ready).map((r) => r.id)).toEqual([
      'stats-sms',
      'stats-rcs',
      'stats-kakao',
      'stats-kakao-cs',
      'stats-ems',
    ]);
  });
});
