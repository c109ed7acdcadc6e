#!/usr/bin/env node
// pnpm release <env> status|verify|enable|disable|pin ...: what a release manager changes in
// deploy/environments/<env>.json, checked the way the shell checks it. The server picks a change
// up on the next page load: no rebuild, no restart.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_CONTRACT } from '@console/platform/contract';
import { SHELL_ROUTE_PATHS } from '@console/contracts/shell-paths';
import { environmentPath, readEnvironment, writeEnvironment } from './environment-file';
import { disable, enable, pin, status, verify, type ReleaseContext } from './release-commands';

const USAGE = `usage: pnpm release <env> <command>
  status                          remotes, versions, enabled or not, built or not
  verify                          schema, manifests reachable, descriptors valid, contract ranges met
  enable <remote>                 switch a remote on
  disable <remote> --reason "…"   switch a remote off; the reason is shown to users
  pin <remote> <version> [--force] make <version> the live one (must be built unless --force)`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const [env, command, ...rest] = argv;
  if (!env || !command) {
    console.error(USAGE);
    return 2;
  }
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const ctx: ReleaseContext = {
    environmentsDir: process.env.CONSOLE_ENVIRONMENTS_DIR ?? resolve(repo, 'deploy', 'environments'),
    distDir: process.env.CONSOLE_DIST_DIR ?? resolve(repo, 'dist'),
    contractVersion: PLATFORM_CONTRACT,
    shellPatterns: SHELL_ROUTE_PATHS,
  };
  const file = environmentPath(ctx.environmentsDir, env);
  const environment = readEnvironment(file);
  const positional = rest.filter((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.startsWith('--reason'));
  switch (command) {
    case 'status':
      console.log(`${environment.environment}:`);
      status(ctx, environment).forEach((line) => console.log(`  ${line}`));
      return 0;
    case 'verify': {
      const problems = await verify(ctx, environment);
      problems.forEach((p) => console.error(`✘ ${p}`));
      console.log(
        problems.length === 0 ? `✔ ${env}: every remote checks out` : `${problems.length} problem(s) in ${env}`,
      );
      return problems.length === 0 ? 0 : 1;
    }
    case 'enable':
      writeEnvironment(file, enable(environment, positional[0] ?? ''));
      break;
    case 'disable':
      writeEnvironment(file, disable(environment, positional[0] ?? '', option(rest, '--reason') ?? ''));
      break;
    case 'pin':
      writeEnvironment(file, pin(ctx, environment, positional[0] ?? '', positional[1] ?? '', rest.includes('--force')));
      break;
    default:
      console.error(USAGE);
      return 2;
  }
  console.log(`${command} done: ${file}`);
  status(ctx, readEnvironment(file)).forEach((line) => console.log(`  ${line}`));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
