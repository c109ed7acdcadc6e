import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvironmentFile } from '@console/contracts/registry';

export function environmentPath(environmentsDir: string, env: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(env))
    throw new Error(`"${env}" is not an environment name (lower-case letters, digits, dashes).`);
  return join(environmentsDir, `${env}.json`);
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
