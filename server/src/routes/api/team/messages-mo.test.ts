import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, loginAs, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
after(() => t.close());

const get = async (loginId: string | null, url: string, team = '1') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(loginId ? (await sharedLoginAs(t.app, loginId)).headers : { ajax: 'true' }), 'curr-team-seq': team },
  });
const send = async (recipients: string[], senderNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/send-requests',
    headers: { ...(await sharedLoginAs(t.app, 'hanbit_user')).headers, 'curr-team-seq': '1' },
    payload: { recipients: recipients.map((phone) => ({ phone })), body: '설문에 답해 주세요', senderNumber },
  });
let surveySeq = 0;

before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  const survey = await send(['01000000501', '01000000601', '01000000502'], '1588-1234');
  assert.equal(survey.statusCode, 200);
  surveySeq = survey.json().resultData.seq;
  await t.app.jobs.runDueJobs();
});

interface Mo {
  fromPhone: string;
  body: string;
  replyToRequestSeq: number | null;
  optOutRequest: boolean;
  onOptOutList: boolean;
}

test('a reply names the request it answers; an opt-out reply is marked and on the 080 list until removed from it', async () => {
  const page = (await get('hanbit_user', '/api/team/messages/mo')).json().resultData;
  const byPhone = new Map((page.items as Mo[]).map((m) => [m.fromPhone, m]));
  assert.equal(page.total, 3);
  assert.deepEqual(byPhone.get('01000000501'), {
    ...byPhone.get('01000000501'),
    body: '네, 확인했어요.',
    replyToRequestSeq: surveySeq,
    optOutRequest: false,
    onOptOutList: false,
  });
  assert.deepEqual(byPhone.get('01000000601'), {
    ...byPhone.get('01000000601'),
    body: '수신거부',
    replyToRequestSeq: surveySeq,
    optOutRequest: true,
    onOptOutList: true,
  });

  await t.app.db.query(`DELETE FROM opt_outs WHERE team_seq = 1 AND phone = '01000000601'`);
  const after = (await get('hanbit_user', '/api/team/messages/mo?phone=0601')).json().resultData.items as Mo[];
  assert.deepEqual(
    after.map((m) => [m.optOutRequest, m.onOptOutList]),
    [[true, false]],
  );
});

test('the list searches the text literally and filters by representative number, whose list it serves', async () => {
  assert.equal(
    (await get('hanbit_user', `/api/team/messages/mo?text=${encodeURIComponent('확인')}`)).json().resultData.total,
    2,
  );
  assert.equal(
    (await get('hanbit_user', `/api/team/messages/mo?text=${encodeURIComponent('%')}`)).json().resultData.total,
    0,
  );
  assert.equal((await get('hanbit_user', '/api/team/messages/mo?toNumber=1588-1234')).json().resultData.total, 3);
  assert.equal((await get('hanbit_user', '/api/team/messages/mo?toNumber=15449876')).json().resultData.total, 0);
  assert.deepEqual((await get('hanbit_user', '/api/team/messages/mo/numbers')).json().resultData, ['15881234']);
  const second = (await get('hanbit_user', '/api/team/messages/mo?size=2&page=2')).json().resultData;
  assert.deepEqual([second.items.length, second.total, second.page], [1, 3, 2]);
});

test('a range over 31 days, a reversed range or a long search is refused in Korean, for the list and the export', async () => {
  for (const url of ['/api/team/messages/mo', '/api/team/messages/mo/export']) {
    const tooLong = await get('hanbit_user', `${url}?from=2026-01-01&to=2026-02-15`);
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json().errors, [{ field: 'to', message: '조회 기간은 최대 31일이에요.' }]);
    assert.equal(
      (await get('hanbit_user', `${url}?from=2026-02-15&to=2026-02-01`)).json().errors[0].message,
      '시작일이 종료일보다 늦어요.',
    );
    // A lone start is measured against today.
    assert.equal(
      (await get('hanbit_user', `${url}?from=2020-01-01`)).json().errors[0].message,
      '조회 기간은 최대 31일이에요.',
    );
    assert.equal((await get('hanbit_user', `${url}?text=${'가'.repeat(101)}`)).statusCode, 400);
  }
});

test('the export streams the filtered replies as CSV under a Korean name', async () => {
  const csv = await get('hanbit_user', '/api/team/messages/mo/export?toNumber=15881234&phone=0601');
  assert.equal(csv.statusCode, 200);
  assert.match(csv.headers['content-type'] as string, /^text\/csv/);
  assert.match(
    decodeURIComponent((csv.headers['content-disposition'] as string).split("UTF-8''")[1]!),
    /^수신내역_1588-1234_\d{8}\.csv$/,
  );
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(
    lines[0],
    '수신일시,보낸 번호,받은 번호(대표번호),내용,수신거부 요청,080 수신거부 등록,답장한 발송 요청',
  );
  assert.equal(lines.length, 2);
  assert.match(lines[1]!, new RegExp(`,01000000601,15881234,수신거부,Y,N,${surveySeq}$`));
});

test('every member of the team reads replies; others get 499, a withdrawing account 455, an ended session 403', async () => {
  assert.equal((await get('hanbit_master', '/api/team/messages/mo')).json().resultData.total, 3);
  for (const url of ['/api/team/messages/mo', '/api/team/messages/mo/export', '/api/team/messages/mo/numbers']) {
    assert.equal((await get('hanbit_user', url, '2')).statusCode, 499, url);
    assert.equal((await get('linkcall_master', url)).statusCode, 499, url);
    assert.equal((await get('bye_master', url, '6')).statusCode, 455, url);
    assert.equal((await get(null, url)).statusCode, 401, url);
  }
  const ended = await loginAs(t.app, 'hanbit_user');
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended.headers });
  const stale = await t.app.inject({
    method: 'GET',
    url: '/api/team/messages/mo',
    headers: { ...ended.headers, 'curr-team-seq': '1' },
  });
  assert.equal(stale.statusCode, 403);
  assert.match(stale.json().message, /[가-힣]/);
});
