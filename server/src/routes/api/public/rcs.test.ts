import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { RcsImage, RcsTemplateDetail } from '@console/contracts/rcs';
import { RcsSendOptions } from '@console/contracts/rcs-send';
import { insertApiKey } from '../../../../test-support/api-key-fixture';
import { errorsOf } from '../../../../test-support/call-as';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../../test-support/multipart-body';
import { multipartForm } from '../../../../test-support/multipart-form';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
const keys: Record<string, string> = {};
let chatRoomSeq: number;
const templateSeq: Record<string, number> = {};
/** An APPROVED template of team 2 (its own approved brand, no chat room). */
let team2TemplateSeq: number;

const newKey = (teamSeq: number, allowedIps: string[], callbackUrl: string | null = null) =>
  insertApiKey(t.app.db, teamSeq, { allowedIps, callbackUrl });
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  keys.team1 = await newKey(1, ['127.0.0.0/8']);
  keys.team2 = await newKey(2, ['127.0.0.1', '::1/128']);
  keys.otherIp = await newKey(1, ['203.0.113.0/24']);
  chatRoomSeq = (await t.app.rcs.approvedChatRooms(1))[0]!.chatRoomSeq;
  for (const row of await t.app.db.query<{ seq: number; name: string }>(
    'SELECT seq, name FROM rcs_templates WHERE team_seq = 1',
  ))
    templateSeq[row.name] = row.seq;
  const [logo] = await t.app.db.query<{ seq: number }>(
    `INSERT INTO rcs_images (team_seq, purpose, file_name, content_type, size, content) VALUES (2, 'LOGO', 'l.png', 'image/png', $1, $2) RETURNING seq`,
    [PNG_BYTES.length, PNG_BYTES],
  );
  const [brand] = await t.app.db.query<{ seq: number }>(
    `INSERT INTO rcs_brands (team_seq, name, description, logo_image_seq, status) VALUES (2, '한빛 B2B', '기업 고객 안내', $1, 'APPROVED') RETURNING seq`,
    [logo!.seq],
  );
  const [template] = await t.app.db.query<{ seq: number }>(
    `INSERT INTO rcs_templates (team_seq, brand_seq, name, kind, body, buttons, cards, status) VALUES (2, $1, '견적 안내', 'TEXT', '견적서를 보내 드렸어요.', '[]', '[]', 'APPROVED') RETURNING seq`,
    [brand!.seq],
  );
  team2TemplateSeq = template!.seq;
});
let receiver: Server | null = null;
after(async () => {
  receiver?.close();
  await t.close();
});

/** The key_seq of a key's secret (keys are stored by the sha256 of the whole key). */
const keySeqOf = async (secret: string) =>
  (
    await t.app.db.query<{ key_seq: number }>(
      `SELECT key_seq FROM api_keys WHERE key_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [secret],
    )
  )[0]?.key_seq;
const auth = (key: string | null): Record<string, string> => (key ? { authorization: `Bearer ${key}` } : {});
const get = (key: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: auth(key) });
const send = (key: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/v1/rcs/send-requests',
    headers: { ...auth(key), ...headers },
    payload: payload as object,
  });
const uploadCard = (
  key: string | null,
  file: { name: string; type: string; content: Buffer } = { name: 'card.png', type: 'image/png', content: PNG_BYTES },
) => {
  const form = multipartForm({}, [{ field: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/public/v1/rcs/images',
    headers: { ...auth(key), ...form.headers },
    payload: form.payload,
  });
};
const base = () => ({
  chatRoomSeq,
  rcsType: 'LMS',
  body: '[한빛커머스] 주문하신 상품이 오늘 출발했어요 🚚 배송 조회 버튼으로 위치를 확인해 보세요.',
  buttons: [{ kind: 'URL', label: '배송 조회', value: 'https://shop.hanbit.example.kr/orders' }],
  recipients: [{ phone: '010-2000-0201' }, { phone: '010-0000-0711' }],
});

test('a linked system sends RCS with its key and reads channel, fallback and per-recipient results on the public send-request endpoints', async () => {
  const response = await send(keys.team1!, {
    ...base(),
    fallback: true,
    fallbackText: '[한빛커머스] 주문하신 상품이 출발했어요.',
  });
  assert.equal(response.statusCode, 200, response.body);
  const accepted = response.json().resultData;
  assert.deepEqual(
    [accepted.acceptedCount, accepted.typeCounts, accepted.estimatedCostKrw],
    [2, { SMS: 0, LMS: 2, MMS: 0 }, 70],
  );
  const [row] = await t.app.db.query<{
    creator_name: string;
    created_by: number | null;
    api_key_seq: number | null;
    channel: string;
  }>('SELECT creator_name, created_by, api_key_seq, channel FROM send_requests WHERE seq = $1', [accepted.seq]);
  assert.deepEqual(
    [row!.creator_name, row!.created_by, row!.channel, row!.api_key_seq],
    ['API 키: 주문 시스템', null, 'RCS', await keySeqOf(keys.team1!)],
  );

  await t.app.jobs.runDueJobs();
  const detail = (await get(keys.team1!, `/api/public/v1/send-requests/${accepted.seq}`)).json().resultData;
  assert.deepEqual(
    [detail.status, detail.channel, detail.rcsType, detail.fallbackEnabled, detail.senderNumber],
    ['DONE', 'RCS', 'LMS', true, '15881234'],
  );
  assert.deepEqual(detail.counts, {
    total: 2,
    pending: 0,
    delivered: 2,
    failed: 0,
    optedOut: 0,
    cancelled: 0,
    fallback: 1,
  });
  const messages = (await get(keys.team1!, `/api/public/v1/send-requests/${accepted.seq}/messages`)).json().resultData
    .items as {
    seq: number;
    channel: string;
    type: string;
    status: string;
    resultReason: string | null;
    fallbackOf: number | null;
    text: string;
  }[];
  assert.deepEqual(
    messages.map((m) => [m.channel, m.type, m.status, m.resultReason]),
    [
      ['RCS', 'LMS', 'DELIVERED', null],
      ['RCS', 'LMS', 'FAILED', 'RCS 미지원 단말'],
      ['SMS', 'SMS', 'DELIVERED', null],
    ],
  );
  assert.equal(messages[2]!.fallbackOf, messages[1]!.seq);
  assert.equal(messages[2]!.text, '[한빛커머스] 주문하신 상품이 출발했어요.');
  assert.equal((await get(keys.team2!, `/api/public/v1/send-requests/${accepted.seq}`)).statusCode, 404);
});

test("an approved template of the key's team is sent; other templates and chat rooms are refused in Korean", async () => {
  const template = {
    chatRoomSeq,
    rcsType: 'TEMPLATE',
    templateVariables: { name: '고객' },
    recipients: [{ phone: '010-2000-0202' }],
  };
  const sent = await send(keys.team1!, { ...template, templateSeq: templateSeq['배송 출발 안내'] });
  assert.equal(sent.statusCode, 200, sent.body);
  assert.equal(sent.json().resultData.estimatedCostKrw, 11);

  const cases: [unknown, string, string][] = [
    [{ ...template, templateSeq: templateSeq['가입 환영 쿠폰'] }, 'templateSeq', '승인된 템플릿만 발송할 수 있어요.'],
    [{ ...template, templateSeq: templateSeq['가을 정기 세일'] }, 'templateSeq', '승인된 템플릿만 발송할 수 있어요.'],
    [{ ...template, templateSeq: team2TemplateSeq }, 'templateSeq', '승인된 템플릿만 발송할 수 있어요.'],
    [{ ...base(), chatRoomSeq: chatRoomSeq + 1000 }, 'chatRoomSeq', '승인된 RCS 대화방만 사용할 수 있어요.'],
    [
      { ...base(), rcsType: 'SMS', body: '가'.repeat(101), buttons: [] },
      'body',
      'RCS SMS는 100자까지 보낼 수 있어요. (지금 101자)',
    ],
  ];
  for (const [payload, field, message] of cases) {
    const response = await send(keys.team1!, payload);
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(
      errorsOf(response).find((e) => e.field === field),
      { field, message },
    );
  }
  // Team 2 has an approved template but no chat room: team 1's chat room is not its own.
  const foreignRoom = await send(keys.team2!, { ...template, templateSeq: team2TemplateSeq });
  assert.deepEqual(errorsOf(foreignRoom), [{ field: 'chatRoomSeq', message: '승인된 RCS 대화방만 사용할 수 있어요.' }]);
});

test('the same Idempotency-Key answers the first result; other content under it is refused', async () => {
  const headers = { 'idempotency-key': 'erp-rcs-0001' };
  const first = await send(keys.team1!, base(), headers);
  assert.equal(first.statusCode, 200, first.body);
  const again = await send(keys.team1!, base(), headers);
  assert.equal(again.statusCode, 200);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  assert.deepEqual(again.json().resultData, first.json().resultData);
  const other = await send(keys.team1!, { ...base(), body: '다른 내용이에요' }, headers);
  assert.equal(other.statusCode, 409);
  assert.match(other.json().message, /[가-힣]/);
  const invalidKey = await send(keys.team1!, base(), { 'idempotency-key': '공백 있는 키' });
  assert.equal(invalidKey.statusCode, 400);
  const [{ n }] = (await t.app.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM send_requests WHERE idempotency_key = $1',
    ['erp-rcs-0001'],
  )) as [{ n: number }];
  assert.equal(n, 1);
});

test('every RCS endpoint refuses a missing key (401) and a call from an IP the key does not allow (403)', async () => {
  const calls: [string, (key: string | null) => Promise<LightMyRequestResponse>][] = [
    ['send', (key) => send(key, base())],
    ['options', (key) => get(key, '/api/public/v1/rcs/send-options')],
    ['templates', (key) => get(key, '/api/public/v1/rcs/templates')],
    ['template', (key) => get(key, `/api/public/v1/rcs/templates/${templateSeq['배송 출발 안내']}`)],
    ['upload', (key) => uploadCard(key)],
    ['image', (key) => get(key, '/api/public/v1/rcs/images/1')],
    ['mms image', (key) => get(key, '/api/public/v1/message-images/1')],
  ];
  for (const [name, call] of calls) {
    const missing = await call(null);
    assert.equal(missing.statusCode, 401, name);
    assert.match(missing.json().message, /API 키/, name);
    const ip = await call(keys.otherIp!);
    assert.equal(ip.statusCode, 403, name);
    assert.match(ip.json().message, /허용되지 않은 IP/, name);
  }
});

test("send options, the template list and one template are the key's team's", async () => {
  const options = RcsSendOptions.parse((await get(keys.team1!, '/api/public/v1/rcs/send-options')).json().resultData);
  assert.deepEqual(options.chatRooms, [{ chatRoomSeq, senderNumber: '15881234', brandName: '한빛커머스' }]);
  assert.deepEqual(
    options.templates.map((template) => template.name),
    ['배송 출발 안내'],
  );
  // Team 2's approved template is not offered without a chat room to send it from.
  assert.deepEqual((await get(keys.team2!, '/api/public/v1/rcs/send-options')).json().resultData, {
    chatRooms: [],
    templates: [],
  });

  const all = (await get(keys.team1!, '/api/public/v1/rcs/templates?size=2')).json().resultData;
  assert.deepEqual([all.items.length, all.page, all.size, all.total], [2, 1, 2, 3]);
  const rejected = (await get(keys.team1!, '/api/public/v1/rcs/templates?status=REJECTED')).json().resultData;
  assert.deepEqual(
    rejected.items.map((template: { name: string; rejectReason: string }) => template.name),
    ['가입 환영 쿠폰'],
  );
  assert.match(rejected.items[0].rejectReason ?? '', /[가-힣]/);
  const badStatus = await get(keys.team1!, '/api/public/v1/rcs/templates?status=DONE');
  assert.equal(badStatus.statusCode, 400);
  assert.deepEqual(errorsOf(badStatus), [{ field: 'status', message: '허용되지 않는 값이에요.' }]);

  const one = await get(keys.team1!, `/api/public/v1/rcs/templates/${templateSeq['배송 출발 안내']}`);
  assert.equal(one.statusCode, 200);
  const detail = RcsTemplateDetail.parse(one.json().resultData);
  assert.deepEqual(
    [detail.name, detail.status, detail.history.map((h) => h.kind)],
    ['배송 출발 안내', 'APPROVED', ['SUBMITTED', 'APPROVED']],
  );
  for (const [key, seq] of [
    [keys.team2!, templateSeq['배송 출발 안내']!],
    [keys.team1!, team2TemplateSeq],
    [keys.team1!, 999_999],
  ] as const) {
    const foreign = await get(key, `/api/public/v1/rcs/templates/${seq}`);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, 'RCS 템플릿을 찾을 수 없어요.');
  }
  const badSeq = await get(keys.team1!, '/api/public/v1/rcs/templates/abc');
  assert.equal(badSeq.statusCode, 400);
  assert.equal(errorsOf(badSeq)[0]!.message, '번호(seq)가 올바르지 않아요.');
});

test("card images: uploaded with the key (checked by their bytes), read back byte for byte, used in an RCS MMS; another team's are not found", async () => {
  const uploaded = await uploadCard(keys.team1!);
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const image = RcsImage.parse(uploaded.json().resultData);
  assert.deepEqual([image.fileName, image.contentType, image.size], ['card.png', 'image/png', PNG_BYTES.length]);
  const [row] = await t.app.db.query<{
    purpose: string;
    uploaded_by: number | null;
    api_key_seq: number | null;
    uploader_name: string;
  }>('SELECT purpose, uploaded_by, api_key_seq, uploader_name FROM rcs_images WHERE seq = $1', [image.seq]);
  assert.deepEqual(
    [row!.purpose, row!.uploaded_by, row!.uploader_name, row!.api_key_seq],
    ['CARD', null, 'API 키: 주문 시스템', await keySeqOf(keys.team1!)],
  );

  const back = await get(keys.team1!, `/api/public/v1/rcs/images/${image.seq}`);
  assert.equal(back.statusCode, 200);
  assert.equal(back.headers['content-type'], 'image/png');
  assert.equal(back.headers['content-length'], String(PNG_BYTES.length));
  assert.match(back.headers['cache-control'] as string, /^private, max-age=\d+/);
  assert.deepEqual(back.rawPayload, PNG_BYTES);
  const jpeg = RcsImage.parse(
    (await uploadCard(keys.team1!, { name: 'card.jpg', type: 'image/jpeg', content: JPEG_BYTES })).json().resultData,
  );
  const jpegBack = await get(keys.team1!, `/api/public/v1/rcs/images/${jpeg.seq}`);
  assert.equal(jpegBack.headers['content-type'], 'image/jpeg');
  assert.deepEqual(jpegBack.rawPayload, JPEG_BYTES);

  for (const [key, seq] of [
    [keys.team2!, image.seq],
    [keys.team1!, 999_999],
  ] as const) {
    const missing = await get(key, `/api/public/v1/rcs/images/${seq}`);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, '이미지를 찾을 수 없어요.');
  }
  for (const bad of ['abc', '1.5', '0']) {
    const response = await get(keys.team1!, `/api/public/v1/rcs/images/${bad}`);
    assert.equal(response.statusCode, 400, bad);
    assert.equal(errorsOf(response)[0]!.message, '이미지 번호가 올바르지 않아요.');
  }

  const mms = { ...base(), rcsType: 'MMS', buttons: [], cards: [{ imageSeq: image.seq, buttons: [] }] };
  const sent = await send(keys.team1!, mms);
  assert.equal(sent.statusCode, 200, sent.body);
  assert.deepEqual(sent.json().resultData.typeCounts, { SMS: 0, LMS: 0, MMS: 2 });
  const foreignCard = await send(keys.team2!, { ...mms, cards: [{ imageSeq: image.seq, buttons: [] }] });
  assert.equal(foreignCard.statusCode, 400);
  const team2Card = RcsImage.parse((await uploadCard(keys.team2!)).json().resultData);
  const notOwn = await send(keys.team1!, { ...mms, cards: [{ imageSeq: team2Card.seq, buttons: [] }] });
  assert.deepEqual(errorsOf(notOwn), [
    { field: 'cards', message: '이 팀에서 올린 카드 이미지만 넣을 수 있어요. 이미지를 다시 올려 주세요.' },
  ]);

  const renamed = await uploadCard(keys.team1!, { name: 'card.png', type: 'image/png', content: PDF_BYTES });
  assert.equal(renamed.statusCode, 400);
  assert.deepEqual(errorsOf(renamed), [
    { field: 'file', message: 'JPG, PNG 이미지만 올릴 수 있어요. 파일 형식을 확인해 주세요.' },
  ]);
  const tooLarge = await uploadCard(keys.team1!, {
    name: 'big.png',
    type: 'image/png',
    content: Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]),
  });
  assert.equal(tooLarge.statusCode, 413);
  assert.equal(tooLarge.json().message, '이미지는 1MB까지 올릴 수 있어요.');
  const noFile = await t.app.inject({
    method: 'POST',
    url: '/api/public/v1/rcs/images',
    headers: auth(keys.team1!),
    payload: {},
  });
  assert.deepEqual(errorsOf(noFile), [{ field: 'file', message: '카드 이미지를 올려 주세요.' }]);
});

test("delivery reports of an RCS request (the RCS failure and its SMS fallback) are POSTed to the key's callback URL", async () => {
  const bodies: {
    requestSeq: number;
    reports: {
      messageSeq: number;
      phone: string;
      type: string;
      channel: string;
      fallbackOf: number | null;
      status: string;
      resultReason: string | null;
    }[];
  }[] = [];
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      bodies.push(JSON.parse(text));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const key = await newKey(
    1,
    ['127.0.0.1'],
    `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rcs-reports`,
  );
  const response = await send(key, { ...base(), fallback: true, fallbackText: '[한빛커머스] 상품이 출발했어요.' });
  assert.equal(response.statusCode, 200, response.body);
  const { seq } = response.json().resultData;
  await t.app.jobs.runDueJobs();

  assert.notEqual(bodies.length, 0, 'the callback URL received no report');
  assert.deepEqual([...new Set(bodies.map((body) => body.requestSeq))], [seq]);
  const reports = bodies.flatMap((body) => body.reports).sort((a, b) => a.messageSeq - b.messageSeq);
  assert.deepEqual(
    reports.map((r) => [r.phone, r.channel, r.type, r.status, r.resultReason]),
    [
      ['01020000201', 'RCS', 'LMS', 'DELIVERED', null],
      ['01000000711', 'RCS', 'LMS', 'FAILED', 'RCS 미지원 단말'],
      ['01000000711', 'SMS', 'SMS', 'DELIVERED', null],
    ],
  );
  // The fallback's report names the RCS message it replaces: no need to match them up by phone.
  assert.deepEqual(
    reports.map((r) => r.fallbackOf),
    [null, null, reports[1]!.messageSeq],
  );
  const messages = (await get(key, `/api/public/v1/send-requests/${seq}/messages`)).json().resultData.items as {
    seq: number;
    fallbackOf: number | null;
  }[];
  assert.deepEqual(
    reports.map((r) => r.messageSeq),
    messages.map((m) => m.seq),
  );
  assert.equal(messages[2]!.fallbackOf, reports[1]!.messageSeq);
});

test('/docs lists every RCS path and image read-back, with the RCS rules in the description', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
  const operations: [string, string][] = [
    ['/api/public/v1/rcs/send-requests', 'post'],
    ['/api/public/v1/rcs/send-options', 'get'],
    ['/api/public/v1/rcs/templates', 'get'],
    ['/api/public/v1/rcs/templates/{seq}', 'get'],
    ['/api/public/v1/rcs/images', 'post'],
    ['/api/public/v1/rcs/images/{imageSeq}', 'get'],
    ['/api/public/v1/message-images/{imageId}', 'get'],
  ];
  for (const [path, method] of operations) {
    const operation = doc.paths[path]?.[method];
    assert.ok(operation, `${method} ${path}`);
    assert.match(operation.summary, /[가-힣]/, path);
    assert.deepEqual([Boolean(operation.responses['401']), Boolean(operation.responses['403'])], [true, true], path);
  }
  const sendRcs = doc.paths['/api/public/v1/rcs/send-requests'].post;
  assert.deepEqual(Object.keys(sendRcs.requestBody.content['application/json'].schema.properties).sort(), [
    'advertising',
    'body',
    'buttons',
    'cards',
    'chatRoomSeq',
    'fallback',
    'fallbackText',
    'rcsType',
    'recipients',
    'reserveAt',
    'templateSeq',
    'templateVariables',
  ]);
  assert.deepEqual(Object.keys(doc.paths['/api/public/v1/rcs/images/{imageSeq}'].get.responses['200'].content), [
    'image/jpeg',
    'image/png',
  ]);
  assert.deepEqual(Object.keys(doc.paths['/api/public/v1/message-images/{imageId}'].get.responses).sort(), [
    '200',
    '400',
    '401',
    '403',
    '404',
  ]);
  assert.match(doc.info.description, /대화방이 RCS의 발신번호/);
  assert.match(doc.info.description, /승인된 것만/);
  assert.match(doc.info.description, /010-0000-07XX는 RCS 미지원 단말/);
  assert.match(doc.info.description, /010-0000-00XX: 3001 결번/);
  assert.match(doc.info.description, /fallback을 켜고/);
  const page = (await t.app.inject({ method: 'GET', url: '/docs' })).body;
  assert.match(page, /POST \/api\/public\/v1\/rcs\/send-requests/);
  assert.match(page, /GET \/api\/public\/v1\/rcs\/images\/\{imageSeq\}/);
});
