import fc from 'fast-check';
import semver from 'semver';
import { isValidRange, satisfiesRange } from './version-range';

/** Versions and ranges around the lines 0.0.x, 0.x and 1.x-2.x, prereleases included. */
const part = fc.integer({ min: 0, max: 3 });
const prerelease = fc.constantFrom('', '-0', '-1', '-alpha', '-alpha.1', '-beta', '-rc.2');
const version = fc.tuple(part, part, part, prerelease).map(([a, b, c, pre]) => `${a}.${b}.${c}${pre}`);
const wildPart = fc.oneof(part.map(String), fc.constantFrom('x', '*'));
const partial = fc.oneof(
  version,
  fc.tuple(part, part).map(([a, b]) => `${a}.${b}`),
  part.map(String),
  fc.tuple(part, wildPart).map(([a, b]) => `${a}.${b}`),
  fc.constantFrom('*', 'x'),
);
const comparator = fc
  .tuple(fc.constantFrom('', '^', '~', '>=', '<=', '>', '<', '='), partial)
  .map(([op, v]) => `${op}${v}`);
const set = fc.oneof(
  fc.array(comparator, { minLength: 1, maxLength: 2 }).map((parts) => parts.join(' ')),
  fc.tuple(partial, partial).map(([a, b]) => `${a} - ${b}`),
);
const range = fc.array(set, { minLength: 1, maxLength: 2 }).map((sets) => sets.join(' || '));

describe('satisfiesRange', () => {
  it('answers as node-semver satisfies over generated versions and ranges', () => {
    fc.assert(
      fc.property(version, range, (v, r) => {
        expect([r, v, satisfiesRange(v, r)]).toEqual([r, v, semver.satisfies(v, r)]);
      }),
      { numRuns: 5000 },
    );
  });

  it('accepts what node-semver accepts as a range, and refuses what it refuses', () => {
    for (const r of ['^1.3.0', '~1.2', '>=1.0.0 <2', '1.x || 2.x', '*', '', '1.2.3 - 2', 'v1.2.3'])
      expect([r, isValidRange(r)]).toEqual([r, semver.validRange(r) !== null]);
    for (const r of ['^', 'abc', '1.2.3.4', '>>1', '^1.0.0 ||| 2'])
      expect([r, isValidRange(r)]).toEqual([r, semver.validRange(r) !== null]);
  });

  it('meets the contract ranges of the remotes as the registry uses them', () => {
    expect(satisfiesRange('1.3.0', '^1.0.0')).toBe(true);
    expect(satisfiesRange('1.2.9', '^1.3.0')).toBe(false);
    expect(satisfiesRange('2.0.0', '^1.3.0')).toBe(false);
    expect(satisfiesRange('not a version', '^1.0.0')).toBe(false);
  });
});
