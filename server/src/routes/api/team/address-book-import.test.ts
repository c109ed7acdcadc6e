import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { ImportPreview, ImportResult, type Contact } from '@console/contracts/address-books';
import { fieldsOf } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { addressBookClient } from '../../../../test-support/address-book-test-client';

let t: TestApp;
let client: ReturnType<typeof addressBookClient>;
before(async () => {
  t = await createTestApp();
  client = addressBookClient(t.app);
});
after(() => t.close());

const newGroup = async (name: string) =>
  (await client.call('hanbit_user', 'POST', '/api/team/address-books/groups', { name })).json().resultData
    .seq as number;
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
const MAPPING = JSON.stringify({ name: 0, phone: 1, memo: null, fields: [{ key: '등급', column: 2 }] });

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('연락처');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('the preview answers the header, the first 20 rows, the row count and a mapping guessed from Korean headers', async () => {
  const groupSeq = await newGroup('미리보기');
  const lines = [
    '이름,휴대폰 번호,등급,메모',
    ...Array.from({ length: 25 }, (_, i) => `고객${i},010-2000-${String(i).padStart(4, '0')},골드,`),
  ];
  const response = await client.upload('hanbit_user', `/api/team/address-books/${groupSeq}/import/preview`, {
    name: '고객.csv',
    content: csv(lines),
  });
  assert.equal(response.statusCode, 200);
  const preview = ImportPreview.parse(response.json().resultData);
  assert.equal(preview.fileType, 'CSV');
  assert.deepEqual(preview.header, ['이름', '휴대폰 번호', '등급', '메모']);
  assert.equal(preview.rows.length, 20);
  assert.equal(preview.totalRows, 25);
  assert.deepEqual(preview.suggestedMapping, {
    name: 0,
    phone: 1,
    email: null,
    memo: 3,
    fields: [{ key: '등급', column: 2 }],
  });
  // Nothing is written by a preview.
  assert.equal(
    (await client.call('hanbit_user', 'GET', `/api/team/address-books/contacts?groupSeq=${groupSeq}`)).json().resultData
      .total,
    0,
  );
});

test('an "이메일" column is recognised and imported lower-cased; a bad address fails its row in Korean; UPDATE fills it in', async () => {
  const groupSeq = await newGroup('이메일 가져오기');
  const url = `/api/team/address-books/${groupSeq}/import`;
  const lines = [
    '이름,휴대폰,이메일',
    '김메일,010-4100-0001,Kim.Mail@Customer.Example',
    '박없음,010-4100-0002,',
    '이틀림,010-4100-0003,lee at example',
  ];
  const preview = (
    await client.upload('hanbit_user', `${url}/preview`, { name: '메일.csv', content: csv(lines) })
  ).json().resultData;
  assert.deepEqual(preview.suggestedMapping, { name: 0, phone: 1, email: 2, memo: null, fields: [] });
  const mapping = JSON.stringify(preview.suggestedMapping);
  const result = ImportResult.parse(
    (await client.upload('hanbit_user', url, { name: '메일.csv', content: csv(lines) }, { mapping })).json().resultData,
  );
  assert.deepEqual([result.added, result.failed], [2, 1]);
  assert.deepEqual(result.errors, [
    { row: 4, reason: '올바른 이메일 주소를 입력해 주세요. (예: news@example.co.kr) (lee at example)' },
  ]);
  const listed = async () =>
    (await client.call('hanbit_user', 'GET', `/api/team/address-books/contacts?groupSeq=${groupSeq}`)).json().resultData
      .items as Contact[];
  assert.deepEqual((await listed()).map((c) => [c.name, c.email]).sort(), [
    ['김메일', 'kim.mail@customer.example'],
    ['박없음', null],
  ]);
  const again = ['이름,휴대폰,이메일', ',010-4100-0002,park@customer.example', ',010-4100-0001,'];
  await client.upload(
    'hanbit_user',
    url,
    { name: '메일2.csv', content: csv(again) },
    { mapping, duplicatePolicy: 'UPDATE' },
  );
  assert.deepEqual((await listed()).map((c) => [c.name, c.email]).sort(), [
    ['김메일', 'kim.mail@customer.example'],
    ['박없음', 'park@customer.example'],
  ]);
  const exported = await client.call('hanbit_user', 'GET', `/api/team/address-books/${groupSeq}/export`);
  assert.match(exported.body, /이름,전화번호,이메일/);
  assert.match(exported.body, /kim\.mail@customer\.example/);
});

test('a CSV saved by Excel in EUC-KR previews in Korean', async () => {
  const groupSeq = await newGroup('EUC-KR');
  const content = Buffer.from(
    new Uint8Array([
      0xc0, 0xcc, 0xb8, 0xa7, 0x2c, 0x70, 0x68, 0x6f, 0x6e, 0x65, 0x0d, 0x0a, 0x61, 0x2c, 0x31, 0x0d, 0x0a,
    ]),
  ); // "이름,phone\r\na,1"
  const preview = (
    await client.upload('hanbit_user', `/api/team/address-books/${groupSeq}/import/preview`, {
      name: 'excel.csv',
      content,
    })
  ).json().resultData;
  assert.deepEqual(preview.header, ['이름', 'phone']);
});

test('an import adds rows, reports failed rows in Korean and counts duplicates of the file as skipped', async () => {
  const groupSeq = await newGroup('가져오기 CSV');
  const lines = [
    '이름,전화번호,등급',
    '김일,010-3000-0001,VIP',
    '박이,02-555-0101,일반',
    '최삼,,일반',
    '김일 중복,01030000001,VIP',
    '정사,1030000004,일반',
  ];
  const response = await client.upload(
    'hanbit_user',
    `/api/team/address-books/${groupSeq}/import`,
    { name: '고객.csv', content: csv(lines) },
    { mapping: MAPPING, duplicatePolicy: 'SKIP' },
  );
  assert.equal(response.statusCode, 200);
  const result = ImportResult.parse(response.json().resultData);
  assert.deepEqual(
    { ...result, importSeq: 0 },
    {
      importSeq: 0,
      added: 2,
      updated: 0,
      skipped: 1,
      failed: 2,
      errors: [
        { row: 3, reason: '휴대폰 번호(010으로 시작하는 번호)만 받는 사람으로 넣을 수 있어요. (02-555-0101)' },
        { row: 4, reason: '전화번호가 비어 있어요.' },
      ],
    },
  );
  const contacts = (
    await client.call('hanbit_user', 'GET', `/api/team/address-books/contacts?groupSeq=${groupSeq}`)
  ).json().resultData.items as Contact[];
  assert.deepEqual(contacts.map((c) => [c.name, c.phone, c.fields]).sort(), [
    ['김일', '01030000001', [{ key: '등급', value: 'VIP' }]],
    ['정사', '01030000004', [{ key: '등급', value: '일반' }]],
  ]);

  const report = await client.call('hanbit_user', 'GET', `/api/team/address-books/imports/${result.importSeq}/errors`);
  assert.equal(report.statusCode, 200);
  assert.match(
    decodeURIComponent((report.headers['content-disposition'] as string).split("UTF-8''")[1] ?? ''),
    /^가져오기_오류_고객_\d{8}\.csv$/,
  );
  assert.deepEqual(
    report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n'),
    [
      '행 번호,사유',
      '3,휴대폰 번호(010으로 시작하는 번호)만 받는 사람으로 넣을 수 있어요. (02-555-0101)',
      '4,전화번호가 비어 있어요.',
    ],
  );
  assert.equal(
    (
      await client.call(
        'hanbit_master',
        'GET',
        `/api/team/address-books/imports/${result.importSeq}/errors`,
        undefined,
        '2',
      )
    ).statusCode,
    404,
  );
});

test('an XLSX import with numbers stored as numbers; UPDATE refreshes duplicates, SKIP leaves them', async () => {
  const groupSeq = await newGroup('가져오기 XLSX');
  const first = await xlsx([
    ['이름', '휴대폰', '등급'],
    ['한별', 1040000001, '실버'],
    ['두별', '010-4000-0002', '골드'],
  ]);
  const added = (
    await client.upload(
      'hanbit_user',
      `/api/team/address-books/${groupSeq}/import`,
      { name: '명단.xlsx', content: first },
      { mapping: MAPPING },
    )
  ).json().resultData;
  assert.equal(added.added, 2);

  const second = await xlsx([
    ['이름', '휴대폰', '등급'],
    ['한별', '01040000001', '골드'],
    ['세별', '01040000003', ''],
  ]);
  const skipped = (
    await client.upload(
      'hanbit_user',
      `/api/team/address-books/${groupSeq}/import`,
      { name: '명단.xlsx', content: second },
      { mapping: MAPPING, duplicatePolicy: 'SKIP' },
    )
  ).json().resultData;
  assert.deepEqual([skipped.added, skipped.updated, skipped.skipped, skipped.failed], [1, 0, 1, 0]);
  const updated = (
    await client.upload(
      'hanbit_user',
      `/api/team/address-books/${groupSeq}/import`,
      { name: '명단.xlsx', content: second },
      { mapping: MAPPING, duplicatePolicy: 'UPDATE' },
    )
  ).json().resultData;
  assert.deepEqual([updated.added, updated.updated, updated.skipped, updated.failed], [0, 2, 0, 0]);
  const [hanbyeol] = (
    await client.call('hanbit_user', 'GET', `/api/team/address-books/contacts?groupSeq=${groupSeq}&q=한별`)
  ).json().resultData.items as Contact[];
  assert.deepEqual(hanbyeol!.fields, [{ key: '등급', value: '골드' }]);
});

test('import requests are validated: mapping, columns, file type, empty file, permissions', async () => {
  const groupSeq = await newGroup('검증');
  const url = `/api/team/address-books/${groupSeq}/import`;
  const file = { name: 'a.csv', content: csv(['이름,전화번호', '가,01050000001']) };
  assert.deepEqual(fieldsOf(await client.upload('hanbit_user', url, file, { mapping: '{' })), ['mapping']);
  assert.deepEqual(fieldsOf(await client.upload('hanbit_user', url, file, { mapping: '{"name":0}' })), [
    'mapping.phone',
  ]);
  assert.deepEqual(fieldsOf(await client.upload('hanbit_user', url, file, { mapping: '{"phone":5}' })), [
    'mapping.phone',
  ]);
  const image = { name: 'a.xls', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]) };
  const refused = await client.upload('hanbit_user', `${url}/preview`, image);
  assert.equal(refused.statusCode, 400);
  assert.match(refused.json().message, /CSV나 XLSX 파일만/);
  assert.deepEqual(
    fieldsOf(
      await client.upload(
        'hanbit_user',
        url,
        { name: 'b.csv', content: csv(['이름,전화번호']) },
        { mapping: '{"phone":1}' },
      ),
    ),
    ['file'],
  );
  assert.equal(
    (await client.upload('hanbit_user', `/api/team/address-books/999999/import/preview`, file)).statusCode,
    404,
  );
  assert.equal((await client.upload('hanbit_user', url, file, { mapping: '{"phone":1}' }, '2')).statusCode, 499);
  assert.equal((await client.call(null, 'POST', `${url}/preview`)).statusCode, 401);
  // Nothing was written by the refused imports.
  assert.equal(
    (await client.call('hanbit_user', 'GET', `/api/team/address-books/contacts?groupSeq=${groupSeq}`)).json().resultData
      .total,
    0,
  );
});

test('a file over 10 MB is refused with a 413 in Korean and nothing is written', async () => {
  const groupSeq = await newGroup('큰 파일');
  // Long rows (an unmapped padding column) keep the file under the 100,000-row limit, so only its size is wrong.
  const row = `가나다,010-6000-0001,골드,${'x'.repeat(200)}\r\n`;
  const big = Buffer.from(
    `이름,전화번호,등급,비고\r\n${row.repeat(Math.ceil((10 * 1024 * 1024) / Buffer.byteLength(row)) + 10)}`,
    'utf8',
  );
  const response = await client.upload(
    'hanbit_user',
    `/api/team/address-books/${groupSeq}/import`,
    { name: 'big.csv', content: big },
    { mapping: MAPPING },
  );
  assert.equal(response.statusCode, 413);
  assert.equal(response.json().message, '파일은 10MB까지 올릴 수 있어요. 파일을 나눠서 가져와 주세요.');
  assert.equal(
    (await client.call('hanbit_user', 'GET', `/api/team/address-books/contacts?groupSeq=${groupSeq}`)).json().resultData
      .total,
    0,
  );
});

test('a large import books one statistics refresh for after its commit; the job runs ANALYZE', async () => {
  const waiting = async () =>
    (
      await t.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs WHERE kind = 'contacts.analyze' AND done_at IS NULL`,
      )
    )[0]!.n;
  const analyzed = async () =>
    (
      await t.app.db.query<{ n: number }>(
        `SELECT analyze_count::int AS n FROM pg_stat_user_tables WHERE relname = 'contacts'`,
      )
    )[0]!.n;
  await t.app.jobs.runDueJobs();
  const small = await newGroup('작은 가져오기');
  await client.upload(
    'hanbit_user',
    `/api/team/address-books/${small}/import`,
    { name: 'a.csv', content: csv(['이름,휴대폰,등급', '김,010-3100-0001,골드']) },
    { mapping: MAPPING },
  );
  assert.equal(await waiting(), 0, 'a small import needs no refresh');

  const rows = Array.from({ length: 10_000 }, (_, i) => `고객${i},010-32${String(i).padStart(6, '0')},실버`);
  for (const name of ['큰 가져오기 1', '큰 가져오기 2']) {
    const response = await client.upload(
      'hanbit_user',
      `/api/team/address-books/${await newGroup(name)}/import`,
      { name: 'big.csv', content: csv(['이름,휴대폰,등급', ...rows]) },
      { mapping: MAPPING },
    );
    assert.equal(response.json().resultData.added, 10_000, response.body);
  }
  assert.equal(await waiting(), 1, 'two imports waiting share one refresh');
  const before = await analyzed();
  await t.app.jobs.runDueJobs();
  assert.equal(await waiting(), 0);
  assert.equal(await analyzed(), before + 1);
});
