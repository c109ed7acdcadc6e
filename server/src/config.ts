import path from 'node:path';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS_DEFAULT } from '@console/contracts/timings';
import { REPO_ROOT } from './repo-root';

const seconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const flag = z.enum(['0', '1']).optional();

/** Every variable the server reads (the container and Kubernetes files are tested against its keys). */
export const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.string().default('development'),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'var/data')),
  DATABASE_URL: z.string().url().optional(),
  CONSOLE_ENV: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('local'),
  CONSOLE_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'dist')),
  CONSOLE_ENVIRONMENTS_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'deploy/environments')),
  ACCESS_TOKEN_TTL_SECONDS: seconds(ACCESS_TOKEN_TTL_SECONDS_DEFAULT).pipe(z.number().min(1)),
  TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must be at least 32 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  TEAM_PROVISION_SECONDS: seconds(900),
  DEMO_TEAM_PROVISION_SECONDS: seconds(120),
  DEV_OUTBOX: flag,
  TRUST_PROXY: flag,
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL such as https://console.example.com').optional(),
  PRINT_DEMO_LOGINS: flag,
  DEMO_ACTIVITY: flag,
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  VERIFY_SIMULATOR_SECONDS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  CALLBACK_REVIEW_SIMULATOR_SECONDS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  RCS_REVIEW_SIMULATOR_SECONDS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  KAKAO_REVIEW_SIMULATOR_SECONDS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  VIRTUAL_ACCOUNT_SIMULATOR_SECONDS: z.union([z.literal('off'), z.coerce.number().int().min(0)]).optional(),
  CARRIER_REPORT_DELAY_SECONDS: seconds(2),
  // Who delivers each channel's messages (checked by the channel's adapter: only 'simulator' so far).
  SMS_PROVIDER: z.string().default('simulator'),
  RCS_PROVIDER: z.string().default('simulator'),
  KAKAO_PROVIDER: z.string().default('simulator'),
  // E-mail: 'simulator' (the dev outbox) or 'smtp' through SMTP_URL (smtp:// or smtps://user:password@host:port).
  EMAIL_PROVIDER: z.string().default('simulator'),
  SMTP_URL: z.string().url('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com').optional(),
  // At least an hour: an image is uploaded a moment before the send that names it.
  IMAGE_RETENTION_HOURS: z.coerce.number().int().min(1).default(24),
  // Release engineering: where the registry lives, who may override remotes, when a canary is rolled back.
  REGISTRY_STORE: z.enum(['file', 'database']).default('file'),
  RELEASE_MANAGERS: z.string().default(''),
  CANARY_MIN_LOADS: z.coerce.number().int().min(1).default(20),
  CANARY_MAX_ERROR_RATE: z.coerce.number().min(0).max(1).default(0.05),
  CANARY_WATCH_SECONDS: z.coerce.number().int().min(1).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // 0: the server does not apply migrations at start (a Kubernetes Job runs migrate-cli.ts) and waits for them.
  MIGRATE_ON_START: flag,
});

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  consoleEnv: string;
  distDir: string;
  environmentsDir: string;
  accessTokenTtlSeconds: number;
  tokenSecret: string | undefined;
  seed: 'demo' | 'none';
  teamProvisionSeconds: number;
  demoTeamProvisionSeconds: number;
  /** The dev outbox pages (/dev/outbox) are on outside production, or with DEV_OUTBOX=1. */
  devOutbox: boolean;
  logLevel: string;
  /** Behind a load balancer: take the client IP from X-Forwarded-For (login throttling counts by IP). */
  trustProxy: boolean;
  /** Where users reach the console (links in e-mails); unset = the origin of the request that sends the mail. */
  publicUrl: string | undefined;
  /** Print the URL and the demo logins once listening (npm start sets it). */
  printDemoLogins: boolean;
  /** After seeding an empty database, let the demo team send a few messages for real (npm start sets it). */
  demoActivity: boolean;
  /** Bearer token of the operator calls under /admin/api; unset = those calls are refused. */
  adminToken: string | undefined;
  /** Seconds until the dev reviewer decides an uploaded registration file; null = no simulator (production default). */
  verifySimulatorSeconds: number | null;
  /** Seconds until the dev reviewer decides a sender number registration; null = no simulator (production default). */
  callbackReviewSimulatorSeconds: number | null;
  /** Seconds until the dev reviewer decides an RCS brand or template; null = no simulator (production default). */
  rcsReviewSimulatorSeconds: number | null;
  /** Seconds the simulated carrier takes to report a delivery (tests: 0). */
  carrierReportDelaySeconds: number;
  /** Seconds between the steps of the dev reviewer of alimtalk templates (requested -> inspecting -> decided); null = no simulator. */
  kakaoReviewSimulatorSeconds: number | null;
  /** The simulated bank deposits a virtual account's amount after this many seconds; null = operators only. */
  virtualAccountSimulatorSeconds: number | null;
  /** The provider behind each channel adapter (SMS_PROVIDER, RCS_PROVIDER, KAKAO_PROVIDER). */
  smsProvider: string;
  rcsProvider: string;
  kakaoProvider: string;
  /** EMAIL_PROVIDER ('simulator' or 'smtp') and the SMTP relay the smtp provider sends through. */
  emailProvider: string;
  smtpUrl: string | undefined;
  /** Hours an uploaded MMS/RCS image that nothing uses is kept before the hourly cleanup deletes it. */
  imageRetentionHours: number;
  /** Apply pending migrations at start (default); false: wait until a migration Job has applied them. */
  migrateOnStart: boolean;
  /** REGISTRY_STORE: the environment files with their .history.jsonl (default), or the database (production). */
  registryStore: 'file' | 'database';
  /** RELEASE_MANAGERS: login ids that may open the release status and override remotes in their browser. */
  releaseManagers: string[];
  /** A canary with at least this many loads (CANARY_MIN_LOADS) and an error rate above CANARY_MAX_ERROR_RATE is rolled back. */
  canaryMinLoads: number;
  canaryMaxErrorRate: number;
  /** Seconds between two canary watches (CANARY_WATCH_SECONDS). */
  canaryWatchSeconds: number;
}

/** Reads the server's settings from the environment; a bad value stops start-up with its name. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    consoleEnv: e.CONSOLE_ENV,
    distDir: path.resolve(e.CONSOLE_DIST_DIR),
    environmentsDir: path.resolve(e.CONSOLE_ENVIRONMENTS_DIR),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    tokenSecret: e.TOKEN_SECRET,
    seed: e.SEED,
    teamProvisionSeconds: e.TEAM_PROVISION_SECONDS,
    demoTeamProvisionSeconds: e.DEMO_TEAM_PROVISION_SECONDS,
    devOutbox: !production || e.DEV_OUTBOX === '1',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    printDemoLogins: e.PRINT_DEMO_LOGINS === '1',
    demoActivity: e.DEMO_ACTIVITY === '1',
    adminToken: e.ADMIN_TOKEN,
    verifySimulatorSeconds:
      e.VERIFY_SIMULATOR_SECONDS === 'off' ? null : (e.VERIFY_SIMULATOR_SECONDS ?? (production ? null : 30)),
    callbackReviewSimulatorSeconds:
      e.CALLBACK_REVIEW_SIMULATOR_SECONDS === 'off'
        ? null
        : (e.CALLBACK_REVIEW_SIMULATOR_SECONDS ?? (production ? null : 60)),
    rcsReviewSimulatorSeconds:
      e.RCS_REVIEW_SIMULATOR_SECONDS === 'off' ? null : (e.RCS_REVIEW_SIMULATOR_SECONDS ?? (production ? null : 60)),
    kakaoReviewSimulatorSeconds:
      e.KAKAO_REVIEW_SIMULATOR_SECONDS === 'off'
        ? null
        : (e.KAKAO_REVIEW_SIMULATOR_SECONDS ?? (production ? null : 30)),
    virtualAccountSimulatorSeconds:
      e.VIRTUAL_ACCOUNT_SIMULATOR_SECONDS === 'off'
        ? null
        : (e.VIRTUAL_ACCOUNT_SIMULATOR_SECONDS ?? (production ? null : 20)),
    carrierReportDelaySeconds: e.CARRIER_REPORT_DELAY_SECONDS,
    smsProvider: e.SMS_PROVIDER,
    rcsProvider: e.RCS_PROVIDER,
    kakaoProvider: e.KAKAO_PROVIDER,
    emailProvider: e.EMAIL_PROVIDER,
    smtpUrl: e.SMTP_URL,
    imageRetentionHours: e.IMAGE_RETENTION_HOURS,
    migrateOnStart: e.MIGRATE_ON_START !== '0',
    registryStore: e.REGISTRY_STORE,
    releaseManagers: e.RELEASE_MANAGERS.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    canaryMinLoads: e.CANARY_MIN_LOADS,
    canaryMaxErrorRate: e.CANARY_MAX_ERROR_RATE,
    canaryWatchSeconds: e.CANARY_WATCH_SECONDS,
  };
}
