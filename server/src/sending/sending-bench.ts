/**
 * Sending figures for `npm run bench` (run by scripts/bench-sending.mjs): a send to 100,000
 * recipients accepted and persisted through the real endpoint (goal <= 2 s), then the simulator's
 * delivery rate with the job queue draining it (goal >= 10,000 messages/s). Embedded PGlite in memory.
 */
import { createTestApp, loginAs } from '../test-support/test-app';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);

const t = await createTestApp({ carrierReportDelaySeconds: 0 }, { onDisk: process.env.BENCH_IN_MEMORY !== '1' });
try {
  const { headers } = await loginAs(t.app, 'hanbit_user');
  const recipients = Array.from({ length: RECIPIENTS }, (_, i) => ({ phone: `010${String(20_000_000 + i).padStart(8, '0')}`, variables: { name: `고객${i}` } }));
  const payload = JSON.stringify({ recipients, body: '#{name}님, 주문하신 상품이 출발했어요.', senderNumber: '0212345678' });

  const acceptStarted = performance.now();
  const response = await t.app.inject({ method: 'POST', url: '/api/team/send-requests', headers: { ...headers, 'curr-team-seq': '1', 'content-type': 'application/json' }, payload });
  const acceptMs = performance.now() - acceptStarted;
  if (response.statusCode !== 200) throw new Error(`send refused: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const { seq, acceptedCount } = response.json().resultData as { seq: number; acceptedCount: number };

  const deliveryStarted = performance.now();
  for (let idle = 0; idle < 3; ) idle = (await t.app.jobs.runDueJobs()) === 0 ? idle + 1 : 0;
  const deliveryMs = performance.now() - deliveryStarted;
  const [done] = await t.app.db.query<{ status: string; delivered_count: number }>('SELECT status, delivered_count FROM send_requests WHERE seq = $1', [seq]);

  console.log(`[bench] send to ${acceptedCount.toLocaleString('en')} recipients accepted and persisted: ${(acceptMs / 1000).toFixed(2)} s (goal <= 2 s)`);
  console.log(
    `[bench] simulator delivery: ${done?.delivered_count.toLocaleString('en')} delivered in ${(deliveryMs / 1000).toFixed(2)} s = ${Math.round((acceptedCount / deliveryMs) * 1000).toLocaleString('en')} messages/s (goal >= 10,000), request ${done?.status}`,
  );
} finally {
  await t.close();
}
