import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AdminInquirySummary, InquiryDetail } from '@console/contracts/inquiries';
import { PDF_BYTES } from '../../../test-support/multipart-body';
import { multipartForm } from '../../../test-support/multipart-form';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../test-support/test-app';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN, publicUrl: 'https://console.example.kr' });
});
after(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object, token = TOKEN) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const asUser = async (loginId: string, method: 'GET' | 'POST', url: string, form?: ReturnType<typeof multipartForm>) =>
  t.app.inject({
    method,
    url,
    headers: { ...(await sharedLoginAs(t.app, loginId)).headers, ...form?.headers },
    ...(form ? { payload: form.payload } : {}),
  });
const write = async (loginId: string, title: string) => {
  const response = await asUser(
    loginId,
    'POST',
    '/api/inquiries',
    multipartForm({ category: 'NUMBER', title, body: '발신번호 서류를 확인해 주세요.' }, [
      { field: 'files', name: '가입증명서.pdf', type: 'application/pdf', content: PDF_BYTES },
    ]),
  );
  assert.equal(response.statusCode, 200, response.body);
  return InquiryDetail.parse(response.json().resultData);
};
const emailOf = async (loginId: string) =>
  (await t.app.db.query<{ email: string }>('SELECT email FROM users WHERE login_id = $1', [loginId]))[0]!.email;

test('operator calls need the token; bad input is refused in Korean', async () => {
  const inquiry = await write('hanbit_user', '토큰 확인');
  assert.equal((await admin('GET', '/admin/api/inquiries', undefined, 'wrong-token-0123456789')).statusCode, 401);
  assert.equal(
    (await admin('POST', `/admin/api/inquiries/${inquiry.seq}/answer`, { body: '답' }, 'nope-0123456789xx')).statusCode,
    401,
  );
  const blank = await admin('POST', `/admin/api/inquiries/${inquiry.seq}/answer`, { body: '  ' });
  assert.equal(blank.statusCode, 400);
  assert.equal(blank.json().errors[0].message, '내용을 입력해 주세요.');
  assert.equal((await admin('POST', '/admin/api/inquiries/999999/answer', { body: '답변' })).statusCode, 404);
  assert.equal((await admin('POST', '/admin/api/inquiries/999999/progress')).statusCode, 404);
  assert.equal((await admin('GET', '/admin/api/inquiries?state=DONE')).statusCode, 400);
  const detail = await asUser('hanbit_user', 'GET', `/api/inquiries/${inquiry.seq}`);
  assert.equal(InquiryDetail.parse(detail.json().resultData).state, 'RECEIVED', 'nothing changed');
});

test('the operator lists every business, takes an inquiry and answers it: notification, mail, follow-up, answer again', async () => {
  const inquiry = await write('hanbit_user', '발신번호 심사가 늦어요');
  const other = await write('saessak_master', '사업자 인증 문의');

  const waiting = (await admin('GET', '/admin/api/inquiries?state=RECEIVED&size=100')).json().resultData;
  const rows = (waiting.items as unknown[]).map((row) => AdminInquirySummary.parse(row));
  const bySeq = new Map(rows.map((row) => [row.seq, row]));
  assert.equal(bySeq.get(inquiry.seq)?.businessName, '(주)한빛커머스');
  assert.equal(bySeq.get(other.seq)?.businessName, '(주)새싹상점');
  const oneBusiness = (
    await admin('GET', `/admin/api/inquiries?bizSeq=${bySeq.get(other.seq)!.bizSeq}&size=100`)
  ).json().resultData.items as { seq: number }[];
  assert.ok(oneBusiness.some((row) => row.seq === other.seq) && !oneBusiness.some((row) => row.seq === inquiry.seq));

  // The operator reads the thread and its file.
  const thread = (await admin('GET', `/admin/api/inquiries/${inquiry.seq}`)).json().resultData;
  const file = thread.messages[0].attachments[0] as { id: number };
  const download = await admin('GET', `/admin/api/inquiries/${inquiry.seq}/attachments/${file.id}`);
  assert.equal(download.statusCode, 200);
  assert.deepEqual(download.rawPayload, PDF_BYTES);

  // RECEIVED -> IN_PROGRESS, once.
  assert.equal((await admin('POST', `/admin/api/inquiries/${inquiry.seq}/progress`)).statusCode, 200);
  const again = await admin('POST', `/admin/api/inquiries/${inquiry.seq}/progress`);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().message, '접수 상태의 문의만 처리 중으로 바꿀 수 있어요.');
  const inProgress = await asUser('hanbit_user', 'GET', `/api/inquiries/${inquiry.seq}`);
  assert.equal(InquiryDetail.parse(inProgress.json().resultData).state, 'IN_PROGRESS');

  // The answer: ANSWERED, in the thread, a notification linking to the inquiry and a mail to the writer.
  const answered = await admin('POST', `/admin/api/inquiries/${inquiry.seq}/answer`, {
    body: '서류를 확인했고 오늘 안에 심사를 마칠게요.',
    operatorName: '김상담',
  });
  assert.equal(answered.statusCode, 200, answered.body);
  const detail = InquiryDetail.parse(
    (await asUser('hanbit_user', 'GET', `/api/inquiries/${inquiry.seq}`)).json().resultData,
  );
  assert.equal(detail.state, 'ANSWERED');
  assert.deepEqual(
    detail.messages.map((m) => [m.authorKind, m.authorName]),
    [
      ['USER', detail.writerName],
      ['OPERATOR', '김상담'],
    ],
  );
  const inbox = (await asUser('hanbit_user', 'GET', '/api/notifications')).json().resultData.items as {
    kind: string;
    title: string;
    body: string;
    link: string;
  }[];
  const note = inbox.find((n) => n.kind === 'SERVICE_INQUIRY_ANSWERED' && n.body.includes('발신번호 심사가 늦어요'));
  assert.ok(note, 'the writer is notified');
  assert.equal(note.title, '1:1 문의에 답변이 등록되었어요');
  assert.equal(note.link, `/brand/customers/serviceInquiry/${inquiry.seq}`);
  const masterInbox = (await asUser('hanbit_master', 'GET', '/api/notifications')).json().resultData.items as {
    body: string;
  }[];
  assert.ok(!masterInbox.some((n) => n.body.includes('발신번호 심사가 늦어요')), 'only the writer is notified');
  const [mail] = await t.app.outbox.list({ to: await emailOf('hanbit_user'), limit: 1 });
  assert.equal(mail?.subject, '[메시지 콘솔] 1:1 문의에 답변이 등록되었어요');
  assert.match(mail!.body, /서류를 확인했고 오늘 안에 심사를 마칠게요/);
  assert.match(mail!.body, new RegExp(`https://console\\.example\\.kr/brand/customers/serviceInquiry/${inquiry.seq}`));

  // No second answer until the user follows up; the follow-up receives it again, and it can be answered.
  const twice = await admin('POST', `/admin/api/inquiries/${inquiry.seq}/answer`, { body: '또 답변' });
  assert.equal(twice.statusCode, 409);
  const followUp = await asUser(
    'hanbit_user',
    'POST',
    `/api/inquiries/${inquiry.seq}/messages`,
    multipartForm({ body: '오늘 몇 시쯤 끝날까요?' }),
  );
  assert.equal(InquiryDetail.parse(followUp.json().resultData).state, 'RECEIVED');
  const reopened = (await admin('GET', '/admin/api/inquiries?state=RECEIVED&size=100')).json().resultData.items as {
    seq: number;
  }[];
  assert.ok(reopened.some((row) => row.seq === inquiry.seq));
  assert.equal(
    (await admin('POST', `/admin/api/inquiries/${inquiry.seq}/answer`, { body: '오후 3시예요.' })).statusCode,
    200,
  );
  const final = InquiryDetail.parse(
    (await asUser('hanbit_user', 'GET', `/api/inquiries/${inquiry.seq}`)).json().resultData,
  );
  assert.deepEqual(
    final.messages.map((m) => [m.authorKind, m.authorName]),
    [
      ['USER', final.writerName],
      ['OPERATOR', '김상담'],
      ['USER', final.writerName],
      ['OPERATOR', '고객센터'],
    ],
  );
  assert.equal(final.state, 'ANSWERED');
});
