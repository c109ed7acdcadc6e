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
const send = async (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/send-requests',
    headers: { ...(await sharedLoginAs(t.app, 'hanbit_user')).headers, 'curr-team-seq': '1' },
    payload,
  });
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  assert.equal(
    (
      await send({
        recipients: [{ phone: '01081000001' }, { phone: '01000000001' }],
        body: '첫 번째, "따옴표" 발송',
        senderNumber: '0212345678',
      })
    ).statusCode,
    200,
  );
  assert.equal(
    (
      await send({
        recipients: [{ phone: '01081000002' }],
        body: '가'.repeat(50),
        subject: '=안내',
        senderNumber: '0212345678',
      })
    ).statusCode,
    200,
  );
  const reserveAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  assert.equal(
    (await send({ recipients: [{ phone: '01081000003' }], body: '예약 발송', senderNumber: '0212345678', reserveAt }))
      .statusCode,
    200,
  );
  await t.app.jobs.runDueJobs();
});

test("the request list exports as CSV with the list's rows, newest first, under a Korean name", async () => {
  const list = (await get('hanbit_user', '/api/team/send-requests?size=100')).json().resultData;
  const csv = await get('hanbit_user', '/api/team/send-requests/export');
  assert.equal(csv.statusCode, 200);
  assert.match(
    decodeURIComponent((csv.headers['content-disposition'] as string).split("UTF-8''")[1]!),
    /^발송요청_\d{8}\.csv$/,
  );
  const lines = linesOf(csv.body);
  assert.equal(
    lines[0],
    '요청 번호,접수일시,예약일시,상태,발신번호,채널,유형,광고,전체,성공,실패,대기,수신거부,취소,대체 발송,요금(원),보낸 사람,제목,내용',
  );
  assert.deepEqual(
    lines.slice(1).map((line) => Number(line.split(',')[0])),
    list.items.map((r: { seq: number }) => r.seq),
  );
  const [newest, second, first] = lines.slice(1);
  assert.match(newest!, /,예약,0212345678,SMS,SMS,N,1,0,0,1,0,0,0,0,박사용,,예약 발송$/);
  assert.match(second!, /,완료,0212345678,SMS,LMS,N,1,1,0,0,0,0,0,40,.*,'=안내,가+$/);
  assert.match(first!, /,완료,0212345678,SMS,SMS,N,2,1,1,0,0,0,0,13,.*,,"첫 번째, ""따옴표"" 발송"$/);
});

test("the export takes the list's filters and its 31-day range", async () => {
  const reserved = linesOf((await get('hanbit_user', '/api/team/send-requests/export?status=RESERVED')).body);
  assert.equal(reserved.length, 2);
  assert.equal(
    linesOf((await get('hanbit_user', '/api/team/send-requests/export?from=2025-01-01&to=2025-01-31')).body).length,
    1,
  );
  const tooLong = await get('hanbit_user', '/api/team/send-requests/export?from=2026-01-01&to=2026-02-15');
  assert.equal(tooLong.statusCode, 400);
  assert.deepEqual(tooLong.json().errors, [{ field: 'to', message: '조회 기간은 최대 31일이에요.' }]);
  assert.equal((await get('hanbit_user', '/api/team/send-requests/export?status=SENT')).statusCode, 400);
});

test("the export is the team's only", async () => {
  assert.equal(linesOf((await get('hanbit_master', '/api/team/send-requests/export', '2')).body).length, 1);
  assert.equal((await get('hanbit_user', '/api/team/send-requests/export', '2')).statusCode, 499);
  assert.equal((await get(null, '/api/team/send-requests/export')).statusCode, 401);
});

test("RCS in both exports: the request's channel and fallback count, each recipient's channel and which message is a fallback", async () => {
  const chatRoomSeq = (await t.app.rcs.approvedChatRooms(1))[0]!.chatRoomSeq;
  const rcs = await t.app.inject({
    method: 'POST',
    url: '/api/team/rcs/send-requests',
    headers: { ...(await sharedLoginAs(t.app, 'hanbit_user')).headers, 'curr-team-seq': '1' },
    payload: {
      chatRoomSeq,
      rcsType: 'LMS',
      body: '[한빛커머스] 주문하신 상품이 오늘 출발했어요.',
      recipients: [{ phone: '01081000004' }, { phone: '01000000701' }],
      fallback: true,
      fallbackText: '[한빛커머스] 상품이 출발했어요.',
    },
  });
  assert.equal(rcs.statusCode, 200, rcs.body);
  const { seq } = rcs.json().resultData;
  await t.app.jobs.runDueJobs();

  const list = linesOf((await get('hanbit_user', '/api/team/send-requests/export')).body);
  const row = list.find((line) => line.startsWith(`${seq},`))!;
  // 2 recipients, both delivered (one through its SMS fallback), 1 fallback, RCS LMS 35 + SMS 13.
  assert.match(row, /,완료,15881234,RCS,LMS,N,2,2,0,0,0,0,1,48,박사용,,/);

  const results = await get('hanbit_user', `/api/team/send-requests/${seq}/messages/export`);
  assert.equal(results.statusCode, 200);
  const [header, ...rows] = linesOf(results.body);
  assert.equal(header, '받는 번호,채널,유형,대체 발송,상태,결과 코드,실패 사유,바이트,요금(원),발송일시,결과일시,내용');
  assert.deepEqual(
    rows.map((line) => line.split(',').slice(0, 9)),
    [
      ['01081000004', 'RCS', 'LMS', 'N', '성공', '0000', '', '45', '35'],
      ['01000000701', 'RCS', 'LMS', 'N', '실패', '4001', 'RCS 미지원 단말', '45', '0'],
      ['01000000701', 'SMS', 'SMS', 'Y', '성공', '0000', '', '31', '13'],
    ],
  );
  // An SMS request's results say so on every row.
  const smsSeq = Number(list.find((line) => line.includes(',완료,0212345678,SMS,LMS,'))!.split(',')[0]);
  const smsRows = linesOf((await get('hanbit_user', `/api/team/send-requests/${smsSeq}/messages/export`)).body).slice(
    1,
  );
  assert.deepEqual(
    smsRows.map((line) => line.split(',').slice(1, 4)),
    [['SMS', 'LMS', 'N']],
  );
});
