/**
 * The one interface the server talks to a database through. PGlite (embedded, the default) and
 * PostgreSQL (DATABASE_URL) both implement it, so repositories hold plain parameterised SQL that runs
 * on either.
 */
export interface Queryable {
  /** One statement with $1..$n parameters; answers the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs. */
  readonly kind: string;
}
