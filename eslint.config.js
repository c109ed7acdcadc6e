// Lint guards the boundaries of the design (DESIGN.md, CONVENTIONS.md habit 8): remotes never
// import each other or the shell, shared packages never import apps, MUI only through its
// shared root entry (a subpath would be bundled as a second copy).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

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
