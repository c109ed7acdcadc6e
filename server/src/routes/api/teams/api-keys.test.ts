import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { ApiKey, ApiKeyCallbackSecret, ApiKeyCreated } from '@console/contracts/api-keys';
import { callAs, fieldsOf, type CallAs } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let call: CallAs;
before(async () => {
  t = await createTestApp();
  call = callAs(t.app);
});
after(() => t.close());

const KEY = {
  name: '예약 시스템',
  allowedIps: ['203.0.113.7', '2001:db8::/48'],
  callbackUrl: 'https://erp.example.kr/report',
};

test('masters and managers list the keys, active first, with a status filter', async () => {
  const page = (await call('hanbit_manager', 'GET', '/api/teams/1/api-keys')).json().resultData;
  const keys = page.items.map((k: unknown) => ApiKey.parse(k)) as ApiKey[];
  assert.deepEqual(
    keys.map((k) => k.status),
    ['ACTIVE', 'ACTIVE', 'REVOKED'],
  );
  assert.ok(keys.every((k) => /^ck_live_[0-9A-Za-z]{4}$/.test(k.prefix)));
  assert.deepEqual(
    keys.map((k) => k.lastUsedAt !== null),
    [false, true, true],
    'keys in use say when they were last used',
  );
  assert.equal((await call('hanbit_master', 'GET', '/api/teams/1/api-keys?status=REVOKED')).json().resultData.total, 1);
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'GET', '/api/teams/1/api-keys?status=LOST')), ['status']);
  assert.equal((await call('hanbit_user', 'GET', '/api/teams/1/api-keys')).statusCode, 455);
  assert.equal((await call('hanbit_manager', 'GET', '/api/teams/3/api-keys')).statusCode, 499);
});

test('creation answers the whole key once; only its sha256 and prefix are stored', async () => {
  const response = await call('hanbit_manager', 'POST', '/api/teams/1/api-keys', KEY);
  assert.equal(response.statusCode, 200);
  const { apiKey, secret } = ApiKeyCreated.parse(response.json().resultData);
  assert.match(secret, /^ck_live_[0-9A-Za-z]{32}$/);
  assert.equal(apiKey.prefix, secret.slice(0, 12));
  assert.deepEqual(
    { ips: apiKey.allowedIps, url: apiKey.callbackUrl, by: apiKey.createdBy, used: apiKey.lastUsedAt },
    { ips: KEY.allowedIps, url: KEY.callbackUrl, by: '이매니', used: null },
  );
  const [row] = await t.app.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE key_seq = $1', [
    apiKey.keySeq,
  ]);
  assert.equal(row?.key_hash, createHash('sha256').update(secret).digest('hex'));
  const dump = JSON.stringify(await t.app.db.query('SELECT * FROM api_keys'));
  assert.ok(!dump.includes(secret), 'the key itself is nowhere in the table');
  const listed = JSON.stringify((await call('hanbit_manager', 'GET', '/api/teams/1/api-keys')).json());
  assert.ok(!listed.includes(secret), 'and never listed again');
  const local = await call('hanbit_master', 'POST', '/api/teams/1/api-keys', {
    name: '개발',
    allowedIps: ['127.0.0.1'],
    callbackUrl: 'http://localhost:3000/cb',
  });
  assert.equal(local.statusCode, 200, 'http://localhost while developing');
  assert.equal(
    (
      await call('hanbit_master', 'POST', '/api/teams/1/api-keys', { name: '콜백 없음', allowedIps: ['10.0.0.0/8'] })
    ).json().resultData.apiKey.callbackUrl,
    null,
  );
});

test('names, IPs (IPv4, IPv6, CIDR) and callback URLs are validated field by field', async () => {
  const bad = await call('hanbit_master', 'POST', '/api/teams/1/api-keys', {
    name: '',
    allowedIps: ['300.1.1.1', '10.0.0.0/33', 'fe80::1::2', 'example.com'],
    callbackUrl: 'http://erp.example.kr/report',
  });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(fieldsOf(bad), [
    'allowedIps.0',
    'allowedIps.1',
    'allowedIps.2',
    'allowedIps.3',
    'callbackUrl',
    'name',
  ]);
  assert.match(bad.json().errors.find((e: { field: string }) => e.field === 'callbackUrl').message, /https:\/\//);
  assert.deepEqual(
    fieldsOf(await call('hanbit_master', 'POST', '/api/teams/1/api-keys', { name: 'x', allowedIps: [] })),
    ['allowedIps'],
  );
  assert.deepEqual(
    fieldsOf(
      await call('hanbit_master', 'POST', '/api/teams/1/api-keys', { name: 'x', allowedIps: ['1.1.1.1', '1.1.1.1'] }),
    ),
    ['allowedIps'],
  );
  assert.deepEqual(
    fieldsOf(
      await call('hanbit_master', 'POST', '/api/teams/1/api-keys', {
        name: 'x'.repeat(41),
        allowedIps: ['::1'],
        callbackUrl: 'javascript:alert(1)',
      }),
    ),
    ['callbackUrl', 'name'],
  );
});

test('at most 10 keys in use per team; none for a team still registering', async () => {
  const [{ count }] = (await t.app.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM api_keys WHERE team_seq = 2 AND status = 'ACTIVE'`,
  )) as [{ count: number }];
  for (let i = count; i < 10; i += 1)
    assert.equal(
      (await call('hanbit_master', 'POST', '/api/teams/2/api-keys', { name: `키 ${i}`, allowedIps: ['10.0.0.1'] }))
        .statusCode,
      200,
    );
  const full = await call('hanbit_master', 'POST', '/api/teams/2/api-keys', {
    name: '열한 번째',
    allowedIps: ['10.0.0.1'],
  });
  assert.equal(full.statusCode, 409);
  assert.match(full.json().message, /10개까지/);
  const registering = await call('hanbit_master', 'POST', '/api/teams/3/api-keys', {
    name: '키',
    allowedIps: ['10.0.0.1'],
  });
  assert.equal(registering.statusCode, 409);
  assert.match(registering.json().message, /준비하고 있어요/);
});

test('edit the name, IPs and callback URL; revoke once; a revoked key cannot be edited', async () => {
  const { apiKey } = (await call('hanbit_master', 'POST', '/api/teams/1/api-keys', KEY)).json()
    .resultData as ApiKeyCreated;
  const edited = await call('hanbit_manager', 'PUT', `/api/teams/1/api-keys/${apiKey.keySeq}`, {
    name: '예약 시스템 v2',
    allowedIps: ['198.51.100.0/24'],
    callbackUrl: '',
  });
  assert.equal(edited.statusCode, 200);
  assert.deepEqual(
    (({ name, allowedIps, callbackUrl, prefix }) => ({ name, allowedIps, callbackUrl, prefix }))(
      edited.json().resultData as ApiKey,
    ),
    {
      name: '예약 시스템 v2',
      allowedIps: ['198.51.100.0/24'],
      callbackUrl: null,
      prefix: apiKey.prefix,
    },
  );
  assert.deepEqual(
    fieldsOf(
      await call('hanbit_manager', 'PUT', `/api/teams/1/api-keys/${apiKey.keySeq}`, {
        name: 'x',
        allowedIps: ['nope'],
      }),
    ),
    ['allowedIps.0'],
  );
  assert.equal(
    (await call('hanbit_manager', 'PUT', '/api/teams/1/api-keys/999999', { name: 'x', allowedIps: ['::1'] }))
      .statusCode,
    404,
  );
  assert.equal(
    (await call('hanbit_master', 'PUT', `/api/teams/2/api-keys/${apiKey.keySeq}`, { name: 'x', allowedIps: ['::1'] }))
      .statusCode,
    404,
    'a key of another team',
  );
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'POST', '/api/teams/1/api-keys/abc/revoke')), ['keySeq']);

  assert.equal((await call('hanbit_user', 'POST', `/api/teams/1/api-keys/${apiKey.keySeq}/revoke`)).statusCode, 455);
  const revoked = await call('hanbit_manager', 'POST', `/api/teams/1/api-keys/${apiKey.keySeq}/revoke`);
  assert.equal(revoked.statusCode, 200);
  assert.equal(revoked.json().resultData.status, 'REVOKED');
  assert.ok(revoked.json().resultData.revokedAt);
  assert.equal((await call('hanbit_manager', 'POST', `/api/teams/1/api-keys/${apiKey.keySeq}/revoke`)).statusCode, 409);
  assert.equal(
    (await call('hanbit_manager', 'PUT', `/api/teams/1/api-keys/${apiKey.keySeq}`, { name: 'x', allowedIps: ['::1'] }))
      .statusCode,
    409,
  );
});

test('the callback signing secret: read and renewed by masters and managers, never cached, none for revoked keys', async () => {
  const { apiKey } = (await call('hanbit_master', 'POST', '/api/teams/1/api-keys', KEY)).json()
    .resultData as ApiKeyCreated;
  const url = `/api/teams/1/api-keys/${apiKey.keySeq}/callback-secret`;
  const read = await call('hanbit_manager', 'GET', url);
  assert.equal(read.statusCode, 200);
  assert.equal(read.headers['cache-control'], 'no-store');
  const { callbackSecret } = ApiKeyCallbackSecret.parse(read.json().resultData);
  assert.match(callbackSecret, /^whsec_[A-Za-z0-9_-]{43}$/);
  assert.equal(
    ApiKeyCallbackSecret.parse((await call('hanbit_master', 'GET', url)).json().resultData).callbackSecret,
    callbackSecret,
    'the same until renewed',
  );
  assert.ok(
    !JSON.stringify((await call('hanbit_manager', 'GET', '/api/teams/1/api-keys')).json()).includes(callbackSecret),
    'not in the list',
  );

  const rotated = await call('hanbit_manager', 'POST', `${url}/rotate`);
  assert.equal(rotated.statusCode, 200);
  const renewed = ApiKeyCallbackSecret.parse(rotated.json().resultData).callbackSecret;
  assert.notEqual(renewed, callbackSecret);
  assert.equal(
    ApiKeyCallbackSecret.parse((await call('hanbit_manager', 'GET', url)).json().resultData).callbackSecret,
    renewed,
  );

  // A key made before secrets existed gets one the first time it is read.
  await t.app.db.query('UPDATE api_keys SET callback_secret = NULL WHERE key_seq = $1', [apiKey.keySeq]);
  const late = ApiKeyCallbackSecret.parse((await call('hanbit_manager', 'GET', url)).json().resultData).callbackSecret;
  assert.match(late, /^whsec_/);
  assert.equal(
    ApiKeyCallbackSecret.parse((await call('hanbit_manager', 'GET', url)).json().resultData).callbackSecret,
    late,
  );

  assert.equal((await call('hanbit_user', 'GET', url)).statusCode, 455);
  assert.equal((await call('hanbit_user', 'POST', `${url}/rotate`)).statusCode, 455);
  assert.equal((await call(null, 'GET', url)).statusCode, 401);
  assert.equal(
    (await call('hanbit_master', 'GET', `/api/teams/2/api-keys/${apiKey.keySeq}/callback-secret`)).statusCode,
    404,
    'a key of another team',
  );
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'GET', '/api/teams/1/api-keys/abc/callback-secret')), [
    'keySeq',
  ]);
  await call('hanbit_master', 'POST', `/api/teams/1/api-keys/${apiKey.keySeq}/revoke`);
  const refused = await call('hanbit_master', 'GET', url);
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /폐기한 키/);
  assert.equal((await call('hanbit_master', 'POST', `${url}/rotate`)).statusCode, 409);
});
