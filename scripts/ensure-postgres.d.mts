// Types of ensure-postgres.mjs for the server's TypeScript tests and benches.
export function findPostgresBin(): string | null;
export function ensurePostgres(): string | null;
export function freePort(): Promise<number>;
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}
export function startThrowawayPostgres(options?: {
  port?: number;
  database?: string;
  durable?: boolean;
}): Promise<ThrowawayPostgres>;
