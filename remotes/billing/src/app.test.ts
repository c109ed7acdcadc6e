import { checkRemoteContract } from '@console/testing/remote-contract-checks';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

const { route } = checkRemoteContract({ name: 'billing', descriptorJson, packageJson, screens });

describe('billing remote: rules of PRODUCT.md', () => {
  it('keeps payment info for masters and the price table open to everyone', () => {
    expect(route('billing-info')?.roles).toEqual(['ROLE_MASTER']);
    expect(route('billing-info-detail')?.roles).toEqual(['ROLE_MASTER']);
    expect(route('billing-pricing')).toMatchObject({ ready: true });
    expect(route('billing-pricing')?.roles).toBeUndefined();
    expect(route('invoice-popup')).toMatchObject({ path: '/console/popup/invoice', layout: 'none' });
  });
});
