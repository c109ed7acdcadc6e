import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..');
/** Lifetime of access tokens in the journeys' server (the product default is 600). */
export const ACCESS_TOKEN_TTL_SECONDS = 20;
/** The bearer token of /admin/api calls on the journeys' server. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The server for the journeys: a fresh database and a private copy of the environment registry
 * (journeys toggle remotes in it), on a loopback port of its own. Values are computed once in the
 * Playwright runner and passed to workers through the environment.
 */
function createServerSettings() {
  if (!process.env.E2E_WORK_DIR) {
    const work = mkdtempSync(join(tmpdir(), 'console-e2e-'));
    cpSync(join(REPO_ROOT, 'deploy', 'environments'), join(work, 'environments'), { recursive: true });
    process.env.E2E_WORK_DIR = work;
    process.env.E2E_PORT = process.env.E2E_PORT ?? String(18000 + Math.floor(Math.random() * 1000));
  }
  const work = process.env.E2E_WORK_DIR;
  const port = process.env.E2E_PORT as string;
  return {
    workDir: work,
    environmentsDir: join(work, 'environments'),
    baseURL: `http://127.0.0.1:${port}`,
    serverDir: join(REPO_ROOT, 'server'),
    command: 'node --import tsx src/server.ts',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      CONSOLE_ENV: 'local',
      CONSOLE_ENVIRONMENTS_DIR: join(work, 'environments'),
      CONSOLE_DIST_DIR: join(REPO_ROOT, 'dist'),
      SEED: 'demo',
      // New teams leave REG within seconds, so a journey can watch it happen (default 900).
      TEAM_PROVISION_SECONDS: '5',
      // Operator calls for the journeys; registration files wait for them (no dev reviewer).
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // As `npm start`: the demo master may open /console/releases (the accessibility journey audits it).
      RELEASE_MANAGERS: 'hanbit_master',
      VERIFY_SIMULATOR_SECONDS: 'off',
      CALLBACK_REVIEW_SIMULATOR_SECONDS: 'off',
      RCS_REVIEW_SIMULATOR_SECONDS: 'off',
      KAKAO_REVIEW_SIMULATOR_SECONDS: 'off',
      // Short-lived access tokens: every journey keeps working across refreshes.
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      NODE_ENV: 'test',
      E2E_WORK_DIR: work,
      E2E_PORT: port,
    },
  };
}

export const e2eServer = createServerSettings();
