/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The shell provides 'react-router', 'react-i18next', 'zod' and 'zustand/middleware' as generated modules that re-export only the part the
 * console uses (scripts/provided-subsets.cjs), so that rspack can tree-shake the rest. A remote, the
 * shell or a shared package using any other name would get undefined in the browser: this fails first.
 */
const root = join(__dirname, '..', '..');
const {
  REACT_HOOK_FORM_EXPORTS,
  REACT_I18NEXT_EXPORTS,
  REACT_QUERY_EXPORTS,
  REACT_ROUTER_EXPORTS,
  ZOD_JSON_SCHEMA_KEPT,
  ZOD_JSON_SCHEMA_MODULES,
  MUI_CSS_VARS_IMPORTS,
  ZOD_MEMBERS,
  ZUSTAND_MIDDLEWARE_EXPORTS,
  exportedNames,
  muiCssVarsReplacement,
  muiStylesModule,
  zodCoreModule,
  zodJsonSchemaReplacement,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build helper is CommonJS
} = require(join(root, 'scripts', 'provided-subsets.cjs')) as {
  REACT_HOOK_FORM_EXPORTS: string[];
  REACT_I18NEXT_EXPORTS: string[];
  REACT_QUERY_EXPORTS: string[];
  REACT_ROUTER_EXPORTS: string[];
  ZOD_JSON_SCHEMA_KEPT: string[];
  ZOD_JSON_SCHEMA_MODULES: string[];
  MUI_CSS_VARS_IMPORTS: Record<string, string>;
  ZOD_MEMBERS: string[];
  ZUSTAND_MIDDLEWARE_EXPORTS: string[];
  exportedNames: (file: string) => string[];
  muiCssVarsReplacement: (request: string, issuer: string | undefined) => string | undefined;
  muiStylesModule: (name: string, appDir: string) => string;
  zodCoreModule: (name: string, appDir: string) => string;
  zodJsonSchemaReplacement: (request: string, context: string, appDir: string) => string | undefined;
};

/** Browser source files: not tests, not test helpers (the testing package, test-support folders), not node_modules. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // test-support folders hold helpers only tests import (never exported, never in a browser build).
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test-support'].includes(entry.name) ? [] : sourceFiles(path);
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
const files = appDirs
  .flatMap(sourceFiles)
  .map((file) => ({ file: relative(root, file), source: readFileSync(file, 'utf8') }));

/** Names a file imports as values from `library`, and the kinds of import a subset cannot serve. */
export function valueImports(source: string, library: string): { names: string[]; unsupported: string[] } {
  const names: string[] = [];
  const unsupported: string[] = [];
  const quoted = `'${library.replace(/[/-]/g, (c) => `\\${c}`)}(/[^']*)?'`;
  for (const match of source.matchAll(new RegExp(`import\\s+(type\\s+)?([^'";]*?)\\s*from\\s*${quoted}`, 'g'))) {
    if (match[1]) continue;
    if (match[3]) {
      unsupported.push(`${match[2]} from ${library}${match[3]}`);
      continue;
    }
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
  for (const match of source.matchAll(new RegExp(`(?:export\\s+\\*\\s+from|require\\(|import\\()\\s*${quoted}`, 'g')))
    unsupported.push(match[0]);
  return { names, unsupported };
}

/** Where each name was first used, and every import the subset cannot serve. */
function usage(library: string, extraNames: (source: string) => string[] = () => []) {
  const used = new Map<string, string>();
  const unsupported: string[] = [];
  for (const { file, source } of files) {
    const found = valueImports(source, library);
    for (const name of [...found.names, ...(found.names.length > 0 ? extraNames(source) : [])])
      if (!used.has(name)) used.set(name, file);
    unsupported.push(...found.unsupported.map((clause) => `${file}: ${clause}`));
  }
  return { used, unsupported };
}

/** Members read from zod's `z` in value positions (types after `z.` are erased: infer, input ...). */
function zodMembers(source: string): string[] {
  const withoutTypes = source
    .replace(/import\s+type[^;]*;/g, '')
    .replace(/\bz\.(infer|input|output|ZodType|RefinementCtx|ZodTypeAny)\s*</g, '');
  return [...withoutTypes.matchAll(/(?<![\w.$])z\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]);
}

describe('libraries the shell provides as a subset of themselves', () => {
  // react-router, react-i18next and zustand/middleware: named imports only, each in the library's list.
  it.each([
    ['react-router', REACT_ROUTER_EXPORTS, 5],
    ['react-i18next', REACT_I18NEXT_EXPORTS, 2],
    ['zustand/middleware', ZUSTAND_MIDDLEWARE_EXPORTS, 0],
    ['react-hook-form', REACT_HOOK_FORM_EXPORTS, 4],
    ['@tanstack/react-query', REACT_QUERY_EXPORTS, 4],
  ])(
    "'%s' re-exports every name the browser code imports, and only names the library has",
    async (name, list, atLeast) => {
      const { used, unsupported } = usage(name);
      expect(used.size).toBeGreaterThan(atLeast);
      const missing = [...used].filter(([imported]) => !list.includes(imported));
      expect(missing.map(([imported, file]) => `${imported} (${file})`)).toEqual([]);
      expect(unsupported).toEqual([]);

      const library = (await import(name)) as Record<string, unknown>;
      expect(list.filter((exported) => library[exported] === undefined)).toEqual([]);
    },
  );

  it("'react-hook-form' has the names @hookform/resolvers (provided too) imports from it", () => {
    const resolversDir = join(
      require.resolve('@hookform/resolvers/package.json', { paths: [join(root, 'shell')] }),
      '..',
    );
    const imported = ['dist/resolvers.mjs', 'zod/dist/zod.mjs'].flatMap((file) =>
      [
        ...readFileSync(join(resolversDir, file), 'utf8').matchAll(
          /import\s*\{([^}]*)\}\s*from\s*["']react-hook-form["']/g,
        ),
      ].flatMap((match) => match[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0])),
    );
    expect(imported.length).toBeGreaterThan(1);
    expect(imported.filter((name) => !REACT_HOOK_FORM_EXPORTS.includes(name))).toEqual([]);
  });

  it("'zod' is imported only as `z`, and `z` has every member the browser code reads", async () => {
    const { z } = (await import('zod')) as unknown as { z: Record<string, unknown> };
    const { used, unsupported } = usage('zod', zodMembers);
    expect([...used.keys()]).toContain('z');
    expect([...used.keys()].length).toBeGreaterThan(8);
    // A member zod has no value for is a type (`context: z.RefinementCtx`): erased, never read.
    const missing = [...used].filter(([name]) => name !== 'z' && z[name] !== undefined && !ZOD_MEMBERS.includes(name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
    expect(unsupported).toEqual([]);
    expect(ZOD_MEMBERS.filter((name) => z[name] === undefined)).toEqual([]);
  });

  it('finds named, renamed, namespace and subpath imports, and z members in value positions', () => {
    const router = valueImports(
      "import { Link as RouterLink, useNavigate,\n  type RouteObject } from 'react-router';\nimport type { Params } from 'react-router';\nimport * as Router from 'react-router';",
      'react-router',
    );
    expect(router.names).toEqual(['Link', 'useNavigate']);
    expect(router.unsupported).toEqual(['* as Router']);
    expect(valueImports("import { z } from 'zod';\nimport { object } from 'zod/mini';", 'zod')).toEqual({
      names: ['z'],
      unsupported: ['{ object } from zod/mini'],
    });
    expect(zodMembers('const a = z.object({ n: z.coerce.number() });\ntype A = z.infer<typeof a>; foo.z.bar;')).toEqual(
      ['object', 'coerce'],
    );
  });

  describe("zod's JSON Schema generator, left out of the browser build", () => {
    const shellDir = join(root, 'shell');
    const classicDir = join(zodCoreModule('schemas', shellDir), '..', '..', 'classic');

    it('is never asked for by browser code', () => {
      const asking = files.filter(({ source }) => /toJSONSchema|jsonSchema|~standard/.test(source));
      expect(asking.map(({ file }) => file)).toEqual([]);
    });

    it.each(ZOD_JSON_SCHEMA_MODULES)(
      "stands in for classic's %s with every name it exports, each throwing but the kept ones",
      (name) => {
        const standIn = zodJsonSchemaReplacement(`../core/${name}.js`, classicDir, shellDir);
        expect(standIn).toBeDefined();
        const original = zodCoreModule(name, shellDir);
        const originalNames = exportedNames(original);
        expect(originalNames.length).toBeGreaterThan(1);
        expect(exportedNames(standIn as string).sort()).toEqual([...originalNames].sort());
        const code = readFileSync(standIn as string, 'utf8');
        for (const kept of originalNames.filter((exported) => ZOD_JSON_SCHEMA_KEPT.includes(exported)))
          expect(code).toContain(`export { ${kept} } from ${JSON.stringify(original)}`);
        expect(code).toContain('throw new Error(');
      },
    );

    it('keeps the getters classic reads (aggregateChecks) and replaces nothing outside classic', () => {
      expect(exportedNames(zodCoreModule('json-schema-processors', shellDir))).toEqual(
        expect.arrayContaining(ZOD_JSON_SCHEMA_KEPT),
      );
      const coreDir = join(classicDir, '..', 'core');
      expect(zodJsonSchemaReplacement('./json-schema-processors.js', coreDir, shellDir)).toBeUndefined();
      expect(zodJsonSchemaReplacement('../core/schemas.js', classicDir, shellDir)).toBeUndefined();
    });
  });

  describe("Material UI's CSS theme variables, left out of createTheme and ThemeProvider", () => {
    const shellDir = join(root, 'shell');

    it.each(Object.entries(MUI_CSS_VARS_IMPORTS))(
      '%s imports %s as a stand-in with every name it exports, each throwing',
      (importer, variant) => {
        const standIn = muiCssVarsReplacement(`./${variant}.js`, muiStylesModule(importer, shellDir));
        expect(standIn).toBeDefined();
        // The importer still imports it by that request (an upgrade that renames it fails here).
        expect(readFileSync(muiStylesModule(importer, shellDir), 'utf8')).toContain(`from "./${variant}.js"`);
        const originalNames = exportedNames(muiStylesModule(variant, shellDir));
        expect(originalNames.length).toBeGreaterThan(0);
        expect(exportedNames(standIn as string).sort()).toEqual([...originalNames].sort());
        expect(readFileSync(standIn as string, 'utf8')).toContain('throw new Error(');
      },
    );

    it("keeps the real ones for every other importer (the barrel '@mui/material/styles')", () => {
      const barrel = muiStylesModule('index', shellDir);
      expect(muiCssVarsReplacement('./createThemeWithVars.js', barrel)).toBeUndefined();
      expect(muiCssVarsReplacement('./ThemeProviderWithVars.js', barrel)).toBeUndefined();
      expect(muiCssVarsReplacement('./createThemeNoVars.js', muiStylesModule('createTheme', shellDir))).toBeUndefined();
      expect(muiCssVarsReplacement('./ThemeProviderWithVars.js', undefined)).toBeUndefined();
    });
  });
});
