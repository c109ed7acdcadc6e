import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPGlite, type PGliteDatabase } from './pglite-database';

let db: PGliteDatabase;
before(async () => {
  db = await openPGlite();
});
after(() => db.close());

test('other work gets a turn of the event loop before each statement and transaction, none inside a transaction', async () => {
  const events: string[] = [];
  const otherWork = () => setImmediate(() => events.push('other work'));
  otherWork();
  await db.query('SELECT 1');
  events.push('statement');
  otherWork();
  await db.query('SELECT 2');
  events.push('statement');
  otherWork();
  await db.transaction(async (tx) => {
    events.push('transaction');
    otherWork();
    await tx.query('SELECT 3');
    await tx.query('SELECT 4');
    events.push('statements in it');
  });
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(events, [
    'other work',
    'statement',
    'other work',
    'statement',
    'other work',
    'transaction',
    'statements in it',
    'other work',
  ]);
});

test('statements keep their order and answer their rows', async () => {
  await db.exec('CREATE TABLE turn_order (n int)');
  await Promise.all([1, 2, 3].map((n) => db.query('INSERT INTO turn_order VALUES ($1)', [n])));
  assert.deepEqual(await db.query('SELECT n FROM turn_order ORDER BY ctid'), [{ n: 1 }, { n: 2 }, { n: 3 }]);
});
