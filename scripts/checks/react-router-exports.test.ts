/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The shell provides 'react-router' as a generated module that re-exports only REACT_ROUTER_EXPORTS
 * (scripts/react-router-exports.cjs), so that rspack can tree-shake the library. A remote, the shell or a shared
 * package importing any other name would get undefined in the browser: this test fails first.
 */
const root = join(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build config is CommonJS
const { REACT_ROUTER_EXPORTS } = require(join(root, 'scripts', 'react-router-exports.cjs')) as {
  REACT_ROUTER_EXPORTS: string[];
};

/** Browser source files: not tests, not the test helpers package, not node_modules. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const appDirs = [
  join(root, 'shell', 'src'),
  ...readdirSync(join(root, 'remotes')).map((name) => join(root, 'remotes', name, 'src')),
  ...readdirSync(join(root, 'shared'))
    .filter((name) => name !== 'testing')
    .map((name) => join(root, 'shared', name, 'src')),
].filter((dir) => {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
});

/** Names a file imports as values from 'react-router', and the kinds of import the facade cannot serve. */
export function reactRouterImports(source: string): { names: string[]; unsupported: string[] } {
  const names: string[] = [];
  const unsupported: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?([^'";]*?)\s*from\s*'react-router'/g)) {
    if (match[1]) continue;
    const clause = match[2].trim();
    const braces = /\{([^}]*)\}/.exec(clause);
    if (
      clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim()
    )
      unsupported.push(clause);
    for (const part of braces?.[1].split(',') ?? []) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  for (const match of source.matchAll(/(?:export\s+\*\s+from|require\(|import\()\s*'react-router'/g))
    unsupported.push(match[0]);
  return { names, unsupported };
}

describe("'react-router' as the shell provides it", () => {
  it('re-exports every name the browser code imports, and only names react-router has', async () => {
    const used = new Map<string, string>();
    const unsupported: string[] = [];
    for (const file of appDirs.flatMap(sourceFiles)) {
      const found = reactRouterImports(readFileSync(file, 'utf8'));
      for (const name of found.names) if (!used.has(name)) used.set(name, relative(root, file));
      unsupported.push(...found.unsupported.map((clause) => `${relative(root, file)}: ${clause}`));
    }
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter(([name]) => !REACT_ROUTER_EXPORTS.includes(name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
    expect(unsupported).toEqual([]);

    const library = (await import('react-router')) as Record<string, unknown>;
    expect(REACT_ROUTER_EXPORTS.filter((name) => library[name] === undefined)).toEqual([]);
  });

  it('finds named, renamed and namespace imports', () => {
    const found = reactRouterImports(
      "import { Link as RouterLink, useNavigate,\n  type RouteObject } from 'react-router';\nimport type { Params } from 'react-router';\nimport * as Router from 'react-router';",
    );
    expect(found.names).toEqual(['Link', 'useNavigate']);
    expect(found.unsupported).toEqual(['* as Router']);
  });
});
