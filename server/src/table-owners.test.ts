import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  findTableWrites,
  migrationTables,
  ownershipProblems,
  productionSources,
  readOwners,
} from '../test-support/table-writers';

const src = path.dirname(fileURLToPath(import.meta.url));
const owners = readOwners(readFileSync(path.join(src, '..', 'README.md'), 'utf8'));
const migrationsDir = path.join(src, 'db', 'migrations');
const tables = migrationTables(
  readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(path.join(migrationsDir, name), 'utf8')),
);
/** Not modules: tests and their support, and the demo seed that loads an empty database (README). */
const SKIP = ['test-support', 'demo', 'db/migrations'];
/** Generic helpers whose table is their caller's (the caller, the owner, names it). */
const GENERIC_WRITERS = ['db/delete-unused.ts'];

test('every table is written by its owning module only (server/README.md "Modules and their tables")', () => {
  const writes = findTableWrites(productionSources(src, SKIP));
  assert.ok(writes.length > 50, `the reader found only ${writes.length} writes: it is not reading the code`);
  assert.deepEqual(ownershipProblems(writes, owners, tables, { genericWriters: GENERIC_WRITERS }), []);
});

test('jobs are booked only through the jobs module', () => {
  const jobWriters = findTableWrites(productionSources(src, SKIP)).filter((write) => write.table === 'jobs');
  assert.deepEqual([...new Set(jobWriters.map((write) => write.module))], ['jobs']);
});

test('the check catches a second writer, a table nobody owns, a missing owner and a run-time table', () => {
  const planted = findTableWrites([
    { file: 'teams/rogue.ts', text: "await tx.query('UPDATE users SET name = $2 WHERE user_seq = $1', []);" },
    { file: 'sending/rogue.ts', text: 'await tx.query(`INSERT INTO jobs (kind) VALUES ($1)`, []);' },
    { file: 'rcs/rogue.ts', text: 'await tx.query(`DELETE FROM ${table} WHERE seq = $1`, []);' },
    { file: 'numbers/fine.ts', text: "await tx.query('SELECT 1 FROM users FOR UPDATE', []);\n// UPDATE users here" },
    {
      file: 'accounts/fine.ts',
      text: "await tx.query('INSERT INTO sessions (a) VALUES (1) ON CONFLICT DO UPDATE SET a = 2')",
    },
  ]);
  const problems = ownershipProblems(
    planted,
    new Map([
      ['users', 'accounts'],
      ['jobs', 'jobs'],
      ['sessions', 'accounts'],
      ['ghost', 'accounts'],
    ]),
    new Set(['users', 'jobs', 'sessions', 'orphan']),
    { genericWriters: [] },
  );
  assert.deepEqual(problems, [
    'teams/rogue.ts:1: teams writes users, owned by accounts',
    'sending/rogue.ts:1: sending writes jobs, owned by jobs',
    'rcs/rogue.ts:1: writes a table named at run time',
    'table orphan has no owner in server/README.md',
    'server/README.md names ghost, no such table',
  ]);
});
