import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { purgeExpiredSalesInquiries } from './sales-inquiries-purge-job';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('inquiries older than the consent retention are destroyed; younger ones stay', async () => {
  const insert = (ageDays: number, email: string) =>
    t.app.db.query(
      `INSERT INTO sales_inquiries (kind, company, name, phone, email, monthly_volume, services, message, agreed_at, consent_version, ip_hash, created_at)
       VALUES ('CONSULTING', '(주)보관', '김보관', '01012345678', $2, 'UNDER_10K', ARRAY['SMS'], '문의', now(), 'v1', 'hash',
               now() - make_interval(days => $1))`,
      [ageDays, email],
    );
  await insert(400, 'old@example.kr');
  await insert(300, 'young@example.kr');
  assert.equal(await purgeExpiredSalesInquiries(t.app.db), 1);
  const left = await t.app.db.query<{ email: string }>('SELECT email FROM sales_inquiries ORDER BY email');
  assert.deepEqual(
    left.map((row) => row.email),
    ['young@example.kr'],
  );
});
