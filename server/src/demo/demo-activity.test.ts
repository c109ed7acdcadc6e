import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, sharedLoginAs, type TestApp } from '../../test-support/test-app';
import { sendDemoActivity } from './demo-activity';

let t: TestApp;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
});
after(() => t.close());

const get = async (url: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url,
      headers: { ...(await sharedLoginAs(t.app, 'hanbit_master')).headers, 'curr-team-seq': '1' },
    })
  ).json().resultData;

test('the demo activity sends through the real pipeline: results, a failure, an MO reply, an opt-out and a reservation', async () => {
  const seqs = await sendDemoActivity(t.app);
  assert.equal(seqs.length, 4);
  for (let round = 0; round < 3; round += 1) await t.app.jobs.runDueJobs();

  const [sent, personal, reserved, alimtalk] = await Promise.all(
    seqs.map((seq) => get(`/api/team/send-requests/${seq}`)),
  );
  assert.equal(sent.status, 'DONE');
  assert.deepEqual(sent.counts, {
    total: 5,
    pending: 0,
    delivered: 4,
    failed: 1,
    optedOut: 0,
    cancelled: 0,
    fallback: 0,
  });
  const results = (await get(`/api/team/send-requests/${seqs[0]}/messages?size=20`)).items as {
    phone: string;
    status: string;
    resultReason: string | null;
  }[];
  assert.equal(results.find((m) => m.phone === '01000000000')?.resultReason, '결번');
  assert.equal(results.filter((m) => m.status === 'DELIVERED').length, 4);

  const filled = (await get(`/api/team/send-requests/${seqs[1]}/messages`)).items as {
    phone: string;
    type: string;
    text: string;
  }[];
  assert.ok(filled.every((m) => m.type === 'LMS'));
  assert.match(filled.find((m) => m.phone === '01027182818')!.text, /^김하늘님, .* 회원 등급은 VIP이에요/);
  assert.equal(personal.status, 'DONE');

  assert.equal(reserved.status, 'RESERVED');
  const reserveAt = new Date(reserved.reserveAt);
  assert.equal(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' }).format(reserveAt),
    '10:00',
  );

  // The alimtalk: two delivered, the third (no KakaoTalk) delivered by its SMS/LMS fallback.
  assert.equal(alimtalk.channel, 'ALIMTALK');
  assert.equal(alimtalk.status, 'DONE');
  assert.equal(alimtalk.counts.delivered, 3);
  assert.equal(alimtalk.counts.fallback, 1);

  const mo = (await get('/api/team/messages/mo')).items as { body: string }[];
  assert.deepEqual(mo.map((m) => m.body).sort(), ['네, 확인했어요.', '수신거부']);
  const optOuts = await t.app.db.query("SELECT phone FROM opt_outs WHERE team_seq = 1 AND phone = '01000000601'");
  assert.equal(optOuts.length, 1);
});
