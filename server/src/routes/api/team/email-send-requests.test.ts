import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  EMAIL_GROUPS_WITHOUT_ADDRESSES,
  EMAIL_NO_RECIPIENTS,
  EMAIL_OPTED_OUT_REASON,
  EmailSendAccepted,
} from '@console/contracts/email-send';
import { MessageResult, SendRequestDetail } from '@console/contracts/send-requests';
import { errorsOf, teamCallAs, type TeamCall } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

/**
 * The member e-mail send to address-book groups: the contacts with an address get it (the others are
 * counted), the results name the addresses and the bounces, and an unsubscribe followed from the
 * dev outbox blocks the next advertising mail to that address while a non-advertising one still goes.
 */
let t: TestApp;
let groupSeq: number;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  groupSeq = (
    await call('hanbit_user', 'POST', '/api/team/address-books/groups', { payload: { name: '이메일 그룹 테스트' } })
  ).json().resultData.seq;
  const contacts = [
    ['영구반송', '010-7100-0001', 'gone@bounce-hard.example'],
    ['일시반송', '010-7100-0002', 'full@bounce-soft.example'],
    ['열람고객', '010-7100-0003', 'Open.Kim@Customer.example'],
    ['클릭고객', '010-7100-0004', 'click.lee@customer.example'],
    ['메일없음', '010-7100-0005', ''],
  ];
  for (const [name, phone, email] of contacts) {
    const created = await call('hanbit_user', 'POST', '/api/team/address-books/contacts', {
      payload: { groupSeq, name, phone, email },
    });
    assert.equal(created.statusCode, 200, created.body);
  }
});
after(() => t.close());

const call: TeamCall = (...args) => teamCallAs(t.app)(...args);
const runJobs = async () => {
  while ((await t.app.jobs.runDueJobs()) > 0);
};
const send = (payload: object, team = '1', loginId = 'hanbit_user') =>
  call(loginId, 'POST', '/api/team/email/send-requests', { team, payload });
const advertising = (overrides: object = {}) => ({
  senderName: '한빛커머스',
  senderAddress: 'news@hanbit-commerce.example',
  senderContact: '02-1234-5678',
  subject: '(광고) 가을 정기 세일',
  body: '가을 정기 세일을 시작해요.',
  advertising: true,
  groupSeqs: [groupSeq],
  ...overrides,
});
const resultsOf = async (seq: number) =>
  MessageResult.array().parse(
    (await call('hanbit_user', 'GET', `/api/team/send-requests/${seq}/messages?size=100`)).json().resultData.items,
  );
const outcome = (messages: MessageResult[]) =>
  messages
    .map((m) => [m.phone, m.type, m.status, m.resultCode])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

test('a group send reaches its contacts with an address, counts those without, and reports bounces, opens and clicks', async () => {
  const response = await send(advertising({ recipients: ['extra@customer.example', 'OPEN.KIM@customer.example'] }));
  assert.equal(response.statusCode, 200, response.body);
  const answer = EmailSendAccepted.parse(response.json().resultData);
  assert.deepEqual(
    [answer.acceptedCount, answer.duplicateCount, answer.groupAddressCount, answer.contactsWithoutEmail],
    [5, 1, 4, 1],
  );
  await runJobs();

  assert.deepEqual(outcome(await resultsOf(answer.seq)), [
    ['click.lee@customer.example', 'EMAIL', 'DELIVERED', 'CLICKED'],
    ['extra@customer.example', 'EMAIL', 'DELIVERED', 'DELIVERED'],
    ['full@bounce-soft.example', 'EMAIL', 'FAILED', 'SOFT_BOUNCE'],
    ['gone@bounce-hard.example', 'EMAIL', 'FAILED', 'HARD_BOUNCE'],
    ['open.kim@customer.example', 'EMAIL', 'DELIVERED', 'OPENED'],
  ]);
  const detail = SendRequestDetail.parse(
    (await call('hanbit_user', 'GET', `/api/team/send-requests/${answer.seq}`)).json().resultData,
  );
  assert.deepEqual(
    [detail.channel, detail.status, detail.counts.delivered, detail.counts.failed, detail.costKrw],
    ['EMAIL', 'DONE', 3, 2, 3],
  );
  // The flat history names the channel's type and finds e-mails by it.
  const history = (await call('hanbit_user', 'GET', '/api/team/messages?type=EMAIL&size=100')).json().resultData
    .items as MessageResult[];
  assert.ok(history.some((m) => m.phone === 'gone@bounce-hard.example' && m.channel === 'EMAIL'));
  assert.ok(history.every((m) => m.type === 'EMAIL'));
});

test('an unsubscribe link from the dev outbox blocks the next advertising mail to that address; other mail still goes', async () => {
  const first = await send(advertising({ subject: '(광고) 겨울 정기 세일' }));
  assert.equal(first.statusCode, 200, first.body);
  await runJobs();
  const outbox = (await call(null, 'GET', '/dev/outbox?to=open.kim@customer.example')).json().resultData as {
    subject: string | null;
    body: string;
  }[];
  const mail = outbox.find((m) => m.subject === '(광고) 겨울 정기 세일');
  assert.ok(mail, JSON.stringify(outbox));
  const link = /https?:\/\/\S+\/unsubscribe\/email\?token=\S+|\/unsubscribe\/email\?token=\S+/.exec(mail.body)?.[0];
  assert.ok(link, mail.body);
  const path = link.replace(/^https?:\/\/[^/]+/, '');
  const page = await t.app.inject({ method: 'GET', url: path });
  assert.equal(page.statusCode, 200, page.body);
  assert.match(page.body, /수신거부가 완료됐어요/);

  const second = await send(advertising({ subject: '(광고) 연말 정기 세일' }));
  await runJobs();
  const results = await resultsOf(second.json().resultData.seq);
  const blocked = results.find((m) => m.phone === 'open.kim@customer.example');
  assert.deepEqual([blocked?.status, blocked?.resultReason], ['OPTED_OUT', EMAIL_OPTED_OUT_REASON]);
  assert.equal(results.find((m) => m.phone === 'click.lee@customer.example')?.status, 'DELIVERED');
  const detail = (await call('hanbit_user', 'GET', `/api/team/send-requests/${second.json().resultData.seq}`)).json()
    .resultData;
  assert.equal(detail.counts.optedOut, 1);

  const notice = await send(advertising({ advertising: false, subject: '배송 안내', senderContact: null }));
  await runJobs();
  const delivered = (await resultsOf(notice.json().resultData.seq)).find(
    (m) => m.phone === 'open.kim@customer.example',
  );
  assert.equal(delivered?.status, 'DELIVERED');
});

test('groups are checked: another team’s group, none with an address, nothing at all; in Korean', async () => {
  const foreign = await send(advertising(), '2', 'hanbit_master');
  assert.equal(foreign.statusCode, 400);
  assert.deepEqual(errorsOf(foreign), [{ field: 'groupSeqs', message: '주소록 그룹을 찾을 수 없어요.' }]);

  const empty = (
    await call('hanbit_user', 'POST', '/api/team/address-books/groups', { payload: { name: '메일 없는 그룹' } })
  ).json().resultData.seq;
  await call('hanbit_user', 'POST', '/api/team/address-books/contacts', {
    payload: { groupSeq: empty, phone: '010-7100-0009' },
  });
  const noAddresses = await send(advertising({ groupSeqs: [empty] }));
  assert.equal(noAddresses.statusCode, 400);
  assert.deepEqual(errorsOf(noAddresses), [{ field: 'groupSeqs', message: EMAIL_GROUPS_WITHOUT_ADDRESSES }]);

  const nothing = await send(advertising({ groupSeqs: [], recipients: [] }));
  assert.equal(nothing.statusCode, 400);
  assert.ok(errorsOf(nothing).some((e) => e.field === 'recipients' && e.message === EMAIL_NO_RECIPIENTS));
  const noPrefix = await send(advertising({ subject: '가을 정기 세일' }));
  assert.equal(noPrefix.statusCode, 400);
  assert.deepEqual(
    errorsOf(noPrefix).map((e) => e.field),
    ['subject'],
  );
});
