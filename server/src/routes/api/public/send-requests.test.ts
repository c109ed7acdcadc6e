import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { EXAMPLE_IDEMPOTENCY_KEY, PUBLIC_SEND_API_PATH, publicSendExampleBody } from '@console/contracts/api-keys';
import { ensureCallbackSecret } from '../../../api-keys/api-keys-repository';
import { verifyCallback } from '../../../api-keys/callback-signature';
import { insertApiKey } from '../../../../test-support/api-key-fixture';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
const keys: Record<string, string> = {};
const newKey = (
  teamSeq: number,
  allowedIps: string[],
  status: 'ACTIVE' | 'REVOKED' = 'ACTIVE',
  callbackUrl: string | null = null,
) => insertApiKey(t.app.db, teamSeq, { allowedIps, status, callbackUrl });
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  keys.team1 = await newKey(1, ['127.0.0.0/8']);
  keys.team2 = await newKey(2, ['::1/128', '127.0.0.1']);
  keys.otherIp = await newKey(1, ['203.0.113.0/24']);
  keys.revoked = await newKey(1, ['0.0.0.0/0'], 'REVOKED');
  keys.unverified = await newKey(4, ['0.0.0.0/0']);
  keys.provider = await newKey(5, ['0.0.0.0/0']);
});
let receiver: Server | null = null;
after(async () => {
  receiver?.close();
  await t.close();
});

const body = {
  recipients: [{ phone: '010-9100-0001' }, { phone: '010-0000-0001' }],
  body: '[한빛커머스] 주문이 접수되었어요.',
  senderNumber: '0212345678',
};
const post = (key: string | null, payload: unknown = body, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/v1/send-requests',
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    payload: payload as object,
  });

test('a linked system sends with its team key (no console session, no AJAX header) and reads the results', async () => {
  const response = await post(keys.team1!);
  assert.equal(response.statusCode, 200, response.body);
  const { seq, acceptedCount } = response.json().resultData;
  assert.equal(acceptedCount, 2);
  const [key] = await t.app.db.query<{ last_used_at: Date | null }>(
    "SELECT last_used_at FROM api_keys WHERE key_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
    [keys.team1],
  );
  assert.ok(key?.last_used_at);
  const [request] = await t.app.db.query<{ creator_name: string; created_by: number | null }>(
    'SELECT creator_name, created_by FROM send_requests WHERE seq = $1',
    [seq],
  );
  assert.deepEqual(request, { creator_name: 'API 키: 주문 시스템', created_by: null });

  await t.app.jobs.runDueJobs();
  const auth = { authorization: `Bearer ${keys.team1}` };
  const detail = (
    await t.app.inject({ method: 'GET', url: `/api/public/v1/send-requests/${seq}`, headers: auth })
  ).json().resultData;
  assert.equal(detail.status, 'DONE');
  assert.deepEqual([detail.counts.delivered, detail.counts.failed], [1, 1]);
  const failed = (
    await t.app.inject({
      method: 'GET',
      url: `/api/public/v1/send-requests/${seq}/messages?status=FAILED`,
      headers: auth,
    })
  ).json().resultData;
  assert.equal(failed.items[0].resultReason, '결번');
  // Another team's key (same business) does not see it.
  const other = await t.app.inject({
    method: 'GET',
    url: `/api/public/v1/send-requests/${seq}`,
    headers: { authorization: `Bearer ${keys.team2}` },
  });
  assert.equal(other.statusCode, 404);
});

test('the same rules and the same idempotency as the console', async () => {
  const invalid = await post(keys.team1!, { ...body, body: '이모지 😀' });
  assert.equal(invalid.statusCode, 400);
  assert.match(invalid.json().errors[0].message, /😀/);
  const unapproved = await post(keys.team1!, { ...body, senderNumber: '0234567890' });
  assert.equal(unapproved.statusCode, 400);
  const headers = { 'idempotency-key': 'erp-order-77' };
  const first = await post(keys.team1!, body, headers);
  const again = await post(keys.team1!, body, headers);
  assert.deepEqual(again.json().resultData, first.json().resultData);
  assert.equal((await post(keys.team1!, { ...body, body: '다른 내용' }, headers)).statusCode, 409);
});

test('keys are refused when missing, unknown, revoked, from another IP, or of a business that may not send', async () => {
  assert.equal((await post(null)).statusCode, 401);
  assert.equal((await post('ck_live_unknownunknownunknownunknown')).statusCode, 401);
  assert.equal((await post(keys.revoked!)).statusCode, 401);
  const ip = await post(keys.otherIp!);
  assert.equal(ip.statusCode, 403);
  assert.match(ip.json().message, /허용되지 않은 IP\(127\.0\.0\.1\)/);
  assert.match((await post(keys.unverified!)).json().message, /사업자 인증/);
  assert.match((await post(keys.provider!)).json().message, /부가통신사업자/);
  await t.app.db.query(`UPDATE teams SET status = 'REG' WHERE team_seq = 1`);
  try {
    assert.equal((await post(keys.team1!)).statusCode, 409);
  } finally {
    await t.app.db.query(`UPDATE teams SET status = 'ACTIVE' WHERE team_seq = 1`);
  }
});

test("delivery reports are POSTed to the key's callback URL, and retried when it fails", async () => {
  const calls: {
    status: number;
    raw: string;
    signature: string | undefined;
    body: { requestSeq: number; reports: { phone: string; status: string; resultReason: string | null }[] };
  }[] = [];
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const status = calls.length === 0 ? 503 : 200; // the linked system is down the first time
      calls.push({
        status,
        raw: text,
        signature: request.headers['console-signature'] as string | undefined,
        body: JSON.parse(text),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/reports`;
  const key = await newKey(1, ['127.0.0.1'], 'ACTIVE', url);
  const { seq } = (await post(key)).json().resultData;
  await t.app.jobs.runDueJobs();
  assert.equal(calls.length, 1);
  await t.app.db.query(
    `UPDATE jobs SET run_at = now() WHERE kind = 'api.delivery-callback' AND done_at IS NULL AND failed_at IS NULL`,
  );
  await t.app.jobs.runDueJobs();
  assert.equal(calls.length, 2);
  assert.equal(calls[1]!.body.requestSeq, seq);
  assert.deepEqual(
    calls[1]!.body.reports.map((r) => [r.phone, r.status, r.resultReason]),
    [
      ['01091000001', 'DELIVERED', null],
      ['01000000001', 'FAILED', '결번'],
    ],
  );
  // Each call is signed with the key's callback secret, over the exact body, with a fresh timestamp.
  const [{ key_seq: keySeq } = { key_seq: 0 }] = await t.app.db.query<{ key_seq: number }>(
    'SELECT api_key_seq AS key_seq FROM send_requests WHERE seq = $1',
    [seq],
  );
  const secret = await ensureCallbackSecret(t.app.db, keySeq);
  for (const received of calls) {
    assert.match(received.signature ?? '', /^t=\d+,v1=[0-9a-f]{64}$/);
    assert.ok(verifyCallback(secret, received.raw, received.signature), 'signature checks out');
    assert.ok(
      !verifyCallback(secret, received.raw.replace('DELIVERED', 'FAILED'), received.signature),
      'a changed body does not',
    );
    assert.ok(!verifyCallback('whsec_other', received.raw, received.signature), 'nor another secret');
  }
  assert.ok(
    !verifyCallback(secret, calls[1]!.raw, calls[1]!.signature, new Date(Date.now() + 10 * 60_000)),
    'nor a replay 10 minutes later',
  );
  // Console sends and keys without a callback URL book nothing.
  assert.equal(
    (
      await t.app.db.query(`SELECT 1 FROM jobs WHERE kind = 'api.delivery-callback' AND payload->>'requestSeq' <> $1`, [
        String(seq),
      ])
    ).length,
    0,
  );
});

test('the API is documented at /docs (OpenAPI built from the contracts)', async () => {
  const json = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
  assert.equal(json.openapi, '3.1.0');
  const post = json.paths['/api/public/v1/send-requests'].post;
  assert.equal(post.requestBody.content['application/json'].schema.properties.recipients.maxItems, 100_000);
  assert.match(json.info.description, /결번/);
  assert.match(
    json.info.description,
    /Console-Signature: t=<유닉스 초>,v1=<서명>.*HMAC-SHA256/,
    'how to check a callback is ours',
  );
  const page = await t.app.inject({ method: 'GET', url: '/docs' });
  assert.equal(page.statusCode, 200);
  assert.match(page.headers['content-type'] as string, /^text\/html/);
  assert.match(page.body, /POST \/api\/public\/v1\/send-requests/);
});

test("the SDK page's example is a real call: its body and Idempotency-Key are accepted as they are, and a retry sends nothing twice", async () => {
  const call = () =>
    t.app.inject({
      method: 'POST',
      url: PUBLIC_SEND_API_PATH,
      headers: { authorization: `Bearer ${keys.team1!}`, 'idempotency-key': EXAMPLE_IDEMPOTENCY_KEY },
      payload: publicSendExampleBody('[한빛커머스] 주문하신 상품이 출발했어요.'),
    });
  const first = await call();
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(first.json().resultData.acceptedCount, 1);
  const retry = await call();
  assert.equal(retry.headers['idempotent-replayed'], 'true');
  assert.equal(retry.json().resultData.seq, first.json().resultData.seq);
});
