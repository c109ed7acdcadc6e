import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EnvironmentFile } from '@console/contracts/registry';
import { RegistryChange, ReleaseStatus } from '@console/contracts/releases';
import { applyReleaseCommand, nextChangeId, type ReleaseChangeRequest } from '@console/contracts/release-commands';
import {
  appendChange,
  environmentPath,
  historyPath,
  readEnvironment,
  readHistory,
  writeEnvironment,
} from './environment-file';

export interface HistoryQuery {
  remote?: string;
  limit?: number;
}

/**
 * Where the CLI reads and changes an environment's registry: the files under deploy/environments
 * (local, tests, one host) or a server's operator API (production, the database store).
 */
export interface ReleaseStore {
  /** Where changes go, for messages. */
  readonly where: string;
  read(env: string): Promise<EnvironmentFile>;
  /** Newest first. */
  history(env: string, query?: HistoryQuery): Promise<RegistryChange[]>;
  apply(env: string, request: ReleaseChangeRequest): Promise<{ environment: EnvironmentFile; change: RegistryChange }>;
}

const newestFirst = (changes: RegistryChange[], query: HistoryQuery = {}) =>
  changes
    .filter((c) => !query.remote || c.remote === query.remote)
    .sort((a, b) => b.id - a.id)
    .slice(0, query.limit ?? Number.MAX_SAFE_INTEGER);

/** A remote version counts as built when its manifest is in dist/remotes/<name>/<version>/. */
export const isBuiltIn = (distDir: string) => (remote: string, version: string) =>
  existsSync(join(distDir, 'remotes', remote, version, 'mf-manifest.json'));

export function createFileStore(environmentsDir: string, distDir: string, now = () => new Date()): ReleaseStore {
  return {
    where: environmentsDir,
    async read(env) {
      return readEnvironment(environmentPath(environmentsDir, env));
    },
    async history(env, query) {
      return newestFirst(readHistory(historyPath(environmentsDir, env)), query);
    },
    async apply(env, request) {
      const file = environmentPath(environmentsDir, env);
      const log = historyPath(environmentsDir, env);
      const current = readEnvironment(file);
      const history = readHistory(log);
      const at = now().toISOString();
      const { environment, change } = applyReleaseCommand(current, request, {
        isBuilt: isBuiltIn(distDir),
        history,
        now: at,
      });
      const recorded: RegistryChange = { id: nextChangeId(history), environment: env, at, ...change };
      // The audit first: a change is never live without its line.
      appendChange(log, recorded);
      writeEnvironment(file, environment);
      return { environment, change: recorded };
    },
  };
}

/** A failure of the operator API: the server's (Korean) message, or why it did not answer. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

export interface ServerClient {
  readonly url: string;
  get<T>(path: string, parse: (data: unknown) => T): Promise<T>;
  post<T>(path: string, body: unknown, parse: (data: unknown) => T): Promise<T>;
}

/** The server's /admin/api/releases calls with ADMIN_TOKEN, answers unwrapped from the envelope. */
export function createServerClient(url: string, adminToken: string | undefined, timeoutMs = 5000): ServerClient {
  const base = url.replace(/\/+$/, '');
  async function call<T>(method: string, path: string, body: unknown, parse: (data: unknown) => T): Promise<T> {
    if (!adminToken) throw new ServerError(`Set ADMIN_TOKEN to call ${base}.`, null);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${adminToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ServerError(
        `${base} did not answer (${error instanceof Error ? error.message : String(error)}).`,
        null,
      );
    }
    const text = await response.text();
    let json: { resultData?: unknown; message?: string } | undefined;
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      json = undefined;
    }
    if (!response.ok)
      throw new ServerError(
        `${base}${path}: ${response.status} ${json?.message ?? text.slice(0, 200)}`,
        response.status,
      );
    return parse(json?.resultData);
  }
  return {
    url: base,
    get: (path, parse) => call('GET', path, undefined, parse),
    post: (path, body, parse) => call('POST', path, body, parse),
  };
}

const releasesPath = (env: string, rest = '') => `/admin/api/releases/${encodeURIComponent(env)}${rest}`;

/** Changes go through the server's store (`--server <url>` or CONSOLE_URL). */
export function createServerStore(client: ServerClient): ReleaseStore {
  return {
    where: client.url,
    read: (env) =>
      client.get(releasesPath(env), (data) => EnvironmentFile.parse((data as { environment: unknown }).environment)),
    history: (env, query = {}) => {
      const params = new URLSearchParams();
      if (query.remote) params.set('remote', query.remote);
      if (query.limit) params.set('limit', String(query.limit));
      const search = params.size > 0 ? `?${params}` : '';
      return client.get(releasesPath(env, `/history${search}`), (data) => RegistryChange.array().parse(data));
    },
    apply: (env, request) =>
      client.post(releasesPath(env, '/changes'), request, (data) => {
        const answer = data as { environment: unknown; change: unknown };
        return { environment: EnvironmentFile.parse(answer.environment), change: RegistryChange.parse(answer.change) };
      }),
  };
}

/** GET /admin/api/releases/:env/status: shares, loads and errors per remote version. */
export const fetchStatus = (client: ServerClient, env: string) =>
  client.get(releasesPath(env, '/status'), (data) => ReleaseStatus.parse(data));
