import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/build-app';
import { readConfig, type Config } from '../src/config';
import { DEMO_PASSWORD } from '../src/demo/demo-logins';
import { openSeededDatabase } from './seeded-database';

export interface TestApp {
  app: FastifyInstance;
  /** A temp folder per app: dist/ and environments/ fixtures go here. */
  dir: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on its own PGlite with the demo seed, no job worker, and empty temp folders for the
 * build output and environment files. The database lives in memory, or (`onDisk`, for benchmarks) in
 * the temp folder as the server keeps it in DATA_DIR.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { worker?: boolean; onDisk?: boolean } = {},
): Promise<TestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'console-server-test-'));
  const config: Config = {
    ...readConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'test-secret-that-is-long-enough-0123456789' }),
    distDir: path.join(dir, 'dist'),
    environmentsDir: path.join(dir, 'environments'),
    ...overrides,
  };
  const app = await buildApp({
    config,
    database: await openSeededDatabase(options.onDisk ? path.join(dir, 'data') : undefined),
    worker: options.worker ?? false,
  });
  return {
    app,
    dir,
    config,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const AJAX = { ajax: 'true' };

/** The session cookie's `name=value` from a response, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'console_session');
  if (!cookie) throw new Error(`no session cookie in the answer (${response.statusCode} ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

export async function login(app: FastifyInstance, id: string, password = DEMO_PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/auth/login', headers: AJAX, payload: { id, password } });
}

/** Logs in as a demo user (without two-step login) and answers the cookie and a bearer token. */
export async function loginAs(
  app: FastifyInstance,
  id: string,
): Promise<{ cookie: string; token: string; headers: Record<string, string> }> {
  const cookie = sessionCookieOf(await login(app, id));
  const session = await app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
  const token = session.json().resultData.accessToken.token as string;
  return { cookie, token, headers: { cookie, authorization: `Bearer ${token}`, ...AJAX } };
}

const sharedLogins = new WeakMap<FastifyInstance, Map<string, ReturnType<typeof loginAs>>>();
/**
 * loginAs, once per user and app: logins hash a password (tens of milliseconds), so read-only tests
 * share one session per user. Tests that log out or change the session use loginAs.
 */
export function sharedLoginAs(app: FastifyInstance, id: string): ReturnType<typeof loginAs> {
  const logins = sharedLogins.get(app) ?? new Map<string, ReturnType<typeof loginAs>>();
  sharedLogins.set(app, logins);
  if (!logins.has(id)) logins.set(id, loginAs(app, id));
  return logins.get(id)!;
}

/** app.inject with the AJAX header that the CSRF guard asks of state-changing calls. */
export const injectAjax = (app: FastifyInstance, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...AJAX, ...options.headers } });
