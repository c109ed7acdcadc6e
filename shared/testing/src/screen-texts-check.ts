import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ScreenTexts } from '@console/platform/lazy-screen';

/** A screen of a remote's screens.tsx: its page module and the text loaders it names. */
export interface DeclaredScreen {
  page: string;
  exportName: string;
  loaders: string[];
}

const SCREEN_CALL =
  /lazyScreen\(\s*\(\)\s*=>\s*import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\),\s*'(\w+)'(?:,\s*texts\(([^)]*)\))?\s*,?\s*\)/g;
const RELATIVE_IMPORT = /(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/g;

/** The lazyScreen calls of screens.tsx: `lazyScreen(() => import('./page'), 'Page', texts('a', 'b'))`. */
export function declaredScreens(screensFile: string): DeclaredScreen[] {
  const source = readFileSync(screensFile, 'utf8');
  return [...source.matchAll(SCREEN_CALL)].map(([, page = '', exportName = '', names = '']) => ({
    page: resolve(dirname(screensFile), page),
    exportName,
    loaders: [...names.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? ''),
  }));
}

function moduleFile(base: string): string | undefined {
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** The files a page imports, itself included, within the remote (relative imports; tests left out). */
export function reachableFiles(page: string): string[] {
  const seen = new Set<string>();
  const visit = (base: string) => {
    const file = moduleFile(base);
    if (!file || seen.has(file) || /\.test\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const [, request = ''] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      visit(resolve(dirname(file), request));
    }
  };
  visit(page);
  return [...seen];
}

/**
 * The groups of the remote's namespace (top-level keys of its Korean texts) that these files name in
 * a key: 'send.title', `history.status.${status}`, or the group itself when it is a text ('service').
 */
export function groupsNamed(files: string[], ko: Record<string, unknown>): string[] {
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  return Object.keys(ko).filter((group) => {
    const key = new RegExp(`['\`]${group}${typeof ko[group] === 'string' ? "['`]" : '\\.'}`);
    return sources.some((source) => key.test(source));
  });
}

export interface ScreenTextsInput {
  /** The remote's src/screens.tsx. */
  screensFile: string;
  /** Every Korean text of the remote (its i18n/ko.ts). */
  ko: Record<string, unknown>;
  /** The Korean texts the remote adds at mount (defineRemote's resources.ko). */
  atMount: Record<string, unknown>;
  /** The loaders screens.tsx names in texts(...), by name. */
  loaders: Record<string, ScreenTexts>;
}

/**
 * The checks of a remote whose screens bring their own Korean texts (lazyScreen's `texts`): every
 * group of keys a screen's code names is added at mount or by a loader the screen names, and the
 * texts at mount and the loaders together are all of the remote's Korean, each text once. A screen
 * that names a key of a group it does not load would show the key itself. Call inside a test file.
 */
export function checkScreenTexts({ screensFile, ko, atMount, loaders }: ScreenTextsInput) {
  describe('texts per screen', () => {
    it('finds the screens of screens.tsx', () => {
      expect(declaredScreens(screensFile).length).toBeGreaterThan(0);
    });

    it.each(declaredScreens(screensFile).map((screen) => [screen.exportName, screen] as const))(
      '%s has the texts of every key its code names',
      async (_name, screen) => {
        const loaded = await Promise.all(
          screen.loaders.map((name) => {
            const load = loaders[name];
            if (!load) throw new Error(`texts('${name}') names no loader`);
            return load();
          }),
        );
        const available = new Set([...Object.keys(atMount), ...loaded.flatMap((groups) => Object.keys(groups))]);
        const missing = groupsNamed(reachableFiles(screen.page), ko).filter((group) => !available.has(group));
        expect(missing).toEqual([]);
      },
    );

    it('adds every Korean text at mount or with a screen, each once', async () => {
      const groups = await Promise.all(Object.values(loaders).map((load) => load()));
      const keys = [atMount, ...groups].flatMap((part) => Object.keys(part));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
      expect(Object.assign({}, atMount, ...groups)).toEqual(ko);
    });
  });
}
