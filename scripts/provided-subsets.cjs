// Libraries the shell provides as a subset (rspack.shared.js): a shared module cannot be tree-shaken,
// so for a library of which the console uses a small part the shell provides a generated module that
// re-exports that part, and rspack tree-shakes the rest away. A name missing from a list would be
// undefined in the browser: scripts/checks/provided-subsets.test.ts (in npm test) fails first.
// Below them, the stand-ins the shell's build puts in place of parts of zod and Material UI that the
// browser never runs (the JSON Schema generator, CSS theme variables), checked by the same test.
// CommonJS without dependencies, so that the build config and the jest check both read it.
const fs = require('node:fs');
const path = require('node:path');

const CACHE_DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'console-provided-subsets');

/**
 * What the shell provides as 'react-router'. A shared module cannot be tree-shaken, and the whole of
 * react-router (server rendering, RSC, forms, fetchers ...) is ~49 KB gzipped, of which the console
 * uses the client router and a few components and hooks. The shell provides a generated module that
 * re-exports these names from react-router's production build, so rspack tree-shakes the rest.
 */
const REACT_ROUTER_EXPORTS = [
  // Routers and route tables (declarative mode: the data router, createBrowserRouter and
  // RouterProvider, is ~17 KB gzipped more, and nothing in the console needs it)
  'unstable_HistoryRouter',
  'UNSAFE_createBrowserHistory',
  'Router',
  'Routes',
  'Route',
  'useRoutes',
  'matchRoutes',
  'matchPath',
  'generatePath',
  'createSearchParams',
  'UNSAFE_NavigationContext',
  // Components
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  // Hooks
  'useNavigate',
  'useParams',
  'useLocation',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useInRouterContext',
  'useNavigationType',
  'useResolvedPath',
  'useOutlet',
  'useOutletContext',
];

/**
 * What the shell provides as 'zod': an object `z` with these members (the console imports only `z`
 * from 'zod'). The whole of zod 4 classic is ~60 KB gzipped with its locales; the members here
 * and the schema methods they bring are about half. Shared, every remote route loads it once
 * instead of once in the shell and once more in the remote (each bundled ~27 KB).
 */
const ZOD_MEMBERS = [
  // Schemas
  'any',
  'array',
  'boolean',
  'coerce',
  'discriminatedUnion',
  'email',
  'enum',
  'literal',
  'number',
  'object',
  'record',
  'string',
  'union',
  'unknown',
  'uuid',
  // Values and classes
  'NEVER',
  'ZodType',
  'ZodError',
  'config',
];

/**
 * What the shell provides as 'zustand/middleware': the persisted stores' helpers. The module holds
 * every middleware (devtools, redux, immer-less combine ...), ~4.3 KB gzipped on every route where
 * these two are about 1.
 */
const ZUSTAND_MIDDLEWARE_EXPORTS = ['persist', 'createJSONStorage'];

/**
 * What the shell provides as 'react-i18next': the hook, the provider and its context, and the plugin
 * that binds an i18next instance. The rest (Trans with its HTML parser, withTranslation, the SSR
 * helpers) is ~4 KB gzipped on every route that no screen uses.
 */
const REACT_I18NEXT_EXPORTS = ['useTranslation', 'I18nextProvider', 'I18nContext', 'initReactI18next'];

/**
 * What the shell provides as 'react-hook-form': the form hooks and components the console uses, and
 * the three helpers @hookform/resolvers imports from it (get, set, appendErrors). Its one ESM file
 * also holds the <Form> component, useController's and useFormState's own subscriptions and more.
 */
const REACT_HOOK_FORM_EXPORTS = [
  'useForm',
  'useFormContext',
  'FormProvider',
  'Controller',
  'useWatch',
  'useFieldArray',
  'get',
  'set',
  'appendErrors',
];

/**
 * What the shell provides as '@tanstack/react-query': the client, its provider and the query and
 * mutation hooks. Hydration, streamed, infinite and suspense queries, useQueries, useIsFetching and
 * the mutation-state hooks are ~3 KB gzipped on every route that no screen uses.
 */
const REACT_QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientProvider',
  'useQueryClient',
  'useQuery',
  'useMutation',
  'queryOptions',
  'keepPreviousData',
];

/** Writes a generated module once (unchanged content keeps its file, so builds stay cached). */
function generated(name, code) {
  const file = path.join(CACHE_DIR, name);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    fs.writeFileSync(file, code);
  }
  return file;
}

const packageDir = (name, appDir) => path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));

/** A generated module re-exporting `names` from a package's build file (`file`, inside the package). */
function reExportModule(moduleName, pkg, file, names, appDir) {
  const entry = path.join(packageDir(pkg, appDir), ...file.split('/'));
  return generated(moduleName, `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n`);
}

/** The module the shell provides as 'react-router': REACT_ROUTER_EXPORTS from its production build. */
const reactRouterSubsetModule = (appDir) =>
  reExportModule('react-router.js', 'react-router', 'dist/production/index.mjs', REACT_ROUTER_EXPORTS, appDir);

/** The module the shell provides as 'zustand/middleware': ZUSTAND_MIDDLEWARE_EXPORTS. */
const zustandMiddlewareSubsetModule = (appDir) =>
  reExportModule('zustand-middleware.js', 'zustand', 'esm/middleware.mjs', ZUSTAND_MIDDLEWARE_EXPORTS, appDir);

/** The module the shell provides as 'react-i18next': REACT_I18NEXT_EXPORTS from its ESM build. */
const reactI18nextSubsetModule = (appDir) =>
  reExportModule('react-i18next.js', 'react-i18next', 'dist/es/index.js', REACT_I18NEXT_EXPORTS, appDir);

/** The module the shell provides as 'react-hook-form': REACT_HOOK_FORM_EXPORTS from its ESM build. */
const reactHookFormSubsetModule = (appDir) =>
  reExportModule('react-hook-form.js', 'react-hook-form', 'dist/index.esm.mjs', REACT_HOOK_FORM_EXPORTS, appDir);

/** The module the shell provides as '@tanstack/react-query': REACT_QUERY_EXPORTS from its ESM build. */
const reactQuerySubsetModule = (appDir) =>
  reExportModule('react-query.js', '@tanstack/react-query', 'build/modern/index.js', REACT_QUERY_EXPORTS, appDir);

/** The module the shell provides as 'zod': `z` (also the default export) with ZOD_MEMBERS. */
function zodSubsetModule(appDir) {
  const entry = path.join(packageDir('zod', appDir), 'v4', 'classic', 'external.js');
  const members = ZOD_MEMBERS.map((name) => `  ${name}: zod.${name},`).join('\n');
  return generated(
    'zod.js',
    `import * as zod from ${JSON.stringify(entry)};\n\nexport const z = Object.freeze({\n${members}\n});\nexport default z;\n`,
  );
}

/**
 * zod's JSON Schema generator in the browser build: classic schemas reference it (`toJSONSchema()`,
 * `~standard.jsonSchema`, a processor per schema type), so it is bundled although the console's
 * browser code never asks a schema for JSON Schema (~5 KB gzipped on every route). In the shell's
 * build (the one that provides 'zod') classic's two imports of it resolve to these generated modules
 * instead: every name stays (so a zod upgrade that adds one fails the check, not the browser), each
 * throws when called, except aggregateChecks, the real one, which the `minLength`-style getters read.
 * The server runs the whole of zod. scripts/checks/provided-subsets.test.ts holds browser code to it.
 */
const ZOD_JSON_SCHEMA_MODULES = ['json-schema-processors', 'to-json-schema'];
/** Names of json-schema-processors.js kept real in the browser build. */
const ZOD_JSON_SCHEMA_KEPT = ['aggregateChecks'];
const ZOD_JSON_SCHEMA_OMITTED =
  "JSON Schema is not part of the console's browser build of zod (scripts/provided-subsets.cjs)";

/** The names an ESM file exports (`export const x`, `export function x`, `export { a as x }`, `export default`). */
function exportedNames(file) {
  const code = fs.readFileSync(file, 'utf8');
  const names = [...code.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((match) => match[1]);
  if (/^export default /m.test(code)) names.push('default');
  for (const [, list] of code.matchAll(/^export \{([^}]*)\}/gm))
    names.push(
      ...list
        .split(',')
        .map((item) =>
          item
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )
        .filter(Boolean),
    );
  return names;
}

/** The original zod core module behind one of ZOD_JSON_SCHEMA_MODULES. */
const zodCoreModule = (name, appDir) => path.join(packageDir('zod', appDir), 'v4', 'core', `${name}.js`);

/** The generated stand-in for one of ZOD_JSON_SCHEMA_MODULES (see above). */
function zodJsonSchemaStandIn(name, appDir) {
  const original = zodCoreModule(name, appDir);
  const kept = exportedNames(original).filter((exported) => ZOD_JSON_SCHEMA_KEPT.includes(exported));
  const omitted = exportedNames(original).filter((exported) => !ZOD_JSON_SCHEMA_KEPT.includes(exported));
  const lines = [
    '// Generated by scripts/provided-subsets.cjs: zod without its JSON Schema generator.',
    ...(kept.length ? [`export { ${kept.join(', ')} } from ${JSON.stringify(original)};`] : []),
    `const omitted = () => {\n  throw new Error(${JSON.stringify(ZOD_JSON_SCHEMA_OMITTED)});\n};`,
    // The create* factories run when a schema's `~standard` is read; what they make throws when called.
    ...omitted.map((exported) =>
      exported.startsWith('create')
        ? `export const ${exported} = () => omitted;`
        : `export const ${exported} = omitted;`,
    ),
  ];
  return generated(`zod-${name}.js`, `${lines.join('\n')}\n`);
}

/**
 * For the shell's NormalModuleReplacementPlugin: the stand-in for a request of zod's classic schemas
 * module (`../core/json-schema-processors.js`), or undefined for any other request.
 */
function zodJsonSchemaReplacement(request, context, appDir) {
  if (!/[\\/]zod[\\/]v4[\\/]classic$/.test(context)) return undefined;
  const name = ZOD_JSON_SCHEMA_MODULES.find((candidate) => request === `../core/${candidate}.js`);
  return name && zodJsonSchemaStandIn(name, appDir);
}

/**
 * Material UI's CSS theme variables in the browser build: createTheme and ThemeProvider import their
 * CSS-variables variants (createThemeWithVars; CssVarsProvider with its colour-scheme storage and
 * script, ~5 KB gzipped on every route) for `createTheme({ cssVariables: true })` and for themes with
 * `colorSchemes`. The console's theme is neither (@console/ui/theme.ts) and is the only one drawn. In
 * the shell's build these two modules' imports of them resolve to generated stand-ins that throw when
 * called; the barrel '@mui/material/styles' keeps the real CssVarsProvider and extendTheme, and
 * @console/ui's theme test fails if the console's theme ever needs them.
 */
const MUI_CSS_VARS_IMPORTS = { createTheme: 'createThemeWithVars', ThemeProvider: 'ThemeProviderWithVars' };
const MUI_CSS_VARS_OMITTED =
  "CSS theme variables are not part of the console's build of Material UI's createTheme and ThemeProvider " +
  "(scripts/provided-subsets.cjs); import CssVarsProvider or extendTheme from '@mui/material/styles'";

/** A Material UI styles module (createThemeWithVars, ThemeProviderWithVars...). */
const muiStylesModule = (name, appDir) => path.join(packageDir('@mui/material', appDir), 'esm', 'styles', `${name}.js`);

/** The generated stand-in for a module of MUI_CSS_VARS_IMPORTS (see above): every name, each throwing. */
function muiCssVarsStandIn(name, appDir) {
  const names = exportedNames(muiStylesModule(name, appDir));
  const lines = [
    '// Generated by scripts/provided-subsets.cjs: Material UI without CSS theme variables.',
    `const omitted = () => {\n  throw new Error(${JSON.stringify(MUI_CSS_VARS_OMITTED)});\n};`,
    ...names.map((exported) =>
      exported === 'default' ? 'export default omitted;' : `export const ${exported} = omitted;`,
    ),
  ];
  return generated(`mui-${name}.js`, `${lines.join('\n')}\n`);
}

/**
 * For the shell's NormalModuleReplacementPlugin: the stand-in for a request that createTheme.js or
 * ThemeProvider.js of Material UI makes for its CSS-variables variant, or undefined.
 */
function muiCssVarsReplacement(request, issuer) {
  const importer = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](\w+)\.js$/.exec(issuer ?? '')?.[1];
  const variant =
    importer && Object.hasOwn(MUI_CSS_VARS_IMPORTS, importer) ? MUI_CSS_VARS_IMPORTS[importer] : undefined;
  return variant && request === `./${variant}.js` ? muiCssVarsStandIn(variant, path.dirname(issuer)) : undefined;
}

module.exports = {
  REACT_HOOK_FORM_EXPORTS,
  REACT_I18NEXT_EXPORTS,
  REACT_QUERY_EXPORTS,
  REACT_ROUTER_EXPORTS,
  ZOD_JSON_SCHEMA_KEPT,
  ZOD_JSON_SCHEMA_MODULES,
  ZOD_MEMBERS,
  MUI_CSS_VARS_IMPORTS,
  exportedNames,
  muiCssVarsReplacement,
  muiStylesModule,
  zodCoreModule,
  zodJsonSchemaReplacement,
  zodJsonSchemaStandIn,
  ZUSTAND_MIDDLEWARE_EXPORTS,
  reactHookFormSubsetModule,
  reactI18nextSubsetModule,
  reactQuerySubsetModule,
  reactRouterSubsetModule,
  zodSubsetModule,
  zustandMiddlewareSubsetModule,
};
