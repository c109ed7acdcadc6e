/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A remote entry takes the shell's Module Federation bundler runtime functions and keeps its own
 * state (scripts/federation-handover.cjs). An upgrade of Module Federation that adds a function or a
 * piece of state to the bundler runtime fails here, not in the browser.
 */
const root = join(__dirname, '..', '..');
const { BUNDLER_RUNTIME_HANDOVER, HANDED_OVER_BUNDLER_FUNCTIONS, remoteBundlerRuntimeModule } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build helper is CommonJS
  require(join(root, 'scripts', 'federation-handover.cjs')) as {
    BUNDLER_RUNTIME_HANDOVER: { file: string; global: string };
    HANDED_OVER_BUNDLER_FUNCTIONS: string[];
    remoteBundlerRuntimeModule(): string;
  };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler runtime is CommonJS
const real = require(BUNDLER_RUNTIME_HANDOVER.file) as {
  default: Record<string, unknown>;
  bundlerRuntime: Record<string, unknown>;
};

describe('the bundler runtime a remote takes from the shell', () => {
  it('hands over every function but initContainerEntry, which the shell build leaves out', () => {
    const functions = Object.keys(real.bundlerRuntime).filter((key) => typeof real.bundlerRuntime[key] === 'function');
    expect([...HANDED_OVER_BUNDLER_FUNCTIONS, 'initContainerEntry'].sort()).toEqual(functions.sort());
    // The only other member is the build's share scopes, which each remote keeps its own.
    expect(Object.keys(real.bundlerRuntime).filter((key) => !functions.includes(key))).toEqual(['S']);
  });

  it('gives the federation entry every member of the real default export, state fresh per build', () => {
    const standIn = readFileSync(remoteBundlerRuntimeModule(), 'utf8');
    const defaultExport = /export default \{ (.+) \};/.exec(standIn)?.[1].split(', ') ?? [];
    expect(defaultExport.map((member) => member.split(':')[0]).sort()).toEqual(Object.keys(real.default).sort());
    expect(standIn).toContain('bundlerRuntime = { S: {}, initContainerEntry }');
    expect(standIn).toContain(`globalThis[${JSON.stringify(BUNDLER_RUNTIME_HANDOVER.global)}]`);
  });

  it('is named by the Module Federation version, so a remote of another version fails to load', () => {
    const { version } = JSON.parse(
      readFileSync(join(BUNDLER_RUNTIME_HANDOVER.file, '..', '..', 'package.json'), 'utf8'),
    ) as { version: string };
    const [major, minor] = version.split('.');
    expect(BUNDLER_RUNTIME_HANDOVER.global).toBe(`_CONSOLE_FEDERATION_WEBPACK_BUNDLER_RUNTIME_${major}_${minor}`);
  });
});
