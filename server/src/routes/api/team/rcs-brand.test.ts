import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { RcsBrand, RcsImage } from '@console/contracts/rcs';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../../test-support/multipart-body';
import { multipartForm } from '../../../../test-support/multipart-form';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ rcsReviewSimulatorSeconds: 0 });
});
after(() => t.close());

const LOGO = { field: 'logo', name: 'logo.png', type: 'image/png', content: PNG_BYTES };
const headers = async (loginId: string | null, team: string) => ({
  ...(loginId ? (await sharedLoginAs(t.app, loginId)).headers : { ajax: 'true' }),
  'curr-team-seq': team,
});
const send = async (
  loginId: string | null,
  method: 'POST' | 'DELETE',
  url: string,
  team: string,
  form?: ReturnType<typeof multipartForm>,
  json?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(await headers(loginId, team)), ...(form?.headers ?? {}) },
    payload: form?.payload ?? (json as object),
  });
const get = async (loginId: string, url: string, team: string) =>
  t.app.inject({ method: 'GET', url, headers: await headers(loginId, team) });
const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((e) => e.field).sort();
const brandForm = (over: Record<string, string> = {}, files = [LOGO]) =>
  multipartForm({ name: '한빛 고객지원', description: '주문과 배송 상담을 안내해요.', ...over }, files);

test('team 1 reads its demo brand: approved, with a chat room on a representative number and its history', async () => {
  const response = await get('hanbit_user', '/api/team/rcs/brand', '1');
  assert.equal(response.statusCode, 200);
  const brand = RcsBrand.parse(response.json().resultData);
  assert.equal(brand.status, 'APPROVED');
  assert.deepEqual(
    brand.chatRooms.map((room) => room.senderNumber),
    ['15881234'],
  );
  assert.deepEqual(
    brand.history.map((h) => h.kind),
    ['SUBMITTED', 'APPROVED'],
  );
  const logo = await get('hanbit_user', `/api/team/rcs/images/${brand.logoImageSeq}`, '1');
  assert.equal(logo.statusCode, 200);
  assert.equal(logo.headers['content-type'], 'image/png');
  assert.equal((await get('saessak_master', `/api/team/rcs/images/${brand.logoImageSeq}`, '4')).statusCode, 404);
  const none = await get('saessak_master', '/api/team/rcs/brand', '4');
  assert.equal(none.json().resultData, null);
});

test('brand fields and logo are validated in Korean; the logo is checked by its bytes and size', async () => {
  const empty = await send(
    'hanbit_master',
    'POST',
    '/api/team/rcs/brand',
    '2',
    brandForm({ name: '', description: '가'.repeat(201) }),
  );
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(fieldsOf(empty), ['description', 'name']);
  const noLogo = await send('hanbit_master', 'POST', '/api/team/rcs/brand', '2', brandForm({}, []));
  assert.deepEqual(fieldsOf(noLogo), ['logo']);
  assert.equal(noLogo.json().message, '브랜드 로고 이미지를 올려 주세요.');
  const pdf = await send(
    'hanbit_master',
    'POST',
    '/api/team/rcs/brand',
    '2',
    brandForm({}, [{ ...LOGO, name: 'logo.png', content: PDF_BYTES }]),
  );
  assert.equal(pdf.statusCode, 400);
  assert.match(pdf.json().message, /JPG, PNG/);
  const big = await send(
    'hanbit_master',
    'POST',
    '/api/team/rcs/brand',
    '2',
    brandForm({}, [{ ...LOGO, content: Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]) }]),
  );
  assert.equal(big.statusCode, 413);
  assert.deepEqual(fieldsOf(big), ['logo']);
  const json = await send('hanbit_master', 'POST', '/api/team/rcs/brand', '2', undefined, { name: 'x' });
  assert.equal(json.statusCode, 400);
  assert.equal((await get('hanbit_master', '/api/team/rcs/brand', '2')).json().resultData, null);
});

test("permissions: a user gets 455 on brand and chat rooms, another business's team 499, no login 401", async () => {
  assert.equal((await send('hanbit_user', 'POST', '/api/team/rcs/brand', '1', brandForm())).statusCode, 455);
  assert.equal((await send('hanbit_master', 'POST', '/api/team/rcs/brand', '4', brandForm())).statusCode, 499);
  assert.equal((await send(null, 'POST', '/api/team/rcs/brand', '2', brandForm())).statusCode, 401);
  assert.equal((await get('hanbit_master', '/api/team/rcs/brand', '4')).statusCode, 499);
  assert.equal(
    (await send('hanbit_user', 'POST', '/api/team/rcs/chat-rooms', '1', undefined, { callbackSeq: 1 })).statusCode,
    455,
  );
  assert.equal((await send('hanbit_user', 'DELETE', '/api/team/rcs/chat-rooms/1', '1')).statusCode, 455);
  // Card images are open to every member (RCS MMS cards), but only inside the member's teams.
  assert.equal(
    (await send('hanbit_user', 'POST', '/api/team/rcs/images', '1', multipartForm({}, [{ ...LOGO, field: 'file' }])))
      .statusCode,
    200,
  );
  assert.equal(
    (await send('hanbit_master', 'POST', '/api/team/rcs/images', '4', multipartForm({}, [{ ...LOGO, field: 'file' }])))
      .statusCode,
    499,
  );
  assert.equal(
    (await send(null, 'POST', '/api/team/rcs/images', '1', multipartForm({}, [{ ...LOGO, field: 'file' }]))).statusCode,
    401,
  );
});

test("a manager registers team 2's brand (REVIEW); a second one is refused; the dev reviewer approves it and tells the team", async () => {
  const response = await send('hanbit_manager', 'POST', '/api/team/rcs/brand', '2', brandForm());
  assert.equal(response.statusCode, 200, response.body);
  const brand = RcsBrand.parse(response.json().resultData);
  assert.deepEqual([brand.name, brand.status, brand.chatRooms.length], ['한빛 고객지원', 'REVIEW', 0]);
  const twice = await send('hanbit_master', 'POST', '/api/team/rcs/brand', '2', brandForm());
  assert.equal(twice.statusCode, 409);
  assert.equal((await send('hanbit_master', 'POST', '/api/team/rcs/brand/resubmit', '2', brandForm())).statusCode, 409);

  await t.app.jobs.runDueJobs();
  const approved = RcsBrand.parse((await get('hanbit_master', '/api/team/rcs/brand', '2')).json().resultData);
  assert.equal(approved.status, 'APPROVED');
  assert.deepEqual(
    approved.history.map((h) => h.kind),
    ['SUBMITTED', 'APPROVED'],
  );
  const inbox = await get('hanbit_manager', '/api/notifications?size=50', '2');
  const mine = (inbox.json().resultData.items as { kind: string; title: string; link: string }[]).find(
    (n) => n.link === '/console/team/2/rcs/template',
  );
  assert.equal(mine?.kind, 'RCS_APPROVED');
  assert.equal(mine?.title, 'RCS 브랜드가 승인되었어요');
});

test('chat rooms: an approved landline binds; a mobile, pending, foreign or bound number is refused; unbind', async () => {
  const numbers = await t.app.db.query<{ seq: number; number: string; team_seq: number }>(
    'SELECT seq, number, team_seq FROM callback_numbers',
  );
  const seqOf = (number: string, team = 1) => numbers.find((n) => n.number === number && n.team_seq === team)!.seq;
  const bind = (callbackSeq: unknown, team = '1') =>
    send('hanbit_master', 'POST', '/api/team/rcs/chat-rooms', team, undefined, { callbackSeq });

  const mobile = await bind(seqOf('01023456789'));
  assert.equal(mobile.statusCode, 400);
  assert.deepEqual(fieldsOf(mobile), ['callbackSeq']);
  assert.match(mobile.json().message, /010 휴대폰 번호는/);
  assert.match((await bind(seqOf('0234567890'))).json().message, /승인된 발신번호만/);
  assert.match((await bind(seqOf('15889876', 2))).json().message, /이 팀의 발신번호가 아니에요/);
  assert.deepEqual(fieldsOf(await bind('abc')), ['callbackSeq']);
  const taken = await bind(seqOf('15881234'));
  assert.equal(taken.statusCode, 409);

  const bound = await bind(seqOf('0212345678'));
  assert.equal(bound.statusCode, 200, bound.body);
  const brand = RcsBrand.parse(bound.json().resultData);
  assert.deepEqual(
    brand.chatRooms.map((room) => room.senderNumber),
    ['15881234', '0212345678'],
  );
  assert.deepEqual(
    (await t.app.rcs.approvedChatRooms(1)).map((room) => room.senderNumber),
    ['15881234', '0212345678'],
  );

  const room = brand.chatRooms[1]!;
  assert.equal((await send('hanbit_master', 'DELETE', `/api/team/rcs/chat-rooms/${room.seq}`, '4')).statusCode, 499);
  assert.equal((await send('saessak_master', 'DELETE', `/api/team/rcs/chat-rooms/${room.seq}`, '4')).statusCode, 404);
  const unbound = await send('hanbit_master', 'DELETE', `/api/team/rcs/chat-rooms/${room.seq}`, '1');
  assert.equal(unbound.statusCode, 200);
  assert.deepEqual(
    RcsBrand.parse(unbound.json().resultData).chatRooms.map((r) => r.senderNumber),
    ['15881234'],
  );
  assert.equal(
    (await send('saessak_master', 'POST', '/api/team/rcs/chat-rooms', '4', undefined, { callbackSeq: 1 })).statusCode,
    409,
  );
});

test('a brand named 반려 is rejected by the dev reviewer; resubmission with a new name goes back to REVIEW', async () => {
  const created = await send(
    'saessak_master',
    'POST',
    '/api/team/rcs/brand',
    '4',
    brandForm({ name: '반려 시험 브랜드' }, [{ ...LOGO, name: 'logo.jpg', type: 'image/jpeg', content: JPEG_BYTES }]),
  );
  assert.equal(created.statusCode, 200, created.body);
  await t.app.jobs.runDueJobs();
  const rejected = RcsBrand.parse((await get('saessak_master', '/api/team/rcs/brand', '4')).json().resultData);
  assert.equal(rejected.status, 'REJECTED');
  assert.match(rejected.rejectReason ?? '', /상호/);
  const binding = await send('saessak_master', 'POST', '/api/team/rcs/chat-rooms', '4', undefined, { callbackSeq: 1 });
  assert.equal(binding.statusCode, 409);

  assert.deepEqual(
    fieldsOf(await send('saessak_master', 'POST', '/api/team/rcs/brand/resubmit', '4', brandForm({ name: '' }, []))),
    ['name'],
  );
  const again = await send(
    'saessak_master',
    'POST',
    '/api/team/rcs/brand/resubmit',
    '4',
    brandForm({ name: '새싹상점' }, []),
  );
  assert.equal(again.statusCode, 200, again.body);
  const brand = RcsBrand.parse(again.json().resultData);
  assert.deepEqual(
    [brand.name, brand.status, brand.rejectReason, brand.logoImageSeq],
    ['새싹상점', 'REVIEW', null, rejected.logoImageSeq],
  );
  assert.deepEqual(
    brand.history.map((h) => h.kind),
    ['SUBMITTED', 'REJECTED', 'RESUBMITTED'],
  );
});

test('card images: JPG/PNG up to 1 MB by their bytes', async () => {
  const upload = (file: { name: string; type: string; content: Buffer }) =>
    send('hanbit_manager', 'POST', '/api/team/rcs/images', '1', multipartForm({}, [{ field: 'file', ...file }]));
  const okay = await upload({ name: 'card.jpg', type: 'image/jpeg', content: JPEG_BYTES });
  assert.equal(okay.statusCode, 200);
  const image = RcsImage.parse(okay.json().resultData);
  assert.deepEqual([image.contentType, image.size], ['image/jpeg', JPEG_BYTES.length]);
  const renamed = await upload({ name: 'card.png', type: 'image/png', content: PDF_BYTES });
  assert.deepEqual([renamed.statusCode, fieldsOf(renamed)], [400, ['file']]);
  const exactly = await upload({
    name: 'max.png',
    type: 'image/png',
    content: Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024 - PNG_BYTES.length)]),
  });
  assert.equal(exactly.statusCode, 200);
  const over = await upload({
    name: 'big.png',
    type: 'image/png',
    content: Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024 - PNG_BYTES.length + 1)]),
  });
  assert.equal(over.statusCode, 413);
  assert.equal(over.json().message, '이미지는 1MB까지 올릴 수 있어요.');
  const none = await send('hanbit_manager', 'POST', '/api/team/rcs/images', '1', multipartForm({ a: 'b' }));
  assert.deepEqual([none.statusCode, fieldsOf(none)], [400, ['file']]);
});
