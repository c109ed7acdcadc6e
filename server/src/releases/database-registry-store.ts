import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EnvironmentFile } from '@console/contracts/registry';
import { nextChangeId } from '@console/contracts/release-commands';
import { RegistryChange } from '@console/contracts/releases';
import type { Database, Queryable } from '../db/database';
import { ENVIRONMENT_NAME, EnvironmentMissing, newestFirst, type RegistryStore } from './registry-store';

interface ChangeRow {
  environment: string;
  id: number;
  at: Date;
  changed_by: string;
  reason: string | null;
  action: RegistryChange['action'];
  remote: string;
  before: unknown;
  after: unknown;
  automatic: boolean;
}

const toChange = (row: ChangeRow): RegistryChange =>
  RegistryChange.parse({
    id: row.id,
    environment: row.environment,
    at: new Date(row.at).toISOString(),
    by: row.changed_by,
    ...(row.reason ? { reason: row.reason } : {}),
    action: row.action,
    remote: row.remote,
    before: row.before ?? null,
    after: row.after ?? null,
    automatic: row.automatic,
  });

const CHANGE_COLUMNS = 'environment, id, at, changed_by, reason, action, remote, before, after, automatic';

/**
 * The DATABASE store (production, several server processes): registry_environments holds each
 * environment's document, registry_changes the audit. An environment missing from the table is
 * seeded from its file in `environmentsDir` (in Kubernetes a ConfigMap) the first time it is read;
 * after that the table is the truth and the file is only the starting point.
 */
export function createDatabaseRegistryStore(db: Database, environmentsDir: string): RegistryStore {
  async function fromFile(env: string): Promise<EnvironmentFile | null> {
    try {
      return EnvironmentFile.parse(JSON.parse(await readFile(path.join(environmentsDir, `${env}.json`), 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function stored(q: Queryable, env: string, lock = false): Promise<EnvironmentFile | null> {
    const rows = await q.query<{ document: unknown }>(
      `SELECT document FROM registry_environments WHERE environment = $1${lock ? ' FOR UPDATE' : ''}`,
      [env],
    );
    return rows[0] ? EnvironmentFile.parse(rows[0].document) : null;
  }

  async function read(env: string): Promise<EnvironmentFile | null> {
    if (!ENVIRONMENT_NAME.test(env)) return null;
    const document = await stored(db, env);
    if (document) return document;
    const seed = await fromFile(env);
    if (!seed) return null;
    // Two processes may seed together: the first row wins and both read it back.
    await db.query(
      'INSERT INTO registry_environments (environment, document) VALUES ($1, $2) ON CONFLICT (environment) DO NOTHING',
      [env, JSON.stringify(seed)],
    );
    return stored(db, env);
  }

  async function changesOf(q: Queryable, env: string): Promise<RegistryChange[]> {
    const rows = await q.query<ChangeRow>(
      `SELECT ${CHANGE_COLUMNS} FROM registry_changes WHERE environment = $1 ORDER BY id`,
      [env],
    );
    return rows.map(toChange);
  }

  return {
    kind: 'database',
    async environments() {
      const rows = await db.query<{ environment: string }>('SELECT environment FROM registry_environments');
      const files = (await readdir(environmentsDir).catch(() => [] as string[]))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length));
      return [...new Set([...rows.map((r) => r.environment), ...files])].filter((e) => ENVIRONMENT_NAME.test(e)).sort();
    },
    read,
    async history(env, query = {}) {
      const rows = await db.query<ChangeRow>(
        `SELECT ${CHANGE_COLUMNS} FROM registry_changes
          WHERE environment = $1 AND ($2::text IS NULL OR remote = $2)
          ORDER BY id DESC LIMIT $3`,
        [env, query.remote ?? null, query.limit ?? null],
      );
      return newestFirst(rows.map(toChange), query);
    },
    async change(env, make) {
      if (!(await read(env))) throw new EnvironmentMissing(env);
      return db.transaction(async (tx) => {
        // The row lock makes changes to one environment take turns across every server process.
        const current = await stored(tx, env, true);
        if (!current) throw new EnvironmentMissing(env);
        const history = await changesOf(tx, env);
        const { environment, change } = make(current, history);
        const document = EnvironmentFile.parse(environment);
        const [row] = await tx.query<ChangeRow>(
          `INSERT INTO registry_changes (environment, id, changed_by, reason, action, remote, before, after, automatic)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           RETURNING ${CHANGE_COLUMNS}`,
          [
            env,
            nextChangeId(history),
            change.by,
            change.reason ?? null,
            change.action,
            change.remote,
            change.before ? JSON.stringify(change.before) : null,
            change.after ? JSON.stringify(change.after) : null,
            change.automatic,
          ],
        );
        await tx.query(
          `UPDATE registry_environments SET document = $2, revision = revision + 1, updated_at = now()
            WHERE environment = $1`,
          [env, JSON.stringify(document)],
        );
        return { environment: document, change: toChange(row!) };
      });
    },
  };
}
