/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every user-visible string goes through i18n (Korean first, English second): no Hangul in the
 * code of components. Texts live in i18n files (i18n/ko.ts, *-resources.ts, *-resources-ko.ts); comments may
 * quote Korean, tests may assert it.
 */
const root = join(__dirname, '..', '..');
const SCANNED = [
  'shell/src',
  'shared/ui/src',
  'shared/platform/src',
  ...readdirSync(join(root, 'remotes'))
    .filter((r) => !r.includes('.'))
    .map((r) => `remotes/${r}/src`),
];
// shell-routes.ts is the shell's own descriptor (titles as {ko, en} data, like remote.json);
// format.ts holds locale formats ("1,234원").
const EXEMPT = [
  /\/i18n\//,
  /-resources(-[a-z]{2})?\.ts$/,
  /\.test\.tsx?$/,
  /(-test-data|-fixtures)\.tsx?$/,
  /shell\/src\/routing\/shell-routes\.ts$/,
  /shared\/ui\/src\/format\.ts$/,
];
const HANGUL = /[\uAC00-\uD7A3]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Removes comments (line and block) so only code and strings remain. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

it('components hold no Korean literals', () => {
  const offenders: string[] = [];
  for (const dir of SCANNED) {
    for (const file of sourceFiles(join(root, dir))) {
      const rel = relative(root, file);
      if (EXEMPT.some((pattern) => pattern.test(rel))) continue;
      const source = readFileSync(file, 'utf8');
      // A file may hold Korean that is data, not text for the user (e.g. column names it matches
      // in uploaded files); it says so and why with an "i18n-exempt:" comment.
      if (/\/\/ i18n-exempt: \S/.test(source)) continue;
      withoutComments(source)
        .split('\n')
        .forEach((line, index) => {
          if (HANGUL.test(line)) offenders.push(`${rel}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  expect(offenders).toEqual([]);
});
