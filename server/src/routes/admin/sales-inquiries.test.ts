import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import { SalesInquiry } from '@console/contracts/sales-inquiries';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
before(async () => {
  t = await createTestApp({ adminToken: TOKEN });
});
after(() => t.close());

const ListAnswer = z.object({ items: z.array(SalesInquiry), total: z.number(), page: z.number() });
const admin = { authorization: `Bearer ${TOKEN}` };

const send = async (kind: 'consulting' | 'partnership', company: string) => {
  const shared = {
    company,
    name: '박문의',
    phone: '01055556666',
    email: 'ops@example.kr',
    message: '운영자 목록 시험용 문의예요. 연락 부탁드려요.',
    privacyConsent: true,
  };
  const payload =
    kind === 'consulting'
      ? { ...shared, monthlyVolume: 'OVER_1M', services: ['RCS'] }
      : { ...shared, partnershipType: 'TECHNOLOGY' };
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/${kind}-inquiries`,
    headers: { ajax: 'true' },
    remoteAddress: `192.0.2.${company.length}`,
    payload,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().resultData.seq as number;
};
const list = async (query = '', headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `/admin/api/sales-inquiries${query}`, headers });
const close = (seq: number | string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: `/admin/api/sales-inquiries/${seq}/close`, headers, payload });

test('the operator lists inquiries newest first, filtered by kind and state, in pages', async () => {
  const first = await send('consulting', '첫째상사');
  const second = await send('partnership', '둘째파트너');
  const third = await send('consulting', '셋째커머스');

  const all = ListAnswer.parse((await list('?size=2')).json().resultData);
  assert.deepEqual(
    all.items.map((i) => i.seq),
    [third, second],
  );
  assert.equal(all.total, 3);

  const consulting = ListAnswer.parse((await list('?kind=CONSULTING')).json().resultData);
  assert.deepEqual(
    consulting.items.map((i) => [i.seq, i.company, i.monthlyVolume, i.services]),
    [
      [third, '셋째커머스', 'OVER_1M', ['RCS']],
      [first, '첫째상사', 'OVER_1M', ['RCS']],
    ],
  );
  const partner = ListAnswer.parse((await list('?kind=PARTNERSHIP&state=NEW')).json().resultData);
  assert.deepEqual(
    partner.items.map((i) => [i.seq, i.partnershipType, i.state]),
    [[second, 'TECHNOLOGY', 'NEW']],
  );
  assert.equal((await list('?kind=OTHER')).statusCode, 400);
});

test('closing keeps the note and who closed it; a closed or missing inquiry is refused', async () => {
  const seq = await send('consulting', '닫기상사');
  const response = await close(seq, { note: '전화로 요금 안내를 마쳤어요.' });
  assert.equal(response.statusCode, 200, response.body);
  const closed = SalesInquiry.parse(response.json().resultData);
  assert.equal(closed.state, 'CLOSED');
  assert.equal(closed.closeNote, '전화로 요금 안내를 마쳤어요.');
  assert.equal(closed.closedBy, 'ADMIN');
  assert.ok(closed.closedAt);

  const again = await close(seq, { note: '한 번 더' });
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().message, '이미 처리를 마친 문의예요.');
  assert.equal((await close(999_999, { note: '없는 문의' })).statusCode, 404);

  const noNote = await close(seq, { note: '  ' });
  assert.equal(noNote.statusCode, 400);
  assert.equal(noNote.json().errors[0].message, '처리 내용을 입력해 주세요.');
  assert.equal((await close('abc', { note: '메모' })).statusCode, 400);

  const closedList = ListAnswer.parse((await list('?state=CLOSED')).json().resultData);
  assert.deepEqual(
    closedList.items.map((i) => i.seq),
    [seq],
  );
});

test('without the operator token nothing is listed or closed', async () => {
  assert.equal((await list('', {})).statusCode, 401);
  assert.equal((await list('', { authorization: 'Bearer wrong-token' })).statusCode, 401);
  assert.equal((await close(1, { note: '메모' }, {})).statusCode, 401);
});
