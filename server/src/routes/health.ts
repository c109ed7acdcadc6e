import type { FastifyPluginAsync } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { MIGRATIONS_DIR, pendingMigrations } from '../db/migrate';

export interface HealthRoutesOptions {
  /** The migrations the database must have applied (tests: a temp folder). */
  migrationsDir?: string;
  /** How long /readyz waits for the database before answering 503. */
  databaseTimeoutMs?: number;
}

type NotReady = { reason: 'database-unreachable' } | { reason: 'migrations-pending'; pending: string[] };

const NOT_READY_MESSAGE = {
  'database-unreachable': '데이터베이스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
  'migrations-pending': '데이터베이스 업데이트(마이그레이션)가 아직 끝나지 않았어요. 잠시 후 다시 시도해 주세요.',
} as const;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The probes of the container and of Kubernetes, outside the result envelope when they succeed:
 * /healthz (liveness) answers as long as the process does, without touching the database;
 * /readyz (readiness) answers 200 only when the database answers within a short time and has every
 * migration of this build applied, else 503 with the reason. Probes come every few seconds, so their
 * requests are logged only at warn level.
 */
const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const databaseTimeoutMs = options.databaseTimeoutMs ?? 2_000;

  /** Why the server cannot take traffic, or null when it can. */
  async function notReady(): Promise<NotReady | null> {
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(app.db, migrationsDir), databaseTimeoutMs);
    } catch (error) {
      // The error (host, port ...) goes to the log only: /readyz is reachable from outside.
      app.log.warn({ err: error }, 'readiness: the database did not answer');
      return { reason: 'database-unreachable' };
    }
    return pending.length > 0 ? { reason: 'migrations-pending', pending } : null;
  }

  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const problem = await notReady();
    if (!problem) return { status: 'ready' };
    request.log.warn({ readiness: problem }, 'not ready');
    return reply.code(503).send({
      resultCode: ResultCode.SERVER_ERROR,
      resultData: { status: 'not-ready', ...problem },
      message: NOT_READY_MESSAGE[problem.reason],
    });
  });
};
export default healthRoutes;
