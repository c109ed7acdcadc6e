import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Invitation } from '@console/contracts/invitations';
import { callAs, fieldsOf, type CallAs } from '../../../test-support/call-as';
import { lastInvitationMail } from '../../../test-support/invitation-mail';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let call: CallAs;
before(async () => {
  t = await createTestApp();
  call = callAs(t.app);
});
after(() => t.close());

const invite = (loginId: string, body: unknown) => call(loginId, 'POST', '/api/invitations', body);

test('a master invites by e-mail: PENDING for 7 days, a mail with a single join-mail link', async () => {
  const response = await invite('hanbit_master', {
    email: ' New.Hire@Example.KR ',
    role: 'ROLE_MANAGER',
    teamSeqs: [1, 2],
  });
  assert.equal(response.statusCode, 200);
  const invitation = Invitation.parse(response.json().resultData);
  assert.deepEqual(
    {
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      teams: invitation.teams.map((x) => x.name),
      by: invitation.invitedBy.name,
    },
    {
      email: 'new.hire@example.kr',
      role: 'ROLE_MANAGER',
      status: 'PENDING',
      teams: ['마케팅팀', '고객지원팀'],
      by: '김한빛',
    },
  );
  const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000;
  assert.ok(Math.abs(days - 7) < 0.001, `valid ${days} days`);

  const mail = await lastInvitationMail(t.app, 'new.hire@example.kr');
  assert.equal(mail.channel, 'EMAIL');
  assert.match(mail.subject ?? '', /\(주\)한빛커머스에서 초대했어요/);
  assert.match(mail.body, /김한빛님이 \(주\)한빛커머스의 메시지 콘솔에 매니저\(으\)로 초대했어요/);
  assert.match(mail.body, /참여할 팀: 마케팅팀, 고객지원팀/);
  assert.match(mail.link, /^http:\/\/localhost(:\d+)?\/popup\/join-mail\?token=/);
  const [row] = await t.app.db.query<{ token_hash: string }>('SELECT token_hash FROM invitations WHERE seq = $1', [
    invitation.seq,
  ]);
  assert.notEqual(row?.token_hash, mail.token, 'only a hash of the token is stored');
  assert.ok(!JSON.stringify(await t.app.db.query('SELECT * FROM invitations')).includes(mail.token));
});

test('validation: e-mail, role (never master), one to 20 distinct open teams of the business', async () => {
  const bad = await invite('hanbit_master', { email: 'not-an-email', role: 'ROLE_MASTER', teamSeqs: [] });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(fieldsOf(bad), ['email', 'role', 'teamSeqs']);
  assert.match(bad.json().errors.find((e: { field: string }) => e.field === 'email').message, /이메일 형식/);
  assert.deepEqual(fieldsOf(await invite('hanbit_master', { email: 'a@b.kr', role: 'ROLE_USER', teamSeqs: [1, 1] })), [
    'teamSeqs',
  ]);
  assert.deepEqual(
    fieldsOf(await invite('hanbit_master', { email: 'a@b.kr', role: 'ROLE_USER', teamSeqs: [4] })),
    ['teamSeqs'],
    'a team of another business',
  );
  assert.deepEqual(fieldsOf(await invite('hanbit_master', { email: 'a@b.kr', role: 'ROLE_USER', teamSeqs: [999] })), [
    'teamSeqs',
  ]);
  const member = await invite('hanbit_master', { email: 'HANBIT.USER@example.kr', role: 'ROLE_USER', teamSeqs: [1] });
  assert.deepEqual(fieldsOf(member), ['email']);
  assert.match(member.json().message, /이미 우리 회사 멤버/);
  const twice = await invite('hanbit_master', { email: 'new.hire@example.kr', role: 'ROLE_USER', teamSeqs: [1] });
  assert.equal(twice.statusCode, 409);
  assert.match(twice.json().message, /다시 보내/);
});

test('a manager invites users only, into their own teams', async () => {
  const manager = await invite('hanbit_manager', { email: 'helper@example.kr', role: 'ROLE_MANAGER', teamSeqs: [1] });
  assert.deepEqual(fieldsOf(manager), ['role']);
  assert.match(manager.json().message, /사용자 역할로만/);
  assert.deepEqual(
    fieldsOf(await invite('hanbit_manager', { email: 'helper@example.kr', role: 'ROLE_USER', teamSeqs: [3] })),
    ['teamSeqs'],
  );
  const ok = await invite('hanbit_manager', { email: 'helper@example.kr', role: 'ROLE_USER', teamSeqs: [1, 2] });
  assert.equal(ok.statusCode, 200);
  assert.equal(ok.json().resultData.invitedBy.name, '이매니');
  assert.equal(
    (await invite('hanbit_user', { email: 'x@example.kr', role: 'ROLE_USER', teamSeqs: [1] })).statusCode,
    455,
  );
  assert.equal(
    (await invite('bye_master', { email: 'x@example.kr', role: 'ROLE_USER', teamSeqs: [6] })).statusCode,
    455,
  );
});

test('the list: newest first, paged, expired ones read as EXPIRED, filter by status', async () => {
  const page = (await call('hanbit_manager', 'GET', '/api/invitations')).json().resultData;
  const items = page.items.map((i: unknown) => Invitation.parse(i)) as Invitation[];
  assert.deepEqual(
    items.map((i) => i.email),
    ['helper@example.kr', 'new.hire@example.kr', 'new.designer@example.kr', 'intern@example.kr', 'cs.lead@example.kr'],
  );
  assert.deepEqual(
    items.map((i) => i.status),
    ['PENDING', 'PENDING', 'PENDING', 'CANCELLED', 'EXPIRED'],
  );
  assert.deepEqual(
    (await call('hanbit_master', 'GET', '/api/invitations?status=EXPIRED'))
      .json()
      .resultData.items.map((i: Invitation) => i.email),
    ['cs.lead@example.kr'],
  );
  assert.equal(
    (await call('hanbit_master', 'GET', '/api/invitations?status=PENDING&size=2&page=2')).json().resultData.items
      .length,
    1,
  );
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'GET', '/api/invitations?status=OPEN')), ['status']);
  assert.equal((await call('saessak_master', 'GET', '/api/invitations')).json().resultData.total, 0);
  assert.equal((await call('hanbit_user', 'GET', '/api/invitations')).statusCode, 455);
});

test('resend: a new link (the old one stops working), 7 more days; an expired one comes back', async () => {
  const [expired] = (await call('hanbit_master', 'GET', '/api/invitations?status=EXPIRED')).json().resultData
    .items as Invitation[];
  const resent = await call('hanbit_master', 'POST', `/api/invitations/${expired!.seq}/resend`);
  assert.equal(resent.statusCode, 200);
  assert.equal(resent.json().resultData.status, 'PENDING');
  const first = await lastInvitationMail(t.app, 'cs.lead@example.kr');
  await call('hanbit_master', 'POST', `/api/invitations/${expired!.seq}/resend`);
  const second = await lastInvitationMail(t.app, 'cs.lead@example.kr');
  assert.notEqual(first.token, second.token);
  assert.equal(
    (await call(null, 'GET', `/api/invitations/by-token/${first.token}`)).statusCode,
    404,
    'the old link is unknown now',
  );
  assert.equal((await call(null, 'GET', `/api/invitations/by-token/${second.token}`)).statusCode, 200);
});

test('cancel: the link then says CANCELLED; cancelled ones cannot be resent or cancelled again', async () => {
  const [invitation] = (await call('hanbit_master', 'GET', '/api/invitations?status=PENDING')).json().resultData
    .items as Invitation[];
  const mail = await lastInvitationMail(t.app, invitation!.email);
  assert.equal(
    (await call('hanbit_manager', 'DELETE', `/api/invitations/${invitation!.seq}`)).statusCode,
    200,
    'a manager cancels their own',
  );
  assert.equal((await call(null, 'GET', `/api/invitations/by-token/${mail.token}`)).statusCode, 410);
  assert.equal((await call('hanbit_master', 'DELETE', `/api/invitations/${invitation!.seq}`)).statusCode, 409);
  assert.equal((await call('hanbit_master', 'POST', `/api/invitations/${invitation!.seq}/resend`)).statusCode, 409);
});

test("a manager cannot resend or cancel a master's invitation; other businesses see none", async () => {
  const byMaster = (
    (await call('hanbit_master', 'GET', '/api/invitations?status=PENDING')).json().resultData.items as Invitation[]
  ).find((i) => i.invitedBy.name === '김한빛')!;
  assert.equal((await call('hanbit_manager', 'POST', `/api/invitations/${byMaster.seq}/resend`)).statusCode, 455);
  assert.equal((await call('hanbit_manager', 'DELETE', `/api/invitations/${byMaster.seq}`)).statusCode, 455);
  assert.equal((await call('linkcall_master', 'DELETE', `/api/invitations/${byMaster.seq}`)).statusCode, 404);
  assert.equal((await call('hanbit_master', 'DELETE', '/api/invitations/999999')).statusCode, 404);
  assert.deepEqual(fieldsOf(await call('hanbit_master', 'POST', '/api/invitations/abc/resend')), ['seq']);
});

test("with PUBLIC_URL set, the invitation link points there instead of the request's host", async () => {
  const behindProxy = await createTestApp({ publicUrl: 'https://console.example.kr' });
  try {
    const response = await callAs(behindProxy.app)('hanbit_master', 'POST', '/api/invitations', {
      email: 'proxy.hire@example.kr',
      role: 'ROLE_USER',
      teamSeqs: [1],
    });
    assert.equal(response.statusCode, 200);
    const mail = await lastInvitationMail(behindProxy.app, 'proxy.hire@example.kr');
    assert.match(mail.link, /^https:\/\/console\.example\.kr\/popup\/join-mail\?token=/);
  } finally {
    await behindProxy.close();
  }
});
