import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { InquiryDetail, INQUIRY_LIMITS, sniffInquiryFile } from '@console/contracts/inquiries';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../test-support/multipart-body';
import { multipartForm } from '../../../test-support/multipart-form';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

type Form = ReturnType<typeof multipartForm>;
type File = Parameters<typeof multipartForm>[1] extends (infer F)[] | undefined ? F : never;

const GIF_BYTES = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(16, 3)]);
const XLSX_BYTES = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26, 0),
  Buffer.from('xl/workbook.xml', 'latin1'),
]);
const HWP_BYTES = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(1024, 0),
  Buffer.from('HWP Document File', 'latin1'),
  Buffer.alloc(64, 0),
]);
/** An OLE file that is not HWP (a .doc, say) and a Windows program: refused whatever their names. */
const DOC_BYTES = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 0)]);
const EXE_BYTES = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(64, 0)]);

const file = (name: string, content: Buffer, type = 'application/octet-stream'): File => ({
  field: 'files',
  name,
  type,
  content,
});

const headersOf = async (loginId: string) => (await sharedLoginAs(t.app, loginId)).headers;
const send = async (loginId: string | null, url: string, form: Form) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(loginId ? await headersOf(loginId) : { ajax: 'true' }), ...form.headers },
    payload: form.payload,
  });
const get = async (loginId: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await headersOf(loginId) });
const teamSeqOf = async (name: string) =>
  (
    await t.app.db.query<{ team_seq: number }>('SELECT team_seq FROM teams WHERE name = $1 ORDER BY team_seq', [name])
  )[0]!.team_seq;
const fieldsOf = (response: { json(): { errors?: { field: string; message: string }[] } }) =>
  (response.json().errors ?? []).map((e) => [e.field, e.message]);

const write = (loginId: string, fields: Record<string, string>, files: File[] = []) =>
  send(loginId, '/api/inquiries', multipartForm(fields, files));

test('the bytes decide the type: JPG, PNG, GIF, PDF, XLSX, ZIP, HWP; not a .doc or a program', () => {
  assert.equal(sniffInquiryFile(JPEG_BYTES), 'image/jpeg');
  assert.equal(sniffInquiryFile(PNG_BYTES), 'image/png');
  assert.equal(sniffInquiryFile(GIF_BYTES), 'image/gif');
  assert.equal(sniffInquiryFile(PDF_BYTES), 'application/pdf');
  assert.equal(sniffInquiryFile(XLSX_BYTES), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.equal(sniffInquiryFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), 'application/zip');
  assert.equal(sniffInquiryFile(HWP_BYTES), 'application/x-hwp');
  assert.equal(sniffInquiryFile(DOC_BYTES), null);
  assert.equal(sniffInquiryFile(EXE_BYTES), null);
});

test('a user writes an inquiry about one of their teams with attachments: RECEIVED, the thread and files listed', async () => {
  const teamSeq = await teamSeqOf('마케팅팀');
  const response = await write(
    'hanbit_user',
    {
      category: 'SENDING',
      teamSeq: String(teamSeq),
      title: '  예약 발송이 나가지 않아요 ',
      body: '어제 예약한 문자가 안 나갔어요.',
    },
    [file('화면.png', PNG_BYTES, 'image/png'), file('정산표.xlsx', XLSX_BYTES), file('공문.hwp', HWP_BYTES)],
  );
  assert.equal(response.statusCode, 200, response.body);
  const detail = InquiryDetail.parse(response.json().resultData);
  assert.deepEqual(
    [detail.category, detail.title, detail.state, detail.teamSeq, detail.teamName, detail.writerName],
    ['SENDING', '예약 발송이 나가지 않아요', 'RECEIVED', teamSeq, '마케팅팀', detail.writerName],
  );
  assert.equal(detail.messages.length, 1);
  assert.equal(detail.messages[0]!.authorKind, 'USER');
  assert.deepEqual(
    detail.messages[0]!.attachments.map((a) => [a.fileName, a.contentType, a.bytes]),
    [
      ['화면.png', 'image/png', PNG_BYTES.length],
      ['정산표.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', XLSX_BYTES.length],
      ['공문.hwp', 'application/x-hwp', HWP_BYTES.length],
    ],
  );

  // The file comes back as it was sent, under its Korean name.
  const png = detail.messages[0]!.attachments[0]!;
  const download = await get('hanbit_user', `/api/inquiries/${detail.seq}/attachments/${png.id}`);
  assert.equal(download.statusCode, 200);
  assert.equal(download.headers['content-type'], 'image/png');
  assert.match(String(download.headers['content-disposition']), /filename\*=UTF-8''%ED%99%94%EB%A9%B4\.png/);
  assert.deepEqual(download.rawPayload, PNG_BYTES);

  const list = (await get('hanbit_user', '/api/inquiries?state=RECEIVED')).json().resultData;
  assert.ok(list.items.some((item: { seq: number }) => item.seq === detail.seq));
  const answered = (await get('hanbit_user', '/api/inquiries?state=ANSWERED')).json().resultData;
  assert.ok(!answered.items.some((item: { seq: number }) => item.seq === detail.seq), 'the state filter applies');
});

test('bad fields and bad files are refused in Korean on their field; nothing is stored', async () => {
  const before = (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_inquiries'))[0]!.n;
  const empty = await write('hanbit_user', { category: 'NOPE', title: ' ', body: '' });
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(fieldsOf(empty), [
    ['category', '문의 유형을 선택해 주세요.'],
    ['title', '제목을 입력해 주세요.'],
    ['body', '내용을 입력해 주세요.'],
  ]);
  const long = await write('hanbit_user', { category: 'ETC', title: '가'.repeat(101), body: '본문' });
  assert.deepEqual(fieldsOf(long), [['title', '제목은 100자까지 입력할 수 있어요.']]);

  const ok = { category: 'ETC', title: '첨부 확인', body: '첨부를 봐 주세요.' };
  const exe = await write('hanbit_user', ok, [file('견적서.pdf', EXE_BYTES, 'application/pdf')]);
  assert.equal(exe.statusCode, 400);
  assert.deepEqual(fieldsOf(exe), [
    ['files', '견적서.pdf: JPG, PNG, GIF, PDF, XLSX, ZIP, HWP 파일만 올릴 수 있어요. 파일 형식을 확인해 주세요.'],
  ]);
  const doc = await write('hanbit_user', ok, [file('문서.hwp', DOC_BYTES)]);
  assert.equal(doc.statusCode, 400, 'an OLE file without the HWP header is not HWP');
  const blank = await write('hanbit_user', ok, [file('빈.pdf', Buffer.alloc(0))]);
  assert.deepEqual(fieldsOf(blank), [['files', '빈 파일은 올릴 수 없어요.']]);
  const four = await write('hanbit_user', ok, [
    file('1.pdf', PDF_BYTES),
    file('2.pdf', PDF_BYTES),
    file('3.pdf', PDF_BYTES),
    file('4.pdf', PDF_BYTES),
  ]);
  assert.equal(four.statusCode, 400);
  assert.deepEqual(fieldsOf(four), [['files', '첨부 파일은 3개까지 올릴 수 있어요.']]);
  const big = await write('hanbit_user', ok, [
    file('큰.pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(INQUIRY_LIMITS.attachmentMaxBytes)])),
  ]);
  assert.equal(big.statusCode, 413);
  assert.equal(big.json().message, '첨부 파일은 한 개에 10MB까지 올릴 수 있어요.');

  // A team of the business the user is not a member of (and a made-up one) cannot be named.
  const other = await write('hanbit_user', { ...ok, teamSeq: String(await teamSeqOf('고객지원팀')) });
  assert.deepEqual(fieldsOf(other), [['teamSeq', '관련 팀을 다시 선택해 주세요. 내가 속한 팀만 고를 수 있어요.']]);
  assert.equal((await write('hanbit_user', { ...ok, teamSeq: 'abc' })).statusCode, 400);

  const after = (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_inquiries'))[0]!.n;
  assert.equal(after, before);
  assert.equal((await send(null, '/api/inquiries', multipartForm(ok))).statusCode, 401);
});

test('a user reads their own inquiries, a master the whole business, another business none (404)', async () => {
  const mine = await write(
    'hanbit_user',
    { category: 'API', title: '연동 키 문의', body: 'API 키를 다시 받고 싶어요.' },
    [file('오류.jpg', JPEG_BYTES)],
  );
  const { seq, messages } = InquiryDetail.parse(mine.json().resultData);
  const attachment = messages[0]!.attachments[0]!;

  assert.equal((await get('hanbit_master', `/api/inquiries/${seq}`)).statusCode, 200, 'the master reads it');
  const masterList = (await get('hanbit_master', '/api/inquiries?size=100')).json().resultData;
  assert.ok(masterList.items.some((item: { seq: number }) => item.seq === seq));

  const manager = await get('hanbit_manager', `/api/inquiries/${seq}`);
  assert.equal(manager.statusCode, 404, 'another member of the business does not');
  assert.equal(manager.json().message, '문의를 찾을 수 없어요.');
  const managerList = (await get('hanbit_manager', '/api/inquiries?size=100')).json().resultData;
  assert.ok(!managerList.items.some((item: { seq: number }) => item.seq === seq));

  for (const url of [`/api/inquiries/${seq}`, `/api/inquiries/${seq}/attachments/${attachment.id}`]) {
    assert.equal((await get('saessak_master', url)).statusCode, 404, url);
  }
  const foreign = await send('saessak_master', `/api/inquiries/${seq}/messages`, multipartForm({ body: '끼어들기' }));
  assert.equal(foreign.statusCode, 404);
  assert.equal((await get('hanbit_user', `/api/inquiries/${seq}/attachments/999999`)).statusCode, 404);
  assert.equal((await get('hanbit_user', '/api/inquiries/abc')).statusCode, 400);
});

test('a follow-up joins the thread with its files; an answered inquiry is received again', async () => {
  const created = await write('hanbit_user', {
    category: 'BILLING',
    title: '요금 문의',
    body: '이번 달 요금이 궁금해요.',
  });
  const { seq } = InquiryDetail.parse(created.json().resultData);
  // An operator's answer (the operator API's own test covers it through its route).
  await t.app.db.query("UPDATE service_inquiries SET state = 'ANSWERED' WHERE seq = $1", [seq]);

  const bad = await send('hanbit_user', `/api/inquiries/${seq}/messages`, multipartForm({ body: '  ' }));
  assert.deepEqual(fieldsOf(bad), [['body', '내용을 입력해 주세요.']]);

  const response = await send(
    'hanbit_user',
    `/api/inquiries/${seq}/messages`,
    multipartForm({ body: '청구서도 같이 봐 주세요.' }, [file('청구서.gif', GIF_BYTES)]),
  );
  assert.equal(response.statusCode, 200, response.body);
  const detail = InquiryDetail.parse(response.json().resultData);
  assert.equal(detail.state, 'RECEIVED');
  assert.deepEqual(
    detail.messages.map((m) => [m.authorKind, m.body, m.attachments.map((a) => a.fileName)]),
    [
      ['USER', '이번 달 요금이 궁금해요.', []],
      ['USER', '청구서도 같이 봐 주세요.', ['청구서.gif']],
    ],
  );

  // The master of the business may add to it too; a JSON body without files works as well.
  const byMaster = await t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${seq}/messages`,
    headers: await headersOf('hanbit_master'),
    payload: { body: '마스터가 덧붙여요.' },
  });
  assert.equal(byMaster.statusCode, 200, byMaster.body);
  assert.equal(InquiryDetail.parse(byMaster.json().resultData).messages.length, 3);
});

test('a user writes at most the daily share of questions and follow-ups (429 in Korean)', async () => {
  const created = await write('linkcall_master', { category: 'ETC', title: '하루 한도', body: '첫 질문이에요.' });
  const { seq } = InquiryDetail.parse(created.json().resultData);
  const [user] = await t.app.db.query<{ user_seq: number }>(
    "SELECT user_seq FROM users WHERE login_id = 'linkcall_master'",
  );
  for (let i = 1; i < INQUIRY_LIMITS.writesPerDay; i += 1) {
    await t.app.db.query(
      `INSERT INTO inquiry_messages (inquiry_seq, author_kind, author_user_seq, author_name, body)
       VALUES ($1, 'USER', $2, '링크콜', $3)`,
      [seq, user!.user_seq, `추가 ${i}`],
    );
  }
  const refused = await write('linkcall_master', { category: 'ETC', title: '21번째', body: '또 물어봐요.' });
  assert.equal(refused.statusCode, 429);
  assert.match(refused.json().message, /문의는 하루에 20건까지 남길 수 있어요/);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  const followUp = await send('linkcall_master', `/api/inquiries/${seq}/messages`, multipartForm({ body: '추가' }));
  assert.equal(followUp.statusCode, 429);
  // Writes older than a day no longer count.
  await t.app.db.query(
    "UPDATE inquiry_messages SET created_at = now() - interval '25 hours' WHERE author_user_seq = $1",
    [user!.user_seq],
  );
  assert.equal(
    (await write('linkcall_master', { category: 'ETC', title: '다음 날', body: '다시 물어봐요.' })).statusCode,
    200,
  );
});
