import type { EnvironmentFile } from '@console/contracts/registry';
import type { PendingChange } from '@console/contracts/release-commands';
import type { RegistryChange } from '@console/contracts/releases';

export interface HistoryQuery {
  remote?: string;
  limit?: number;
}

/** What a change computes from the document and the history as they are when it runs. */
export type ChangeMaker = (
  current: EnvironmentFile,
  history: RegistryChange[],
) => { environment: EnvironmentFile; change: PendingChange };

/**
 * Where the environments' registries live: files under deploy/environments (FILE, the default) or
 * the database (DATABASE, REGISTRY_STORE=database). Both record every change in the audit, number
 * changes per environment, and are read on every /registry.json, so a change is live on the next
 * page load in every server process.
 */
export interface RegistryStore {
  readonly kind: 'file' | 'database';
  /** Every environment the store knows (file store: every <env>.json; database: its rows and the files). */
  environments(): Promise<string[]>;
  /** The document, null when the environment does not exist. Throws on a document that is not valid. */
  read(env: string): Promise<EnvironmentFile | null>;
  /** Newest first. */
  history(env: string, query?: HistoryQuery): Promise<RegistryChange[]>;
  /**
   * Applies a change computed by `make` from the current document and history, numbered and dated
   * by the store, atomically with respect to other changes through this store. `make` may throw to
   * refuse (nothing is written). Throws EnvironmentMissing when there is no such environment.
   */
  change(env: string, make: ChangeMaker): Promise<{ environment: EnvironmentFile; change: RegistryChange }>;
}

export class EnvironmentMissing extends Error {
  constructor(readonly environment: string) {
    super(`no environment "${environment}"`);
    this.name = 'EnvironmentMissing';
  }
}

export const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]*$/;

export const newestFirst = (changes: RegistryChange[], query: HistoryQuery = {}): RegistryChange[] =>
  changes
    .filter((c) => !query.remote || c.remote === query.remote)
    .sort((a, b) => b.id - a.id)
    .slice(0, query.limit ?? Number.MAX_SAFE_INTEGER);
