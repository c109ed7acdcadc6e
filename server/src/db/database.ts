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
  /**
   * LISTENs on `channel` (letters and underscores): `onNotify` gets each notification once its
   * transaction commits, from any process. PostgreSQL listens on a connection of its own; `onLost` says
   * it broke (nothing is heard until listen is called again). Answers a function that stops listening;
   * a stand-in database of tests may lack it (the auth cache then caches nothing).
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  /** 'pglite' or 'postgres', for logs. */
  readonly kind: string;
}
