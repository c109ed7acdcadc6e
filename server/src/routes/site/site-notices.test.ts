import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { NoticeSummary } from '@console/contracts/brand';
import { PNG_BYTES } from '../../../test-support/multipart-body';
import { multipartForm } from '../../../test-support/multipart-form';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { assertStartTag } from '../../../test-support/start-tag';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN, publicUrl: 'https://console.example.kr' });
});
after(() => t.close());

const admin = { authorization: `Bearer ${TOKEN}` };
const page = async (url: string, status = 200) => {
  const response = await t.app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, status, `${url}: ${response.statusCode}`);
  assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(response.headers['cache-control'], 'no-cache');
  assert.ok(!/<script/i.test(response.body), `${url} has a script`);
  return response.body;
};
/** The notices a list page links to, in its order. */
const listedSeqs = (html: string) => {
  const list = /<ul class="list" data-testid="notice-list">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/href="\/brand\/customers\/notice\/(\d+)(?:\?lang=en)?"/g)].map((m) => Number(m[1]));
};
const apiList = async (query = '') =>
  NoticeSummary.array().parse(
    (await t.app.inject({ method: 'GET', url: `/api/brand/notices?size=50${query}` })).json().resultData.items,
  );
const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
const decode = (value: string | undefined) =>
  (value ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

test('the list: head tags, pinned first in the API order, 10 per page with aria-current, no script', async () => {
  const all = await apiList();
  const html = await page('/brand/customers/notice');
  assert.match(html, /<title>공지사항 · 메시지 콘솔<\/title>/);
  assert.match(html, /<h1>공지사항<\/h1>/);
  assert.ok(metaOf(html, 'name', 'description'));
  assert.match(html, /<link rel="canonical" href="https:\/\/console\.example\.kr\/brand\/customers\/notice"\/>/);
  assert.deepEqual(
    listedSeqs(html),
    all.slice(0, 10).map((n) => n.seq),
  );
  assert.match(html, /<span class="tag pin">중요<\/span>/);
  assert.match(html, /<span aria-current="page">1<\/span>/);
  assert.match(html, /<a href="\/brand\/customers\/notice\?page=2" rel="next">다음<\/a>/);
  assert.match(html, new RegExp(`전체 ${all.length}건`));

  const third = await page('/brand/customers/notice?page=3');
  assert.deepEqual(
    listedSeqs(third),
    all.slice(20, 30).map((n) => n.seq),
  );
  assert.match(third, /<title>공지사항 · 3쪽 · 메시지 콘솔<\/title>/);
  assert.match(third, /<span aria-current="page">3<\/span>/);
  assert.ok(!/rel="next"/.test(third));
  await page('/brand/customers/notice?page=9', 404);
  // An unreadable page number is the first page, not an error.
  assert.deepEqual(listedSeqs(await page('/brand/customers/notice?page=abc')), listedSeqs(html));
  // A NUL in the search (PostgreSQL cannot take it) is dropped, not a 5xx.
  assert.deepEqual(listedSeqs(await page('/brand/customers/notice?q=%00')), listedSeqs(html));
});

test('category filter and search keep each other in their links; empty results say so in Korean', async () => {
  const maintenance = await apiList('&category=MAINTENANCE');
  assert.ok(maintenance.length > 0 && maintenance.every((n) => n.category === 'MAINTENANCE'));
  const html = await page('/brand/customers/notice?category=MAINTENANCE');
  assert.deepEqual(
    listedSeqs(html),
    maintenance.map((n) => n.seq),
  );
  assert.match(html, /<a href="\/brand\/customers\/notice\?category=MAINTENANCE" aria-current="page">점검<\/a>/);
  assert.match(html, /<input type="hidden" name="category" value="MAINTENANCE"\/>/);

  const q = encodeURIComponent('점검');
  const search = await page(`/brand/customers/notice?q=${q}`);
  const found = await apiList(`&q=${q}`);
  assert.ok(found.length > 0);
  assert.deepEqual(
    listedSeqs(search),
    found.map((n) => n.seq),
  );
  assert.match(search, new RegExp(`&#x27;점검&#x27; 검색 결과 ${found.length}건`));
  assertStartTag(search, '<input id="notice-q"', ['type="search"', 'name="q"', 'value="점검"']);
  assert.match(search, /<a href="\/brand\/customers\/notice\?category=UPDATE&amp;q=%EC%A0%90%EA%B2%80">업데이트<\/a>/);
  assert.match(search, /<meta name="robots" content="noindex"\/>/);

  const none = await page(`/brand/customers/notice?q=${encodeURIComponent('없는단어xyz')}`);
  assert.deepEqual(listedSeqs(none), []);
  assert.match(none, /검색 결과가 없어요\./);
  const english = await page(`/brand/customers/notice?q=${encodeURIComponent('없는단어xyz')}&lang=en`);
  assert.match(english, /No notices match your search\./);
  assert.match(english, /<input type="hidden" name="lang" value="en"\/>/);
});

test('a notice page: article, description from its text, previous and next in list order, back to the list', async () => {
  const all = await apiList();
  const [previous, current, next] = [all[2]!, all[3]!, all[4]!];
  const html = await page(`/brand/customers/notice/${current.seq}`);
  assert.ok(html.includes(`<h1>${current.title}</h1>`));
  assert.equal(metaOf(html, 'property', 'og:type'), 'article');
  const body = (await t.app.inject({ method: 'GET', url: `/api/brand/notices/${current.seq}` })).json().resultData;
  const description = decode(metaOf(html, 'name', 'description'));
  assert.ok(description.length > 0 && description.length <= 121, description);
  assert.ok(body.text.startsWith(description.replace(/…$/, '')), description);
  // The seeded plain-text body as paragraphs.
  assert.match(html, /<div class="prose" data-testid="notice-body"><p>/);
  assert.match(html, new RegExp(`<time dateTime="${current.publishedAt}">`));
  assert.ok(html.includes(`<a href="/brand/customers/notice/${previous.seq}">${previous.title}</a>`));
  assert.ok(html.includes(`<a href="/brand/customers/notice/${next.seq}">${next.title}</a>`));
  assert.match(html, /<a class="button secondary" href="\/brand\/customers\/notice">목록으로<\/a>/);

  const first = await page(`/brand/customers/notice/${all[0]!.seq}`);
  assert.match(first, /<span class="label">이전 공지<\/span><span class="muted">없어요<\/span>/);
  const english = await page(`/brand/customers/notice/${current.seq}?lang=en`);
  assert.ok(english.includes(`<a href="/brand/customers/notice/${next.seq}?lang=en">`));
  assert.match(english, /Back to the list/);
});

test('unknown, malformed and withdrawn notices are 404 pages', async () => {
  for (const seq of ['999999', 'abc', '0', '1.5', '99999999999']) {
    const html = await page(`/brand/customers/notice/${seq}`, 404);
    assert.match(html, /<meta name="robots" content="noindex"\/>/);
    assert.match(html, /페이지를 찾을 수 없어요/);
  }
  const seq = (await apiList())[5]!.seq;
  await page(`/brand/customers/notice/${seq}`);
  const withdraw = await t.app.inject({ method: 'POST', url: `/admin/api/notices/${seq}/withdraw`, headers: admin });
  assert.equal(withdraw.statusCode, 200);
  await page(`/brand/customers/notice/${seq}`, 404);
  assert.ok(!listedSeqs(await page('/brand/customers/notice')).includes(seq));
});

test('a notice the operator publishes is on the list, the home and its own page at the next request', async () => {
  const published = await t.app.inject({
    method: 'POST',
    url: '/admin/api/notices',
    headers: admin,
    payload: {
      title: '새 요금제 출시',
      category: 'EVENT',
      pinned: true,
      body: '<p>새 요금제가 나왔어요.</p><script>alert(1)</script><p><a href="javascript:alert(1)">클릭</a><img src="x" onerror="alert(1)"></p>',
    },
  });
  assert.equal(published.statusCode, 200);
  const { seq } = published.json().resultData as { seq: number };
  const form = multipartForm({}, [{ field: 'file', name: '요금표 이미지.png', type: 'image/png', content: PNG_BYTES }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/admin/api/notices/${seq}/attachments`,
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
  const [image] = uploaded.json().resultData as { id: number }[];
  // The body may show its own attachment.
  await t.app.inject({
    method: 'PUT',
    url: `/admin/api/notices/${seq}`,
    headers: admin,
    payload: {
      title: '새 요금제 출시',
      category: 'EVENT',
      body: `<p>새 요금제가 나왔어요.</p><img src="/brand/customers/notice/${seq}/attachments/${image!.id}" alt="요금표">`,
    },
  });

  assert.equal(listedSeqs(await page('/brand/customers/notice'))[0], seq);
  assert.ok((await page('/')).includes(`href="/brand/customers/notice/${seq}"`));
  const html = await page(`/brand/customers/notice/${seq}`);
  assert.match(html, /<span class="tag event">이벤트<\/span>/);
  assert.ok(html.includes(`<img src="/brand/customers/notice/${seq}/attachments/${image!.id}" alt="요금표" />`));
  assert.ok(!/javascript:|onerror/.test(html));
  assert.ok(
    html.includes(`href="/brand/customers/notice/${seq}/attachments/${image!.id}" download="요금표 이미지.png"`),
  );
  assert.match(html, /\(\d+ B\)/);
  assert.equal(metaOf(html, 'name', 'description'), '새 요금제가 나왔어요.');

  const file = await t.app.inject({ method: 'GET', url: `/brand/customers/notice/${seq}/attachments/${image!.id}` });
  assert.equal(file.statusCode, 200);
  assert.equal(file.headers['content-type'], 'image/png');
  assert.equal(file.headers['x-content-type-options'], 'nosniff');
  assert.match(
    String(file.headers['content-disposition']),
    /^inline; .*filename\*=UTF-8''%EC%9A%94%EA%B8%88%ED%91%9C%20/,
  );
  assert.deepEqual(file.rawPayload, PNG_BYTES);
  await page(`/brand/customers/notice/${seq}/attachments/abc`, 404);
  await page(`/brand/customers/notice/${seq + 1}/attachments/${image!.id}`, 404);
});
