// Unit and component tests of the browser code: shell, remotes and the shared packages.
// The server has its own runner (node:test, see server/package.json).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/shell', '<rootDir>/remotes', '<rootDir>/shared', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.m?[jt]sx?$': swc },
  // ESM-only dependencies go through swc too.
  transformIgnorePatterns: ['/node_modules/.pnpm/(?!(react-router|cookie|set-cookie-parser|d3-[a-z]+|internmap)@)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testEnvironmentOptions: { customExportConditions: [''] },
  // A worker per core: jest's default (cores - 1) leaves one of CI's two cores idle; measured on the
  // 2-core machine, 143 s instead of 261 s for the whole suite.
  maxWorkers: '100%',
  // The send forms' journeys (a dozen findBy steps each) take 2-3 s alone and passed 5 s with a build
  // running beside them on the 2 cores; a hung test still fails, after 15 s.
  testTimeout: 15_000,
};
