import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Contact } from '@console/contracts/address-books';
import { fieldsOf } from '../../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { addressBookClient } from '../../../../test-support/address-book-test-client';

let t: TestApp;
let call: ReturnType<typeof addressBookClient>['call'];
let groupSeq: number;
before(async () => {
  t = await createTestApp();
  call = addressBookClient(t.app).call;
  groupSeq = (await call('hanbit_master', 'POST', '/api/team/address-books/groups', { name: '연락처 테스트' })).json()
    .resultData.seq;
});
after(() => t.close());

const CONTACTS = '/api/team/address-books/contacts';

test('a member adds a contact with custom fields; the number is kept as digits', async () => {
  const response = await call('hanbit_user', 'POST', CONTACTS, {
    groupSeq,
    name: '김하늘',
    phone: '+82 10-1234-0001',
    fields: [
      { key: '등급', value: 'VIP' },
      { key: 'coupon_code', value: 'A1' },
    ],
    memo: '오전 연락',
  });
  assert.equal(response.statusCode, 200);
  const contact = Contact.parse(response.json().resultData);
  assert.equal(contact.phone, '01012340001');
  assert.equal(contact.groupName, '연락처 테스트');
  assert.deepEqual(contact.fields, [
    { key: '등급', value: 'VIP' },
    { key: 'coupon_code', value: 'A1' },
  ]);
});

test('contacts are validated in Korean with the contract: number, field names, limits, group', async () => {
  const bad = await call('hanbit_user', 'POST', CONTACTS, {
    groupSeq: 0,
    name: '가'.repeat(41),
    phone: '02-123-4567',
    fields: [{ key: 'name', value: 'x' }],
  });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(fieldsOf(bad), ['fields.0.key', 'groupSeq', 'name', 'phone']);
  const eleven = Array.from({ length: 11 }, (_, i) => ({ key: `f${i}`, value: 'v' }));
  const tooMany = await call('hanbit_user', 'POST', CONTACTS, { groupSeq, phone: '01012340009', fields: eleven });
  assert.deepEqual(fieldsOf(tooMany), ['fields']);
  assert.equal(tooMany.json().errors[0].message, '추가 항목은 10개까지 넣을 수 있어요.');
  const phoneError = bad.json().errors.find((e: { field: string }) => e.field === 'phone');
  assert.equal(phoneError.message, '휴대폰 번호(010으로 시작하는 번호)만 받는 사람으로 넣을 수 있어요.');

  const otherTeamGroup = (
    await call('hanbit_master', 'POST', '/api/team/address-books/groups', { name: '남의 그룹' }, '2')
  ).json().resultData.seq;
  const foreign = await call('hanbit_user', 'POST', CONTACTS, { groupSeq: otherTeamGroup, phone: '01012340009' });
  assert.equal(foreign.statusCode, 400);
  assert.deepEqual(fieldsOf(foreign), ['groupSeq']);
});

test('a contact may carry an e-mail address: stored lower-cased, validated in Korean, cleared when emptied, searchable', async () => {
  const created = await call('hanbit_user', 'POST', CONTACTS, {
    groupSeq,
    name: '메일고객',
    phone: '010-1234-0101',
    email: ' Mail.Kim@Customer.Example ',
  });
  assert.equal(created.statusCode, 200, created.body);
  const contact = Contact.parse(created.json().resultData);
  assert.equal(contact.email, 'mail.kim@customer.example');
  const bad = await call('hanbit_user', 'POST', CONTACTS, { groupSeq, phone: '010-1234-0102', email: 'mail.kim@' });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(fieldsOf(bad), ['email']);
  assert.equal(bad.json().errors[0].message, '올바른 이메일 주소를 입력해 주세요. (예: news@example.co.kr)');
  const found = (await call('hanbit_user', 'GET', `${CONTACTS}?q=MAIL.KIM@`)).json().resultData;
  assert.deepEqual(
    found.items.map((c: Contact) => c.seq),
    [contact.seq],
  );
  const cleared = await call('hanbit_user', 'PUT', `${CONTACTS}/${contact.seq}`, {
    groupSeq,
    name: '메일고객',
    phone: '010-1234-0101',
    email: '',
  });
  assert.equal(cleared.json().resultData.email, null);
});

test('a number is once per group: adding or editing into a duplicate is a 409', async () => {
  assert.equal((await call('hanbit_user', 'POST', CONTACTS, { groupSeq, phone: '010-1234-0002' })).statusCode, 200);
  const again = await call('hanbit_user', 'POST', CONTACTS, { groupSeq, phone: '01012340002' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().message, '이 그룹에 같은 전화번호가 이미 있어요.');

  const other = Contact.parse(
    (await call('hanbit_user', 'POST', CONTACTS, { groupSeq, phone: '01012340003', name: '이바다' })).json().resultData,
  );
  assert.equal(
    (await call('hanbit_user', 'PUT', `${CONTACTS}/${other.seq}`, { groupSeq, phone: '01012340002' })).statusCode,
    409,
  );
  const edited = await call('hanbit_manager', 'PUT', `${CONTACTS}/${other.seq}`, {
    groupSeq,
    phone: '01012340004',
    name: '이바다',
    memo: '번호 변경',
  });
  assert.equal(edited.json().resultData.phone, '01012340004');
  assert.equal(
    (await call('hanbit_manager', 'PUT', `${CONTACTS}/999999`, { groupSeq, phone: '01012340005' })).statusCode,
    404,
  );
});

test('the list is paged, searched by name or digits, filtered by group, and team-scoped', async () => {
  for (let i = 10; i < 25; i += 1)
    await call('hanbit_user', 'POST', CONTACTS, { groupSeq, phone: `010-5555-00${i}`, name: `검색고객${i}` });
  const page = (await call('hanbit_user', 'GET', `${CONTACTS}?groupSeq=${groupSeq}&q=검색고객&page=2&size=10`)).json()
    .resultData;
  assert.equal(page.total, 15);
  assert.equal(page.items.length, 5);
  const byDigits = (await call('hanbit_user', 'GET', `${CONTACTS}?q=5555-0012`)).json().resultData;
  assert.deepEqual(
    byDigits.items.map((c: Contact) => c.name),
    ['검색고객12'],
  );
  const likeChars = (await call('hanbit_user', 'GET', `${CONTACTS}?q=%25`)).json().resultData;
  assert.equal(likeChars.total, 0);
  assert.equal((await call('hanbit_user', 'GET', `${CONTACTS}?size=101`)).statusCode, 400);
  const otherTeam = (await call('hanbit_master', 'GET', `${CONTACTS}?q=검색고객`, undefined, '2')).json().resultData;
  assert.equal(otherTeam.total, 0);
});

test("bulk delete removes only the team's contacts among the seqs", async () => {
  const seqs = (await call('hanbit_user', 'GET', `${CONTACTS}?q=검색고객1&size=100`))
    .json()
    .resultData.items.map((c: Contact) => c.seq);
  assert.ok(seqs.length > 0);
  const otherTeamGroup = (
    await call('hanbit_master', 'POST', '/api/team/address-books/groups', { name: '삭제 대상 아님' }, '2')
  ).json().resultData.seq;
  const foreign = (
    await call('hanbit_master', 'POST', CONTACTS, { groupSeq: otherTeamGroup, phone: '01077770000' }, '2')
  ).json().resultData.seq;
  const deleted = await call('hanbit_user', 'POST', `${CONTACTS}/delete`, { seqs: [...seqs, foreign] });
  assert.deepEqual(deleted.json().resultData, { deleted: seqs.length });
  assert.equal(
    (await call('hanbit_master', 'GET', `${CONTACTS}?q=01077770000`, undefined, '2')).json().resultData.total,
    1,
  );
  assert.deepEqual(fieldsOf(await call('hanbit_user', 'POST', `${CONTACTS}/delete`, { seqs: [] })), ['seqs']);
});

test('permissions of contacts: 401, 499, 455 for a withdrawal-requested account', async () => {
  assert.equal((await call(null, 'GET', CONTACTS)).statusCode, 401);
  assert.equal((await call('hanbit_user', 'GET', CONTACTS, undefined, '2')).statusCode, 499);
  assert.equal((await call('hanbit_user', 'POST', `${CONTACTS}/delete`, { seqs: [1] }, '2')).statusCode, 499);
  const [byeTeam] = await t.app.db.query<{ team_seq: number }>(
    `SELECT tm.team_seq FROM team_members tm JOIN users u ON u.user_seq = tm.user_seq WHERE u.login_id = 'bye_master' LIMIT 1`,
  );
  assert.equal(
    (await call('bye_master', 'POST', CONTACTS, { groupSeq, phone: '01012349999' }, String(byeTeam!.team_seq)))
      .statusCode,
    455,
  );
});

test('group export is a CSV with a column per custom field, named after the group', async () => {
  const response = await call('hanbit_user', 'GET', `/api/team/address-books/${groupSeq}/export`);
  assert.equal(response.statusCode, 200);
  const name = decodeURIComponent((response.headers['content-disposition'] as string).split("UTF-8''")[1] ?? '');
  assert.match(name, /^주소록_연락처 테스트_\d{8}\.csv$/);
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.equal(lines[0], '이름,전화번호,이메일,등급,coupon_code,메모');
  assert.equal(lines[1], '김하늘,01012340001,,VIP,A1,오전 연락');
  assert.equal(
    (await call('hanbit_user', 'GET', `/api/team/address-books/${groupSeq}/export`, undefined, '2')).statusCode,
    499,
  );
});
