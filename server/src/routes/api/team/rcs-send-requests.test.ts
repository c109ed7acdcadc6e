import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { errorsOf, teamCallAs, type TeamCall } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let chatRoomSeq: number;
const templateSeq: Record<string, number> = {};
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  chatRoomSeq = (await t.app.rcs.approvedChatRooms(1))[0]!.chatRoomSeq;
  for (const row of await t.app.db.query<{ seq: number; name: string }>(
    'SELECT seq, name FROM rcs_templates WHERE team_seq = 1',
  ))
    templateSeq[row.name] = row.seq;
});
after(() => t.close());

const call: TeamCall = (...args) => teamCallAs(t.app)(...args);
const send = (payload: unknown, headers?: Record<string, string>, loginId = 'hanbit_user', team = '1') =>
  call(loginId, 'POST', '/api/team/rcs/send-requests', { team, payload, headers });
const detailOf = async (seq: number) =>
  (await call('hanbit_user', 'GET', `/api/team/send-requests/${seq}`)).json().resultData;
const messagesOf = async (seq: number) =>
  (await call('hanbit_user', 'GET', `/api/team/send-requests/${seq}/messages?size=100`)).json().resultData.items as {
    seq: number;
    phone: string;
    type: string;
    channel: string;
    status: string;
    text: string;
    resultReason: string | null;
    costKrw: number;
    fallbackOf: number | null;
  }[];
const base = () => ({
  chatRoomSeq,
  rcsType: 'LMS',
  body: '[한빛커머스] 주문하신 상품이 오늘 출발했어요 🚚 배송 조회 버튼으로 위치를 확인해 보세요.',
  buttons: [{ kind: 'URL', label: '배송 조회', value: 'https://shop.hanbit.example.kr/orders' }],
  recipients: [{ phone: '010-2000-0101' }, { phone: '010-0000-0701' }],
});

test('RCS LMS with fallback: the non-RCS phone falls back to SMS, counted as fallback and charged as SMS', async () => {
  const response = await send({ ...base(), fallback: true, fallbackText: '[한빛커머스] 주문하신 상품이 출발했어요.' });
  assert.equal(response.statusCode, 200, response.body);
  const accepted = response.json().resultData;
  assert.equal(accepted.acceptedCount, 2);
  assert.deepEqual(accepted.typeCounts, { SMS: 0, LMS: 2, MMS: 0 });
  assert.equal(accepted.estimatedCostKrw, 2 * 35);

  await t.app.jobs.runDueJobs();
  const detail = await detailOf(accepted.seq);
  assert.equal(detail.status, 'DONE');
  assert.equal(detail.channel, 'RCS');
  assert.equal(detail.rcsType, 'LMS');
  assert.equal(detail.senderNumber, '15881234');
  assert.deepEqual(detail.counts, {
    total: 2,
    pending: 0,
    delivered: 2,
    failed: 0,
    optedOut: 0,
    cancelled: 0,
    fallback: 1,
  });
  assert.equal(detail.costKrw, 35 + 13);

  const messages = await messagesOf(accepted.seq);
  assert.equal(messages.length, 3);
  const [delivered, unsupported, fallback] = messages;
  assert.deepEqual(
    [delivered!.channel, delivered!.type, delivered!.status, delivered!.costKrw],
    ['RCS', 'LMS', 'DELIVERED', 35],
  );
  assert.deepEqual(
    [unsupported!.channel, unsupported!.status, unsupported!.resultReason, unsupported!.costKrw],
    ['RCS', 'FAILED', 'RCS 미지원 단말', 0],
  );
  assert.deepEqual(
    [fallback!.channel, fallback!.type, fallback!.status, fallback!.phone, fallback!.fallbackOf, fallback!.costKrw],
    ['SMS', 'SMS', 'DELIVERED', '01000000701', unsupported!.seq, 13],
  );
  assert.equal(fallback!.text, '[한빛커머스] 주문하신 상품이 출발했어요.');
  // The history's number search finds both: the fallback was written into it with the failure, after
  // the request's own numbers were indexed (its job ran before the carrier's report).
  assert.equal(
    (
      await t.app.db.query<{ pending: boolean }>('SELECT phones_pending AS pending FROM send_requests WHERE seq = $1', [
        accepted.seq,
      ])
    )[0]!.pending,
    false,
  );
  const history = (await call('hanbit_user', 'GET', '/api/team/messages?phone=010-0000-0701')).json().resultData
    .items as { seq: number }[];
  assert.deepEqual(history.map((m) => m.seq).sort(), [unsupported!.seq, fallback!.seq].sort());
});

test("a long or personalised fallback goes as LMS with each recipient's own text; a fallback can fail too", async () => {
  const response = await send({
    ...base(),
    body: '#{name}님, 주문하신 상품이 출발했어요.',
    recipients: [
      { phone: '010-0000-0702', variables: { name: '김한빛' } },
      { phone: '010-0000-0003', variables: { name: '이결번' } },
    ],
    fallback: true,
    fallbackText: `#{name}님, ${'주문하신 상품이 출발했어요. '.repeat(4)}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  const { seq } = response.json().resultData;
  await t.app.jobs.runDueJobs();
  const detail = await detailOf(seq);
  // 07XX: RCS unsupported, its LMS delivered; 00XX: 결번 for RCS and again for its LMS.
  assert.deepEqual(detail.counts, {
    total: 2,
    pending: 0,
    delivered: 1,
    failed: 1,
    optedOut: 0,
    cancelled: 0,
    fallback: 2,
  });
  assert.equal(detail.costKrw, 40);
  const fallbacks = (await messagesOf(seq)).filter((m) => m.fallbackOf !== null);
  assert.deepEqual(
    fallbacks.map((m) => [m.type, m.status, m.text.slice(0, 5)]),
    [
      ['LMS', 'DELIVERED', '김한빛님,'],
      ['LMS', 'FAILED', '이결번님,'],
    ],
  );
});

test('without fallback a failed RCS message stays FAILED and costs nothing', async () => {
  const response = await send({ ...base(), rcsType: 'SMS', body: '주문하신 상품이 출발했어요.' });
  const { seq } = response.json().resultData;
  await t.app.jobs.runDueJobs();
  const detail = await detailOf(seq);
  assert.deepEqual(detail.counts, {
    total: 2,
    pending: 0,
    delivered: 1,
    failed: 1,
    optedOut: 0,
    cancelled: 0,
    fallback: 0,
  });
  assert.equal(detail.costKrw, 11);
  const messages = await messagesOf(seq);
  assert.equal(messages.length, 2);
  assert.equal(messages[1]!.resultReason, 'RCS 미지원 단말');
});

test('an approved template sends its own text filled with the variables, is priced as RCS SMS and marked used', async () => {
  const payload = {
    chatRoomSeq,
    rcsType: 'TEMPLATE',
    templateSeq: templateSeq['배송 출발 안내'],
    templateVariables: { name: '고객' },
    recipients: [{ phone: '010-2000-0102', variables: { name: '김한빛' } }, { phone: '010-2000-0103' }],
  };
  const response = await send(payload);
  assert.equal(response.statusCode, 200, response.body);
  const { seq, estimatedCostKrw } = response.json().resultData;
  assert.equal(estimatedCostKrw, 22);
  await t.app.jobs.runDueJobs();
  const messages = await messagesOf(seq);
  assert.deepEqual(
    messages.map((m) => m.text.split(',')[0]),
    ['김한빛님', '고객님'],
  );
  assert.equal((await detailOf(seq)).costKrw, 22);
  const [used] = await t.app.db.query<{ used_at: Date | null }>('SELECT used_at FROM rcs_templates WHERE seq = $1', [
    payload.templateSeq,
  ]);
  assert.ok(used?.used_at);
});

test("a template that is not approved, a chat room that is not the team's, missing variables are refused", async () => {
  const rejected = await send({
    chatRoomSeq,
    rcsType: 'TEMPLATE',
    templateSeq: templateSeq['가입 환영 쿠폰'],
    templateVariables: { name: '고객' },
    recipients: [{ phone: '01020000104' }],
  });
  assert.equal(rejected.statusCode, 400);
  assert.deepEqual(errorsOf(rejected), [{ field: 'templateSeq', message: '승인된 템플릿만 발송할 수 있어요.' }]);
  const inReview = await send({
    chatRoomSeq,
    rcsType: 'TEMPLATE',
    templateSeq: templateSeq['가을 정기 세일'],
    recipients: [{ phone: '01020000104' }],
  });
  assert.deepEqual(errorsOf(inReview), [{ field: 'templateSeq', message: '승인된 템플릿만 발송할 수 있어요.' }]);
  const noValues = await send({
    chatRoomSeq,
    rcsType: 'TEMPLATE',
    templateSeq: templateSeq['배송 출발 안내'],
    recipients: [{ phone: '01020000104' }],
  });
  assert.equal(errorsOf(noValues)[0]?.field, 'templateVariables');
  assert.match(errorsOf(noValues)[0]!.message, /모든 변수를 입력해 주세요/);
  const otherRoom = await send({ ...base(), chatRoomSeq: chatRoomSeq + 1000 });
  assert.deepEqual(errorsOf(otherRoom), [{ field: 'chatRoomSeq', message: '승인된 RCS 대화방만 사용할 수 있어요.' }]);
  // Team 2 has no RCS brand: team 1's chat room is not its own.
  const foreign = await send(base(), undefined, 'hanbit_master', '2');
  assert.deepEqual(errorsOf(foreign), [{ field: 'chatRoomSeq', message: '승인된 RCS 대화방만 사용할 수 있어요.' }]);
});

test('each content rule is refused with its Korean message and field', async () => {
  const cases: [unknown, string, RegExp][] = [
    [{ ...base(), rcsType: 'SMS', body: '가'.repeat(101), buttons: [] }, 'body', /RCS SMS는 100자까지/],
    [{ ...base(), rcsType: 'SMS', buttons: [base().buttons[0], base().buttons[0]] }, 'buttons', /1개까지/],
    [{ ...base(), buttons: [{ kind: 'URL', label: '열기', value: 'shop' }] }, 'buttons.0.value', /https:\/\//],
    [{ ...base(), rcsType: 'MMS', buttons: [] }, 'cards', /이미지 카드를 한 장 이상/],
    [
      { ...base(), rcsType: 'MMS', buttons: [], cards: [{ imageSeq: 999_999 }] },
      'cards',
      /이 팀에서 올린 카드 이미지만/,
    ],
    [{ ...base(), recipients: [{ phone: '02-123-4567' }] }, 'recipients', /02-123-4567/],
    [{ ...base(), fallback: true }, 'fallbackText', /대체 발송할 문자 내용/],
    [{ ...base(), fallback: true, fallbackText: '출발 🚚' }, 'fallbackText', /보낼 수 없는 문자.*🚚/],
    [{ ...base(), advertising: true }, 'body', /\(광고\)/],
    [{ ...base(), reserveAt: new Date(Date.now() + 60_000).toISOString() }, 'reserveAt', /10분 뒤/],
    [{ ...base(), chatRoomSeq: undefined }, 'chatRoomSeq', /대화방을 선택/],
  ];
  for (const [payload, field, message] of cases) {
    const response = await send(payload);
    assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
    const error = errorsOf(response).find((e) => e.field === field);
    assert.ok(error, `${field} in ${response.body}`);
    assert.match(error.message, message);
  }
});

test('blocked states and permissions are refused before anything is stored', async () => {
  const count = async () =>
    (await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM send_requests WHERE channel = 'RCS'`))[0]!.n;
  const before = await count();
  const unverified = await send(base(), undefined, 'saessak_master', '4');
  assert.equal(unverified.statusCode, 403);
  assert.match(unverified.body, /사업자 인증/);
  assert.equal((await send(base(), undefined, 'linkcall_master', '5')).statusCode, 403);
  assert.equal((await send(base(), undefined, 'hanbit_user', '2')).statusCode, 499);
  assert.equal((await call(null, 'POST', '/api/team/rcs/send-requests', { payload: base() })).statusCode, 401);
  assert.equal(await count(), before);
});

test('the same Idempotency-Key answers the first result; other content under it is refused', async () => {
  const key = { 'idempotency-key': 'rcs-order-0001' };
  const first = await send(base(), key);
  const again = await send(base(), key);
  assert.equal(again.statusCode, 200);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual(again.json().resultData, first.json().resultData);
  const other = await send({ ...base(), body: '다른 내용이에요' }, key);
  assert.equal(other.statusCode, 409);
  const [{ n }] = (await t.app.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM send_requests WHERE idempotency_key = $1',
    [key['idempotency-key']],
  )) as [{ n: number }];
  assert.equal(n, 1);
});

test('duplicates are removed, a reservation waits, and advertising drops the 080 opt-outs, as for SMS', async () => {
  const [optOut] = await t.app.db.query<{ phone: string }>('SELECT phone FROM opt_outs WHERE team_seq = 1 LIMIT 1');
  const ad = '(광고)한빛커머스\n겨울 할인\n무료거부 0801234567';
  // Reserved for tomorrow 10:00 KST (advertising is blocked at night), then brought forward to now.
  const kstNow = new Date(Date.now() + 9 * 3600_000);
  const reserveAt = new Date(
    Date.UTC(kstNow.getUTCFullYear(), kstNow.getUTCMonth(), kstNow.getUTCDate() + 1, 1),
  ).toISOString();
  const response = await send({
    ...base(),
    advertising: true,
    body: ad,
    reserveAt,
    recipients: [{ phone: '010-2000-0105' }, { phone: '01020000105' }, { phone: optOut!.phone }],
  });
  assert.equal(response.statusCode, 200, response.body);
  const accepted = response.json().resultData;
  assert.equal(accepted.status, 'RESERVED');
  assert.deepEqual(
    [accepted.acceptedCount, accepted.duplicateCount, accepted.duplicateNumbers],
    [2, 1, ['01020000105']],
  );
  await t.app.db.query('UPDATE send_requests SET reserve_at = now() WHERE seq = $1', [accepted.seq]);
  await t.app.db.query(`UPDATE jobs SET run_at = now() WHERE kind = 'send.dispatch' AND done_at IS NULL`);
  await t.app.jobs.runDueJobs();
  assert.deepEqual((await detailOf(accepted.seq)).counts, {
    total: 2,
    pending: 0,
    delivered: 1,
    failed: 0,
    optedOut: 1,
    cancelled: 0,
    fallback: 0,
  });
});

test('send options: the approved chat rooms with their brand and only approved templates', async () => {
  const options = (await call('hanbit_user', 'GET', '/api/team/rcs/send-options')).json().resultData;
  assert.deepEqual(options.chatRooms, [{ chatRoomSeq, senderNumber: '15881234', brandName: '한빛커머스' }]);
  assert.deepEqual(
    options.templates.map((template: { name: string }) => template.name),
    ['배송 출발 안내'],
  );
  const none = (await call('hanbit_master', 'GET', '/api/team/rcs/send-options', { team: '2' })).json().resultData;
  assert.deepEqual(none, { chatRooms: [], templates: [] });
});

test('an RCS reservation is cancelled like any other, but not rewritten by the SMS edit', async () => {
  const reserveAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const { seq } = (await send({ ...base(), reserveAt })).json().resultData;
  const edit = await call('hanbit_user', 'PUT', `/api/team/send-requests/${seq}`, {
    payload: { recipients: [{ phone: '01020000106' }], body: '문자로 바꿔요', senderNumber: '1588-1234', reserveAt },
  });
  assert.equal(edit.statusCode, 409);
  assert.match(edit.json().message, /RCS 예약은 바꿀 수 없어요/);
  const cancelled = await call('hanbit_user', 'DELETE', `/api/team/send-requests/${seq}`);
  assert.equal(cancelled.json().resultData.status, 'CANCELLED');
  assert.equal(cancelled.json().resultData.channel, 'RCS');
});
