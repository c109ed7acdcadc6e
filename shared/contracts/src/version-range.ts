/**
 * Does a version meet a range, as node-semver's `satisfies` answers (no includePrerelease, no loose
 * mode)? The shell checks every remote's contract range with it on each page load; the semver package
 * (6 KB gzipped on every console route) stays for tests, which compare the two over many cases
 * (version-range.test.ts). Ranges: `||` of sets, a set is comparators separated by spaces, a
 * comparator is `^`, `~`, `>=`, `<=`, `>`, `<`, `=` or nothing before a full or partial version
 * (`1`, `1.2`, `1.x`, `*`), or a hyphen range `1.2.3 - 2.3.4`. Anything else is not a range: null.
 */

interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: ReadonlyArray<string | number>;
}
type Operator = '>=' | '>' | '<' | '<=' | '=';
interface Comparator {
  operator: Operator;
  version: Version;
}

const NUMBER = String.raw`0|[1-9]\d*`;
const IDENTIFIER = String.raw`(?:${NUMBER}|\d*[a-zA-Z-][a-zA-Z0-9-]*)`;
const PRERELEASE = String.raw`(?:-(${IDENTIFIER}(?:\.${IDENTIFIER})*))?`;
const BUILD = String.raw`(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?`;
const FULL = new RegExp(String.raw`^v?(${NUMBER})\.(${NUMBER})\.(${NUMBER})${PRERELEASE}${BUILD}$`);
const WILD = String.raw`${NUMBER}|[xX*]`;
const PARTIAL = new RegExp(String.raw`^v?(${WILD})(?:\.(${WILD})(?:\.(${WILD})${PRERELEASE}${BUILD})?)?$`);

const toIdentifier = (part: string): string | number => (/^\d+$/.test(part) ? Number(part) : part);

export function parseVersion(text: string): Version | null {
  const match = FULL.exec(text.trim());
  if (!match) return null;
  const [major, minor, patch] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (![major, minor, patch].every(Number.isSafeInteger)) return null;
  return { major, minor, patch, prerelease: match[4] ? match[4].split('.').map(toIdentifier) : [] };
}

function compareIdentifiers(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a: Version, b: Version): number {
  const main = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (main !== 0) return main;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i += 1) {
    if (a.prerelease[i] === undefined) return -1;
    if (b.prerelease[i] === undefined) return 1;
    const order = compareIdentifiers(a.prerelease[i]!, b.prerelease[i]!);
    if (order !== 0) return order;
  }
  return 0;
}

const v = (major: number, minor: number, patch: number, prerelease: ReadonlyArray<string | number> = []): Version => ({
  major,
  minor,
  patch,
  prerelease,
});
/** The lowest version of a line: below every prerelease of it (node-semver's `-0`). */
const floor = (major: number, minor: number, patch: number) => v(major, minor, patch, [0]);
const ANY: Comparator[] = [{ operator: '>=', version: v(0, 0, 0) }];

/** One comparator (operator and a possibly partial version) as plain comparators. */
function desugar(operator: string, text: string): Comparator[] | null {
  const match = PARTIAL.exec(text);
  if (!match) return null;
  const wild = (part: string | undefined) => part === undefined || /^[xX*]$/.test(part);
  const [M, m, p] = [match[1], match[2], match[3]];
  // A wildcard makes every later part a wildcard too ("1.x.3" means "1.x").
  const levels = wild(M) ? 0 : wild(m) ? 1 : wild(p) ? 2 : 3;
  const major = levels > 0 ? Number(M) : 0;
  const minor = levels > 1 ? Number(m) : 0;
  const patch = levels > 2 ? Number(p) : 0;
  const pre = levels === 3 && match[4] ? match[4].split('.').map(toIdentifier) : [];
  const exact = v(major, minor, patch, pre);
  const next = levels === 1 ? floor(major + 1, 0, 0) : levels === 2 ? floor(major, minor + 1, 0) : null;
  switch (operator) {
    case '^': {
      if (levels === 0) return ANY;
      const upper =
        major > 0 || levels === 1
          ? floor(major + 1, 0, 0)
          : minor > 0 || levels === 2
            ? floor(0, minor + 1, 0)
            : floor(0, 0, patch + 1);
      return [
        { operator: '>=', version: exact },
        { operator: '<', version: upper },
      ];
    }
    case '~': {
      if (levels === 0) return ANY;
      const upper = levels === 1 ? floor(major + 1, 0, 0) : floor(major, minor + 1, 0);
      return [
        { operator: '>=', version: exact },
        { operator: '<', version: upper },
      ];
    }
    case '':
    case '=':
      if (levels === 0) return ANY;
      if (levels === 3) return [{ operator: '=', version: exact }];
      return [
        { operator: '>=', version: exact },
        { operator: '<', version: next! },
      ];
    case '>=':
      return levels === 0 ? ANY : [{ operator: '>=', version: exact }];
    case '>':
      if (levels === 0) return [{ operator: '<', version: floor(0, 0, 0) }];
      // Past a partial version: from the next line's release (node-semver adds no -0 here).
      if (levels === 3) return [{ operator: '>', version: exact }];
      return [{ operator: '>=', version: levels === 1 ? v(major + 1, 0, 0) : v(major, minor + 1, 0) }];
    case '<':
      if (levels === 0) return [{ operator: '<', version: floor(0, 0, 0) }];
      return [{ operator: '<', version: levels === 3 ? exact : floor(major, minor, patch) }];
    case '<=':
      if (levels === 0) return ANY;
      return levels === 3 ? [{ operator: '<=', version: exact }] : [{ operator: '<', version: next! }];
    default:
      return null;
  }
}

/** A hyphen range "a - b" as comparators: from a (partial: its floor) to b (partial: below its next line). */
function hyphen(from: string, to: string): Comparator[] | null {
  const lower = desugar('>=', from);
  const upper = desugar('<=', to);
  return lower && upper ? [...lower, ...upper] : null;
}

/** A range as sets of comparators (any set may match), or null when it is not a range. */
export function parseRange(range: string): Comparator[][] | null {
  const sets: Comparator[][] = [];
  for (const raw of range.split('||')) {
    const text = raw.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1');
    const hyphenated = /^(\S+)\s+-\s+(\S+)$/.exec(text);
    if (hyphenated) {
      const set = hyphen(hyphenated[1]!, hyphenated[2]!);
      if (!set) return null;
      sets.push(set);
      continue;
    }
    const set: Comparator[] = [];
    for (const part of text === '' ? [] : text.split(/\s+/)) {
      const match = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(part)!;
      const comparators = desugar(match[1] ?? '', match[2]!);
      if (!comparators) return null;
      set.push(...comparators);
    }
    sets.push(set.length > 0 ? set : ANY);
  }
  return sets;
}

const isAny = ({ operator, version }: Comparator) =>
  operator === '>=' &&
  version.major === 0 &&
  version.minor === 0 &&
  version.patch === 0 &&
  version.prerelease.length === 0;

function meets(version: Version, comparator: Comparator): boolean {
  // node-semver reads ">=0.0.0" as "any version", prereleases included (the set decides on those).
  if (isAny(comparator)) return true;
  const order = compare(version, comparator.version);
  switch (comparator.operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '=':
      return order === 0;
  }
}

/** A prerelease meets a set only if a comparator of the set names a prerelease of the same line. */
function meetsSet(version: Version, set: Comparator[]): boolean {
  if (!set.every((comparator) => meets(version, comparator))) return false;
  if (version.prerelease.length === 0) return true;
  return set.some(
    ({ version: bound }) =>
      bound.prerelease.length > 0 &&
      bound.major === version.major &&
      bound.minor === version.minor &&
      bound.patch === version.patch,
  );
}

/** Whether `range` is a range this module (and node-semver) accepts. */
export const isValidRange = (range: string): boolean => parseRange(range) !== null;

/** node-semver's satisfies(version, range): false for a version or range that does not parse. */
export function satisfiesRange(versionText: string, range: string): boolean {
  const version = parseVersion(versionText);
  const sets = parseRange(range);
  if (!version || !sets) return false;
  // As node-semver: a set that allows any version (only ">=0.0.0") makes the whole range that set,
  // and such a set lets no prerelease through.
  if (sets.some((set) => set.every(isAny))) return version.prerelease.length === 0;
  return sets.some((set) => meetsSet(version, set));
}
