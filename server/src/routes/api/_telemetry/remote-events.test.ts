import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { writeEdited } from '../../../../test-support/dist-fixture';
import { createTestApp, injectAjax, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ consoleEnv: 'staging' });
  await writeEdited(
    path.join(t.config.environmentsDir, 'staging.json'),
    JSON.stringify({ environment: 'staging', remotes: { kakao: { version: '1.0.0', enabled: true } } }),
  );
});
after(() => t.close());

const report = (events: unknown, ip = '10.0.0.1') =>
  injectAjax(t.app, { method: 'POST', url: '/api/_telemetry/remote-events', payload: { events }, remoteAddress: ip });

test('loads and errors are counted per remote version without a session; unknown remotes are dropped', async () => {
  const first = await report([
    { remote: 'kakao', version: '1.0.0', kind: 'load' },
    { remote: 'kakao', version: '1.1.0', kind: 'load' },
    { remote: 'kakao', version: '1.1.0', kind: 'mount-error', message: 'TypeError: boom' },
    { remote: 'nope', version: '1.0.0', kind: 'load' },
  ]);
  assert.equal(first.statusCode, 204);
  assert.equal(first.body, '');
  await report([{ remote: 'kakao', version: '1.1.0', kind: 'load-error' }], '10.0.0.2');
  const counts = await t.app.releases.events.countsSince('staging', new Date(Date.now() - 60_000));
  assert.deepEqual(counts, [
    { remote: 'kakao', version: '1.0.0', loads: 1, errors: 0 },
    { remote: 'kakao', version: '1.1.0', loads: 2, errors: 2 },
  ]);
  assert.deepEqual(await t.app.releases.events.countsSince('production', new Date(Date.now() - 60_000)), []);
});

test('a body that is not a report is a 400 with a Korean message', async () => {
  for (const events of [
    [],
    [{ remote: 'kakao', version: '1.0.0', kind: 'crash' }],
    'x',
    Array(21).fill({ remote: 'kakao', version: '1', kind: 'load' }),
  ]) {
    const response = await report(events, '10.0.0.3');
    assert.equal(response.statusCode, 400, JSON.stringify(events).slice(0, 60));
    assert.equal(response.json().resultCode !== undefined, true);
    assert.match(response.json().message, /[가-힣]/);
  }
});

test('30 reports a minute per IP, then 429', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 32; i += 1)
    codes.push((await report([{ remote: 'kakao', version: '1.0.0', kind: 'load' }], '10.0.0.9')).statusCode);
  assert.deepEqual(codes.slice(0, 30), Array(30).fill(204));
  assert.deepEqual(codes.slice(30), [429, 429]);
  assert.equal((await report([{ remote: 'kakao', version: '1.0.0', kind: 'load' }], '10.0.0.10')).statusCode, 204);
});

test('the AJAX header is asked of the beacon as of every state-changing call', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/_telemetry/remote-events',
    payload: { events: [{ remote: 'kakao', version: '1.0.0', kind: 'load' }] },
  });
  assert.equal(response.statusCode, 403);
});
