import { appendFile, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EnvironmentFile } from '@console/contracts/registry';
import { historyLine, nextChangeId, parseHistory } from '@console/contracts/release-commands';
import type { RegistryChange } from '@console/contracts/releases';
import { createFileCache } from '../hosting/file-cache';
import { ENVIRONMENT_NAME, EnvironmentMissing, newestFirst, type RegistryStore } from './registry-store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The FILE store: deploy/environments/<env>.json as the release CLI writes it, and the audit beside
 * it, <env>.history.jsonl (one change a line, append-only). Documents are re-read only when the file
 * changed (one stat a request). Changes through this store are serialised within the process; the
 * CLI on the same host writes the same files (one host: see deploy/README.md).
 */
export function createFileRegistryStore(environmentsDir: string, now = () => new Date()): RegistryStore {
  const documentPath = (env: string) => {
    if (!ENVIRONMENT_NAME.test(env)) throw new EnvironmentMissing(env);
    return path.join(environmentsDir, `${env}.json`);
  };
  const historyPath = (env: string) => documentPath(env).replace(/\.json$/, '.history.jsonl');
  const readDocument = createFileCache(async (file) => EnvironmentFile.parse(JSON.parse(await readFile(file, 'utf8'))));
  const readHistoryFile = createFileCache(async (file) => parseHistory(await readFile(file, 'utf8'), file));
  let queue: Promise<unknown> = Promise.resolve();

  async function read(env: string): Promise<EnvironmentFile | null> {
    try {
      return await readDocument(documentPath(env));
    } catch (error) {
      if (missing(error) || error instanceof EnvironmentMissing) return null;
      throw error;
    }
  }

  async function allChanges(env: string): Promise<RegistryChange[]> {
    try {
      return await readHistoryFile(historyPath(env));
    } catch (error) {
      if (missing(error) || error instanceof EnvironmentMissing) return [];
      throw error;
    }
  }

  return {
    kind: 'file',
    async environments() {
      const files = await readdir(environmentsDir).catch(() => [] as string[]);
      return files
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length))
        .filter((env) => ENVIRONMENT_NAME.test(env))
        .sort();
    },
    read,
    async history(env, query) {
      return newestFirst(await allChanges(env), query);
    },
    change(env, make) {
      const run = async () => {
        const current = await read(env);
        if (!current) throw new EnvironmentMissing(env);
        const history = await allChanges(env);
        const { environment, change } = make(current, history);
        const recorded: RegistryChange = {
          id: nextChangeId(history),
          environment: env,
          at: now().toISOString(),
          ...change,
        };
        // The audit first: a change is never live without its line. The document through a rename.
        await appendFile(historyPath(env), historyLine(recorded));
        readHistoryFile.forget(historyPath(env));
        const file = documentPath(env);
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, `${JSON.stringify(EnvironmentFile.parse(environment), null, 2)}\n`);
        await rename(temporary, file);
        // Two changes in one tick of the file clock, of the same size (1.0.0 -> 2.0.0), look unchanged
        // to the cache: the next change would start from the document before this one.
        readDocument.forget(file);
        return { environment, change: recorded };
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
