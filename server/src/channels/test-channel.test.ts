import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { acceptRequest } from '../sending/accept-request';
import { createTestChannel, TEST_CHANNEL_FAILURE, TEST_CHANNEL_PRICE_KRW } from '../../test-support/test-channel';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * A channel plugs in as an adapter: a test-only channel, registered here and nowhere in the server,
 * sends through the unchanged pipeline (accept, dispatch, reports, fallback to SMS, charges, time-out).
 */
let t: TestApp;
const channel = createTestChannel();

before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  t.app.channels.register(channel);
});
after(() => t.close());

const runJobs = async () => {
  while ((await t.app.jobs.runDueJobs()) > 0);
};

test('a test-only channel sends through the pipeline, fails some messages and falls back to SMS', async () => {
  const { answer } = await acceptRequest(t.app.db, t.app.sendRequests, channel, {
    teamSeq: 1,
    user: { userSeq: null, name: '테스트' },
    request: {
      senderNumber: '0212345678',
      body: '테스트 채널 알림',
      recipients: ['01050000002', '01050000003', '01050000004', '01050000005', '01050000003'].map((phone) => ({
        phone,
      })),
      fallbackText: '[한빛커머스] 테스트 채널로 못 받은 분께 문자로 보내요.',
    },
    idempotencyKey: null,
  });
  assert.deepEqual([answer.acceptedCount, answer.duplicateCount, answer.estimatedCostKrw], [4, 1, 4 * 7]);
  await runJobs();

  assert.equal(channel.submitted.length, 4, 'the pipeline handed the channel its four messages');
  const request = await t.app.sendRequests.find(1, answer.seq);
  assert.equal(request!.channel, 'TEST');
  assert.deepEqual(
    [request!.status, request!.counts.delivered, request!.counts.failed, request!.counts.fallback],
    ['DONE', 4, 0, 2],
  );
  assert.equal(request!.costKrw, 2 * TEST_CHANNEL_PRICE_KRW + 2 * 13);

  const rows = await t.app.db.query<{
    seq: string;
    phone: string;
    channel: string;
    type: string;
    status: string;
    result_code: string;
    cost_krw: number;
    fallback_of: string | null;
    text: string | null;
  }>(
    'SELECT seq, phone, channel, type, status, result_code, cost_krw, fallback_of, text FROM messages WHERE request_seq = $1 ORDER BY seq',
    [answer.seq],
  );
  const failed = rows.filter((row) => row.channel === 'TEST' && row.status === 'FAILED');
  assert.deepEqual(
    failed.map((row) => [row.phone, row.result_code, row.cost_krw]),
    [
      ['01050000003', TEST_CHANNEL_FAILURE.code, 0],
      ['01050000005', TEST_CHANNEL_FAILURE.code, 0],
    ],
  );
  const fallbacks = rows.filter((row) => row.fallback_of !== null);
  assert.deepEqual(
    fallbacks.map((row) => [row.phone, row.channel, row.type, row.status, row.cost_krw, row.text]),
    failed.map((row) => [
      row.phone,
      'SMS',
      'SMS',
      'DELIVERED',
      13,
      '[한빛커머스] 테스트 채널로 못 받은 분께 문자로 보내요.',
    ]),
  );
  assert.deepEqual(
    fallbacks.map((row) => row.fallback_of),
    failed.map((row) => row.seq),
  );
  // The fallbacks are found by number in the history like any message.
  const tails = await t.app.db.query('SELECT 1 FROM message_phone_tails WHERE message_seq = ANY($1::bigint[])', [
    fallbacks.map((row) => row.seq),
  ]);
  assert.equal(tails.length, 2);
});

test("a message the test channel never reports fails at the channel's time-out, without fallback when the code is not the channel's failure", async () => {
  const { answer } = await acceptRequest(t.app.db, t.app.sendRequests, channel, {
    teamSeq: 1,
    user: { userSeq: null, name: '테스트' },
    request: {
      senderNumber: '0212345678',
      body: '응답 없음',
      recipients: [{ phone: '01050000009' }],
      fallbackText: '문자',
    },
    idempotencyKey: null,
  });
  await runJobs();
  await t.app.db.query(`UPDATE messages SET sent_at = now() - interval '61 minutes' WHERE request_seq = $1`, [
    answer.seq,
  ]);
  await t.app.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'carrier.report-timeout' AND done_at IS NULL`);
  await runJobs();
  const request = await t.app.sendRequests.find(1, answer.seq);
  assert.deepEqual(
    [request!.status, request!.counts.failed, request!.counts.fallback, request!.costKrw],
    ['DONE', 1, 0, 0],
  );
});
