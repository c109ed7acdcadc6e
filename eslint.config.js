// Lint guards the boundaries of the design (DESIGN.md, CONVENTIONS.md habit 8): remotes never
// import each other or the shell, shared packages never import apps, MUI only through its
// shared root entry (a subpath would be bundled as a second copy).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { readdirSync } = require('node:fs');
const path = require('node:path');

const REMOTES = ['messaging', 'kakao', 'billing', 'stats', 'team', 'brand'];

/** Import patterns that leave an app's own folder for another app. */
function foreignAppPatterns(self) {
  const otherRemotes = REMOTES.filter((r) => r !== self);
  return [
    ...otherRemotes.map((r) => ({
      regex: `^(@console/${r}|(\\.\\./)+(remotes/)?${r})(/|$)`,
      message: `A remote never imports another remote (${r}); move what both need into a shared package or onto the platform.`,
    })),
    {
      regex: '^(@console/shell|(\\.\\./)+shell)(/|$)',
      message: 'A remote never imports the shell; it receives the platform through props.',
    },
  ];
}

const appPackagePatterns = [
  {
    regex: `^(@console/(shell|${REMOTES.join('|')})|(\\.\\./)+(shell|remotes))(/|$)`,
    message: 'Shared packages never import apps (shell or remotes).',
  },
];

const muiSubpaths = {
  group: ['@mui/material/*', '!@mui/material/locale', '@mui/icons-material', '@mui/icons-material/*'],
  message: "Import MUI from '@mui/material' only: it is a shared singleton and subpaths would be bundled again.",
};

// The server's layers (server/README.md): app.ts -> routes -> plugins -> demo -> domain modules -> the
// low layers (http, db, auth, hosting, identity-check, config). No folder imports one above it; tests,
// their support and the benches stay out of production code.
const SERVER_LOW = ['http', 'db', 'auth', 'hosting', 'identity-check'];
const SERVER_TOP = ['routes', 'plugins', 'demo'];
const SERVER_MODULES = readdirSync(path.join(__dirname, 'server', 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...SERVER_LOW, ...SERVER_TOP].includes(entry.name))
  .map((entry) => entry.name);
const folderPattern = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message });
const serverOutside = [
  {
    // One door out: the brand team's public pages, which the server renders to HTML (@console/brand/site).
    regex:
      '^(?!@console/brand/site$)(@console/(shell|ui|platform|testing|i18n|' +
      REMOTES.join('|') +
      ')|(\\.\\./)+(shell|remotes|e2e))(/|$)',
    message:
      'The server uses only @console/contracts of the shared packages (and renders the public pages of @console/brand/site); screens and apps stay in the browser.',
  },
  {
    regex: '((^|/)channels/[^/]+|^\\.\\./[^./][^/]*)/simulator(/|$)',
    message:
      "A channel's simulator is its provider: only the adapter's own folder picks it (sms/sms-providers.ts); the pipeline and plugins ask the adapter.",
  },
  {
    regex: '(^|/)(test-support|bench)(/|$)',
    message: 'Production code never imports test support or benchmarks; pass what a test needs in through options.',
  },
];
const serverLayers = [
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverOutside }] },
  },
  {
    files: SERVER_MODULES.map((module) => `server/src/${module}/**/*.ts`),
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverOutside,
            folderPattern(
              [...SERVER_TOP, 'app', 'build-app', 'server'],
              'A domain module never imports routes, plugins or the demo seed: they call it, not the other way round; move the shared piece down into the module or into http/.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/plugins/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverOutside,
            folderPattern(['routes'], 'Plugins never import routes; routes use what plugins decorate.'),
          ],
        },
      ],
    },
  },
  {
    files: [...SERVER_LOW.map((folder) => `server/src/${folder}/**/*.ts`), 'server/src/config.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverOutside,
            folderPattern(
              [...SERVER_TOP, ...SERVER_MODULES],
              'The low layers (http, db, auth, hosting, config) know no domain module; pass what they need as parameters.',
            ),
          ],
        },
      ],
    },
  },
];

// Test helpers (@console/testing, a test-support/ folder) serve tests only: production code never
// imports them, so a fake platform or a planted fixture cannot ship.
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test-support/**',
  '**/bench/**',
  'shared/testing/**',
  'e2e/**',
  'jest.setup.ts',
];
const noTestHelpers = {
  selector: 'ImportDeclaration[source.value=/^@console\\/testing(\\/|$)|(^|\\/)test-support(\\/|$)/]',
  message: 'Production code never imports @console/testing or test-support; only tests do.',
};
// One source of the current team (DESIGN.md, platform contract 1.3.0): remotes read it with
// useTeam()/useTeamSeq() from @console/platform, never from the URL.
const noTeamSeqFromUrl = [
  {
    selector: "VariableDeclarator[init.callee.name='useParams'] > ObjectPattern > Property[key.name='teamSeq']",
    message: 'Read the current team with useTeamSeq()/useTeam() from @console/platform, not from the URL.',
  },
  {
    selector: "CallExpression[callee.name='useParams'] TSPropertySignature[key.name='teamSeq']",
    message: 'Read the current team with useTeamSeq()/useTeam() from @console/platform, not from the URL.',
  },
  {
    selector: "MemberExpression[object.callee.name='useParams'][property.name='teamSeq']",
    message: 'Read the current team with useTeamSeq()/useTeam() from @console/platform, not from the URL.',
  },
];
// The release CLI reads environment files and descriptors: it knows the contracts and the platform
// version, never an app's source.
const deployOutside = [
  {
    regex: '^(@console/(shell|ui|testing|i18n|' + REMOTES.join('|') + ')|(\\.\\./)+(shell|remotes|server|e2e))(/|$)',
    message:
      'deploy/ uses only @console/contracts and @console/platform/contract; what it needs from an app moves there.',
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      'var/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-restricted-imports': ['error', { patterns: [muiSubpaths] }],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`remotes/${remote}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [muiSubpaths, ...foreignAppPatterns(remote)] }] },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [muiSubpaths, ...appPackagePatterns] }] },
  },
  ...serverLayers,
  {
    files: ['deploy/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: deployOutside }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', noTestHelpers] },
  },
  {
    files: ['remotes/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', noTestHelpers, ...noTeamSeqFromUrl] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
