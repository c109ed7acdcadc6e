import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { ApiError } from './api-error';
import { parseInput } from './parse-input';

const Send = z.object({
  body: z.string(),
  recipients: z.array(z.object({ phone: z.string(), variables: z.record(z.string(), z.string()).optional() })),
});

const refusal = (input: unknown) => {
  try {
    parseInput(Send, input);
  } catch (error) {
    assert.ok(error instanceof ApiError);
    return { status: error.statusCode, errors: error.errors };
  }
  return assert.fail('accepted');
};

test('a NUL character anywhere is refused in Korean on the field that holds it, however deep', () => {
  const recipients = [{ phone: '01012345678' }, { phone: '01012345679', variables: { name: '김\u0000하나' } }];
  assert.deepEqual(refusal({ body: '안녕하세요', recipients }), {
    status: 400,
    errors: [{ field: 'recipients.1.variables.name', message: '사용할 수 없는 문자가 들어 있어요.' }],
  });
  assert.deepEqual(refusal({ body: 'a\u0000', recipients: [] }).errors, [
    { field: 'body', message: '사용할 수 없는 문자가 들어 있어요.' },
  ]);
  assert.deepEqual(
    parseInput(Send, { body: '안녕하세요', recipients: [{ phone: '010', variables: { name: '김하나' } }] })
      .recipients[0]?.variables,
    { name: '김하나' },
  );
});

test('zod issues come back with Korean messages per field', () => {
  assert.deepEqual(refusal({ recipients: [{ phone: 1 }] }).errors, [
    { field: 'body', message: '필수 입력 항목이에요.' },
    { field: 'recipients.0.phone', message: '올바른 값이 아니에요.' },
  ]);
});
