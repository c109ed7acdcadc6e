import { checkRemoteContract } from '@console/testing/remote-contract-checks';
import packageJson from '../package.json';
import descriptorJson from '../remote.json';
import { screens } from './screens';

// Settings and dashboard are where a new team's registration status is shown (SPEC 4).
const { route } = checkRemoteContract({
  name: 'team',
  descriptorJson,
  packageJson,
  screens,
  openWhileRegistering: ['team-settings', 'team-dashboard'],
});

describe('team remote: rules of PRODUCT.md', () => {
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
