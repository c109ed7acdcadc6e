import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
after(() => t.close());

const get = async (loginId: string | null, url: string, team = '1') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(loginId ? (await sharedLoginAs(t.app, loginId)).headers : { ajax: 'true' }), 'curr-team-seq': team },
  });
const send = async (team: string, loginId: string, recipients: string[], body: string, senderNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/send-requests',
    headers: { ...(await sharedLoginAs(t.app, loginId)).headers, 'curr-team-seq': team },
    payload: { recipients: recipients.map((phone) => ({ phone })), body, senderNumber },
  });

before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  assert.equal(
    (await send('1', 'hanbit_user', ['01081000001', '01000000001'], '첫 번째 발송이에요', '0212345678')).statusCode,
    200,
  );
  assert.equal((await send('1', 'hanbit_user', ['01081000002'], '가'.repeat(50), '0212345678')).statusCode, 200);
  assert.equal((await send('2', 'hanbit_master', ['01081000003'], '다른 팀의 발송이에요', '15889876')).statusCode, 200);
  await t.app.jobs.runDueJobs();
});

test("the flat history lists the team's messages across requests, newest first, with filters", async () => {
  const all = (await get('hanbit_user', '/api/team/messages')).json().resultData;
  assert.equal(all.total, 3);
  assert.deepEqual(
    all.items.map((m: { phone: string }) => m.phone),
    ['01081000002', '01000000001', '01081000001'],
  );
  assert.equal(all.items[0].type, 'LMS');
  assert.equal(all.items[0].senderNumber, '0212345678');
  const failed = (await get('hanbit_user', '/api/team/messages?status=FAILED')).json().resultData;
  assert.deepEqual(
    failed.items.map((m: { resultReason: string }) => m.resultReason),
    ['결번'],
  );
  assert.equal((await get('hanbit_user', '/api/team/messages?type=LMS')).json().resultData.total, 1);
  assert.equal((await get('hanbit_user', '/api/team/messages?phone=010-8100-0001')).json().resultData.total, 1);
  assert.equal((await get('hanbit_master', '/api/team/messages', '2')).json().resultData.total, 1);
});

test('the range is at most 31 days and the history exports as CSV', async () => {
  const tooLong = await get('hanbit_user', '/api/team/messages?from=2026-01-01&to=2026-02-15');
  assert.equal(tooLong.statusCode, 400);
  assert.equal((await get('hanbit_user', '/api/team/messages?from=2020-01-01')).statusCode, 400);
  const past = (await get('hanbit_user', '/api/team/messages?from=2025-01-01&to=2025-01-31')).json().resultData;
  assert.equal(past.total, 0);
  const csv = await get('hanbit_user', '/api/team/messages/export?status=DELIVERED');
  assert.equal(csv.statusCode, 200);
  assert.match(
    decodeURIComponent((csv.headers['content-disposition'] as string).split("UTF-8''")[1]!),
    /^발송내역_\d{8}\.csv$/,
  );
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines.length, 1 + 2);
  assert.equal(
    lines[0],
    '요청 번호,접수일시,발신번호,받는 번호,채널,유형,대체 발송,템플릿,광고,상태,결과 코드,실패 사유,요금(원),결과일시,내용',
  );
  assert.match(lines[1]!, /,SMS,(SMS|LMS),N,,N,성공,/);
});

test('the history is team-scoped', async () => {
  assert.equal((await get('hanbit_user', '/api/team/messages', '2')).statusCode, 499);
  assert.equal((await get(null, '/api/team/messages')).statusCode, 401);
});

test('replies to a representative number arrive as MO messages; an opt-out reply joins the 080 list', async () => {
  assert.equal(
    (await send('1', 'hanbit_user', ['01000000501', '01000000601'], '설문에 답해 주세요', '1588-1234')).statusCode,
    200,
  );
  // The same numbers from a landline sender: replies cannot come back to it.
  assert.equal((await send('1', 'hanbit_user', ['01000000502'], '설문에 답해 주세요', '0212345678')).statusCode, 200);
  await t.app.jobs.runDueJobs();
  const mo = (await get('hanbit_user', '/api/team/messages/mo')).json().resultData;
  assert.equal(mo.total, 2);
  assert.deepEqual(
    mo.items
      .map((m: { fromPhone: string; toNumber: string; body: string }) => [m.fromPhone, m.toNumber, m.body])
      .sort(),
    [
      ['01000000501', '15881234', '네, 확인했어요.'],
      ['01000000601', '15881234', '수신거부'],
    ],
  );
  const optOuts = await t.app.db.query(
    `SELECT phone, source FROM opt_outs WHERE team_seq = 1 AND phone IN ('01000000501', '01000000601')`,
  );
  assert.deepEqual(optOuts, [{ phone: '01000000601', source: 'MO' }]);
  assert.equal((await get('hanbit_master', '/api/team/messages/mo', '2')).json().resultData.total, 0);
  assert.equal((await get('hanbit_user', '/api/team/messages/mo?phone=0501')).json().resultData.total, 1);
  assert.equal((await get('hanbit_user', '/api/team/messages/mo?from=2020-01-01&to=2020-03-01')).statusCode, 400);
});

test('the history counts a few pages ahead (then "more"), pages run newest request first, and finds a number by its last 4 digits or whole', async () => {
  const [big] = await t.app.db.query<{ seq: number }>(
    `INSERT INTO send_requests (team_seq, status, body, sender_number, total_count, sms_count, delivered_count) VALUES (1, 'DONE', '대량 발송', '0212345678', 10001, 10001, 10001) RETURNING seq`,
  );
  await t.app.db.query(
    `INSERT INTO messages (request_seq, team_seq, phone, type, bytes, status, cost_krw) SELECT $1, 1, '0109' || lpad(i::text, 7, '0'), 'SMS', 9, 'DELIVERED', 13 FROM generate_series(1, 10001) AS i`,
    [big!.seq],
  );
  // Page 1 of 2: counted through page 1 + 5 pages ahead = 12 rows, and more follow.
  const first = (await get('hanbit_user', '/api/team/messages?size=2')).json().resultData;
  assert.deepEqual([first.total, first.moreAfterTotal], [12, true]);
  assert.deepEqual(
    first.items.map((m: { phone: string; requestSeq: number }) => [m.requestSeq, m.phone]),
    [
      [big!.seq, '01090010001'],
      [big!.seq, '01090010000'],
    ],
  );
  // Paging on counts further: page 10 of 2 reaches 10 + 5 pages = 30 rows.
  const tenth = (await get('hanbit_user', '/api/team/messages?size=2&page=10')).json().resultData;
  assert.deepEqual([tenth.total, tenth.moreAfterTotal, tenth.items[0].phone], [30, true, '01090009983']);
  // Fewer matches than the look-ahead: the exact count, nothing more.
  const narrowed = (await get('hanbit_user', '/api/team/messages?status=FAILED')).json().resultData;
  assert.deepEqual([narrowed.total, narrowed.moreAfterTotal], [1, false]);
  // Numbers: the last 4 digits, or the whole number with or without dashes; anything else is refused in Korean.
  const tail = (await get('hanbit_user', '/api/team/messages?phone=0777')).json().resultData;
  assert.deepEqual(
    tail.items.map((m: { phone: string }) => m.phone),
    ['01090000777'],
  );
  assert.equal((await get('hanbit_user', '/api/team/messages?phone=010-9000-0777')).json().resultData.total, 1);
  assert.equal(
    (await get('hanbit_user', '/api/team/messages?phone=01090000778')).json().resultData.items[0].phone,
    '01090000778',
  );
  const partial = await get('hanbit_user', '/api/team/messages?phone=010-90');
  assert.equal(partial.statusCode, 400);
  assert.equal(partial.json().errors[0].message, '받는 번호는 뒤 4자리나 전체 번호로 찾아요.');
  await t.app.db.query('DELETE FROM send_requests WHERE seq = $1', [big!.seq]);
});
