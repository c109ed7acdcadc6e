import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signAccessToken, verifyAccessToken } from '../auth/access-token';
import { createAccessTokens } from './access-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

test('issue answers the same token within a second, and the token a fresh signature would give', () => {
  let clock = 1_800_000_000_250;
  const tokens = createAccessTokens(SECRET, 300, () => clock);
  const first = tokens.issue('s1', 7);
  assert.equal(tokens.issue('s1', 7), first);
  assert.equal(first.token, signAccessToken(SECRET, { sid: 's1', sub: 7, exp: 1_800_000_300 }, 1_800_000_000));
  assert.equal(first.expiresAt, new Date(1_800_000_300_000).toISOString());
  // Another session or user gets its own token.
  assert.notEqual(tokens.issue('s2', 7).token, first.token);
  assert.notEqual(tokens.issue('s1', 8).token, first.token);
  // The next second signs again, with the later expiry.
  clock += 1_000;
  const next = tokens.issue('s1', 7);
  assert.notEqual(next.token, first.token);
  assert.equal(next.expiresAt, new Date(1_800_000_301_000).toISOString());
  const check = verifyAccessToken(SECRET, next.token, clock);
  assert.ok(check.ok);
  assert.deepEqual(check.claims, { sid: 's1', sub: 7, exp: 1_800_000_301 });
});

test('check remembers verified tokens but still answers expired, and never remembers a bad one', () => {
  let clock = 1_800_000_000_000;
  const tokens = createAccessTokens(SECRET, 60, () => clock);
  const { token } = tokens.issue('s1', 7);
  assert.deepEqual(tokens.check(token), { ok: true, claims: { sid: 's1', sub: 7, exp: 1_800_000_060 } });
  assert.deepEqual(tokens.check(token), { ok: true, claims: { sid: 's1', sub: 7, exp: 1_800_000_060 } });

  const [header, payload, signature] = token.split('.') as [string, string, string];
  const forged = `${header}.${Buffer.from(JSON.stringify({ sid: 's1', sub: 1, exp: 1_900_000_000 })).toString('base64url')}.${signature}`;
  assert.deepEqual(tokens.check(forged), { ok: false, reason: 'signature' });
  assert.deepEqual(tokens.check(`${header}.${payload}.${signature.slice(0, -2)}AA`), {
    ok: false,
    reason: 'signature',
  });
  assert.deepEqual(tokens.check('not-a-token'), { ok: false, reason: 'malformed' });

  clock += 60_000;
  assert.deepEqual(tokens.check(token), { ok: false, reason: 'expired' });
  // A token signed with another secret is refused even when its claims match a remembered one.
  const other = createAccessTokens('another-secret-that-is-long-enough-987654', 60, () => 1_800_000_000_000).issue(
    's1',
    7,
  );
  clock = 1_800_000_000_000;
  assert.deepEqual(tokens.check(other.token), { ok: false, reason: 'signature' });
});

test('check keeps answering correctly past its memory limit', () => {
  const clock = 1_800_000_000_000;
  const issuer = createAccessTokens(SECRET, 600, () => clock);
  const tokens = createAccessTokens(SECRET, 600, () => clock);
  const issued = Array.from({ length: 10_050 }, (_, i) => issuer.issue(`s${i}`, i).token);
  for (const [i, token] of issued.entries()) {
    const check = tokens.check(token);
    assert.ok(check.ok);
    assert.equal(check.claims.sub, i);
  }
  assert.equal(tokens.check(issued[0]!).ok, true);
});
