import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { KAKAO_TEMPLATE_MISMATCH, KAKAO_TEMPLATE_NOT_APPROVED } from '@console/contracts/kakao-send';
import { insertApiKey } from '../../../../../test-support/api-key-fixture';
import { errorsOf, teamCallAs, type TeamCall } from '../../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../../test-support/test-app';
import {
  CHANNEL_NOT_FOUND,
  CHANNEL_TAKEN_HERE,
  TOKEN_FIRST,
  TOKEN_PHONE_CHANGED,
  TOKEN_TOO_MANY_TRIES,
} from '../../../../kakao/sender-profile-registration';
import { UNVERIFIED_KAKAO } from '../../../../kakao/registration-guard';
import { DUPLICATE_CODE } from '../../../../kakao/alimtalk-registration';
import { PROFILE_IN_USE } from './sender-keys';
import { TEMPLATE_IN_USE } from './alimtalk-templates';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN, kakaoReviewSimulatorSeconds: null, carrierReportDelaySeconds: 0 });
});
after(() => t.close());

const call: TeamCall = (...args) => teamCallAs(t.app)(...args);
const manager = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call('hanbit_manager', method, url, { team: '1', payload });
const admin = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${TOKEN}` } });
const tokenFromOutbox = async (phone: string) => {
  const [message] = await t.app.outbox.list({ to: phone, limit: 1 });
  const token = /\[(\d{6})\]/.exec(message?.body ?? '')?.[1];
  assert.ok(token, `no token in the outbox for ${phone}: ${message?.body}`);
  return token;
};

/** Registers a profile through the token flow; answers its seq. */
async function registerProfile(channelId: string, adminPhone = '010-3333-4444') {
  const sent = await manager('POST', '/api/team/kakao/sender-keys/token', { channelId, adminPhone });
  assert.equal(sent.statusCode, 200, sent.body);
  const token = await tokenFromOutbox(adminPhone.replaceAll('-', ''));
  const created = await manager('POST', '/api/team/kakao/sender-keys', {
    channelId,
    adminPhone,
    categoryCode: '00100010001',
    token,
  });
  assert.equal(created.statusCode, 201, created.body);
  return created.json().resultData.seq as number;
}

const templateInput = (senderProfileSeq: number, overrides: Record<string, unknown> = {}) => ({
  senderProfileSeq,
  code: 'ORDER_SHIPPED',
  name: '배송 출발 안내',
  content: '#{이름}님, 주문하신 #{상품}이 오늘 출발했어요. 배송 조회 버튼으로 위치를 확인할 수 있어요.',
  messageType: 'BA',
  emphasis: 'NONE',
  buttons: [{ type: 'WL', name: '배송 조회', linkMobile: 'https://shop.hanbit.example.kr/orders/#{주문번호}' }],
  categoryCode: '006001',
  ...overrides,
});

test('a sender profile is registered with the token Kakao sends to the admin phone, and issues a 40-character key', async () => {
  const unknown = await manager('POST', '/api/team/kakao/sender-keys/token', {
    channelId: '@nonechannel',
    adminPhone: '010-3333-4444',
  });
  assert.equal(unknown.statusCode, 400);
  assert.deepEqual(errorsOf(unknown), [{ field: 'channelId', message: CHANNEL_NOT_FOUND }]);

  const badForm = await manager('POST', '/api/team/kakao/sender-keys/token', {
    channelId: 'hanbit',
    adminPhone: '02-123',
  });
  assert.equal(badForm.statusCode, 400);
  assert.deepEqual(
    errorsOf(badForm).map((e) => e.field),
    ['channelId', 'adminPhone'],
  );

  const noToken = await manager('POST', '/api/team/kakao/sender-keys', {
    channelId: '@hanbit_notice',
    adminPhone: '010-3333-4444',
    categoryCode: '00100010001',
    token: '123456',
  });
  assert.deepEqual(errorsOf(noToken), [{ field: 'token', message: TOKEN_FIRST }]);

  await manager('POST', '/api/team/kakao/sender-keys/token', {
    channelId: '@hanbit_notice',
    adminPhone: '010-3333-4444',
  });
  const token = await tokenFromOutbox('01033334444');
  const wrong = await manager('POST', '/api/team/kakao/sender-keys', {
    channelId: '@hanbit_notice',
    adminPhone: '010-3333-4444',
    categoryCode: '00100010001',
    token: token === '000000' ? '111111' : '000000',
  });
  assert.equal(wrong.statusCode, 400);
  assert.match(errorsOf(wrong)[0]!.message, /인증번호가 맞지 않아요. \(4번 더/);
  const otherPhone = await manager('POST', '/api/team/kakao/sender-keys', {
    channelId: '@hanbit_notice',
    adminPhone: '010-9999-8888',
    categoryCode: '00100010001',
    token,
  });
  assert.deepEqual(errorsOf(otherPhone), [{ field: 'token', message: TOKEN_PHONE_CHANGED }]);

  const created = await manager('POST', '/api/team/kakao/sender-keys', {
    channelId: '@hanbit_notice',
    adminPhone: '010-3333-4444',
    categoryCode: '00100010001',
    token,
  });
  assert.equal(created.statusCode, 201, created.body);
  const profile = created.json().resultData;
  assert.equal(profile.status, 'ACTIVE');
  assert.match(profile.senderKey, /^[0-9a-f]{40}$/);
  assert.equal(profile.categoryName, '쇼핑 > 종합몰 > 온라인 종합몰');
  assert.equal(profile.history.length, 1);

  // The token is single-use, and the channel is now taken.
  const again = await manager('POST', '/api/team/kakao/sender-keys/token', {
    channelId: '@hanbit_notice',
    adminPhone: '010-3333-4444',
  });
  assert.deepEqual(errorsOf(again), [{ field: 'channelId', message: CHANNEL_TAKEN_HERE }]);
});

test('five wrong tokens end that token', async () => {
  await manager('POST', '/api/team/kakao/sender-keys/token', {
    channelId: '@hanbit_five',
    adminPhone: '010-3333-5555',
  });
  const token = await tokenFromOutbox('01033335555');
  const wrong = token === '000000' ? '111111' : '000000';
  const body = { channelId: '@hanbit_five', adminPhone: '010-3333-5555', categoryCode: '00100010001' };
  for (let i = 0; i < 5; i += 1) await manager('POST', '/api/team/kakao/sender-keys', { ...body, token: wrong });
  const right = await manager('POST', '/api/team/kakao/sender-keys', { ...body, token });
  assert.deepEqual(errorsOf(right), [{ field: 'token', message: TOKEN_TOO_MANY_TRIES }]);
});

test('roles and business state: a user gets 455, an unverified business 403, and neither registers', async () => {
  const asUser = await call('hanbit_user', 'GET', '/api/team/kakao/sender-keys', { team: '2' });
  assert.equal(asUser.statusCode, 455);
  const [saessak] = await t.app.db.query<{ team_seq: number }>(
    `SELECT tm.team_seq FROM team_members tm JOIN users u ON u.user_seq = tm.user_seq WHERE u.login_id = 'saessak_master'`,
  );
  const unverified = await call('saessak_master', 'POST', '/api/team/kakao/sender-keys/token', {
    team: String(saessak!.team_seq),
    payload: { channelId: '@saessak', adminPhone: '010-3333-6666' },
  });
  assert.equal(unverified.statusCode, 403);
  assert.equal(unverified.json().message, UNVERIFIED_KAKAO);
});

test('dormant profiles come back with a token; Kakao blocks through the operator API; unused ones are deleted', async () => {
  const seq = await registerProfile('@hanbit_sleepy', '010-3333-7777');
  const slept = await admin(`/admin/api/kakao/sender-profiles/${seq}/status`, {
    status: 'DORMANT',
    reason: '1년 동안 발송이 없어요.',
  });
  assert.equal(slept.statusCode, 200, slept.body);
  assert.equal(slept.json().resultData.status, 'DORMANT');
  const noReason = await admin(`/admin/api/kakao/sender-profiles/${seq}/status`, { status: 'BLOCKED' });
  assert.equal(noReason.statusCode, 400);

  const sent = await manager('POST', `/api/team/kakao/sender-keys/${seq}/recover/token`);
  assert.equal(sent.statusCode, 200, sent.body);
  const token = await tokenFromOutbox('01033337777');
  const recovered = await manager('POST', `/api/team/kakao/sender-keys/${seq}/recover`, { token });
  assert.equal(recovered.statusCode, 200, recovered.body);
  const detail = recovered.json().resultData;
  assert.equal(detail.status, 'ACTIVE');
  assert.deepEqual(
    detail.history.map((step: { status: string; by: string }) => `${step.status}/${step.by}`),
    ['ACTIVE/USER', 'DORMANT/KAKAO', 'ACTIVE/USER'],
  );

  const deleted = await manager('DELETE', `/api/team/kakao/sender-keys/${seq}`);
  assert.equal(deleted.statusCode, 200, deleted.body);
  const list = (await manager('GET', '/api/team/kakao/sender-keys')).json().resultData.items as { seq: number }[];
  assert.ok(!list.some((profile) => profile.seq === seq));
  const deletedList = (await manager('GET', '/api/team/kakao/sender-keys?status=DELETED')).json().resultData.items;
  assert.ok(deletedList.some((profile: { seq: number; statusReason: string }) => profile.seq === seq));
});

test('alimtalk templates: rules in Korean, review through the operator API, questions, edit when rejected, delete unless used', async () => {
  const profileSeq = await registerProfile('@hanbit_orders', '010-3333-8888');
  const invalid = await manager('POST', '/api/team/kakao/templates', {
    ...templateInput(profileSeq),
    messageType: 'AD',
    emphasis: 'TEXT',
    buttons: [{ type: 'WL', name: '#{이름} 보기', linkMobile: '' }],
  });
  assert.equal(invalid.statusCode, 400);
  const messages = errorsOf(invalid).map((e) => e.message);
  assert.ok(messages.includes('버튼 이름에는 변수를 넣을 수 없어요.'), messages.join('\n'));
  assert.ok(messages.includes('웹 링크 버튼에는 모바일 URL이 필요해요.'));
  assert.ok(messages.includes('채널 추가형과 복합형 템플릿은 첫 번째 버튼이 채널 추가(AC) 버튼이어야 해요.'));
  assert.ok(messages.includes('강조 표기형에는 강조 제목을 넣어 주세요.'));

  const check = await manager('POST', '/api/team/kakao/templates/check', {
    ...templateInput(profileSeq),
    content: '#{이름}님 할인 쿠폰이 도착했어요! #{쿠폰}',
  });
  assert.equal(check.statusCode, 200, check.body);
  const warnings = check
    .json()
    .resultData.warnings.map((w: { message: string }) => w.message)
    .join('\n');
  assert.match(warnings, /광고로 보일 수 있는 표현이 있어요: 할인, 쿠폰/);

  const created = await manager(
    'POST',
    '/api/team/kakao/templates',
    templateInput(profileSeq, { name: '배송 반려 테스트' }),
  );
  assert.equal(created.statusCode, 201, created.body);
  const template = created.json().resultData;
  assert.equal(template.status, 'REQUESTED');
  const duplicate = await manager('POST', '/api/team/kakao/templates', templateInput(profileSeq));
  assert.deepEqual(errorsOf(duplicate), [{ field: 'code', message: DUPLICATE_CODE }]);

  const question = await manager('POST', `/api/team/kakao/templates/${template.seq}/comments`, {
    body: '검수는 언제 끝나나요?',
  });
  assert.equal(question.statusCode, 200, question.body);
  const answered = await admin(`/admin/api/kakao/templates/${template.seq}/comments`, { body: '2영업일 안에 끝나요.' });
  assert.equal(answered.statusCode, 200, answered.body);

  assert.equal(
    (await admin(`/admin/api/kakao/templates/${template.seq}/review`, { decision: 'INSPECT' })).statusCode,
    200,
  );
  const rejected = await admin(`/admin/api/kakao/templates/${template.seq}/review`, {
    decision: 'REJECT',
    comment: '버튼 링크의 도메인을 확인해 주세요.',
  });
  assert.equal(rejected.statusCode, 200, rejected.body);
  assert.equal(rejected.json().resultData.status, 'REJECTED');
  assert.equal(rejected.json().resultData.rejectReason, '버튼 링크의 도메인을 확인해 주세요.');
  assert.deepEqual(
    rejected.json().resultData.comments.map((c: { kind: string }) => c.kind),
    ['REQUESTED', 'QUESTION', 'ANSWER', 'INSPECTING', 'REJECTED'],
  );
  const [notice] = (await call('hanbit_manager', 'GET', '/api/notifications?size=1', { team: '1' })).json().resultData
    .items;
  assert.equal(notice.kind, 'KAKAO_REJECTED');

  const edited = await manager('PUT', `/api/team/kakao/templates/${template.seq}`, templateInput(profileSeq));
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal(edited.json().resultData.status, 'REQUESTED');
  const approved = await admin(`/admin/api/kakao/templates/${template.seq}/review`, { decision: 'APPROVE' });
  assert.equal(approved.json().resultData.status, 'APPROVED');
  const notEditable = await manager('PUT', `/api/team/kakao/templates/${template.seq}`, templateInput(profileSeq));
  assert.equal(notEditable.statusCode, 409);

  // Used by a send: neither the template nor its profile can be deleted.
  const sent = await call('hanbit_user', 'POST', '/api/team/kakao/alimtalk/send-requests', {
    team: '1',
    payload: {
      senderProfileSeq: profileSeq,
      templateSeq: template.seq,
      recipients: [{ phone: '010-2000-0301', variables: { 이름: '김하나', 상품: '운동화', 주문번호: 'A1' } }],
    },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const deleteTemplate = await manager('DELETE', `/api/team/kakao/templates/${template.seq}`);
  assert.equal(deleteTemplate.statusCode, 409);
  assert.equal(deleteTemplate.json().message, TEMPLATE_IN_USE);
  const deleteProfile = await manager('DELETE', `/api/team/kakao/sender-keys/${profileSeq}`);
  assert.equal(deleteProfile.json().message, PROFILE_IN_USE);
});

test('alimtalk to three: the non-KakaoTalk user falls back to SMS with its own result and charge; every rule answers in Korean', async () => {
  const profileSeq = await registerProfile('@hanbit_ship', '010-3333-9999');
  const created = await manager('POST', '/api/team/kakao/templates', templateInput(profileSeq));
  const templateSeq = created.json().resultData.seq as number;
  const send = (payload: Record<string, unknown>) =>
    call('hanbit_user', 'POST', '/api/team/kakao/alimtalk/send-requests', { team: '1', payload });
  const recipients = [
    { phone: '010-2000-0401', variables: { 이름: '김하나', 상품: '운동화', 주문번호: 'A1' } },
    { phone: '010-0000-0702', variables: { 이름: '이둘', 상품: '모자', 주문번호: 'A2' } },
    { phone: '010-2000-0403', variables: { 이름: '박셋', 상품: '가방', 주문번호: 'A3' } },
  ];
  const notApproved = await send({ senderProfileSeq: profileSeq, templateSeq, recipients });
  assert.deepEqual(errorsOf(notApproved), [{ field: 'templateSeq', message: KAKAO_TEMPLATE_NOT_APPROVED }]);
  await admin(`/admin/api/kakao/templates/${templateSeq}/review`, { decision: 'APPROVE' });

  const missing = await send({ senderProfileSeq: profileSeq, templateSeq, recipients: [{ phone: '010-2000-0401' }] });
  assert.equal(missing.statusCode, 400);
  assert.match(errorsOf(missing)[0]!.message, /^모든 변수를 입력해 주세요/);
  const noNumber = await send({ senderProfileSeq: profileSeq, templateSeq, recipients, fallback: 'TEMPLATE' });
  assert.deepEqual(errorsOf(noNumber), [
    { field: 'senderNumber', message: '대체 문자를 보낼 발신번호를 선택해 주세요.' },
  ]);
  const unapprovedNumber = await send({
    senderProfileSeq: profileSeq,
    templateSeq,
    recipients,
    fallback: 'TEMPLATE',
    senderNumber: '02-9999-9999',
  });
  assert.deepEqual(errorsOf(unapprovedNumber), [
    { field: 'senderNumber', message: '승인된 발신번호만 사용할 수 있어요.' },
  ]);

  const response = await send({
    senderProfileSeq: profileSeq,
    templateSeq,
    recipients,
    fallback: 'TEMPLATE',
    senderNumber: '1588-1234',
  });
  assert.equal(response.statusCode, 200, response.body);
  const accepted = response.json().resultData;
  assert.equal(accepted.acceptedCount, 3);
  assert.equal(accepted.estimatedCostKrw, 27);
  await t.app.jobs.runDueJobs();
  await t.app.jobs.runDueJobs();

  const detail = (await call('hanbit_user', 'GET', `/api/team/send-requests/${accepted.seq}`, { team: '1' })).json()
    .resultData;
  assert.equal(detail.channel, 'ALIMTALK');
  assert.equal(detail.templateLabel, 'ORDER_SHIPPED · 배송 출발 안내');
  assert.equal(detail.status, 'DONE');
  assert.equal(detail.counts.delivered, 3);
  assert.equal(detail.counts.fallback, 1);
  assert.equal(detail.costKrw, 9 + 9 + 13);
  const messages = (
    await call('hanbit_user', 'GET', `/api/team/send-requests/${accepted.seq}/messages?size=10`, { team: '1' })
  ).json().resultData.items as {
    phone: string;
    channel: string;
    status: string;
    resultReason: string | null;
    text: string;
    costKrw: number;
    fallbackOf: number | null;
    type: string;
  }[];
  const failed = messages.find((m) => m.phone === '01000000702' && m.channel === 'ALIMTALK')!;
  assert.deepEqual([failed.status, failed.resultReason, failed.costKrw], ['FAILED', '카카오톡 사용자가 아니에요', 0]);
  const fallback = messages.find((m) => m.fallbackOf !== null)!;
  assert.equal(fallback.channel, 'SMS');
  assert.equal(fallback.status, 'DELIVERED');
  assert.equal(fallback.type, 'SMS');
  assert.equal(fallback.text, '이둘님, 주문하신 모자이 오늘 출발했어요. 배송 조회 버튼으로 위치를 확인할 수 있어요.');
  assert.equal(fallback.costKrw, 13);
  const delivered = messages.find((m) => m.phone === '01020000401')!;
  assert.equal(
    delivered.text,
    '김하나님, 주문하신 운동화이 오늘 출발했어요. 배송 조회 버튼으로 위치를 확인할 수 있어요.',
  );

  // The flat history's export names the channel and the template of every message.
  const exportedHistory = await call(
    'hanbit_user',
    'GET',
    `/api/team/messages/export?from=${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date())}&to=${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date())}&phone=01000000702`,
    { team: '1' },
  );
  assert.equal(exportedHistory.statusCode, 200, exportedHistory.body);
  assert.match(exportedHistory.body, /01000000702,알림톡,알림톡,N,ORDER_SHIPPED · 배송 출발 안내/);

  // Statistics: kept as the messages settled, by template, with the failure reason.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
  const stats = await call(
    'hanbit_user',
    'GET',
    `/api/team/kakao/statistics/alimtalk?unit=DAY&from=${today}&to=${today}&templateSeq=${templateSeq}`,
    {
      team: '1',
    },
  );
  assert.equal(stats.statusCode, 200, stats.body);
  const report = stats.json().resultData;
  assert.deepEqual(report.totals, { requested: 3, delivered: 2, failed: 0, fallback: 1, costKrw: 18 });
  assert.deepEqual(
    report.series.map((point: { period: string }) => point.period),
    [today],
  );
  assert.deepEqual(report.topFailures, [{ code: '3019', reason: '카카오톡 사용자가 아니에요', failed: 1 }]);
  assert.equal(report.byTemplate[0].templateCode, 'ORDER_SHIPPED');
  const exported = await call(
    'hanbit_user',
    'GET',
    `/api/team/kakao/statistics/alimtalk/export?unit=MONTH&from=${today}&to=${today}`,
    {
      team: '1',
    },
  );
  assert.equal(exported.statusCode, 200);
  assert.match(exported.body, /기간,요청,성공,실패,대체 발송/);
  const tooLong = await call(
    'hanbit_user',
    'GET',
    '/api/team/kakao/statistics/alimtalk?unit=DAY&from=2026-01-01&to=2026-03-01',
    {
      team: '1',
    },
  );
  assert.equal(tooLong.statusCode, 400);
  assert.match(errorsOf(tooLong)[0]!.message, /최대 31일/);

  // A wrong number does not fall back; no fallback without asking.
  const wrongNumber = await send({
    senderProfileSeq: profileSeq,
    templateSeq,
    recipients: [{ phone: '010-0000-0001', variables: { 이름: 'a', 상품: 'b', 주문번호: 'c' } }],
    fallback: 'TEMPLATE',
    senderNumber: '1588-1234',
  });
  await t.app.jobs.runDueJobs();
  const wrongDetail = (
    await call('hanbit_user', 'GET', `/api/team/send-requests/${wrongNumber.json().resultData.seq}`, { team: '1' })
  ).json().resultData;
  assert.deepEqual([wrongDetail.counts.failed, wrongDetail.counts.fallback], [1, 0]);

  // The profile blocked after acceptance (a reservation firing later): Kakao refuses the batch, fallback still goes.
  const blockedLater = await send({
    senderProfileSeq: profileSeq,
    templateSeq,
    recipients: [recipients[0]!],
    fallback: 'CUSTOM',
    fallbackText: '#{이름}님, 주문하신 상품이 출발했어요.',
    senderNumber: '1588-1234',
  });
  await admin(`/admin/api/kakao/sender-profiles/${profileSeq}/status`, { status: 'BLOCKED', reason: '스팸 신고' });
  await t.app.jobs.runDueJobs();
  await t.app.jobs.runDueJobs();
  const blockedMessages = (
    await call('hanbit_user', 'GET', `/api/team/send-requests/${blockedLater.json().resultData.seq}/messages`, {
      team: '1',
    })
  ).json().resultData.items as { channel: string; resultReason: string | null; text: string }[];
  assert.equal(
    blockedMessages.find((m) => m.channel === 'ALIMTALK')!.resultReason,
    '발신 프로필이 차단되었거나 휴면 상태예요',
  );
  assert.equal(blockedMessages.find((m) => m.channel === 'SMS')!.text, '김하나님, 주문하신 상품이 출발했어요.');
  const refused = await send({ senderProfileSeq: profileSeq, templateSeq, recipients });
  assert.equal(refused.statusCode, 400);
  assert.match(
    errorsOf(refused)[0]!.message,
    /정상 상태의 발신 프로필로만 보낼 수 있어요. \(이 프로필은 차단 상태예요: 스팸 신고\)/,
  );
});

test('legacy alimtalk: the written text must match an approved template; the public API sends and lists', async () => {
  const profileSeq = await registerProfile('@hanbit_legacy', '010-3333-1212');
  const created = await manager('POST', '/api/team/kakao/templates', templateInput(profileSeq, { code: 'LEGACY_1' }));
  const templateSeq = created.json().resultData.seq as number;
  await admin(`/admin/api/kakao/templates/${templateSeq}/review`, { decision: 'APPROVE' });
  const legacy = (content: string) =>
    call('hanbit_user', 'POST', '/api/team/kakao/alimtalk/legacy-send-requests', {
      team: '1',
      payload: { senderProfileSeq: profileSeq, content, recipients: [{ phone: '010-2000-0501' }] },
    });
  const mismatch = await legacy('김하나님, 주문하신 운동화이 내일 출발해요.');
  assert.deepEqual(errorsOf(mismatch), [{ field: 'content', message: KAKAO_TEMPLATE_MISMATCH }]);
  const matched = await legacy(
    '김하나님, 주문하신 운동화이 오늘 출발했어요. 배송 조회 버튼으로 위치를 확인할 수 있어요.',
  );
  assert.equal(matched.statusCode, 200, matched.body);

  const key = await insertApiKey(t.app.db, 1);
  const headers = { authorization: `Bearer ${key}`, 'idempotency-key': 'alimtalk-order-1' };
  const payload = {
    senderProfileSeq: profileSeq,
    templateSeq,
    recipients: [{ phone: '010-2000-0601', variables: { 이름: '최', 상품: '책', 주문번호: 'B1' } }],
  };
  const first = await t.app.inject({ method: 'POST', url: '/api/public/v1/alimtalk/send-requests', payload, headers });
  assert.equal(first.statusCode, 200, first.body);
  const replay = await t.app.inject({ method: 'POST', url: '/api/public/v1/alimtalk/send-requests', payload, headers });
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.equal(replay.json().resultData.seq, first.json().resultData.seq);
  const templates = await t.app.inject({
    method: 'GET',
    url: `/api/public/v1/kakao/templates?senderProfileSeq=${profileSeq}`,
    headers: { authorization: `Bearer ${key}` },
  });
  assert.deepEqual(
    templates.json().resultData.items.map((tpl: { code: string; status: string }) => `${tpl.code}/${tpl.status}`),
    ['LEGACY_1/APPROVED'],
  );
  const profiles = await t.app.inject({
    method: 'GET',
    url: '/api/public/v1/kakao/sender-profiles',
    headers: { authorization: `Bearer ${key}` },
  });
  assert.ok(profiles.json().resultData.items.some((p: { seq: number }) => p.seq === profileSeq));
});

test('the dev reviewer inspects, then approves or rejects by the name', async () => {
  const reviewed = await createTestApp({ kakaoReviewSimulatorSeconds: 0 });
  try {
    const as = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      teamCallAs(reviewed.app)('hanbit_manager', method, url, { team: '1', payload });
    const [profile] = await reviewed.app.senderProfiles.active(1);
    const ok = await as('POST', '/api/team/kakao/templates', templateInput(profile!.seq, { code: 'SIM_OK' }));
    const bad = await as(
      'POST',
      '/api/team/kakao/templates',
      templateInput(profile!.seq, { code: 'SIM_NO', name: '반려 시험' }),
    );
    for (let i = 0; i < 3; i += 1) await reviewed.app.jobs.runDueJobs();
    const statusOf = async (seq: number) => (await as('GET', `/api/team/kakao/templates/${seq}`)).json().resultData;
    assert.equal((await statusOf(ok.json().resultData.seq)).status, 'APPROVED');
    const rejected = await statusOf(bad.json().resultData.seq);
    assert.equal(rejected.status, 'REJECTED');
    assert.deepEqual(
      rejected.comments.map((c: { kind: string }) => c.kind),
      ['REQUESTED', 'INSPECTING', 'REJECTED'],
    );
  } finally {
    await reviewed.close();
  }
});

test('bulk registration: a per-row report first, then all rows or none; the sample file has the header and an example', async () => {
  const sample = await manager('GET', '/api/team/kakao/templates/bulk/sample.csv');
  assert.equal(sample.statusCode, 200);
  assert.match(sample.headers['content-disposition'] as string, /filename\*=UTF-8''/);
  assert.match(sample.body, /^\uFEFF발신 프로필\(채널 검색용 아이디\),템플릿 코드,/);

  const good = (code: string) => ({
    '발신 프로필(채널 검색용 아이디)': '@hanbitcommerce',
    '템플릿 코드': code,
    '템플릿 이름': `일괄 ${code}`,
    내용: '#{이름}님, 주문(#{주문번호})이 접수되었어요.',
    '카테고리 코드(6자리)': '002001',
    button1Type: 'WL',
    button1Name: '주문 보기',
    button1LinkMobile: 'https://shop.hanbit.example.kr/orders',
  });
  const rows = [
    good('BULK_1'),
    { ...good('BULK_2'), '발신 프로필(채널 검색용 아이디)': '@unknownchannel' },
    { ...good('BULK_1') },
    { ...good('BULK_4'), button1Name: '#{이름} 보기', '카테고리 코드(6자리)': '기타' },
  ];
  const report = await manager('POST', '/api/team/kakao/templates/bulk', { rows, dryRun: true });
  assert.equal(report.statusCode, 200, report.body);
  const answer = report.json().resultData;
  assert.equal(answer.validCount, 1);
  assert.deepEqual(
    answer.rows.map((row: { row: number; problems: { field: string }[] }) => [
      row.row,
      row.problems.map((p) => p.field),
    ]),
    [
      [1, []],
      [2, ['channelId']],
      [3, ['code']],
      [4, ['buttons.0.name', 'categoryCode']],
    ],
  );
  const refused = await manager('POST', '/api/team/kakao/templates/bulk', { rows, dryRun: false });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.json().message, /문제가 있는 줄이 3개 있어요/);
  const none = await t.app.db.query(`SELECT 1 FROM alimtalk_templates WHERE code LIKE 'BULK_%'`);
  assert.equal(none.length, 0);

  const fine = await manager('POST', '/api/team/kakao/templates/bulk', {
    rows: [good('BULK_A'), good('BULK_B')],
    dryRun: false,
  });
  assert.equal(fine.statusCode, 200, fine.body);
  assert.equal(fine.json().resultData.registered.length, 2);
  const stored = await t.app.db.query<{ status: string }>(
    `SELECT status FROM alimtalk_templates WHERE code LIKE 'BULK_%'`,
  );
  assert.deepEqual(
    stored.map((row) => row.status),
    ['REQUESTED', 'REQUESTED'],
  );
});
