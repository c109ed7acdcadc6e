import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AdminNotice, NoticeAttachment, NoticeDetail, type NoticeSummary } from '@console/contracts/brand';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../test-support/multipart-body';
import { multipartForm } from '../../../test-support/multipart-form';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN });
});
after(() => t.close());

const admin = { authorization: `Bearer ${TOKEN}` };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const publish = async (payload: object) => {
  const response = await call('POST', '/admin/api/notices', payload);
  assert.equal(response.statusCode, 200, response.body);
  return AdminNotice.parse(response.json().resultData);
};
const publicList = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/brand/notices?size=50${query}` })).json().resultData as {
    items: NoticeSummary[];
    total: number;
  };
const publicNotice = (seq: number) => t.app.inject({ method: 'GET', url: `/api/brand/notices/${seq}` });
const upload = (seq: number, files: { name: string; type: string; content: Buffer }[]) => {
  const form = multipartForm(
    {},
    files.map((file) => ({ field: 'file', ...file })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/admin/api/notices/${seq}/attachments`,
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
};
/** A minimal XLSX: a ZIP whose first entry is [Content_Types].xml and whose parts live under xl/. */
const XLSX_BYTES = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml<Types/>xl/workbook.xml'),
]);
const HWP_BYTES = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);

test('operator calls need the admin token', async () => {
  const anonymous = await t.app.inject({ method: 'POST', url: '/admin/api/notices', payload: {} });
  assert.equal(anonymous.statusCode, 401);
  const wrong = await t.app.inject({
    method: 'GET',
    url: '/admin/api/notices',
    headers: { authorization: 'Bearer x' },
  });
  assert.equal(wrong.statusCode, 401);
  assert.match(wrong.json().message, /관리자 토큰/);
});

test('a published notice is sanitised and is public at once, after the pinned ones', async () => {
  const notice = await publish({
    title: '  서버 증설 안내  ',
    category: 'UPDATE',
    body:
      '<h1>증설</h1><p onclick="steal()" style="color:red">발송 서버를 <b>두 배</b>로 늘렸어요.</p>' +
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><img src="https://cdn.example.kr/a.png" alt="그림">' +
      '<a href="javascript:alert(1)">나쁜 링크</a><a href="https://example.kr/guide">안내</a><iframe src="https://evil.example"></iframe>',
  });
  assert.equal(notice.title, '서버 증설 안내');
  assert.equal(notice.status, 'PUBLISHED');
  assert.equal(notice.bodyFormat, 'HTML');
  assert.equal(notice.pinned, false);
  for (const banned of ['<script', 'onerror', 'onclick', 'style=', 'javascript:', '<iframe', 'src="x"']) {
    assert.ok(!notice.body.includes(banned), `${banned} in ${notice.body}`);
  }
  assert.match(notice.body, /<h2>증설<\/h2>/);
  assert.match(notice.body, /<strong>두 배<\/strong>/);
  assert.match(notice.body, /<img src="https:\/\/cdn\.example\.kr\/a\.png" alt="그림" \/>/);
  assert.match(notice.body, /<a href="https:\/\/example\.kr\/guide" rel="noopener noreferrer">안내<\/a>/);

  const list = await publicList();
  const pinnedCount = list.items.filter((n) => n.pinned).length;
  assert.equal(list.items[pinnedCount]?.seq, notice.seq, 'newest after the pinned ones');
  const detail = NoticeDetail.parse((await publicNotice(notice.seq)).json().resultData);
  assert.equal(detail.body, notice.body);
  assert.match(detail.text, /^증설 발송 서버를 두 배로 늘렸어요\./);
  // Search reads the text, not the markup.
  assert.equal((await publicList(`&q=${encodeURIComponent('두 배')}`)).total, 1);
  assert.equal((await publicList('&q=strong')).total, 0);
});

test('bad input is refused in Korean', async () => {
  const cases: [object, string, RegExp][] = [
    [{ category: 'NOTICE', body: '<p>본문</p>' }, 'title', /제목/],
    [{ title: '   ', category: 'NOTICE', body: '<p>본문</p>' }, 'title', /제목/],
    [{ title: '제목', category: 'NEWS', body: '<p>본문</p>' }, 'category', /분류/],
    [{ title: '제목', category: 'NOTICE', body: '' }, 'body', /본문/],
    [{ title: '제목', category: 'NOTICE', body: '<p>x</p>', publishAt: '내일' }, 'publishAt', /게시 시각/],
    [{ title: '제목'.repeat(60), category: 'NOTICE', body: '<p>x</p>' }, 'title', /100자/],
  ];
  for (const [payload, field, message] of cases) {
    const response = await call('POST', '/admin/api/notices', payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.ok(
      response
        .json()
        .errors.some((e: { field: string; message: string }) => e.field === field && message.test(e.message)),
      response.body,
    );
  }
  const onlyScript = await call('POST', '/admin/api/notices', {
    title: '제목',
    category: 'NOTICE',
    body: '<script>alert(1)</script><style>p{}</style>',
  });
  assert.equal(onlyScript.statusCode, 400);
  assert.match(onlyScript.json().message, /본문에 보여 줄 내용이 없어요/);
  assert.equal(
    (await call('PUT', '/admin/api/notices/abc', { title: 'x', category: 'NOTICE', body: 'x' })).statusCode,
    400,
  );
});

test('a scheduled notice waits for publishAt; the operator sees it', async () => {
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const notice = await publish({
    title: '다음 주 이벤트',
    category: 'EVENT',
    body: '<p>곧 열려요</p>',
    publishAt: later,
  });
  assert.equal(notice.status, 'SCHEDULED');
  assert.equal(notice.publishedAt, later);
  assert.ok(!(await publicList()).items.some((n) => n.seq === notice.seq));
  assert.equal((await publicNotice(notice.seq)).statusCode, 404);
  const all = (await call('GET', '/admin/api/notices?size=100')).json().resultData;
  assert.equal(all.items.find((n: AdminNotice) => n.seq === notice.seq)?.status, 'SCHEDULED');
  // Moving publishAt to the past publishes it.
  const past = new Date(Date.now() - 60_000).toISOString();
  const edited = await call('PUT', `/admin/api/notices/${notice.seq}`, {
    title: '이벤트 시작',
    category: 'EVENT',
    body: '<p>열렸어요</p>',
    publishAt: past,
  });
  assert.equal(AdminNotice.parse(edited.json().resultData).status, 'PUBLISHED');
  assert.ok((await publicList()).items.some((n) => n.seq === notice.seq));
});

test('edit changes title, category and body and keeps the pin; pin moves a notice to the top', async () => {
  const notice = await publish({ title: '고치기 전', category: 'NOTICE', pinned: true, body: '<p>처음</p>' });
  const response = await call('PUT', `/admin/api/notices/${notice.seq}`, {
    title: '고친 뒤',
    category: 'MAINTENANCE',
    body: '<p>고쳤어요 <a href="mailto:help@console.example.kr">문의</a></p>',
  });
  assert.equal(response.statusCode, 200);
  const edited = AdminNotice.parse(response.json().resultData);
  assert.deepEqual([edited.title, edited.category, edited.pinned], ['고친 뒤', 'MAINTENANCE', true]);
  assert.match(edited.body, /href="mailto:help@console\.example\.kr"/);
  assert.ok(Date.parse(edited.updatedAt) >= Date.parse(notice.updatedAt));
  assert.equal((await publicList()).items[0]?.seq, edited.seq, 'newest pinned first');

  const unpinned = await call('POST', `/admin/api/notices/${notice.seq}/pin`, { pinned: false });
  assert.equal(AdminNotice.parse(unpinned.json().resultData).pinned, false);
  const list = await publicList();
  const at = list.items.findIndex((n) => n.seq === notice.seq);
  assert.equal(list.items[at]?.pinned, false);
  assert.ok(at > 0 && list.items.slice(at).every((n) => !n.pinned), 'below every pinned notice');
  assert.equal((await call('POST', `/admin/api/notices/${notice.seq}/pin`, { pinned: 'yes' })).statusCode, 400);
  assert.equal((await call('POST', '/admin/api/notices/999999/pin', { pinned: true })).statusCode, 404);
  const missing = await call('PUT', '/admin/api/notices/999999', { title: 'x', category: 'NOTICE', body: 'x' });
  assert.equal(missing.statusCode, 404);
  assert.match(missing.json().message, /공지사항을 찾을 수 없어요/);
});

test('a withdrawn notice leaves every list and answers 404; it no longer changes', async () => {
  const notice = await publish({ title: '잘못 올린 공지', category: 'NOTICE', body: '<p>실수</p>' });
  const before = await publicList();
  const response = await call('POST', `/admin/api/notices/${notice.seq}/withdraw`);
  assert.equal(response.statusCode, 200);
  const withdrawn = AdminNotice.parse(response.json().resultData);
  assert.equal(withdrawn.status, 'WITHDRAWN');
  assert.ok(withdrawn.withdrawnAt);
  const after = await publicList();
  assert.equal(after.total, before.total - 1);
  assert.ok(!after.items.some((n) => n.seq === notice.seq));
  assert.equal((await publicNotice(notice.seq)).statusCode, 404);
  assert.equal((await t.app.inject({ method: 'GET', url: `/brand/customers/notice/${notice.seq}` })).statusCode, 404);

  const again = await call('POST', `/admin/api/notices/${notice.seq}/withdraw`);
  assert.equal(again.statusCode, 409);
  assert.match(again.json().message, /이미 내린 공지/);
  const edit = await call('PUT', `/admin/api/notices/${notice.seq}`, {
    title: 'x',
    category: 'NOTICE',
    body: '<p>x</p>',
  });
  assert.equal(edit.statusCode, 409);
  assert.equal(
    (await upload(notice.seq, [{ name: 'a.pdf', type: 'application/pdf', content: PDF_BYTES }])).statusCode,
    409,
  );
  assert.equal((await call('POST', '/admin/api/notices/999999/withdraw')).statusCode, 404);
});

test('attachments are judged by their bytes: 5 per notice; downloads carry the Korean name', async () => {
  const notice = await publish({ title: '서식 안내', category: 'NOTICE', body: '<p>서식을 내려받으세요.</p>' });
  const added = await upload(notice.seq, [
    { name: '이용신청서.pdf', type: 'application/pdf', content: PDF_BYTES },
    { name: '요금표.xlsx', type: 'application/octet-stream', content: XLSX_BYTES },
    { name: '신청서.hwp', type: 'application/x-hwp', content: HWP_BYTES },
  ]);
  assert.equal(added.statusCode, 200, added.body);
  const files = NoticeAttachment.array().parse(added.json().resultData);
  assert.deepEqual(
    files.map((f) => [f.fileName, f.contentType, f.bytes]),
    [
      ['이용신청서.pdf', 'application/pdf', PDF_BYTES.length],
      ['요금표.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', XLSX_BYTES.length],
      ['신청서.hwp', 'application/x-hwp', HWP_BYTES.length],
    ],
  );

  const refused: [string, Buffer, RegExp][] = [
    ['악성.pdf', EXE_BYTES, /PDF, JPG, PNG, HWP, XLSX, ZIP 파일만/],
    ['사진.png', PDF_BYTES, /확장자와 내용/],
    ['문서.docx', XLSX_BYTES, /PDF, JPG, PNG, HWP, XLSX, ZIP 파일만/],
    ['빈파일.pdf', Buffer.alloc(0), /빈 파일/],
  ];
  for (const [name, content, message] of refused) {
    const response = await upload(notice.seq, [{ name, type: 'application/pdf', content }]);
    assert.equal(response.statusCode, 400, name);
    assert.match(response.json().message, message, name);
    assert.equal(response.json().errors[0].field, 'file');
  }
  const tooMany = await upload(notice.seq, [
    { name: 'a.png', type: 'image/png', content: PNG_BYTES },
    { name: 'b.jpg', type: 'image/jpeg', content: JPEG_BYTES },
    { name: 'c.pdf', type: 'application/pdf', content: PDF_BYTES },
  ]);
  assert.equal(tooMany.statusCode, 400);
  assert.match(tooMany.json().message, /5개까지/);
  const large = await upload(notice.seq, [
    {
      name: '큰파일.pdf',
      type: 'application/pdf',
      content: Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]),
    },
  ]);
  assert.equal(large.statusCode, 413);
  assert.match(large.json().message, /10MB/);
  const noFile = await upload(notice.seq, []);
  assert.equal(noFile.statusCode, 400);
  assert.match(noFile.json().message, /파일을 골라/);
  assert.equal(
    (await upload(999999, [{ name: 'a.pdf', type: 'application/pdf', content: PDF_BYTES }])).statusCode,
    404,
  );

  const download = await t.app.inject({
    method: 'GET',
    url: `/brand/customers/notice/${notice.seq}/attachments/${files[0]!.id}`,
  });
  assert.equal(download.statusCode, 200);
  assert.equal(download.headers['content-type'], 'application/pdf');
  assert.equal(
    download.headers['content-disposition'],
    `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('이용신청서.pdf')}`,
  );
  assert.deepEqual(download.rawPayload, PDF_BYTES);
  assert.equal((await publicNotice(notice.seq)).json().resultData.attachments.length, 3);

  const removed = await call('DELETE', `/admin/api/notices/${notice.seq}/attachments/${files[0]!.id}`);
  assert.equal(removed.statusCode, 200);
  assert.equal(AdminNotice.parse(removed.json().resultData).attachments.length, 2);
  assert.equal((await call('DELETE', `/admin/api/notices/${notice.seq}/attachments/${files[0]!.id}`)).statusCode, 404);
  const gone = await t.app.inject({
    method: 'GET',
    url: `/brand/customers/notice/${notice.seq}/attachments/${files[0]!.id}`,
  });
  assert.equal(gone.statusCode, 404);
});
