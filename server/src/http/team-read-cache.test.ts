import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTeamReadCache, type TeamReadCache } from './team-read-cache';

/**
 * The cache in front of a bare route whose answer is read from `data` (one value per team), so a
 * stale answer shows as an old value: `loads` counts how often the "database" was asked.
 */
async function bench(options: Parameters<typeof createTeamReadCache>[0] = {}) {
  const cache = createTeamReadCache(options);
  const data = new Map<number, string>([
    [1, 'a'],
    [2, 'b'],
  ]);
  const state = { loads: 0, gate: null as Promise<void> | null, status: 200 };
  const app = Fastify();
  app.get<{ Querystring: Record<string, string> }>('/list', (request, reply) =>
    cache.answer(
      request,
      reply,
      async () => {
        state.loads += 1;
        const team = Number(request.query.team);
        const value = data.get(team);
        if (state.gate) await state.gate;
        reply.code(state.status);
        return { resultCode: '0000', resultData: { team, value, page: request.query.page ?? '1' } };
      },
      { teams: [Number(request.query.team)], key: request.query.role },
    ),
  );
  app.get('/plain', () => ({ resultCode: '0000', resultData: { team: 1, value: 'a', page: '1' } }));
  apps.push(app);
  const read = async (query: string) => (await app.inject({ url: `/list?${query}` })).json().resultData;
  return { cache, data, state, app, read };
}
const apps: FastifyInstance[] = [];
after(() => Promise.all(apps.map((app) => app.close())));

const live = (cache: TeamReadCache) => (cache.resume(), cache);

test('a kept answer is sent as the handler sent it, until a change of its team', async () => {
  const { cache, data, state, app, read } = await bench();
  live(cache);
  const first = await app.inject({ url: '/list?team=1' });
  const second = await app.inject({ url: '/list?team=1' });
  const plain = await app.inject({ url: '/plain' });
  assert.equal(state.loads, 1);
  assert.equal(cache.stats().hits, 1);
  for (const answer of [first, second]) {
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['content-type'], plain.headers['content-type']);
    assert.equal(answer.body, plain.body);
  }
  data.set(1, 'a2');
  data.set(2, 'b2');
  cache.changed(2);
  assert.equal((await read('team=1')).value, 'a', "another team's change keeps team 1's answer");
  cache.changed(1);
  assert.equal((await read('team=1')).value, 'a2');
  cache.notified('2');
  assert.equal((await read('team=2')).value, 'b2');
  data.set(1, 'a3');
  data.set(2, 'b3');
  cache.notified('*');
  assert.equal((await read('team=1')).value, 'a3');
  assert.equal((await read('team=2')).value, 'b3');
});

test('the key holds the route, the teams, the whole query in any order and the scope key', async () => {
  const { cache, state, read } = await bench();
  live(cache);
  assert.equal((await read('team=1&page=1')).page, '1');
  assert.equal((await read('page=1&team=1')).page, '1');
  assert.equal(state.loads, 1, 'the same query in another order is the same answer');
  assert.equal((await read('team=1&page=2')).page, '2');
  assert.equal((await read('team=2&page=1')).value, 'b');
  await read('team=1&page=1&role=user');
  assert.equal(state.loads, 4);
});

test('an answer lasts its max age at most; only answers of 200 are kept', async () => {
  let clock = 1_000_000;
  const { cache, state, read, app } = await bench({ maxAgeMs: 10_000, now: () => clock });
  live(cache);
  await read('team=1');
  clock += 9_999;
  await read('team=1');
  assert.equal(state.loads, 1);
  clock += 2;
  await read('team=1');
  assert.equal(state.loads, 2, 'read again after the max age');
  state.status = 404;
  assert.equal((await app.inject({ url: '/list?team=2' })).statusCode, 404);
  assert.equal((await app.inject({ url: '/list?team=2' })).statusCode, 404);
  assert.equal(state.loads, 4);
});

test('a read that began before a change is not kept; misses share a read only when no change came between', async () => {
  const { cache, data, state, read } = await bench();
  live(cache);
  let open!: () => void;
  state.gate = new Promise((resolve) => (open = resolve));
  const early = read('team=1');
  const joining = read('team=1');
  await new Promise((resolve) => setImmediate(resolve));
  data.set(1, 'a2');
  cache.changed(1);
  const late = read('team=1');
  await new Promise((resolve) => setImmediate(resolve));
  state.gate = null;
  open();
  assert.equal((await early).value, 'a');
  assert.equal((await joining).value, 'a', 'joined the read in flight');
  assert.equal((await late).value, 'a2', 'a request after the change did not join the older read');
  assert.equal(state.loads, 2);
  assert.equal(cache.stats().shared, 1);
  assert.equal((await read('team=1')).value, 'a2');
  assert.equal(state.loads, 2, 'the read that began after the change was kept');
  // Began before a change, ended after it: not kept.
  state.gate = new Promise((resolve) => (open = resolve));
  const crossing = read('team=2');
  await new Promise((resolve) => setImmediate(resolve));
  data.set(2, 'b2');
  cache.changed(2);
  state.gate = null;
  open();
  assert.equal((await crossing).value, 'b');
  assert.equal((await read('team=2')).value, 'b2');
  assert.equal(state.loads, 4);
});

test('bounded by entries and by bytes, the least recently used leaving first', async () => {
  const { cache, state, read } = await bench({ maxEntries: 2 });
  live(cache);
  await read('team=1&page=1');
  await read('team=1&page=2');
  await read('team=1&page=1');
  await read('team=1&page=3'); // page 2 leaves
  assert.equal(state.loads, 3);
  await read('team=1&page=1');
  assert.equal(state.loads, 3);
  await read('team=1&page=2');
  assert.equal(state.loads, 4);
  assert.equal(cache.stats().entries, 2);
  // A body is about 70 characters (140 bytes): 3,200 bytes hold about 20 of them.
  const small = await bench({ maxBytes: 16 * 200 });
  live(small.cache);
  for (let page = 1; page <= 40; page += 1) await small.read(`team=1&page=${page}`);
  const { entries, bytes } = small.cache.stats();
  assert.ok(bytes <= 3_200 && entries > 10 && entries < 40, `${entries} entries, ${bytes} bytes`);
  await small.read('team=1&page=40');
  assert.equal(small.state.loads, 40);
  await small.read('team=1&page=1');
  assert.equal(small.state.loads, 41, 'the oldest left');
  const tiny = await bench({ maxBytes: 16 * 100 });
  live(tiny.cache);
  await tiny.read('team=1');
  await tiny.read('team=1');
  assert.equal(tiny.state.loads, 2, 'a body over a sixteenth of the bytes is not kept');
});

test('nothing is served from memory before resume() or while suspended', async () => {
  const { cache, state, read } = await bench();
  await read('team=1');
  await read('team=1');
  assert.equal(state.loads, 2, 'not listening yet');
  cache.resume();
  await read('team=1');
  await read('team=1');
  assert.equal(state.loads, 3);
  cache.suspend();
  assert.equal(cache.live, false);
  await read('team=1');
  await read('team=1');
  assert.equal(state.loads, 5);
  cache.resume();
  await read('team=1');
  assert.equal(state.loads, 6, 'resumed empty');
});
