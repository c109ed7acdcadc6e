import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import {
  ConsultationOverview,
  ConsultationReplyResult,
  ConsultationStatsReport,
} from '@console/contracts/consultation';
import { ensureCallbackSecret } from '../api-keys/api-keys-repository';
import { verifyCallback } from '../api-keys/callback-signature';
import { insertApiKey } from '../../test-support/api-key-fixture';
import { teamCallAs, type TeamCall } from '../../test-support/call-as';
import { createTestApp, sharedLoginAs, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let call: TeamCall;
let receiver: Server | null = null;
let profile: { seq: number; sender_key: string };
let apiKey = '';
const received: { status: number; raw: string; signature: string | undefined }[] = [];

before(async () => {
  t = await createTestApp();
  call = teamCallAs(t.app);
  [profile] = (await t.app.db.query<{ seq: number; sender_key: string }>(
    `SELECT seq, sender_key FROM sender_profiles WHERE team_seq = 1 AND status = 'ACTIVE' ORDER BY seq LIMIT 1`,
  )) as [{ seq: number; sender_key: string }];
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const status = received.length === 0 ? 500 : 200; // the linked system fails the first time
      received.push({ status, raw: text, signature: request.headers['console-signature'] as string | undefined });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/consultation`;
  apiKey = await insertApiKey(t.app.db, 1, { callbackUrl: url, name: '상담 시스템' });
});
after(async () => {
  receiver?.close();
  await t.close();
});

const inbound = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/dev/kakao/consultation/inbound', payload });
const reply = (payload: Record<string, unknown>, key = apiKey) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/v1/kakao/consultation/messages',
    headers: { authorization: `Bearer ${key}` },
    payload,
  });
const closeSession = (seq: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/v1/kakao/consultation/sessions/${seq}/close`,
    headers: { authorization: `Bearer ${apiKey}` },
  });
const sessionOf = async (seq: number) =>
  (
    await t.app.db.query<{ state: string; closed_by: string | null; first_response_at: Date | null }>(
      'SELECT state, closed_by, first_response_at FROM consultation_sessions WHERE seq = $1',
      [seq],
    )
  )[0]!;

test('a profile with consultation off refuses simulated users; masters turn it on, members may not', async () => {
  await t.app.db.query('DELETE FROM consultation_settings WHERE sender_profile_seq = $1', [profile.seq]);
  const refused = await inbound({ senderProfileSeq: profile.seq, userKey: 'off-user', text: '안녕하세요' });
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /상담톡을 사용하지 않아요/);
  const url = `/api/team/kakao/sender-profiles/${profile.seq}/consultation`;
  assert.equal((await call('hanbit_user', 'PUT', url, { payload: { enabled: true } })).statusCode, 455);
  const on = await call('hanbit_master', 'PUT', url, { payload: { enabled: true } });
  assert.equal(on.statusCode, 200, on.body);
  assert.equal(on.json().resultData.enabled, true);
  assert.ok(on.json().resultData.enabledAt);
  const bad = await call('hanbit_master', 'PUT', url, { payload: { enabled: 'yes' } });
  assert.equal(bad.statusCode, 400);
  const otherTeam = await call('hanbit_master', 'PUT', url, { payload: { enabled: true }, team: '2' });
  assert.equal(otherTeam.statusCode, 404);
  assert.equal((await inbound({ senderKey: 'x'.repeat(40), userKey: 'u', text: '안녕' })).statusCode, 404);
  assert.equal((await inbound({ senderProfileSeq: profile.seq, userKey: 'u', text: '' })).statusCode, 400);
});

test('an inbound message opens a session and reaches the linked system signed, retried after a 500', async () => {
  const first = await inbound({ senderKey: profile.sender_key, userKey: 'user-webhook-1', text: '배송 문의예요.' });
  assert.equal(first.statusCode, 200, first.body);
  const { sessionSeq, messageSeq, relayed } = first.json().resultData;
  assert.equal(relayed, true);
  const second = await inbound({
    senderProfileSeq: profile.seq,
    userKey: 'user-webhook-1',
    text: '주문번호는 77이에요.',
  });
  assert.equal(second.json().resultData.sessionSeq, sessionSeq, 'the same open session');

  received.length = 0;
  await t.app.jobs.runDueJobs();
  assert.deepEqual(
    received.map((r) => r.status),
    [500, 200],
    'the first call fails; the second message is relayed',
  );
  await t.app.db.query(
    `UPDATE jobs SET run_at = now() WHERE kind = 'consultation.webhook' AND done_at IS NULL AND failed_at IS NULL`,
  );
  await t.app.jobs.runDueJobs();
  assert.equal(received.length, 3, 'the failed call is tried again');
  const bodies = received.map((r) => JSON.parse(r.raw));
  const retried = bodies[2];
  assert.equal(retried.messageSeq, bodies[0].messageSeq);
  const mine = bodies.find((body) => body.messageSeq === messageSeq);
  assert.deepEqual(
    { ...mine, sentAt: typeof mine.sentAt },
    {
      type: 'consultation.message',
      messageSeq,
      sessionSeq,
      userKey: 'user-webhook-1',
      senderKey: profile.sender_key,
      text: '배송 문의예요.',
      sentAt: 'string',
    },
  );
  const [{ key_seq: keySeq } = { key_seq: 0 }] = await t.app.db.query<{ key_seq: number }>(
    `SELECT key_seq FROM api_keys WHERE name = '상담 시스템'`,
  );
  const secret = await ensureCallbackSecret(t.app.db, keySeq);
  for (const call of received) {
    assert.ok(verifyCallback(secret, call.raw, call.signature), 'signed with the key secret');
    assert.ok(!verifyCallback(secret, `${call.raw} `, call.signature), 'not over another body');
  }
});

test('replies: text, image and link buttons, idempotent by serial number, 409 without an open session', async () => {
  const opened = await inbound({ senderProfileSeq: profile.seq, userKey: 'user-reply-1', text: '쿠폰 문의' });
  const sessionSeq = opened.json().resultData.sessionSeq as number;
  const text = { senderKey: profile.sender_key, userKey: 'user-reply-1', serialNumber: 'r-1', text: '확인해 볼게요.' };
  const first = await reply(text);
  assert.equal(first.statusCode, 200, first.body);
  const result = ConsultationReplyResult.parse(first.json().resultData);
  assert.deepEqual([result.sessionSeq, result.kind], [sessionSeq, 'TEXT']);
  assert.ok((await sessionOf(sessionSeq)).first_response_at);

  const again = await reply(text);
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.json().resultData, first.json().resultData, 'a repeat answers the first result');
  const changed = await reply({ ...text, text: '다른 내용' });
  assert.equal(changed.statusCode, 409);
  assert.match(changed.json().message, /일련번호/);

  const link = await reply({
    ...text,
    serialNumber: 'r-2',
    buttons: [{ name: '쿠폰함', url: 'https://www.example.com/coupons' }],
  });
  assert.equal(link.json().resultData.kind, 'LINK');
  const image = await reply({
    senderKey: profile.sender_key,
    userKey: 'user-reply-1',
    serialNumber: 'r-3',
    image: 'https://www.example.com/coupon.png',
  });
  assert.equal(image.json().resultData.kind, 'IMAGE');
  const [{ count } = { count: 0 }] = await t.app.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM consultation_messages WHERE session_seq = $1 AND direction = 'OUT'`,
    [sessionSeq],
  );
  assert.equal(count, 3);

  const invalid = [
    { ...text, serialNumber: 'r-4', image: 'https://www.example.com/a.png' },
    { ...text, serialNumber: 'r-4', text: 'x'.repeat(1001) },
    { ...text, serialNumber: 'r-4', buttons: Array.from({ length: 6 }, () => ({ name: 'b', url: 'https://a.com' })) },
    { ...text, serialNumber: 'r-4', text: undefined, image: 'http://www.example.com/a.png' },
  ];
  for (const payload of invalid) assert.equal((await reply(payload)).statusCode, 400, JSON.stringify(payload));
  const none = await reply({ ...text, userKey: 'nobody', serialNumber: 'r-5' });
  assert.equal(none.statusCode, 409);
  assert.match(none.json().message, /열린 상담 세션이 없어요/);
  const otherTeamKey = await insertApiKey(t.app.db, 2);
  assert.equal((await reply({ ...text, serialNumber: 'r-6' }, otherTeamKey)).statusCode, 404);
  assert.equal((await reply(text, 'ck_live_wrong')).statusCode, 401);
});

test('sessions close by the agent and after 24 hours of silence; the next message opens a new one', async () => {
  const a = (await inbound({ senderProfileSeq: profile.seq, userKey: 'user-close-a', text: '안녕하세요' })).json()
    .resultData.sessionSeq as number;
  const closed = await closeSession(a);
  assert.equal(closed.statusCode, 200, closed.body);
  assert.deepEqual([closed.json().resultData.state, closed.json().resultData.closedBy], ['CLOSED', 'AGENT']);
  assert.equal((await closeSession(a)).json().resultData.closedBy, 'AGENT', 'closing again answers the same');
  assert.equal((await closeSession(999_999)).statusCode, 404);
  const again = await inbound({ senderProfileSeq: profile.seq, userKey: 'user-close-a', text: '또 문의해요' });
  assert.notEqual(again.json().resultData.sessionSeq, a, 'a new session');

  const b = (await inbound({ senderProfileSeq: profile.seq, userKey: 'user-close-b', text: '문의' })).json().resultData
    .sessionSeq as number;
  const c = (await inbound({ senderProfileSeq: profile.seq, userKey: 'user-close-c', text: '문의' })).json().resultData
    .sessionSeq as number;
  await t.app.db.query(
    `UPDATE consultation_sessions SET last_message_at = now() - interval '25 hours' WHERE seq = $1`,
    [b],
  );
  await t.app.db.query(
    `UPDATE consultation_sessions SET last_message_at = now() - interval '23 hours' WHERE seq = $1`,
    [c],
  );
  await t.app.jobs.enqueue('consultation.timeout', {});
  await t.app.jobs.runDueJobs();
  assert.deepEqual([(await sessionOf(b)).state, (await sessionOf(b)).closed_by], ['CLOSED', 'TIMEOUT']);
  assert.equal((await sessionOf(c)).state, 'OPEN', 'not yet 24 hours');
  const [next] = await t.app.db.query(
    `SELECT 1 FROM jobs WHERE kind = 'consultation.timeout' AND done_at IS NULL AND run_at > now()`,
  );
  assert.ok(next, 'the job books its next run');

  const overview = await call(
    'hanbit_master',
    'GET',
    `/api/team/kakao/sender-profiles/${profile.seq}/consultation/sessions`,
  );
  assert.equal(overview.statusCode, 200, overview.body);
  const view = ConsultationOverview.parse(overview.json().resultData);
  assert.equal(view.enabled, true);
  const row = view.sessions.find((s) => s.seq === b);
  assert.ok(row);
  assert.equal(row.userKey, 'us****-b', 'user keys are masked');
  assert.deepEqual([row.inbound, row.outbound, row.state], [1, 0, 'CLOSED']);
});

test('statistics by day and sender profile, for the teams the caller may see', async () => {
  // Rows in January 2020 (before the demo's data): a session answered after 90 s, one unanswered.
  const [s1] = await t.app.db.query<{ seq: number }>(
    `INSERT INTO consultation_sessions (team_seq, sender_profile_seq, user_key, state, opened_at, first_response_at, last_message_at, closed_at, closed_by)
     VALUES (1, $1, 'stats-1', 'CLOSED', '2020-01-02 10:00+09', '2020-01-02 10:01:30+09', '2020-01-02 10:05+09', '2020-01-03 10:05+09', 'TIMEOUT'),
            (1, $1, 'stats-2', 'CLOSED', '2020-01-02 23:50+09', NULL, '2020-01-03 00:10+09', '2020-01-04 00:10+09', 'TIMEOUT')
     RETURNING seq`,
    [profile.seq],
  );
  const [, s2] = await t.app.db.query<{ seq: number }>(
    `SELECT seq FROM consultation_sessions WHERE user_key IN ('stats-1', 'stats-2') ORDER BY user_key`,
  );
  await t.app.db.query(
    `INSERT INTO consultation_messages (session_seq, sender_profile_seq, direction, kind, text, serial_number, created_at) VALUES
       ($1, $3, 'IN', 'TEXT', 'a', NULL, '2020-01-02 10:00+09'),
       ($1, $3, 'OUT', 'TEXT', 'b', 'stats-s1', '2020-01-02 10:01:30+09'),
       ($2, $3, 'IN', 'TEXT', 'c', NULL, '2020-01-02 23:50+09'),
       ($2, $3, 'IN', 'TEXT', 'd', NULL, '2020-01-03 00:10+09')`,
    [s1!.seq, s2!.seq, profile.seq],
  );
  const get = async (loginId: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/stats/kakao-cs?${query}`,
      headers: (await sharedLoginAs(t.app, loginId)).headers,
    });
  const response = await get('hanbit_master', 'from=2020-01-01&to=2020-01-04');
  assert.equal(response.statusCode, 200, response.body);
  const report = ConsultationStatsReport.parse(response.json().resultData);
  assert.deepEqual(
    report.series.map((d) => [d.day, d.sessions, d.inbound, d.outbound, d.unanswered, d.avgFirstResponseSeconds]),
    [
      ['2020-01-01', 0, 0, 0, 0, null],
      ['2020-01-02', 2, 2, 1, 1, 90],
      ['2020-01-03', 0, 1, 0, 0, null],
      ['2020-01-04', 0, 0, 0, 0, null],
    ],
  );
  assert.deepEqual(report.totals, { sessions: 2, inbound: 3, outbound: 1, unanswered: 1, avgFirstResponseSeconds: 90 });
  assert.deepEqual(
    report.rows.map((r) => [r.day, r.senderProfileSeq]),
    [
      ['2020-01-02', profile.seq],
      ['2020-01-03', profile.seq],
    ],
  );
  assert.ok(report.profiles.some((p) => p.seq === profile.seq));

  const team2 = ConsultationStatsReport.parse(
    (await get('hanbit_master', 'from=2020-01-01&to=2020-01-04&teamSeq=2')).json().resultData,
  );
  assert.equal(team2.totals.sessions, 0, 'another team has none of them');
  const other = await get('hanbit_master', `from=2020-01-01&to=2020-01-04&senderProfileSeq=${profile.seq + 1000}`);
  assert.equal(ConsultationStatsReport.parse(other.json().resultData).totals.inbound, 0);
  assert.equal((await get('hanbit_master', 'from=2020-01-01&to=2020-03-01')).statusCode, 400, 'at most 31 days');
  assert.equal((await get('hanbit_master', 'from=2020-01-01&to=2020-01-04&teamSeq=999')).statusCode, 499);

  const csv = await t.app.inject({
    method: 'GET',
    url: '/api/stats/kakao-cs/export?from=2020-01-01&to=2020-01-04',
    headers: (await sharedLoginAs(t.app, 'hanbit_master')).headers,
  });
  assert.equal(csv.statusCode, 200, csv.body);
  assert.match(String(csv.headers['content-disposition']), /filename\*=UTF-8''/);
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  assert.equal(lines[0], '날짜,발신 프로필,팀,상담 세션,받은 메시지,보낸 답장,평균 첫 응답 시간(초),미응답 세션');
  assert.equal(lines.length, 4, 'two days with activity and the totals');
  assert.match(lines[1]!, /^2020-01-02,.+,2,2,1,90,1$/);
  assert.match(lines[3]!, /^합계,,,2,3,1,90,1$/);
});
