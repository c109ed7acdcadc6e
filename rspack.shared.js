// The one place for the rspack + Module Federation settings every app shares: swc, css, assets,
// the singleton list, output naming, the dev server and descriptor emission. Each app's
// rspack.config.js is two lines over defineShellConfig / defineRemoteConfig.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const {
  BUNDLER_RUNTIME_HANDOVER,
  FEDERATION_HANDOVER,
  remoteBundlerRuntimeModule,
} = require('./scripts/federation-handover.cjs');

const repoRoot = __dirname;
const distRoot = process.env.CONSOLE_DIST_DIR || path.join(repoRoot, 'dist');

// Libraries that must exist once in the browser. The shell provides them; remotes consume them
// (import: false), so a remote can never bring its own copy. Subpaths that hold state or are
// imported directly are listed on their own. The shell must request each of them somewhere
// (shell/src/federation/provided-singletons.ts) for rspack to put it in the share scope.
const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'zustand',
  'zustand/middleware',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  // The barrel stays provided for remotes built before MUI_SUBPATHS; new builds import subpaths only.
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  'single-spa',
  'single-spa-react',
  'react-hook-form',
  '@hookform/resolvers/zod',
  // Provided as a subset of itself (scripts/provided-subsets.cjs), like react-router.
  'zod',
];

// Material UI is shared per component, not as the barrel: a shared module cannot be tree-shaken, and
// the whole of @mui/material is ~121 KB gzipped where a route uses a fraction. swc rewrites
// `import { Button } from '@mui/material'` into `import Button from '@mui/material/Button'` at build
// time (MUI_TRANSFORM_IMPORT); every such subpath is a singleton of its own that loads when first
// used. The shell provides every component of the installed version, not only the ones the code uses
// today: a remote that starts using another one (a Slider ...) ships without a shell rebuild, which
// is the point of the platform (~12 KB of registrations on every route is its price). They are one
// build's modules, so there is one ThemeContext and one emotion cache.
const muiDir = path.dirname(require.resolve('@mui/material/package.json', { paths: [path.join(repoRoot, 'shell')] }));
const MUI_VERSION = JSON.parse(fs.readFileSync(path.join(muiDir, 'package.json'), 'utf8')).version;
/** Component and hook folders of @mui/material (each has esm/<name>/index.js with a default export). */
const MUI_SUBPATHS = fs
  .readdirSync(path.join(muiDir, 'esm'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(muiDir, 'esm', entry.name, 'index.js')))
  .map((entry) => entry.name)
  .filter((name) => !/^(internal|zero-styled|Pigment|InitColorSchemeScript|OverridableComponent|Unstable_)/.test(name))
  // The translations of every locale, plain data: not shared, so the importer's build keeps only the
  // locales it names (a provided module cannot be tree-shaken: all of them were ~12 KB gzipped).
  .filter((name) => name !== 'locale');
/**
 * Barrel members that are not a folder: they live in @mui/material/styles. The swc rewrite turns
 * `import { alpha } from '@mui/material'` into `import alpha from '@mui/material/alpha'`; the shell
 * provides that key from a generated one-line module re-exporting it from @mui/material/styles.
 */
const MUI_STYLE_MEMBERS = [
  'alpha',
  'darken',
  'lighten',
  'emphasize',
  'getContrastRatio',
  'createTheme',
  'responsiveFontSizes',
  'useTheme',
  'useThemeProps',
  'styled',
  'ThemeProvider',
  'StyledEngineProvider',
  'css',
  'keyframes',
];
const MUI_TRANSFORM_IMPORT = [{ libraryName: '@mui/material', customName: '@mui/material/{{ member }}' }];

/** The generated module behind @mui/material/<member> for a style member (shell build only). */
function muiStyleMemberModule(member) {
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'console-mui-members');
  const file = path.join(dir, `${member}.js`);
  // The barrel by its file, not as '@mui/material/styles': that key is a provided module of its own,
  // whole (a shared module is not tree-shaken), and importing it brought CssVarsProvider, extendTheme
  // and the rest of the barrel to every route. By file, rspack follows the re-export to the one
  // module that defines the member (Material UI is side-effect free).
  const barrel = path.join(muiDir, 'esm', 'styles', 'index.js');
  const code = `export { ${member} as default } from ${JSON.stringify(barrel)};\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, code);
  }
  return file;
}

/**
 * A file as an import path relative to the app ("./../shared/ui/src/x.tsx"). Provided modules are
 * strings in the shell's runtime: relative, they are short and the same in every checkout, so the
 * build's bytes (and the JS budget) do not depend on where the repository lives.
 */
const relativeToApp = (appDir, file) => `./${path.relative(appDir, file).split(path.sep).join('/')}`;

/** Shared entries of the Material UI subpaths: the shell provides each (ESM build), remotes consume. */
function muiSharedEntries(appDir, { provide }) {
  const shared = {};
  const entry = (importPath) => ({
    singleton: true,
    requiredVersion: `^${MUI_VERSION}`,
    version: MUI_VERSION,
    import: provide ? importPath : false,
  });
  // Paths relative to the app (short: every one is a string in the shell's runtime), through the
  // app's node_modules/@mui/material link.
  const link = path.join(appDir, 'node_modules', '@mui', 'material');
  const linkDir = fs.existsSync(link) ? link : muiDir;
  for (const name of MUI_SUBPATHS)
    shared[`@mui/material/${name}`] = entry(
      provide ? relativeToApp(appDir, path.join(linkDir, 'esm', name, 'index.js')) : undefined,
    );
  for (const member of MUI_STYLE_MEMBERS)
    shared[`@mui/material/${member}`] = entry(
      provide ? relativeToApp(appDir, muiStyleMemberModule(member)) : undefined,
    );
  return shared;
}

// Libraries the shell provides as a subset of themselves, so that they are tree-shaken (see the file).
const {
  muiCssVarsReplacement,
  reactHookFormSubsetModule,
  reactI18nextSubsetModule,
  reactQuerySubsetModule,
  reactRouterSubsetModule,
  zodJsonSchemaReplacement,
  zodSubsetModule,
  zustandMiddlewareSubsetModule,
} = require('./scripts/provided-subsets.cjs');

// Package folders whose code may reach the browser only through the share scope. A remote build
// that contains a module from one of these folders has bundled its own copy: the build fails.
const GUARDED_PACKAGE_DIRS = [
  'react',
  'react-dom',
  'react-router',
  'scheduler',
  'zustand',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
  '@mui/material',
  '@mui/system',
  '@mui/styled-engine',
  '@mui/utils',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'notistack',
  'single-spa',
  'single-spa-react',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
];

function packageVersion(request, fromDir) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const pkgJson = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

/**
 * Workspace packages that are not shared: @console/testing never reaches the browser, and
 * @console/contracts holds no state (zod schemas and constants), so each app bundles just the
 * contract files it imports instead of the shell providing every one of them whole.
 */
const UNSHARED_CONSOLE_PACKAGES = ['@console/testing', '@console/contracts'];

/** Every subpath that the @console/* workspace packages export, e.g. @console/platform/auth. */
function consolePackageEntries() {
  const sharedDir = path.join(repoRoot, 'shared');
  return fs
    .readdirSync(sharedDir)
    .map((dir) => path.join(sharedDir, dir, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')))
    .filter((pkg) => !UNSHARED_CONSOLE_PACKAGES.includes(pkg.name) && pkg.exports)
    .flatMap((pkg) =>
      Object.keys(pkg.exports).map((sub) => ({
        request: sub === '.' ? pkg.name : `${pkg.name}/${sub.replace(/^\.\//, '')}`,
        version: pkg.version,
      })),
    );
}

/** The shared config for one app. The shell provides every singleton; remotes only consume. */
function sharedConfig(appDir, { provide }) {
  const shared = {};
  for (const request of SINGLETON_PACKAGES) {
    const version = packageVersion(request, appDir);
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(provide ? {} : { import: false }),
    };
  }
  if (provide) {
    shared['react-router'].import = relativeToApp(appDir, reactRouterSubsetModule(appDir));
    shared.zod.import = relativeToApp(appDir, zodSubsetModule(appDir));
    shared['zustand/middleware'].import = relativeToApp(appDir, zustandMiddlewareSubsetModule(appDir));
    shared['react-i18next'].import = relativeToApp(appDir, reactI18nextSubsetModule(appDir));
    shared['react-hook-form'].import = relativeToApp(appDir, reactHookFormSubsetModule(appDir));
    shared['@tanstack/react-query'].import = relativeToApp(appDir, reactQuerySubsetModule(appDir));
  }
  Object.assign(shared, muiSharedEntries(appDir, { provide }));
  for (const { request, version } of consolePackageEntries()) {
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      // The shell provides every subpath, also those only remotes import: an absolute import
      // path makes rspack provide a module the shell's own code never requests.
      import: provide ? relativeToApp(appDir, require.resolve(request, { paths: [appDir] })) : false,
    };
  }
  return shared;
}

/** Fails a remote build that bundled its own copy of a singleton. */
class SingletonGuardPlugin {
  apply(compiler) {
    compiler.hooks.afterCompile.tap('SingletonGuardPlugin', (compilation) => {
      const offenders = new Set();
      for (const module of compilation.modules) {
        const resource = module.resource || module.nameForCondition?.() || '';
        const normalized = resource.split(path.sep).join('/');
        const inSharedSource = /\/shared\/(platform|ui|i18n|send-kit|dashboard-kit)\/src\//.test(normalized);
        const guarded = GUARDED_PACKAGE_DIRS.find((dir) => normalized.includes(`/node_modules/${dir}/`));
        if (guarded || inSharedSource) offenders.add(guarded || normalized.replace(/^.*\/shared\//, '@console/'));
      }
      if (offenders.size > 0) {
        const list = [...offenders].sort().join(', ');
        compilation.errors.push(
          new rspack.WebpackError(
            `Singleton guard: this remote bundles its own copy of ${list}. ` +
              'Import these only through their shared entry (see SINGLETON_PACKAGES in rspack.shared.js), e.g. ' +
              "'@mui/material' instead of '@mui/material/Button'.",
          ),
        );
      }
    });
  }
}

/** Copies remote.json into the build with the package's name and version filled in. */
class DescriptorPlugin {
  constructor(appDir, pkg) {
    this.appDir = appDir;
    this.pkg = pkg;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DescriptorPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = path.join(this.appDir, 'remote.json');
          compilation.fileDependencies.add(file);
          const descriptor = JSON.parse(fs.readFileSync(file, 'utf8'));
          const emitted = { ...descriptor, version: this.pkg.version };
          compilation.emitAsset('remote.json', new rspack.sources.RawSource(`${JSON.stringify(emitted, null, 2)}\n`));
        },
      );
    });
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Emits name.br and name.gz beside every text asset of a production build; the server sends
 * them as they are (preCompressed), so no request spends CPU on compression.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const work = Object.entries(assets)
            .filter(([name, source]) => /\.(js|css|json|html|svg)$/.test(name) && source.size() > 1024)
            .map(async ([name, source]) => {
              const buffer = Buffer.from(source.source());
              const [br, gz] = await Promise.all([
                brotli(buffer, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
                gzip(buffer, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
            });
          await Promise.all(work);
        },
      );
    });
  }
}

function baseConfig(
  appDir,
  { mode, outputPath, publicPath, jsxDevelopment = mode !== 'production', sharedChunkMinSize = 0 },
) {
  const production = mode === 'production';
  return {
    mode,
    context: appDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath,
      publicPath,
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      cssFilename: 'assets/[name].[contenthash:10].css',
      cssChunkFilename: 'assets/[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      uniqueName: path.basename(appDir),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            transformImport: MUI_TRANSFORM_IMPORT,
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: jsxDevelopment } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // Keep chunk ids stable across builds so unchanged files keep their content hash.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // A module two lazy chunks need goes into a chunk of its own (by default modules under
          // 20 KB are copied into each chunk, so a route downloaded the same texts or helpers several
          // times: the send kit's Korean texts nine times on /send/mt). In the shell however small it
          // is (its provided modules share many small ones, which a page loads side by side); in a
          // remote from sharedChunkMinSize bytes: a smaller shared piece is copied into the screens
          // that use it, since a chunk of a few hundred bytes costs a request, compresses alone and
          // is named in every lazy screen's list of chunks (-0.4 to -2.2 KB on most remote routes).
          default: { minChunks: 2, minSize: sharedChunkMinSize, priority: -20, reuseExistingChunk: true },
        },
      },
    },
    performance: false,
    stats: 'errors-warnings',
    devServer: {
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      },
      hot: false,
      liveReload: true,
      historyApiFallback: true,
    },
  };
}

function readPackage(appDir) {
  return JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
}

const VENDOR_MODULE =
  /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|zustand|use-sync-external-store|@babel[\\/]runtime|react-transition-group|@popperjs|clsx|react-is|prop-types|dom-helpers|stylis|hoist-non-react-statics)[\\/]/;
/**
 * Material UI folders the console's chrome and lists do not need (the console home loads none of
 * them), by family: each family that several chunks share is a chunk of its own, so a route that
 * shows a pager does not download the form controls, and the other way round. Kept out of vendor-core.
 * Families are a trade: each is one more request and compresses alone, so they gather components
 * that routes use together (a split per component made every route ~30 KB heavier).
 */
const OCCASIONAL_MUI_FAMILIES = {
  'vendor-pagination': ['Pagination', 'PaginationItem', 'usePagination', 'TablePagination', 'TablePaginationActions'],
  'vendor-forms': [
    'Checkbox',
    'internal/SwitchBase',
    'FormControlLabel',
    'FormGroup',
    'TextField',
    'InputLabel',
    'FormLabel',
    'FormHelperText',
  ],
  'vendor-tables': [
    'Table',
    'TableBody',
    'TableCell',
    'TableContainer',
    'TableFooter',
    'TableHead',
    'TableRow',
    'TableSortLabel',
  ],
  // Chips: the lists' status cells and the send forms' recipients (which draw no table).
  'vendor-chip': ['Chip'],
  // Switches, radios and toggle buttons: few screens draw two of them (a send form's fallback switch
  // and schedule radios), most draw one (template forms radios, billing settings a switch, the
  // statistics' unit and chart pickers toggles).
  'vendor-switch': ['Switch'],
  'vendor-radio': ['Radio', 'RadioGroup'],
  'vendor-toggles': ['ToggleButton', 'ToggleButtonGroup'],
  'vendor-tabs': ['Tabs', 'Tab', 'TabScrollButton'],
  // The dashboards' and the services page's layout grid (with @mui/system's, which it draws with).
  'vendor-grid': ['Grid', 'GridLegacy', 'PigmentGrid', '@mui/system/esm/Grid'],
  'vendor-autocomplete': ['Autocomplete', 'useAutocomplete'],
  // The header's bell and the copy buttons load it on first hover (@console/ui/lazy-tooltip).
  'vendor-tooltip': ['Tooltip', 'Popper', '@popperjs/core'],
  'vendor-extras': [
    'Stepper',
    'Step',
    'StepLabel',
    'StepIcon',
    'StepConnector',
    'StepButton',
    'StepContent',
    'Fab',
    'Zoom',
    'SpeedDial',
    'Slider',
    'Rating',
    'Accordion',
    'AccordionSummary',
    'AccordionDetails',
    'ImageList',
    'ImageListItem',
    'Breadcrumbs',
    'SnackbarContent',
    'Snackbar',
    'BottomNavigation',
    // Shared by several components above (and by each other), used by no screen at first paint
    // (Avatar, which the message previews draw, stays in vendor-core).
    'Drawer',
    'SwipeableDrawer',
    'Slide',
    'Collapse',
  ],
};
/** A family's modules: Material UI folders ('Tooltip', 'internal/SwitchBase') or package folders ('@popperjs/core', '@mui/system/esm/Grid'). */
const occasionalFamily = (family) =>
  new RegExp(
    family
      .map((member) =>
        member.startsWith('@')
          ? `[\\\\/]node_modules[\\\\/]${member.replaceAll('/', '[\\\\/]')}[\\\\/]`
          : `[\\\\/]@mui[\\\\/]material[\\\\/]esm[\\\\/]${member}[\\\\/]`,
      )
      .join('|'),
  );
const OCCASIONAL_MUI = Object.values(OCCASIONAL_MUI_FAMILIES).map(occasionalFamily);
const resourceOf = (module) => (module.resource || module.nameForCondition?.() || '').split(path.sep).join('/');
const isVendorModule = (module) => VENDOR_MODULE.test(resourceOf(module));
const isOccasionalMuiComponent = (module) => OCCASIONAL_MUI.some((family) => family.test(resourceOf(module)));
/** One split-chunks group per family of OCCASIONAL_MUI_FAMILIES. */
const occasionalMuiGroups = () =>
  Object.fromEntries(
    Object.entries(OCCASIONAL_MUI_FAMILIES).map(([name, family]) => {
      const pattern = occasionalFamily(family);
      return [
        name,
        {
          test: (module) => isVendorModule(module) && pattern.test(resourceOf(module)),
          chunks: 'async',
          minChunks: 2,
          minSize: 0,
          name,
          priority: 10,
          reuseExistingChunk: true,
        },
      ];
    }),
  );

/** What the shell hands over to remotes (scripts/federation-handover.cjs): package -> its file and global. */
const shellHandover = () => ({
  ...FEDERATION_HANDOVER,
  '@module-federation/webpack-bundler-runtime': BUNDLER_RUNTIME_HANDOVER,
});

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Modules of the shell's console-boot chunk (see defineShellConfig). Paths with forward slashes. */
const SHELL_BOOT_MODULE = new RegExp(
  [
    '/shared/(platform|i18n)/src/(?!define-remote)[^/]+\\.tsx?$',
    '/shared/ui/src/(theme|theme-provider|page-loading|lazy-tooltip|not-ready)\\.tsx?$',
    '/node_modules/react/(index|jsx-runtime)\\.js$',
    '/node_modules/react/cjs/react(-jsx-runtime)?\\.production(\\.min)?\\.js$',
    '/node_modules/react-dom/(index\\.js|cjs/react-dom\\.production\\.js)$',
    // The contracts of the session and of teams, which the shell reads before the first page.
    '/shared/contracts/src/(session|api-envelope|teams)\\.ts$',
    // The one-line modules behind @mui/material/<style member> (muiStyleMemberModule).
    '/node_modules/\\.cache/console-mui-members/',
    '/node_modules/zustand/esm/(index|react|vanilla|middleware)\\.mjs$',
    '/node_modules/react-i18next/dist/es/',
    '/node_modules/\\.cache/console-provided-subsets/(zustand-middleware|react-i18next)\\.js$',
  ].join('|'),
);
/** Modules of the shell's remote-boot chunk: what every remote's page needs besides console-boot. */
const REMOTE_BOOT_MODULE = new RegExp(
  [
    '/shared/platform/src/define-remote\\.tsx$',
    '/shared/ui/src/not-ready-screens\\.tsx$',
    '/node_modules/single-spa(-react)?/lib/',
  ].join('|'),
);

/** The host. Built into dist/shell, served by the server for every non-API path. */
function defineShellConfig(appDir) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const pkg = readPackage(appDir);
    const config = baseConfig(appDir, { mode, outputPath: path.join(distRoot, 'shell'), publicPath: '/' });
    return {
      ...config,
      entry: { main: './src/index.ts' },
      resolve: {
        ...config.resolve,
        // federation-sdk-handover.cjs requires the very files the shell's federation runtime bundles.
        alias: Object.fromEntries(Object.entries(shellHandover()).map(([pkgName, { file }]) => [`${pkgName}$`, file])),
      },
      optimization: {
        ...config.optimization,
        splitChunks: {
          cacheGroups: {
            ...config.optimization.splitChunks.cacheGroups,
            // The library modules two or more provided singletons need (MUI styles, system, utils,
            // ButtonBase, Popover, emotion, zustand's vanilla store...) go into one chunk instead of
            // a copy in each provided module's chunk (a route would download both copies). Only the
            // console's chrome is in it (every route draws it): the other Material UI components that
            // several chunks share go into a chunk per family (pagination, forms, extras), which
            // only the routes that show one of them download.
            vendorCore: {
              test: (module) => isVendorModule(module) && !isOccasionalMuiComponent(module),
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              name: 'vendor-core',
              priority: 10,
              reuseExistingChunk: true,
            },
            ...occasionalMuiGroups(),
            // The small modules every page needs before it draws (the platform, i18n setup, theme,
            // React's thin entry modules, zustand): one chunk instead of ~20 of a few hundred bytes,
            // each of which compressed alone and was one more request.
            consoleBoot: {
              test: (module) => SHELL_BOOT_MODULE.test(resourceOf(module)),
              chunks: 'async',
              minChunks: 1,
              minSize: 0,
              name: 'console-boot',
              priority: 20,
              enforce: true,
            },
            // The statistics parts (@console/ui/stats/*): the statistics pages of the stats and the
            // Kakao remotes draw nearly all of them, so one chunk instead of ~15 of under a kilobyte.
            statsKit: {
              test: (module) => /\/shared\/ui\/src\/stats\/[^/]+\.tsx?$/.test(resourceOf(module)),
              chunks: 'async',
              minChunks: 1,
              minSize: 0,
              name: 'stats-kit',
              priority: 20,
              enforce: true,
            },
            // The send forms' parts (recipients, schedule, advertising, progress of @console/send-kit):
            // every send form but e-mail draws all of them. The counter, previews, confirmation and
            // texts stay apart: template forms and the e-mail form use those alone.
            sendKitForms: {
              test: (module) =>
                /\/shared\/send-kit\/src\/(recipients\/(?!address-groups)|schedule\/|advertising\/|progress\/send-progress)/.test(
                  resourceOf(module),
                ),
              chunks: 'async',
              minChunks: 1,
              minSize: 0,
              name: 'send-kit-forms',
              priority: 20,
              enforce: true,
            },
            // The same for a page of a remote: single-spa, the parcel wrapper, the "준비 중" route table.
            remoteBoot: {
              test: (module) => REMOTE_BOOT_MODULE.test(resourceOf(module)),
              chunks: 'async',
              minChunks: 1,
              minSize: 0,
              name: 'remote-boot',
              priority: 20,
              enforce: true,
            },
          },
        },
      },
      plugins: [
        new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body' }),
        ...(mode === 'production' ? [new PrecompressPlugin()] : []),
        // zod without its JSON Schema generator, Material UI's createTheme and ThemeProvider without CSS
        // theme variables: stand-ins for what the console never uses (scripts/provided-subsets.cjs).
        new rspack.NormalModuleReplacementPlugin(
          /^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$|^\.\/(createThemeWithVars|ThemeProviderWithVars)\.js$/,
          (data) => {
            const standIn =
              zodJsonSchemaReplacement(data.request, data.context, appDir) ??
              muiCssVarsReplacement(data.request, data.contextInfo?.issuer);
            if (standIn) data.request = standIn;
          },
        ),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __SHELL_VERSION__: JSON.stringify(pkg.version),
        }),
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedConfig(appDir, { provide: true }),
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            path.join(appDir, 'src/federation/runtime-plugin.ts'),
            [
              path.join(appDir, 'src/federation/federation-sdk-handover.cjs'),
              Object.fromEntries(Object.entries(shellHandover()).map(([pkgName, { global }]) => [pkgName, global])),
            ],
          ],
          dts: false,
          manifest: false,
          // The shell hands its federation runtime to the remotes (a global), so a remote entry does
          // not bring a second copy of it (remotes build with experiments.externalRuntime).
          experiments: { provideExternalRuntime: true },
        }),
      ],
      devServer: {
        ...config.devServer,
        port: Number(process.env.SHELL_DEV_PORT || 3000),
        proxy: [
          {
            context: ['/api', '/async', '/registry.json', '/remotes', '/_build', '/docs'],
            target: process.env.CONSOLE_SERVER || 'http://localhost:8080',
          },
        ],
      },
    };
  };
}

/** The package with CONSOLE_REMOTE_VERSION as its version when set (a semver version). */
function remoteVersioned(pkg) {
  const version = process.env.CONSOLE_REMOTE_VERSION;
  if (!version) return pkg;
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
    throw new Error(`CONSOLE_REMOTE_VERSION must be a semver version such as 1.2.0, not "${version}"`);
  return { ...pkg, version };
}

const REMOTE_DEV_PORTS = { messaging: 3101, kakao: 3102, billing: 3103, stats: 3104, team: 3105, brand: 3106 };

/** A service remote. Built into dist/remotes/<name>/<version>, an immutable folder per version. */
function defineRemoteConfig(appDir) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    // CONSOLE_REMOTE_VERSION (scripts/build-remote.mjs): build this remote at another version beside
    // the others; the folder and the descriptor's version say the same.
    const pkg = remoteVersioned(readPackage(appDir));
    const name = path.basename(appDir);
    const outputPath = path.join(distRoot, 'remotes', name, pkg.version);
    // A remote in development still runs inside a production shell, whose React provides only
    // react/jsx-runtime: remotes always compile JSX for it.
    const config = baseConfig(appDir, {
      mode,
      outputPath,
      publicPath: 'auto',
      jsxDevelopment: false,
      sharedChunkMinSize: 4000,
    });
    return {
      ...config,
      entry: {},
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './app': './src/app.tsx' },
          shared: sharedConfig(appDir, { provide: false }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // The runtime comes from the shell (provideExternalRuntime): ~18 KB gzipped less per remote.
          experiments: { externalRuntime: true },
        }),
        // The SDK and error codes come from the shell (FEDERATION_HANDOVER).
        new rspack.ExternalsPlugin(
          'global',
          Object.fromEntries(Object.entries(FEDERATION_HANDOVER).map(([pkgName, { global }]) => [pkgName, global])),
        ),
        // The bundler runtime's functions too, with this build's own state (BUNDLER_RUNTIME_HANDOVER).
        new rspack.NormalModuleReplacementPlugin(
          new RegExp(`^${escapeRegExp(BUNDLER_RUNTIME_HANDOVER.file)}$`),
          remoteBundlerRuntimeModule(),
        ),
        new DescriptorPlugin(appDir, pkg),
        ...(mode === 'production' ? [new PrecompressPlugin()] : []),
        new SingletonGuardPlugin(),
      ],
      devServer: { ...config.devServer, port: REMOTE_DEV_PORTS[name] || 3199, historyApiFallback: false },
    };
  };
}

module.exports = {
  FEDERATION_HANDOVER,
  defineShellConfig,
  defineRemoteConfig,
  SINGLETON_PACKAGES,
  GUARDED_PACKAGE_DIRS,
  REMOTE_DEV_PORTS,
};
