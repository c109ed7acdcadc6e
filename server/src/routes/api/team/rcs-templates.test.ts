import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { RcsImage, RcsTemplate, RcsTemplateDetail } from '@console/contracts/rcs';
import { PNG_BYTES } from '../../../../test-support/multipart-body';
import { multipartForm } from '../../../../test-support/multipart-form';
import { createTestApp, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ rcsReviewSimulatorSeconds: 0 });
});
after(() => t.close());

const headers = async (loginId: string | null, team: string) => ({
  ...(loginId ? (await sharedLoginAs(t.app, loginId)).headers : { ajax: 'true' }),
  'curr-team-seq': team,
});
const call = async (
  loginId: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  team = '1',
) => t.app.inject({ method, url, headers: await headers(loginId, team), ...(payload ? { payload } : {}) });
const fieldsOf = (response: { json(): { errors?: { field: string }[] } }) =>
  (response.json().errors ?? []).map((e) => e.field).sort();
const url = { kind: 'URL', label: '자세히 보기', value: 'https://shop.hanbit.example.kr' };
const text = (over: object = {}) => ({
  name: `안내 ${Math.random().toString(36).slice(2, 8)}`,
  kind: 'TEXT',
  body: '#{name}님, 적립금이 들어왔어요.',
  buttons: [url],
  ...over,
});
const uploadCard = async (team = '1', loginId = 'hanbit_master') => {
  const form = multipartForm({}, [{ field: 'file', name: 'card.png', type: 'image/png', content: PNG_BYTES }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/team/rcs/images',
    headers: { ...(await headers(loginId, team)), ...form.headers },
    payload: form.payload,
  });
  return RcsImage.parse(response.json().resultData).seq;
};
const list = async (query = '', loginId = 'hanbit_user') => {
  const response = await call(loginId, 'GET', `/api/team/rcs/templates${query}`);
  assert.equal(response.statusCode, 200, response.body);
  const page = response.json().resultData as { items: unknown[]; total: number; page: number; size: number };
  return { ...page, items: page.items.map((item) => RcsTemplate.parse(item)) };
};

test('the list is paged, filtered by status and searched by name or body', async () => {
  const all = await list();
  assert.equal(all.total, 3);
  assert.deepEqual(all.items.map((item) => item.status).sort(), ['APPROVED', 'REJECTED', 'REVIEW']);
  const rejected = await list('?status=REJECTED');
  assert.deepEqual(
    rejected.items.map((item) => [item.name, !!item.rejectReason]),
    [['가입 환영 쿠폰', true]],
  );
  assert.deepEqual(
    (await list('?q=세일')).items.map((item) => item.kind),
    ['IMAGE'],
  );
  assert.deepEqual(
    (await list('?q=배송 조회')).items.map((item) => item.name),
    ['배송 출발 안내'],
  );
  assert.equal((await list('?q=100%25')).total, 0);
  const paged = await list('?size=2&page=2');
  assert.deepEqual([paged.items.length, paged.page, paged.total], [1, 2, 3]);
  assert.equal((await call('hanbit_user', 'GET', '/api/team/rcs/templates?status=DONE')).statusCode, 400);
  assert.equal((await call('hanbit_user', 'GET', '/api/team/rcs/templates?size=1000')).statusCode, 400);
  assert.equal((await call('hanbit_user', 'GET', '/api/team/rcs/templates', undefined, '4')).statusCode, 499);
});

test('a text template is created in REVIEW with its history; the detail shows it; the dev reviewer approves it', async () => {
  const created = await call('hanbit_manager', 'POST', '/api/team/rcs/templates', text({ name: '적립금 안내' }));
  assert.equal(created.statusCode, 200, created.body);
  const detail = RcsTemplateDetail.parse(created.json().resultData);
  assert.deepEqual(
    [detail.name, detail.kind, detail.status, detail.buttons.length, detail.cards.length],
    ['적립금 안내', 'TEXT', 'REVIEW', 1, 0],
  );
  assert.deepEqual(
    detail.history.map((h) => h.kind),
    ['SUBMITTED'],
  );
  await t.app.jobs.runDueJobs();
  const approved = RcsTemplateDetail.parse(
    (await call('hanbit_user', 'GET', `/api/team/rcs/templates/${detail.seq}`)).json().resultData,
  );
  assert.deepEqual(
    approved.history.map((h) => h.kind),
    ['SUBMITTED', 'APPROVED'],
  );
  assert.equal((await t.app.rcs.approvedTemplate(1, detail.seq))?.name, '적립금 안내');
  const inbox = await call('hanbit_user', 'GET', '/api/notifications?size=50');
  const mine = (inbox.json().resultData.items as { kind: string; link: string }[]).find(
    (n) => n.link === `/console/team/1/rcs/template/${detail.seq}`,
  );
  assert.equal(mine?.kind, 'RCS_APPROVED');
  const twice = await call('hanbit_manager', 'POST', '/api/team/rcs/templates', text({ name: '적립금 안내' }));
  assert.deepEqual([twice.statusCode, fieldsOf(twice)], [409, ['name']]);
});

test('each limit is refused in Korean with the field named', async () => {
  const post = (body: object) => call('hanbit_master', 'POST', '/api/team/rcs/templates', body);
  const long = await post(text({ body: '가'.repeat(91) }));
  assert.deepEqual([long.statusCode, fieldsOf(long)], [400, ['body']]);
  assert.match(long.json().errors[0].message, /90자까지/);
  assert.deepEqual(fieldsOf(await post(text({ buttons: [url, url] }))), ['buttons']);
  assert.deepEqual(fieldsOf(await post(text({ buttons: [{ ...url, label: '가'.repeat(18) }] }))), ['buttons.0.label']);
  assert.deepEqual(fieldsOf(await post(text({ buttons: [{ kind: 'DIAL', label: '전화', value: '12' }] }))), [
    'buttons.0.value',
  ]);
  assert.deepEqual(fieldsOf(await post(text({ body: '#{name 님' }))), ['body']);
  assert.deepEqual(fieldsOf(await post(text({ name: '', kind: 'VIDEO' }))), ['kind', 'name']);
  assert.deepEqual(fieldsOf(await post({ kind: 'IMAGE', name: '카드 없음', body: '내용' })), ['cards']);
  const card = await uploadCard();
  const cards = (n: number, buttons: object[] = []) => Array.from({ length: n }, () => ({ imageSeq: card, buttons }));
  assert.deepEqual(fieldsOf(await post({ kind: 'IMAGE', name: '카드 일곱', body: '내용', cards: cards(7) })), [
    'cards',
  ]);
  assert.deepEqual(
    fieldsOf(await post({ kind: 'IMAGE', name: '버튼 셋', body: '내용', cards: cards(1, [url, url, url]) })),
    ['cards.0.buttons'],
  );
  assert.deepEqual(fieldsOf(await post({ kind: 'IMAGE', name: '긴 내용', body: '가'.repeat(501), cards: cards(1) })), [
    'body',
  ]);
  const foreign = await uploadCard('4', 'saessak_master');
  const stolen = await post({
    kind: 'IMAGE',
    name: '남의 이미지',
    body: '내용',
    cards: [{ imageSeq: card }, { imageSeq: foreign }],
  });
  assert.deepEqual([stolen.statusCode, fieldsOf(stolen)], [400, ['cards.1.imageSeq']]);
  assert.equal((await post([1, 2])).statusCode, 400);
});

test('an image template with cards and per-card buttons is stored as sent', async () => {
  const card = await uploadCard();
  const body = {
    kind: 'IMAGE',
    name: '신상품 카드',
    body: '#{name}님을 위한 신상품이에요.',
    cards: [
      { imageSeq: card, buttons: [url, { kind: 'COPY', label: '쿠폰 복사', value: 'NEW10' }] },
      { imageSeq: card },
    ],
  };
  const response = await call('hanbit_master', 'POST', '/api/team/rcs/templates', body);
  assert.equal(response.statusCode, 200, response.body);
  const detail = RcsTemplateDetail.parse(response.json().resultData);
  assert.deepEqual(
    detail.cards.map((c) => [c.imageSeq, c.buttons.length]),
    [
      [card, 2],
      [card, 0],
    ],
  );
  assert.deepEqual(detail.buttons, []);
});

test('a REJECTED template is edited and resubmitted; others cannot be edited', async () => {
  const [rejected] = (await list('?status=REJECTED')).items;
  const [approved] = (await list('?status=APPROVED')).items;
  const put = (seq: number, body: object, loginId = 'hanbit_master') =>
    call(loginId, 'PUT', `/api/team/rcs/templates/${seq}`, body);
  assert.equal((await put(approved!.seq, text())).statusCode, 409);
  assert.equal((await put(rejected!.seq, text(), 'hanbit_user')).statusCode, 455);
  assert.deepEqual(fieldsOf(await put(rejected!.seq, text({ body: '' }))), ['body']);
  assert.equal((await put(999_999, text())).statusCode, 404);
  const edited = await put(
    rejected!.seq,
    text({ name: '가입 환영 쿠폰', buttons: [{ ...url, value: 'https://shop.hanbit.example.kr/coupon' }] }),
  );
  assert.equal(edited.statusCode, 200, edited.body);
  const detail = RcsTemplateDetail.parse(edited.json().resultData);
  assert.deepEqual(
    [detail.status, detail.rejectReason, detail.buttons[0]!.value],
    ['REVIEW', null, 'https://shop.hanbit.example.kr/coupon'],
  );
  assert.deepEqual(
    detail.history.map((h) => h.kind),
    ['SUBMITTED', 'REJECTED', 'RESUBMITTED'],
  );
  assert.equal(detail.history[1]!.reason?.includes('URL'), true);
});

test('templates need an approved brand', async () => {
  const noBrand = await call('saessak_master', 'POST', '/api/team/rcs/templates', text(), '4');
  assert.equal(noBrand.statusCode, 409);
  assert.match(noBrand.json().message, /브랜드를 등록/);
  await t.app.db.query(`UPDATE rcs_brands SET status = 'REVIEW' WHERE team_seq = 1`);
  const inReview = await call('hanbit_master', 'POST', '/api/team/rcs/templates', text());
  await t.app.db.query(`UPDATE rcs_brands SET status = 'APPROVED' WHERE team_seq = 1`);
  assert.equal(inReview.statusCode, 409);
  assert.match(inReview.json().message, /승인된 뒤에/);
});

test('delete: a manager deletes an unused template; a used one stays; users, other teams and strangers cannot', async () => {
  const created = RcsTemplateDetail.parse(
    (await call('hanbit_master', 'POST', '/api/team/rcs/templates', text())).json().resultData,
  );
  assert.equal((await call('hanbit_user', 'DELETE', `/api/team/rcs/templates/${created.seq}`)).statusCode, 455);
  assert.equal(
    (await call('hanbit_master', 'DELETE', `/api/team/rcs/templates/${created.seq}`, undefined, '4')).statusCode,
    499,
  );
  assert.equal(
    (await call('saessak_master', 'DELETE', `/api/team/rcs/templates/${created.seq}`, undefined, '4')).statusCode,
    404,
  );
  assert.equal((await call(null, 'DELETE', `/api/team/rcs/templates/${created.seq}`)).statusCode, 401);
  assert.equal((await call('hanbit_manager', 'DELETE', `/api/team/rcs/templates/${created.seq}`)).statusCode, 200);
  assert.equal((await call('hanbit_user', 'GET', `/api/team/rcs/templates/${created.seq}`)).statusCode, 404);

  const [approved] = (await list('?status=APPROVED')).items;
  await t.app.rcs.markTemplateUsed(approved!.seq);
  const used = await call('hanbit_master', 'DELETE', `/api/team/rcs/templates/${approved!.seq}`);
  assert.equal(used.statusCode, 409);
  assert.match(used.json().message, /발송에 쓴 템플릿/);
  assert.equal((await call('hanbit_master', 'GET', '/api/team/rcs/templates/abc')).statusCode, 400);
  assert.equal((await call('hanbit_user', 'POST', '/api/team/rcs/templates', text())).statusCode, 455);
});
