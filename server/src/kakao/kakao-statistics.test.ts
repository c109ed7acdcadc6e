import assert from 'node:assert/strict';
import { test } from 'node:test';
import { previousRange } from './kakao-statistics';

test('the previous period is as long as the range, just before it', () => {
  assert.deepEqual(previousRange({ unit: 'DAY', from: '2026-11-01', to: '2026-11-30' }), {
    from: '2026-10-02',
    to: '2026-10-31',
  });
  assert.deepEqual(previousRange({ unit: 'HOUR', from: '2026-03-01', to: '2026-03-01' }), {
    from: '2026-02-28',
    to: '2026-02-28',
  });
  // Whole months: Jan-Mar 2026 compares with Oct-Dec 2025.
  assert.deepEqual(previousRange({ unit: 'MONTH', from: '2026-01-01', to: '2026-03-31' }), {
    from: '2025-10-01',
    to: '2025-12-31',
  });
});
