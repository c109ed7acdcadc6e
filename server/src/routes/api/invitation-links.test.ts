import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { InvitationErrorCode, InvitationPreview } from '@console/contracts/invitations';
import { callAs, fieldsOf, type CallAs } from '../../../test-support/call-as';
import { lastInvitationMail } from '../../../test-support/invitation-mail';
import { createTestApp, login, sessionCookieOf, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let call: CallAs;
before(async () => {
  t = await createTestApp();
  call = callAs(t.app);
});
after(() => t.close());

/** Invites `email` as hanbit_master and answers the token from the mail. */
async function invited(email: string, body: { role?: string; teamSeqs?: number[] } = {}) {
  const response = await call('hanbit_master', 'POST', '/api/invitations', {
    email,
    role: body.role ?? 'ROLE_USER',
    teamSeqs: body.teamSeqs ?? [1],
  });
  assert.equal(response.statusCode, 200, response.body);
  return { seq: response.json().resultData.seq as number, token: (await lastInvitationMail(t.app, email)).token };
}

const account = (token: string, loginId: string) => ({
  token,
  loginId,
  password: 'Welcome1!',
  passwordConfirm: 'Welcome1!',
  name: '홍길동',
  mobile: '010-5555-1234',
});
const accept = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: { ajax: 'true' }, payload: body as object });
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/by-token/${token}` });

test('anyone with the link reads who invites them into what', async () => {
  const { token } = await invited('reader@example.kr', { role: 'ROLE_MANAGER', teamSeqs: [1, 2] });
  const response = await preview(token);
  assert.equal(response.statusCode, 200);
  const answer = InvitationPreview.parse(response.json().resultData);
  assert.deepEqual(
    {
      biz: answer.businessName,
      by: answer.inviterName,
      email: answer.email,
      role: answer.role,
      teams: answer.teamNames,
    },
    {
      biz: '(주)한빛커머스',
      by: '김한빛',
      email: 'reader@example.kr',
      role: 'ROLE_MANAGER',
      teams: ['마케팅팀', '고객지원팀'],
    },
  );
});

test('unknown, mangled, expired, used and cancelled links answer their kind with a Korean message', async () => {
  const kind = async (token: string) => {
    const response = await preview(token);
    return [response.statusCode, response.json().resultCode, /[가-힣]/.test(response.json().message)];
  };
  assert.deepEqual(await kind('A'.repeat(43)), [404, InvitationErrorCode.NOT_FOUND, true]);
  assert.deepEqual(await kind('not*a*token'), [404, InvitationErrorCode.NOT_FOUND, true]);

  const expired = await invited('late@example.kr');
  await t.app.db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE seq = $1`, [expired.seq]);
  assert.deepEqual(await kind(expired.token), [410, InvitationErrorCode.EXPIRED, true]);
  assert.match((await preview(expired.token)).json().message, /7일/);

  const cancelled = await invited('nevermind@example.kr');
  await call('hanbit_master', 'DELETE', `/api/invitations/${cancelled.seq}`);
  assert.deepEqual(await kind(cancelled.token), [410, InvitationErrorCode.CANCELLED, true]);

  const used = await invited('used@example.kr');
  assert.equal((await accept(account(used.token, 'used_once'))).statusCode, 200);
  assert.deepEqual(await kind(used.token), [410, InvitationErrorCode.USED, true]);
  const again = await accept(account(used.token, 'used_twice'));
  assert.deepEqual([again.statusCode, again.json().resultCode], [410, InvitationErrorCode.USED]);
  assert.equal((await accept(account(expired.token, 'too_late'))).statusCode, 410);
});

test('accepting creates the account with the invited role and teams, logs it in and tells the inviter', async () => {
  const { seq, token } = await invited('joiner@example.kr', { role: 'ROLE_USER', teamSeqs: [1, 2] });
  const response = await accept(account(token, 'new_joiner'));
  assert.equal(response.statusCode, 200);
  assert.equal(response.json().resultData.loginId, 'new_joiner');
  const cookie = sessionCookieOf(response);
  const session = (await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } })).json()
    .resultData;
  assert.deepEqual(
    {
      login: session.user.loginId,
      role: session.user.role,
      biz: session.user.business.name,
      email: session.user.email,
      token: Boolean(session.accessToken),
    },
    { login: 'new_joiner', role: 'ROLE_USER', biz: '(주)한빛커머스', email: 'joiner@example.kr', token: true },
  );
  const teams = await t.app.inject({
    method: 'GET',
    url: '/api/teams',
    headers: { authorization: `Bearer ${session.accessToken.token}` },
  });
  assert.deepEqual(
    teams
      .json()
      .resultData.items.map((x: { teamSeq: number }) => x.teamSeq)
      .sort(),
    [1, 2],
  );
  const [mobile] = await t.app.db.query<{ mobile: string }>(`SELECT mobile FROM users WHERE login_id = 'new_joiner'`);
  assert.equal(mobile?.mobile, '01055551234');

  const status = (await call('hanbit_master', 'GET', '/api/invitations?status=ACCEPTED')).json().resultData.items;
  assert.ok(
    status.some((i: { seq: number; acceptedAt: string | null }) => i.seq === seq && i.acceptedAt),
    'the invitation reads ACCEPTED',
  );
  const notes = (await call('hanbit_master', 'GET', '/api/notifications')).json().resultData.items as {
    kind: string;
    title: string;
    link: string;
  }[];
  const note = notes.find((n) => n.kind === 'INVITATION_ACCEPTED' && n.title.includes('홍길동'));
  assert.ok(note, 'the inviter is told');
  assert.equal(note.link, '/console/member/list');
  assert.equal(
    (await login(t.app, 'new_joiner', 'Welcome1!')).statusCode,
    200,
    'the password works for the login form',
  );
});

test('every field is validated in place; a taken login id is a field error', async () => {
  const { token } = await invited('fields@example.kr');
  const bad = await accept({
    token,
    loginId: '1x',
    password: 'short',
    passwordConfirm: 'other',
    name: '',
    mobile: '02-123-4567',
  });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual([...new Set(fieldsOf(bad))], ['loginId', 'mobile', 'name', 'password', 'passwordConfirm']);
  assert.deepEqual(fieldsOf(await accept({ ...account(token, 'ok_id'), token: 'bad token!' })), ['token']);
  assert.deepEqual(
    [
      ...new Set(
        fieldsOf(await accept({ ...account(token, 'ok_id'), password: 'onlyletters', passwordConfirm: 'onlyletters' })),
      ),
    ],
    ['password'],
  );
  assert.deepEqual(fieldsOf(await accept({ ...account(token, 'ok_id'), passwordConfirm: 'Welcome2!' })), [
    'passwordConfirm',
  ]);
  assert.deepEqual(
    fieldsOf(await accept({ ...account(token, 'kim_admin'), password: 'Kim_admin1!', passwordConfirm: 'Kim_admin1!' })),
    ['password'],
    'no login id inside the password',
  );
  const taken = await accept(account(token, 'hanbit_master'));
  assert.deepEqual(fieldsOf(taken), ['loginId']);
  assert.match(taken.json().errors[0].message, /이미 사용 중인 아이디/);
  assert.equal((await preview(token)).statusCode, 200, 'a refused attempt leaves the link usable');
});

test('two submissions of one link at once make one account', async () => {
  const { token } = await invited('race@example.kr');
  const answers = await Promise.all([accept(account(token, 'race_one')), accept(account(token, 'race_two'))]);
  assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 410]);
  const [{ count }] = (await t.app.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users WHERE email = 'race@example.kr'`,
  )) as [{ count: number }];
  assert.equal(count, 1);
});

test('teams closed since the invitation are skipped', async () => {
  const { token } = await invited('closed@example.kr', { teamSeqs: [1, 3] });
  await t.app.db.query(`UPDATE teams SET status = 'CLOSED' WHERE team_seq = 3`);
  assert.deepEqual((await preview(token)).json().resultData.teamNames, ['마케팅팀']);
  assert.equal((await accept(account(token, 'closed_team'))).statusCode, 200);
  const teams = await t.app.db.query<{ team_seq: number }>(
    `SELECT m.team_seq FROM team_members m JOIN users u USING (user_seq) WHERE u.login_id = 'closed_team'`,
  );
  assert.deepEqual(
    teams.map((r) => r.team_seq),
    [1],
  );
});
