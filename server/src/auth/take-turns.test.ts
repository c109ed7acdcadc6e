import assert from 'node:assert/strict';
import { test } from 'node:test';
import { takeTurns } from './take-turns';

/** Work that runs until its `finish` is called, noting when it starts. */
function pieces(count: number, started: number[]) {
  return Array.from({ length: count }, (_, i) => {
    let finish!: (fail?: boolean) => void;
    const work = () =>
      new Promise<number>((resolve, reject) => {
        started.push(i);
        finish = (fail) => (fail ? reject(new Error(`piece ${i} failed`)) : resolve(i));
      });
    return { work, finish: (fail?: boolean) => finish(fail) };
  });
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

test('at most `max` pieces run at once; the others start in order as places free, a failure included', async () => {
  const inTurn = takeTurns(2);
  const started: number[] = [];
  const work = pieces(5, started);
  const results = work.map((piece) => inTurn(piece.work));
  await turn();
  assert.deepEqual(started, [0, 1]);
  work[1]!.finish(true);
  await assert.rejects(results[1]!, /piece 1 failed/);
  await turn();
  assert.deepEqual(started, [0, 1, 2]);
  work[0]!.finish();
  work[2]!.finish();
  await turn();
  assert.deepEqual(started, [0, 1, 2, 3, 4]);
  work[3]!.finish();
  work[4]!.finish();
  assert.deepEqual(await Promise.all([results[0], results[2], results[3], results[4]]), [0, 2, 3, 4]);
});

test('once the line is empty, places free again for work that comes later', async () => {
  const inTurn = takeTurns(1);
  const started: number[] = [];
  const [first, second] = pieces(2, started);
  const one = inTurn(first!.work);
  await turn();
  first!.finish();
  assert.equal(await one, 0);
  const two = inTurn(second!.work);
  await turn();
  assert.deepEqual(started, [0, 1]);
  second!.finish();
  assert.equal(await two, 1);
});
