import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  EMAIL_ADVERTISING_CONTACT,
  EMAIL_ADVERTISING_SUBJECT,
  EMAIL_OPTED_OUT_REASON,
} from '@console/contracts/email-send';
import { insertApiKey } from '../../../test-support/api-key-fixture';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { readUnsubscribeToken } from './unsubscribe-token';

/**
 * The e-mail adapter through the unchanged pipeline (public API -> dispatch -> simulator's outbox ->
 * reports -> charges), its advertising rules and the unsubscribe link.
 */
let t: TestApp;
let key: string;

before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  key = await insertApiKey(t.app.db, 1);
});
after(() => t.close());

const runJobs = async () => {
  while ((await t.app.jobs.runDueJobs()) > 0);
};
const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/v1/email/send-requests',
    headers: { authorization: `Bearer ${key}`, ...headers },
    payload,
  });
const mail = (overrides: object = {}) => ({
  senderName: '한빛커머스',
  senderAddress: 'news@hanbit-commerce.example',
  subject: '주문하신 상품이 출발했어요',
  body: '오늘 출발해요.',
  recipients: ['kim@customer.example'],
  ...overrides,
});
const resultsOf = (requestSeq: number) =>
  t.app.db.query<{ address: string; status: string; result_code: string; result_reason: string; cost_krw: number }>(
    `SELECT m.phone AS address, m.status, m.result_code, m.result_reason, m.cost_krw FROM messages m
      WHERE m.request_seq = $1 AND m.channel = 'EMAIL' AND m.type = 'EMAIL' ORDER BY m.phone`,
    [requestSeq],
  );
const outboxTo = (address: string) =>
  t.app.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outbox WHERE channel = 'EMAIL' AND recipient = $1 ORDER BY seq DESC`,
    [address],
  );

test('an e-mail goes per distinct address to the outbox and reports delivered, opened, clicked and bounces; 1 KRW per delivered', async () => {
  const response = await send(
    mail({
      recipients: [
        'plain@customer.example',
        'Plain@Customer.example',
        'open.lee@customer.example',
        'click.park@customer.example',
        'gone@bounce-hard.example',
        'full@bounce-soft.example',
      ],
    }),
  );
  assert.equal(response.statusCode, 200, response.body);
  const answer = response.json().resultData;
  assert.deepEqual([answer.acceptedCount, answer.duplicateCount, answer.estimatedCostKrw], [5, 1, 5]);
  await runJobs();

  const rows = await resultsOf(answer.seq);
  assert.deepEqual(
    rows.map((row) => [row.address, row.status, row.result_code, row.cost_krw]),
    [
      ['click.park@customer.example', 'DELIVERED', 'CLICKED', 1],
      ['full@bounce-soft.example', 'FAILED', 'SOFT_BOUNCE', 0],
      ['gone@bounce-hard.example', 'FAILED', 'HARD_BOUNCE', 0],
      ['open.lee@customer.example', 'DELIVERED', 'OPENED', 1],
      ['plain@customer.example', 'DELIVERED', 'DELIVERED', 1],
    ],
  );
  assert.ok(
    rows.every((row) => /[가-힣]/.test(row.result_reason)),
    'every result has a Korean reason',
  );
  const status = await t.app.inject({
    method: 'GET',
    url: `/api/public/v1/send-requests/${answer.seq}`,
    headers: { authorization: `Bearer ${key}` },
  });
  assert.equal(status.statusCode, 200, status.body);
  const request = status.json().resultData;
  assert.deepEqual(
    [request.channel, request.status, request.counts.delivered, request.counts.failed, request.costKrw],
    ['EMAIL', 'DONE', 3, 2, 3],
  );
  const [delivered] = await outboxTo('plain@customer.example');
  assert.deepEqual([delivered!.subject, delivered!.body], ['주문하신 상품이 출발했어요', '오늘 출발해요.']);
  assert.doesNotMatch(delivered!.body, /unsubscribe/, 'a non-advertising mail has no unsubscribe link');
  const [figures] = await t.app.db.query<{
    opened: number;
    clicked: number;
    hard_bounced: number;
    soft_bounced: number;
  }>(
    // Today's row in Seoul: the demo seed keeps earlier days of team 1.
    `SELECT opened, clicked, hard_bounced, soft_bounced FROM email_stats_daily
      WHERE team_seq = 1 AND day = (now() AT TIME ZONE 'Asia/Seoul')::date`,
  );
  assert.deepEqual({ ...figures }, { opened: 2, clicked: 1, hard_bounced: 1, soft_bounced: 1 });
});

test('advertising mail needs "(광고)" at the start of the subject and a contact; bad addresses are refused in Korean', async () => {
  const refused = await send(mail({ advertising: true, recipients: ['kim@customer.example', 'not-an-address'] }));
  assert.equal(refused.statusCode, 400);
  const messages = JSON.stringify(refused.json());
  assert.ok(messages.includes(EMAIL_ADVERTISING_SUBJECT), messages);
  assert.ok(messages.includes(EMAIL_ADVERTISING_CONTACT), messages);
  assert.ok(messages.includes('not-an-address'), messages);
  const badSender = await send(mail({ senderAddress: 'news at example' }));
  assert.equal(badSender.statusCode, 400);
  const longSubject = await send(mail({ subject: '가'.repeat(101) }));
  assert.equal(longSubject.statusCode, 400);
});

test('the unsubscribe link works without login and blocks the next advertising mail, not transactional mail', async () => {
  const address = 'lee.unsub@customer.example';
  const advertising = mail({
    advertising: true,
    subject: '(광고) 봄맞이 할인',
    senderContact: '02-1234-5678',
    bodyFormat: 'HTML',
    body: '<p>봄맞이 할인이에요.</p>',
    recipients: [address, 'stay@customer.example'],
  });
  const first = await send(advertising);
  assert.equal(first.statusCode, 200, first.body);
  await runJobs();
  const [received] = await outboxTo(address);
  assert.match(received!.body, /02-1234-5678/);
  const link = /href="([^"]*\/unsubscribe\/email\?token=[^"]+)"/.exec(received!.body)?.[1];
  assert.ok(link, received!.body);
  const token = decodeURIComponent(new URL(link.replace(/&amp;/g, '&'), 'http://localhost').searchParams.get('token')!);
  assert.deepEqual(readUnsubscribeToken(t.app.emailUnsubscribeSecret, token), { teamSeq: 1, address });

  const forged = await t.app.inject({ method: 'GET', url: `/unsubscribe/email?token=${token.slice(0, -2)}xx` });
  assert.equal(forged.statusCode, 400);
  const page = await t.app.inject({ method: 'GET', url: `/unsubscribe/email?token=${encodeURIComponent(token)}` });
  assert.equal(page.statusCode, 200, page.body);
  assert.match(page.body, /수신거부가 완료됐어요/);

  const second = await send(advertising);
  await runJobs();
  const rows = await resultsOf(second.json().resultData.seq);
  assert.deepEqual(
    rows.map((row) => [row.address, row.status, row.result_reason]),
    [
      [address, 'OPTED_OUT', EMAIL_OPTED_OUT_REASON],
      ['stay@customer.example', 'DELIVERED', '받은편지함에 전달됐어요.'],
    ],
  );
  const transactional = await send(mail({ recipients: [address] }));
  await runJobs();
  assert.equal((await resultsOf(transactional.json().resultData.seq))[0]!.status, 'DELIVERED');
  const [figures] = await t.app.db.query<{ unsubscribed: number }>(
    'SELECT unsubscribed FROM email_stats_daily WHERE team_seq = 1',
  );
  assert.equal(figures!.unsubscribed, 1);
});

test('the public API replays an Idempotency-Key and refuses it with other content', async () => {
  const headers = { 'idempotency-key': 'email-order-1001' };
  const first = await send(mail({ recipients: ['idem@customer.example'] }), headers);
  const again = await send(mail({ recipients: ['idem@customer.example'] }), headers);
  assert.equal(again.statusCode, 200);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.equal(again.json().resultData.seq, first.json().resultData.seq);
  const other = await send(mail({ recipients: ['other@customer.example'] }), headers);
  assert.equal(other.statusCode, 409);
  const [count] = await t.app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM send_requests WHERE team_seq = 1 AND idempotency_key = 'email-order-1001'`,
  );
  assert.equal(count!.n, 1);
});
