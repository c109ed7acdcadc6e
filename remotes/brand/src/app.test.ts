import { checkRemoteContract } from '@console/testing/remote-contract-checks';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

const { route } = checkRemoteContract({ name: 'brand', descriptorJson, packageJson, screens });

describe('brand remote: rules of PRODUCT.md and SPEC 2', () => {
  it('leaves the public pages to the server and keeps the inquiry rules', () => {
    for (const id of ['home', 'service-sms', 'policy-privacy', 'customers', 'notice-list', 'notice-detail'])
      expect(route(id)?.document).toBe(true);
    expect(route('service-inquiry-list')?.access).toBe('login');
    expect(route('consulting-inquiry')).toMatchObject({ access: 'guest', hideChromeOnTablet: true });
  });
});
