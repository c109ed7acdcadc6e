import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyPassword } from './password-hash';

test('checks that arrive together all get their answer, in turns', async () => {
  const stored = await hashPassword('Console123!');
  const answers = await Promise.all(
    ['Console123!', 'wrong', 'Console123!', 'Console123', 'Console123!', ''].map((password) =>
      verifyPassword(password, stored),
    ),
  );
  assert.deepEqual(answers, [true, false, true, false, true, false]);
  assert.equal(await verifyPassword('Console123!', 'md5$whatever'), false);
});
