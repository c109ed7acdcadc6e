import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { errorsOf, teamCallAs, type TeamCall } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { openRequestCount as openReservationCount } from '../../../sending/send-requests-repository';

let t: TestApp;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
});
after(() => t.close());

const call: TeamCall = (...args) => teamCallAs(t.app)(...args);
const send = (payload: unknown, headers?: Record<string, string>, loginId = 'hanbit_user', team = '1') =>
  call(loginId, 'POST', '/api/team/send-requests', { team, payload, headers });
const count = async (sql: string, params: unknown[] = []) =>
  (await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`, params))[0]!.n;

/** An instant `days` ahead at `hour`:00 Korea time. */
const kstAt = (days: number, hour: number) => {
  const kstNow = new Date(Date.now() + 9 * 3600_000);
  return new Date(
    Date.UTC(kstNow.getUTCFullYear(), kstNow.getUTCMonth(), kstNow.getUTCDate() + days, hour - 9),
  ).toISOString();
};
const base = {
  recipients: [{ phone: '010-1234-5678' }],
  body: '[한빛커머스] 주문하신 상품이 출발했어요.',
  senderNumber: '02-1234-5678',
};
const ad = { ...base, advertising: true, body: '(광고)한빛커머스\n겨울 할인 안내\n무료거부 0801234567' };

test('a member sends: the request and its messages are stored, then delivered with costs for delivered ones only', async () => {
  const response = await send({
    ...base,
    recipients: [
      { phone: '010-2000-0001' },
      { phone: '010-0000-0001' },
      { phone: '010-0000-0101' },
      { phone: '010-0000-0201' },
    ],
  });
  assert.equal(response.statusCode, 200, response.body);
  const accepted = response.json().resultData;
  assert.equal(accepted.status, 'SENDING');
  assert.equal(accepted.acceptedCount, 4);
  assert.deepEqual(accepted.typeCounts, { SMS: 4, LMS: 0, MMS: 0 });
  assert.equal(accepted.estimatedCostKrw, 4 * 13);
  assert.equal(await count('FROM messages WHERE request_seq = $1 AND status = $2', [accepted.seq, 'ACCEPTED']), 4);

  await t.app.jobs.runDueJobs();
  const detail = (await call('hanbit_user', 'GET', `/api/team/send-requests/${accepted.seq}`)).json().resultData;
  assert.equal(detail.status, 'DONE');
  assert.deepEqual(detail.counts, {
    total: 4,
    pending: 0,
    delivered: 1,
    failed: 3,
    optedOut: 0,
    cancelled: 0,
    fallback: 0,
  });
  assert.equal(detail.costKrw, 13);
  const failed = (
    await call('hanbit_user', 'GET', `/api/team/send-requests/${accepted.seq}/messages?status=FAILED`)
  ).json().resultData;
  assert.equal(failed.total, 3);
  assert.deepEqual(
    failed.items.map((m: { resultReason: string }) => m.resultReason),
    ['결번', '수신거부', '단말기 전원 꺼짐'],
  );
  assert.ok(failed.items.every((m: { costKrw: number }) => m.costKrw === 0));
});

test('each content rule is refused with its Korean message and field', async () => {
  const cases: [unknown, string, RegExp][] = [
    [{ ...base, body: '할인 😀 뷁' }, 'body', /보낼 수 없는 문자.*😀 뷁/],
    [{ ...base, recipients: [{ phone: '02-123-4567' }] }, 'recipients', /02-123-4567/],
    [{ ...base, recipients: [] }, 'recipients', /한 명 이상/],
    [{ ...base, senderNumber: '1234' }, 'senderNumber', /발신번호 형식/],
    [{ ...base, body: '가'.repeat(46), type: 'SMS' }, 'body', /SMS는 90바이트/],
    [{ ...base, subject: '가'.repeat(21) }, 'subject', /40바이트/],
    [{ ...base, body: '가'.repeat(1001) }, 'body', /2,000바이트/],
    [{ ...base, advertising: true }, 'body', /\(광고\)/],
    [{ ...ad, reserveAt: kstAt(1, 23) }, 'reserveAt', /21:00부터/],
    [{ ...base, reserveAt: new Date(Date.now() + 5 * 60_000).toISOString() }, 'reserveAt', /10분 뒤/],
    [{ ...base, reserveAt: kstAt(61, 12) }, 'reserveAt', /60일/],
    [
      { ...base, body: '#{name}님 안녕하세요', recipients: [{ phone: '01012345678' }] },
      'recipients',
      /모든 변수를 입력해 주세요/,
    ],
    [{ ...base, type: 'MMS' }, 'imageIds', /이미지 없이 MMS로 보낼 수 없어요/],
  ];
  for (const [payload, field, message] of cases) {
    const response = await send(payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
    const error = errorsOf(response).find((e) => e.field === field);
    assert.ok(error, `${field} in ${response.body}`);
    assert.match(error.message, message);
  }
});

test('only an APPROVED sender number of the team sends', async () => {
  for (const senderNumber of ['02-3456-7890' /* PENDING */, '1600-1234' /* REJECTED */, '1588-9876' /* team 2 */]) {
    const response = await send({ ...base, senderNumber });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(errorsOf(response), [{ field: 'senderNumber', message: '승인된 발신번호만 사용할 수 있어요.' }]);
  }
});

test('blocked states and permissions are refused before anything is stored', async () => {
  const before = await count('FROM send_requests');
  const unverified = await send(base, undefined, 'saessak_master', '4');
  assert.equal(unverified.statusCode, 403);
  assert.match(unverified.json().message ?? unverified.body, /사업자 인증/);
  const provider = await send(base, undefined, 'linkcall_master', '5');
  assert.equal(provider.statusCode, 403);
  // A team stays REG while its space is provisioned (the seed's team 3 may have finished already).
  await t.app.db.query(`UPDATE teams SET status = 'REG' WHERE team_seq = 3`);
  const registering = await send(base, undefined, 'hanbit_master', '3');
  assert.equal(registering.statusCode, 409);
  assert.match(registering.body, /팀 스페이스를 준비/);
  assert.equal((await send(base, undefined, 'bye_master', '6')).statusCode, 455);
  assert.equal((await send(base, undefined, 'hanbit_user', '2')).statusCode, 499);
  assert.equal(
    (
      await send(base, undefined, 'hanbit_user', '1').then(() =>
        call(null, 'POST', '/api/team/send-requests', { payload: base }),
      )
    ).statusCode,
    401,
  );
  assert.equal((await call('hanbit_user', 'GET', '/api/team/send-requests', { team: '2' })).statusCode, 499);
  assert.equal(await count('FROM send_requests'), before + 1);
});

test('the same Idempotency-Key with the same body answers the first result; with another body it is refused', async () => {
  const key = { 'idempotency-key': 'order-20261121-0001' };
  const first = await send(base, key);
  const again = await send(base, key);
  assert.equal(again.statusCode, 200);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual(again.json().resultData, first.json().resultData);
  assert.equal(await count('FROM send_requests WHERE idempotency_key = $1', [key['idempotency-key']]), 1);
  assert.equal(await count('FROM messages WHERE request_seq = $1', [first.json().resultData.seq]), 1);
  const other = await send({ ...base, body: '다른 내용이에요' }, key);
  assert.equal(other.statusCode, 409);
  assert.equal((await send(base, { 'idempotency-key': 'has space' })).statusCode, 400);
});

test('duplicate recipients are removed and reported; variables are filled per recipient with their own type', async () => {
  const response = await send({
    ...base,
    body: '#{name}님, 주문이 출발했어요.',
    recipients: [
      { phone: '010-3000-0001', variables: { name: '김' } },
      { phone: '01030000001', variables: { name: '이' } },
      { phone: '+82 10-3000-0002', variables: { name: '가'.repeat(40) } },
    ],
  });
  assert.equal(response.statusCode, 200, response.body);
  const accepted = response.json().resultData;
  assert.equal(accepted.acceptedCount, 2);
  assert.equal(accepted.duplicateCount, 1);
  assert.deepEqual(accepted.duplicateNumbers, ['01030000001']);
  assert.deepEqual(accepted.typeCounts, { SMS: 1, LMS: 1, MMS: 0 });
  const messages = (await call('hanbit_user', 'GET', `/api/team/send-requests/${accepted.seq}/messages`)).json()
    .resultData.items;
  assert.equal(messages[0].text, '김님, 주문이 출발했어요.');
  assert.equal(messages[1].phone, '01030000002');
});

test('a failure in the middle of the insert leaves nothing behind', async () => {
  const { acceptRequest } = await import('../../../sending/accept-request');
  const { buildSendRequestSchema } = await import('@console/contracts/send-requests');
  const requestsBefore = await count('FROM send_requests');
  const messagesBefore = await count('FROM messages');
  const jobsBefore = await count('FROM jobs');
  const failing = {
    ...t.app.sendRequests,
    async insertMessages(...args: Parameters<typeof t.app.sendRequests.insertMessages>) {
      await t.app.sendRequests.insertMessages(args[0], args[1], args[2], args[3].slice(0, 10), args[4], args[5]);
      throw new Error('disk full');
    },
  };
  const recipients = Array.from({ length: 50 }, (_, i) => ({ phone: `0104000${String(i).padStart(4, '0')}` }));
  const request = buildSendRequestSchema().parse({ ...base, recipients });
  await assert.rejects(
    acceptRequest(t.app.db, failing, t.app.smsChannel, {
      teamSeq: 1,
      user: { userSeq: 1, name: '테스트' },
      request,
      idempotencyKey: 'crash-1',
    }),
    /disk full/,
  );
  assert.equal(await count('FROM send_requests'), requestsBefore);
  assert.equal(await count('FROM messages'), messagesBefore);
  assert.equal(await count('FROM jobs'), jobsBefore);
});

test('a reservation is listed, edited and cancelled until sending starts, and holds the team open meanwhile', async () => {
  await t.app.jobs.runDueJobs(); // earlier tests' sends finish first: only this reservation is counted
  const closeBlockersBefore = await openReservationCount(t.app.db, 1);
  const reserveAt = kstAt(2, 10);
  const created = (await send({ ...base, reserveAt })).json().resultData;
  assert.equal(created.status, 'RESERVED');
  assert.equal(created.reserveAt, reserveAt);
  assert.equal(await openReservationCount(t.app.db, 1), closeBlockersBefore + 1);
  await t.app.jobs.runDueJobs();
  assert.equal(await count(`FROM messages WHERE request_seq = $1 AND status = 'ACCEPTED'`, [created.seq]), 1);

  const listed = (await call('hanbit_user', 'GET', '/api/team/send-requests?status=RESERVED')).json().resultData;
  assert.ok(listed.items.some((r: { seq: number }) => r.seq === created.seq));
  // A reservation made 40 days ago still waits: the RESERVED list without a range shows it.
  await t.app.db.query(`UPDATE send_requests SET created_at = now() - interval '40 days' WHERE seq = $1`, [
    created.seq,
  ]);
  const old = (await call('hanbit_user', 'GET', '/api/team/send-requests?status=RESERVED')).json().resultData;
  assert.ok(old.items.some((r: { seq: number }) => r.seq === created.seq));
  assert.ok(
    !(await call('hanbit_user', 'GET', '/api/team/send-requests'))
      .json()
      .resultData.items.some((r: { seq: number }) => r.seq === created.seq),
  );

  const newTime = kstAt(3, 11);
  const edited = await call('hanbit_manager', 'PUT', `/api/team/send-requests/${created.seq}`, {
    payload: {
      ...base,
      body: '#{name}님, 바뀐 내용이에요',
      recipients: [
        { phone: '010-5000-0001', variables: { name: '김' } },
        { phone: '010-5000-0002', variables: { name: '이' } },
      ],
      reserveAt: newTime,
    },
  });
  assert.equal(edited.statusCode, 200, edited.body);
  // The edit form reads the recipients back with their variables.
  const recipients = (await call('hanbit_user', 'GET', `/api/team/send-requests/${created.seq}/messages`)).json()
    .resultData.items;
  assert.deepEqual(
    recipients.map((m: { phone: string; variables: unknown; text: string }) => [m.phone, m.variables, m.text]),
    [
      ['01050000001', { name: '김' }, '김님, 바뀐 내용이에요'],
      ['01050000002', { name: '이' }, '이님, 바뀐 내용이에요'],
    ],
  );
  assert.equal(edited.json().resultData.body, '#{name}님, 바뀐 내용이에요');
  assert.equal(edited.json().resultData.counts.total, 2);
  assert.equal(edited.json().resultData.reserveAt, newTime);

  const cancelled = await call('hanbit_user', 'DELETE', `/api/team/send-requests/${created.seq}`);
  assert.equal(cancelled.statusCode, 200);
  assert.equal(cancelled.json().resultData.status, 'CANCELLED');
  assert.equal(cancelled.json().resultData.counts.cancelled, 2);
  assert.equal(await openReservationCount(t.app.db, 1), closeBlockersBefore);
  // Locked once no longer RESERVED; the booked dispatch does nothing even when its time comes.
  assert.equal((await call('hanbit_user', 'DELETE', `/api/team/send-requests/${created.seq}`)).statusCode, 409);
  assert.equal(
    (
      await call('hanbit_user', 'PUT', `/api/team/send-requests/${created.seq}`, {
        payload: { ...base, reserveAt: newTime },
      })
    ).statusCode,
    409,
  );
  await t.app.db.query(`UPDATE send_requests SET reserve_at = now() - interval '1 minute' WHERE seq = $1`, [
    created.seq,
  ]);
  await t.app.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'send.dispatch' AND done_at IS NULL`);
  await t.app.jobs.runDueJobs();
  assert.equal(await count(`FROM messages WHERE request_seq = $1 AND status = 'CANCELLED'`, [created.seq]), 2);
  assert.equal((await call('hanbit_user', 'DELETE', '/api/team/send-requests/999999')).statusCode, 404);
});

test("advertising drops the team's 080 opt-outs at send time and reports them", async () => {
  await t.app.db.query(
    `INSERT INTO opt_outs (team_seq, phone, source) VALUES (1, '01060000002', 'MANUAL') ON CONFLICT DO NOTHING`,
  );
  const created = (
    await send({ ...ad, recipients: [{ phone: '010-6000-0001' }, { phone: '010-6000-0002' }], reserveAt: kstAt(1, 10) })
  ).json().resultData;
  await t.app.db.query(`UPDATE send_requests SET reserve_at = now() WHERE seq = $1`, [created.seq]);
  await t.app.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'send.dispatch' AND done_at IS NULL`);
  await t.app.jobs.runDueJobs();
  const detail = (await call('hanbit_user', 'GET', `/api/team/send-requests/${created.seq}`)).json().resultData;
  assert.equal(detail.status, 'DONE');
  assert.equal(detail.counts.optedOut, 1);
  assert.equal(detail.counts.delivered, 1);
  const opted = (
    await call('hanbit_user', 'GET', `/api/team/send-requests/${created.seq}/messages?status=OPTED_OUT`)
  ).json().resultData.items;
  assert.equal(opted[0].phone, '01060000002');
  assert.match(opted[0].resultReason, /080 수신거부/);
});

test('a message without a delivery report fails with the time-out code once its wait is over', async () => {
  const created = (await send({ ...base, recipients: [{ phone: '010-0000-0901' }] })).json().resultData;
  await t.app.jobs.runDueJobs();
  assert.equal(await count(`FROM messages WHERE request_seq = $1 AND status = 'SENT_TO_CARRIER'`, [created.seq]), 1);
  await t.app.db.query(`UPDATE messages SET sent_at = now() - interval '26 hours' WHERE request_seq = $1`, [
    created.seq,
  ]);
  await t.app.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'carrier.report-timeout' AND done_at IS NULL`);
  await t.app.jobs.runDueJobs();
  const [message] = (await call('hanbit_user', 'GET', `/api/team/send-requests/${created.seq}/messages`)).json()
    .resultData.items;
  assert.equal(message.status, 'FAILED');
  assert.equal(message.resultCode, '9001');
  assert.equal(message.resultReason, '결과 수신 시간 초과');
});

test('the history is paged over at most 31 days and the results export as CSV', async () => {
  const page = (await call('hanbit_user', 'GET', '/api/team/send-requests?page=1&size=2')).json().resultData;
  assert.equal(page.items.length, 2);
  assert.ok(page.total >= 5);
  const tooLong = await call('hanbit_user', 'GET', '/api/team/send-requests?from=2026-01-01&to=2026-03-01');
  assert.equal(tooLong.statusCode, 400);
  assert.match(errorsOf(tooLong)[0]!.message, /최대 31일/);
  const seq = page.items[0].seq;
  const csv = await call('hanbit_user', 'GET', `/api/team/send-requests/${seq}/messages/export`);
  assert.equal(csv.statusCode, 200);
  assert.match(
    decodeURIComponent((csv.headers['content-disposition'] as string).split("UTF-8''")[1]!),
    new RegExp(`^발송결과_${seq}_\\d{8}\\.csv$`),
  );
  assert.equal(
    csv.body.replace(/^\uFEFF/, '').split('\r\n')[0],
    '받는 번호,채널,유형,대체 발송,상태,결과 코드,실패 사유,바이트,요금(원),발송일시,결과일시,내용',
  );
  assert.equal((await call('hanbit_user', 'GET', `/api/team/send-requests/${seq}`, { team: '2' })).statusCode, 499);
  assert.equal((await call('hanbit_master', 'GET', `/api/team/send-requests/${seq}`, { team: '2' })).statusCode, 404);
});

test('a deleted request takes its messages with it (team deletion cascades through it)', async () => {
  const created = (await send({ ...base, recipients: [{ phone: '010-7000-0001' }, { phone: '010-7000-0002' }] })).json()
    .resultData;
  assert.equal(await count('FROM messages WHERE request_seq = $1', [created.seq]), 2);
  await t.app.db.query('DELETE FROM send_requests WHERE seq = $1', [created.seq]);
  assert.equal(await count('FROM messages WHERE request_seq = $1', [created.seq]), 0);
});

test('the limits the screens explain come from the contracts', async () => {
  const limits = (await t.app.inject({ method: 'GET', url: '/async/meta/limits' })).json().resultData;
  assert.equal(limits.smsMaxBytes, 90);
  assert.equal(limits.maxRecipientsPerRequest, 100_000);
  assert.equal(limits.pricesKrw.SMS, 13);
  assert.ok(limits.carrierSimulator.testNumbers.some((n: { reason: string }) => n.reason === '결번'));
});
