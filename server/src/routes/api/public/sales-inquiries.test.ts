import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  SALES_CONSENT_REQUIRED,
  SALES_INQUIRY_MAX_PER_IP,
  SalesInquiryReceipt,
} from '@console/contracts/sales-inquiries';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const consulting = (overrides: Record<string, unknown> = {}) => ({
  company: '(주)상담테스트',
  name: '김상담',
  phone: '010-2345-6789',
  email: 'Buyer@Example.kr',
  monthlyVolume: 'FROM_10K',
  services: ['ALIMTALK', 'SMS'],
  message: '주문 알림을 알림톡으로 보내고 싶어요. 견적을 받고 싶어요.',
  privacyConsent: true,
  ...overrides,
});
const partnership = (overrides: Record<string, unknown> = {}) => ({
  company: '제휴파트너스',
  name: '이제휴',
  phone: '02-123-4567',
  email: 'partner@example.kr',
  partnershipType: 'RESALE',
  website: 'https://partner.example.kr',
  message: '저희 고객사에 메시지 콘솔을 재판매하고 싶어요.',
  privacyConsent: true,
  ...overrides,
});
const post = (kind: 'consulting' | 'partnership', payload: object, ip = '203.0.113.1', ajax = true) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/${kind}-inquiries`,
    headers: ajax ? { ajax: 'true' } : {},
    remoteAddress: ip,
    payload,
  });
const stored = async (email: string) =>
  t.app.db.query<{ kind: string; phone: string; services: string[]; answers: unknown; ip_hash: string }>(
    'SELECT kind, phone, services, answers, ip_hash FROM sales_inquiries WHERE email = $1 ORDER BY seq',
    [email],
  );

test('a consulting inquiry is stored and the sender gets a receipt mail saying what comes next', async () => {
  const answers = { industry: 'COMMERCE', purposes: ['ORDER_SHIPPING'], volume: 'FROM_10K', channels: [], api: true };
  const response = await post('consulting', consulting({ answers }), '203.0.113.10');
  assert.equal(response.statusCode, 200);
  const receipt = SalesInquiryReceipt.parse(response.json().resultData);
  assert.ok(receipt.seq > 0);

  const [row] = await stored('buyer@example.kr');
  assert.equal(row?.kind, 'CONSULTING');
  assert.equal(row?.phone, '01023456789');
  assert.deepEqual(row?.services, ['ALIMTALK', 'SMS']);
  assert.deepEqual(row?.answers, answers);
  assert.match(row?.ip_hash ?? '', /^[0-9a-f]{64}$/);
  assert.notEqual(row?.ip_hash, '203.0.113.10');

  const [mail] = await t.app.outbox.list({ to: 'buyer@example.kr' });
  assert.equal(mail?.channel, 'EMAIL');
  assert.match(mail?.subject ?? '', new RegExp(`도입 상담 신청.*${receipt.seq}`));
  assert.match(mail?.body ?? '', /알림톡, 문자\(SMS\/LMS\/MMS\)/);
  assert.match(mail?.body ?? '', /월 1만~10만 건/);
  assert.match(mail?.body ?? '', /영업일 기준 2일 안에/);
});

test('a partnership inquiry keeps its type and website, and mails its own receipt', async () => {
  const response = await post('partnership', partnership(), '203.0.113.11');
  assert.equal(response.statusCode, 200);
  const [row] = await t.app.db.query<{ partnership_type: string; website: string; monthly_volume: null }>(
    "SELECT partnership_type, website, monthly_volume FROM sales_inquiries WHERE email = 'partner@example.kr'",
  );
  assert.deepEqual(row, { partnership_type: 'RESALE', website: 'https://partner.example.kr', monthly_volume: null });
  const [mail] = await t.app.outbox.list({ to: 'partner@example.kr' });
  assert.match(mail?.subject ?? '', /제휴 문의를 받았어요/);
  assert.match(mail?.body ?? '', /제휴 유형: 재판매/);
});

test('bad input gets a Korean message per field, and nothing is stored or mailed', async () => {
  const response = await post(
    'consulting',
    consulting({
      company: ' ',
      phone: '12345',
      email: 'not-an-email',
      services: [],
      monthlyVolume: undefined,
      message: '짧아요',
      privacyConsent: false,
      email2: undefined,
    }),
    '203.0.113.12',
  );
  assert.equal(response.statusCode, 400);
  const errors = new Map(
    (response.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
  );
  assert.equal(errors.get('company'), '회사명을 입력해 주세요.');
  assert.equal(errors.get('phone'), '올바른 전화번호 형식이 아니에요.');
  assert.equal(errors.get('email'), '올바른 이메일 형식이 아니에요.');
  assert.equal(errors.get('services'), '관심 있는 서비스를 하나 이상 골라 주세요.');
  assert.equal(errors.get('monthlyVolume'), '예상 월 발송량을 골라 주세요.');
  assert.equal(errors.get('message'), '문의 내용을 10자 이상 입력해 주세요.');
  assert.equal(errors.get('privacyConsent'), SALES_CONSENT_REQUIRED);

  const partnerErrors = await post('partnership', partnership({ partnershipType: 'X', website: 'partner' }));
  assert.deepEqual((partnerErrors.json().errors as { field: string }[]).map((e) => e.field).sort(), [
    'partnershipType',
    'website',
  ]);
  assert.deepEqual(await stored('not-an-email'), []);
});

test('a filled honeypot is answered like a person but nothing is stored or mailed', async () => {
  const response = await post(
    'consulting',
    consulting({ email: 'bot@example.kr', website2: 'http://spam.example' }),
    '203.0.113.13',
  );
  assert.equal(response.statusCode, 200);
  assert.ok(SalesInquiryReceipt.parse(response.json().resultData).seq > 0);
  assert.deepEqual(await stored('bot@example.kr'), []);
  assert.deepEqual(await t.app.outbox.list({ to: 'bot@example.kr' }), []);
  // Even invalid bot input gets the same answer: a 400 would tell the bot what to fix.
  const invalid = await post('partnership', { website2: 'x' }, '203.0.113.13');
  assert.equal(invalid.statusCode, 200);
});

test(`an IP may send ${SALES_INQUIRY_MAX_PER_IP} of each form an hour; the next is a Korean 429 with Retry-After`, async () => {
  const ip = '198.51.100.7';
  for (let i = 0; i < SALES_INQUIRY_MAX_PER_IP; i += 1) {
    const response = await post('consulting', consulting({ email: `limit${i}@example.kr` }), ip);
    assert.equal(response.statusCode, 200, response.body);
  }
  const refused = await post('consulting', consulting({ email: 'limit-over@example.kr' }), ip);
  assert.equal(refused.statusCode, 429);
  assert.match(refused.json().message, /신청이 너무 많아요. \d+분 후에 다시 시도해 주세요/);
  const retryAfter = Number(refused.headers['retry-after']);
  assert.ok(retryAfter > 3000 && retryAfter <= 3600, `retry-after ${retryAfter}`);
  assert.deepEqual(await stored('limit-over@example.kr'), []);
  assert.deepEqual(await t.app.outbox.list({ to: 'limit-over@example.kr' }), []);

  // The limit is per kind and per IP.
  assert.equal((await post('partnership', partnership({ email: 'limit-p@example.kr' }), ip)).statusCode, 200);
  assert.equal(
    (await post('consulting', consulting({ email: 'other-ip@example.kr' }), '198.51.100.8')).statusCode,
    200,
  );
});

test('a request without the AJAX header (a cross-site form) is refused', async () => {
  const response = await post('consulting', consulting({ email: 'csrf@example.kr' }), '203.0.113.14', false);
  assert.equal(response.statusCode, 403);
  assert.deepEqual(await stored('csrf@example.kr'), []);
});
