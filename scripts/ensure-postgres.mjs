// PostgreSQL for the scale-out test and bench: Debian's server binaries (apt-get install postgresql
// when they are missing, as ensure-chromium.mjs does for the browser), and throwaway clusters: initdb
// in a temp folder as an unprivileged user, listening on 127.0.0.1 and a socket in that folder only,
// stopped and deleted afterwards. No system cluster is touched (no pg_ctlcluster, no /var/lib/postgresql).
// `node scripts/ensure-postgres.mjs` installs when needed and prints the binaries' folder.
import { execSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed server's bin folder (PG_BIN wins), or null. */
export function findPostgresBin() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')) && existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], 'bin') : null;
}

/** The bin folder of PostgreSQL's server, installed with apt-get when missing (as root); null when it cannot be. */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  if (!isRoot()) {
    console.error(
      '[console] PostgreSQL server binaries are missing. Install them with:\n  sudo apt-get update && sudo apt-get install -y postgresql\nthen run npm test again.',
    );
    return null;
  }
  console.log('[console] installing Debian postgresql with apt-get');
  // Only the binaries are wanted: postgresql-common is told not to create (and start) its main cluster.
  execSync(
    [
      'mkdir -p /etc/postgresql-common',
      '(test -e /etc/postgresql-common/createcluster.conf || echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.conf)',
      'apt-get update -qq',
      'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o Dpkg::Options::=--force-confold --no-install-recommends postgresql >/dev/null',
    ].join(' && '),
    { stdio: 'inherit' },
  );
  return findPostgresBin();
}

/** A TCP port nobody listens on at 127.0.0.1 now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a server binary as the unprivileged owner of the cluster (postgres refuses root). */
function runAs(user, command, args, options = {}) {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * Starts a throwaway cluster and creates `database` in it. Answers its URL (superuser `postgres`,
 * trust on 127.0.0.1 only) and stop(), which stops the server and deletes its folder; it also runs
 * when this process exits. `durable: false` turns fsync off (tests: nothing to keep after a crash).
 */
export async function startThrowawayPostgres({ port, database = 'console', durable = true } = {}) {
  const bin = ensurePostgres();
  if (!bin) throw new Error('PostgreSQL server binaries are missing');
  const dir = mkdtempSync(join(tmpdir(), 'console-pg-'));
  const data = join(dir, 'data');
  const user = isRoot() ? 'postgres' : null;
  if (user) {
    const id = runAs(null, 'id', ['-u', user]).trim();
    const gid = runAs(null, 'id', ['-g', user]).trim();
    chownSync(dir, Number(id), Number(gid));
  }
  const chosenPort = port ?? (await freePort());
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      if (existsSync(join(data, 'postmaster.pid')))
        runAs(user, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'pipe' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.on('exit', stop);
  try {
    runAs(user, join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], {
      stdio: 'pipe',
    });
    const settings = [
      `-c listen_addresses=127.0.0.1`,
      `-p ${chosenPort}`,
      `-c unix_socket_directories=${dir}`,
      '-c max_connections=100',
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ].join(' ');
    runAs(user, join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', 'start'], {
      stdio: 'pipe',
    });
    runAs(user, join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(chosenPort), '-U', 'postgres', database], {
      stdio: 'pipe',
    });
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${chosenPort}/${database}`,
    port: chosenPort,
    dir,
    stop: async () => stop(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bin = ensurePostgres();
  if (!bin) process.exit(1);
  console.log(bin);
}
