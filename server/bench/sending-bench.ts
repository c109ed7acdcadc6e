/**
 * Sending figures for `npm run bench` (run by scripts/bench-sending.mjs): a send to 100,000
 * recipients accepted and persisted through the real endpoint (goal <= 2 s), then the simulator's
 * delivery rate with the job queue draining it (goal >= 10,000 messages/s). Embedded PGlite on disk
 * as the server keeps it (DATA_DIR; BENCH_IN_MEMORY=1 for the tests' in-memory database). The server
 * is warmed by a small send first, as a running server is; three large sends give the median. The
 * delivery drain includes each send's phone-index job (the history's number search, written after
 * the commit); that job is also timed alone on one send.
 */
import { createTestApp, loginAs } from '../test-support/test-app';
import { phoneIndexHandler } from '../src/sending/phone-index-job';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const SENDS = 3;
const WARM_UP_RECIPIENTS = 2_000;

const t = await createTestApp({ carrierReportDelaySeconds: 0 }, { onDisk: process.env.BENCH_IN_MEMORY !== '1' });
const drainJobs = async () => {
  for (let idle = 0; idle < 3;) idle = (await t.app.jobs.runDueJobs()) === 0 ? idle + 1 : 0;
};
try {
  const { headers } = await loginAs(t.app, 'hanbit_user');
  const payloadOf = (count: number) => {
    const recipients = Array.from({ length: count }, (_, i) => ({
      phone: `010${String(20_000_000 + i).padStart(8, '0')}`,
      variables: { name: `고객${i}` },
    }));
    return JSON.stringify({ recipients, body: '#{name}님, 주문하신 상품이 출발했어요.', senderNumber: '0212345678' });
  };
  const send = async (payload: string) => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/team/send-requests',
      headers: { ...headers, 'curr-team-seq': '1', 'content-type': 'application/json' },
      payload,
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`send refused: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return { ms, ...(response.json().resultData as { seq: number; acceptedCount: number }) };
  };

  await send(payloadOf(WARM_UP_RECIPIENTS));
  await drainJobs();
  const payload = payloadOf(RECIPIENTS);
  const sends = [];
  for (let i = 0; i < SENDS; i += 1) sends.push(await send(payload));
  const acceptMs = [...sends].sort((a, b) => a.ms - b.ms)[Math.floor(SENDS / 2)]!.ms;
  const acceptedCount = sends.reduce((sum, s) => sum + s.acceptedCount, 0);

  const deliveryStarted = performance.now();
  await drainJobs();
  const deliveryMs = performance.now() - deliveryStarted;
  const [done] = await t.app.db.query<{ statuses: string; delivered: number }>(
    `SELECT string_agg(DISTINCT status, ',') AS statuses, sum(delivered_count)::int AS delivered FROM send_requests WHERE seq = ANY($1::int[])`,
    [sends.map((s) => s.seq)],
  );

  // One send's number-search index written again from scratch, timed alone.
  const first = sends[0]!.seq;
  await t.app.db.query(
    'DELETE FROM message_phone_tails WHERE message_seq IN (SELECT seq FROM messages WHERE request_seq = $1)',
    [first],
  );
  await t.app.db.query('UPDATE send_requests SET phones_pending = true, phones_indexed_through = 0 WHERE seq = $1', [
    first,
  ]);
  const indexStarted = performance.now();
  await phoneIndexHandler(t.app.db)({ requestSeq: first });
  const indexMs = performance.now() - indexStarted;

  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `[bench] send to ${RECIPIENTS.toLocaleString('en')} recipients accepted and persisted: ${seconds(acceptMs)} s median of ${SENDS} (${sends.map((s) => seconds(s.ms)).join(', ')} s) (goal <= 2 s)`,
  );
  console.log(
    `[bench] simulator delivery: ${done?.delivered.toLocaleString('en')} delivered in ${seconds(deliveryMs)} s = ${Math.round((acceptedCount / deliveryMs) * 1000).toLocaleString('en')} messages/s (goal >= 10,000), requests ${done?.statuses}`,
  );
  console.log(
    `[bench] history number search of one ${RECIPIENTS.toLocaleString('en')}-recipient send written by its job after the commit: ${seconds(indexMs)} s (background)`,
  );

  // Alimtalk (issue 13): the demo's approved ORDER_SHIPPED template, three variables per recipient,
  // SMS/LMS fallback from the template text: the same 100,000 recipients accepted through its endpoint.
  const [template] = await t.app.db.query<{ seq: number; sender_profile_seq: number }>(
    `SELECT seq, sender_profile_seq FROM alimtalk_templates WHERE team_seq = 1 AND code = 'ORDER_SHIPPED'`,
  );
  const alimtalkPayload = JSON.stringify({
    senderProfileSeq: template!.sender_profile_seq,
    templateSeq: template!.seq,
    recipients: Array.from({ length: RECIPIENTS }, (_, i) => ({
      phone: `010${String(30_000_000 + i).padStart(8, '0')}`,
      variables: { 이름: `고객${i}`, 주문번호: `A${i}`, 택배사: '한빛택배' },
    })),
    fallback: 'TEMPLATE',
    senderNumber: '0212345678',
  });
  const alimtalkSends: number[] = [];
  for (let i = 0; i < SENDS; i += 1) {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/team/kakao/alimtalk/send-requests',
      headers: { ...headers, 'curr-team-seq': '1', 'content-type': 'application/json' },
      payload: alimtalkPayload,
    });
    alimtalkSends.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`alimtalk refused: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  const alimtalkMs = [...alimtalkSends].sort((a, b) => a - b)[Math.floor(SENDS / 2)]!;
  console.log(
    `[bench] alimtalk to ${RECIPIENTS.toLocaleString('en')} recipients (3 variables, fallback on) accepted and persisted: ${seconds(alimtalkMs)} s median of ${SENDS} (${alimtalkSends.map(seconds).join(', ')} s) (goal <= 2 s)`,
  );
} finally {
  await t.close();
}
