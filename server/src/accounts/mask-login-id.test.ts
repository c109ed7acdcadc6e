import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskLoginId } from './mask-login-id';

test('a login id keeps about a third at each end and hides its middle behind three stars', () => {
  assert.deepEqual(
    ['hanbit_master', 'saessak_master', 'saerom', 'abcd', 'ab', 'abcdefghijklmnopqrst'].map(maskLoginId),
    ['han***ster', 'sae***ster', 'sa***om', 'a***d', 'a***', 'abc***qrst'],
  );
});
