import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
after(() => t.close());

const get = async (loginId: string | null, url: string, team = '1') =>
  t.app.inject({ method: 'GET', url, headers: { ...(loginId ? (await sharedLoginAs(t.app, loginId)).headers : { ajax: 'true' }), 'curr-team-seq': team } });
const send = async (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/team/send-requests', headers: { ...(await sharedLoginAs(t.app, 'hanbit_user')).headers, 'curr-team-seq': '1' }, payload });
const linesOf = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n');

before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  assert.equal((await send({ recipients: [{ phone: '01081000001' }, { phone: '01000000001' }], body: '첫 번째, "따옴표" 발송', senderNumber: '0212345678' })).statusCode, 200);
  assert.equal((await send({ recipients: [{ phone: '01081000002' }], body: '가'.repeat(50), subject: '=안내', senderNumber: '0212345678' })).statusCode, 200);
  const reserveAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  assert.equal((await send({ recipients: [{ phone: '01081000003' }], body: '예약 발송', senderNumber: '0212345678', reserveAt })).statusCode, 200);
  await t.app.jobs.runDueJobs();
});

test('the request list exports as CSV with the list\'s rows, newest first, under a Korean name', async () => {
  const list = (await get('hanbit_user', '/api/team/send-requests?size=100')).json().resultData;
  const csv = await get('hanbit_user', '/api/team/send-requests/export');
  assert.equal(csv.statusCode, 200);
  assert.match(decodeURIComponent((csv.headers['content-disposition'] as string).split("UTF-8''")[1]!), /^발송요청_\d{8}\.csv$/);
  const lines = linesOf(csv.body);
  assert.equal(lines[0], '요청 번호,접수일시,예약일시,상태,발신번호,유형,광고,전체,성공,실패,대기,수신거부,취소,요금(원),보낸 사람,제목,내용');
  assert.deepEqual(lines.slice(1).map((line) => Number(line.split(',')[0])), list.items.map((r: { seq: number }) => r.seq));
  const [newest, second, first] = lines.slice(1);
  assert.match(newest!, /,예약,0212345678,SMS,N,1,0,0,1,0,0,0,박사용,,예약 발송$/);
  assert.match(second!, /,완료,0212345678,LMS,N,1,1,0,0,0,0,40,.*,'=안내,가+$/);
  assert.match(first!, /,완료,0212345678,SMS,N,2,1,1,0,0,0,13,.*,,"첫 번째, ""따옴표"" 발송"$/);
});

test('the export takes the list\'s filters and its 31-day range', async () => {
  const reserved = linesOf((await get('hanbit_user', '/api/team/send-requests/export?status=RESERVED')).body);
  assert.equal(reserved.length, 2);
  assert.equal(linesOf((await get('hanbit_user', '/api/team/send-requests/export?from=2025-01-01&to=2025-01-31')).body).length, 1);
  const tooLong = await get('hanbit_user', '/api/team/send-requests/export?from=2026-01-01&to=2026-02-15');
  assert.equal(tooLong.statusCode, 400);
  assert.deepEqual(tooLong.json().errors, [{ field: 'to', message: '조회 기간은 최대 31일이에요.' }]);
  assert.equal((await get('hanbit_user', '/api/team/send-requests/export?status=SENT')).statusCode, 400);
});

test('the export is the team\'s only', async () => {
  assert.equal(linesOf((await get('hanbit_master', '/api/team/send-requests/export', '2')).body).length, 1);
  assert.equal((await get('hanbit_user', '/api/team/send-requests/export', '2')).statusCode, 499);
  assert.equal((await get(null, '/api/team/send-requests/export')).statusCode, 401);
});
