// Libraries the shell provides as a subset (rspack.shared.js): a shared module cannot be tree-shaken,
// so for a library of which the console uses a small part the shell provides a generated module that
// re-exports that part, and rspack tree-shakes the rest away. A name missing from a list would be
// undefined in the browser: scripts/checks/provided-subsets.test.ts (in npm test) fails first.
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

/** The module the shell provides as 'react-router': REACT_ROUTER_EXPORTS from its production build. */
function reactRouterSubsetModule(appDir) {
  const entry = path.join(packageDir('react-router', appDir), 'dist', 'production', 'index.mjs');
  return generated('react-router.js', `export { ${REACT_ROUTER_EXPORTS.join(', ')} } from ${JSON.stringify(entry)};\n`);
}

/** The module the shell provides as 'zustand/middleware': ZUSTAND_MIDDLEWARE_EXPORTS. */
function zustandMiddlewareSubsetModule(appDir) {
  const entry = path.join(packageDir('zustand', appDir), 'esm', 'middleware.mjs');
  return generated(
    'zustand-middleware.js',
    `export { ${ZUSTAND_MIDDLEWARE_EXPORTS.join(', ')} } from ${JSON.stringify(entry)};\n`,
  );
}

/** The module the shell provides as 'react-i18next': REACT_I18NEXT_EXPORTS from its ESM build. */
function reactI18nextSubsetModule(appDir) {
  const entry = path.join(packageDir('react-i18next', appDir), 'dist', 'es', 'index.js');
  return generated(
    'react-i18next.js',
    `export { ${REACT_I18NEXT_EXPORTS.join(', ')} } from ${JSON.stringify(entry)};
`,
  );
}

/** The module the shell provides as 'zod': `z` (also the default export) with ZOD_MEMBERS. */
function zodSubsetModule(appDir) {
  const entry = path.join(packageDir('zod', appDir), 'v4', 'classic', 'external.js');
  const members = ZOD_MEMBERS.map((name) => `  ${name}: zod.${name},`).join('\n');
  return generated(
    'zod.js',
    `import * as zod from ${JSON.stringify(entry)};\n\nexport const z = Object.freeze({\n${members}\n});\nexport default z;\n`,
  );
}

module.exports = {
  REACT_I18NEXT_EXPORTS,
  REACT_ROUTER_EXPORTS,
  ZOD_MEMBERS,
  ZUSTAND_MIDDLEWARE_EXPORTS,
  reactI18nextSubsetModule,
  reactRouterSubsetModule,
  zodSubsetModule,
  zustandMiddlewareSubsetModule,
};
