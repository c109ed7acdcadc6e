import { appendFileSync, existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvironmentFile } from '@console/contracts/registry';
import type { RegistryChange } from '@console/contracts/releases';
import { historyLine, parseHistory } from '@console/contracts/release-commands';

const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]*$/;

export function environmentPath(environmentsDir: string, env: string): string {
  if (!ENVIRONMENT_NAME.test(env))
    throw new Error(`"${env}" is not an environment name (lower-case letters, digits, dashes).`);
  return join(environmentsDir, `${env}.json`);
}

/** The audit log beside the environment file: <env>.history.jsonl, one RegistryChange a line. */
export const historyPath = (environmentsDir: string, env: string): string =>
  environmentPath(environmentsDir, env).replace(/\.json$/, '.history.jsonl');

/** The environments of a directory: every <env>.json. */
export function environmentNames(environmentsDir: string): string[] {
  if (!existsSync(environmentsDir)) return [];
  return readdirSync(environmentsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((name) => ENVIRONMENT_NAME.test(name))
    .sort();
}

export function readEnvironment(file: string): EnvironmentFile {
  const parsed = EnvironmentFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} is not a valid environment file: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}

/** Writes through a temporary file and a rename, so the server never reads half a file. */
export function writeEnvironment(file: string, environment: EnvironmentFile): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(EnvironmentFile.parse(environment), null, 2)}\n`);
  renameSync(temporary, file);
}

/** The recorded changes, oldest first; none when the log does not exist yet. */
export function readHistory(file: string): RegistryChange[] {
  if (!existsSync(file)) return [];
  return parseHistory(readFileSync(file, 'utf8'), file);
}

/** Appends one change (append-only: lines are never rewritten). */
export function appendChange(file: string, change: RegistryChange): void {
  appendFileSync(file, historyLine(change));
}
