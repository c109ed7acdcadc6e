import { REMOTE_LOAD_TIMEOUT_MS } from '@console/contracts/timings';
import { MANIFEST_TIMEOUT_MS } from './runtime-plugin';

it('times out manifest fetches like whole remote loads', () => {
  expect(MANIFEST_TIMEOUT_MS).toBe(REMOTE_LOAD_TIMEOUT_MS);
});
