import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { InvoiceDetail, InvoiceSummary } from '@console/contracts/billing';
import { isValidBusinessNumber } from '@console/contracts/business';
import { createTestApp, sharedLoginAs, type TestApp } from '../../test-support/test-app';
import { MONTH_CLOSING } from './billing-jobs';
import { collectInvoices } from './invoice-collection';
import { closeMonth, monthClosingHandler, nextClosingRun, unclosedMonths } from './month-closing';

const TOKEN = 'test-admin-token-0123456789';
let t: TestApp;
const deps = () => ({ db: t.app.db, notifications: t.app.notifications });
before(async () => {
  t = await createTestApp({ adminToken: TOKEN });
});
after(() => t.close());

const bizOf = async (name: string) =>
  (await t.app.db.query<{ biz_seq: number }>('SELECT biz_seq FROM businesses WHERE name = $1', [name]))[0]!.biz_seq;
const teamsOf = async (bizSeq: number) =>
  (
    await t.app.db.query<{ team_seq: number }>('SELECT team_seq FROM teams WHERE biz_seq = $1 ORDER BY team_seq', [
      bizSeq,
    ])
  ).map((row) => row.team_seq);

interface Charge {
  biz: number;
  team: number;
  kind?: 'CHARGE' | 'REFUND';
  channel: string;
  type: string;
  price: number;
  quantity: number;
  at: string;
}
/** Ledger rows as the pipeline (or the demo's history) writes them: a charge negative, a refund positive. */
async function writeLedger(rows: Charge[]) {
  for (const row of rows) {
    const kind = row.kind ?? 'CHARGE';
    await t.app.db.query(
      `INSERT INTO billing_ledger (biz_seq, team_seq, kind, amount_krw, quantity, channel, type, unit_price_krw, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        row.biz,
        row.team,
        kind,
        (kind === 'CHARGE' ? -1 : 1) * row.price * row.quantity,
        row.quantity,
        row.channel,
        row.type,
        row.price,
        row.at,
      ],
    );
  }
}
const setMode = (bizSeq: number, mode: 'PREPAID' | 'POSTPAID') =>
  t.app.db.query(
    `INSERT INTO billing_accounts (biz_seq, mode) VALUES ($1, $2) ON CONFLICT (biz_seq) DO UPDATE SET mode = $2`,
    [bizSeq, mode],
  );
const invoicesOf = (bizSeq: number) =>
  t.app.db.query<{
    seq: number;
    month: string;
    status: string;
    supply_krw: number;
    vat_krw: number;
    total_krw: number;
    due_date: string;
    paid_with: string | null;
  }>(
    `SELECT seq, to_char(month, 'YYYY-MM') AS month, status, supply_krw::int, vat_krw::int, total_krw::int,
            to_char(due_date, 'YYYY-MM-DD') AS due_date, paid_with FROM invoices WHERE biz_seq = $1 ORDER BY month`,
    [bizSeq],
  );
const inboxOf = async (loginId: string, kind: string) =>
  t.app.db.query<{ title: string; body: string }>(
    `SELECT n.title, n.body FROM notifications n JOIN users u ON u.user_seq = n.user_seq
      WHERE u.login_id = $1 AND n.kind = $2 ORDER BY n.seq`,
    [loginId, kind],
  );
const admin = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, ...(payload ? { payload } : {}) });
const get = async (loginId: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: (await sharedLoginAs(t.app, loginId)).headers });

test('a postpaid month closes into one invoice: lines per team, channel and type, refunds net out, VAT rounded down', async () => {
  const hanbit = await bizOf('(주)한빛커머스');
  const [marketing, support] = await teamsOf(hanbit);
  await setMode(hanbit, 'POSTPAID');
  await t.app.db.query(
    `INSERT INTO billing_tax_info (biz_seq, registration_number, company_name, representative, address, business_type, business_item, email)
     SELECT biz_seq, registration_number, name, '김한빛', '서울특별시 강남구 테헤란로 1', '도소매', '전자상거래', 'tax@hanbit.example'
       FROM businesses WHERE biz_seq = $1
     ON CONFLICT (biz_seq) DO UPDATE SET email = EXCLUDED.email`,
    [hanbit],
  );
  await writeLedger([
    { biz: hanbit, team: marketing!, channel: 'SMS', type: 'SMS', price: 13, quantity: 500, at: '2024-03-04 10:00+09' },
    { biz: hanbit, team: marketing!, channel: 'SMS', type: 'LMS', price: 40, quantity: 100, at: '2024-03-31 23:30+09' },
    // Alimtalk rows keep their text class; the invoice names the channel's one price.
    {
      biz: hanbit,
      team: support!,
      channel: 'ALIMTALK',
      type: 'SMS',
      price: 9,
      quantity: 200,
      at: '2024-03-10 09:00+09',
    },
    {
      biz: hanbit,
      team: support!,
      channel: 'ALIMTALK',
      type: 'LMS',
      price: 9,
      quantity: 10,
      at: '2024-03-10 09:00+09',
    },
    {
      biz: hanbit,
      team: support!,
      kind: 'REFUND',
      channel: 'ALIMTALK',
      type: 'SMS',
      price: 9,
      quantity: 5,
      at: '2024-03-10 09:05+09',
    },
    // 00:30 on April 1st in Seoul (still March 31st in UTC): April's.
    { biz: hanbit, team: marketing!, channel: 'SMS', type: 'SMS', price: 13, quantity: 7, at: '2024-04-01 00:30+09' },
  ]);

  assert.equal(await closeMonth(deps(), '2024-03'), 1);
  const [invoice] = await invoicesOf(hanbit);
  // 6,500 + 4,000 + 205 x 9 = 12,345; VAT 1,234 (floor of 1,234.5); total 13,579.
  assert.deepEqual(
    [invoice!.month, invoice!.status, invoice!.supply_krw, invoice!.vat_krw, invoice!.total_krw, invoice!.due_date],
    ['2024-03', 'ISSUED', 12345, 1234, 13579, '2024-04-25'],
  );
  const detail = InvoiceDetail.parse(
    (await get('hanbit_user', `/api/billing/invoices/${invoice!.seq}`)).json().resultData,
  );
  assert.deepEqual(
    detail.lines.map((line) => [
      line.teamName,
      line.channel,
      line.type,
      line.quantity,
      line.unitPriceKrw,
      line.amountKrw,
    ]),
    [
      ['마케팅팀', 'SMS', 'LMS', 100, 40, 4000],
      ['마케팅팀', 'SMS', 'SMS', 500, 13, 6500],
      ['고객지원팀', 'ALIMTALK', 'ALIMTALK', 205, 9, 1845],
    ],
  );
  assert.equal(detail.taxInvoice.recipient.email, 'tax@hanbit.example');
  assert.equal(detail.taxInvoice.recipient.businessItem, '전자상거래');
  assert.ok(isValidBusinessNumber(detail.taxInvoice.supplier.registrationNumber));
  assert.match(detail.taxInvoice.approvalNumber ?? '', /^\d{24}$/);
  assert.equal(detail.paidAt, null);

  const [notice] = await inboxOf('hanbit_master', 'BILLING_INVOICE');
  assert.match(notice?.body ?? '', /2024년 3월 이용 요금 13,579원.*4월 25일/);
  assert.deepEqual(await inboxOf('hanbit_manager', 'BILLING_INVOICE'), []);
  const mails = await t.app.outbox.list({ to: 'tax@hanbit.example' });
  assert.equal(mails.length, 1);
  assert.match(mails[0]!.subject ?? '', /2024년 3월/);
});

test('closing the same month again, or twice at once, gives one invoice', async () => {
  const hanbit = await bizOf('(주)한빛커머스');
  const [marketing] = await teamsOf(hanbit);
  assert.equal(await closeMonth(deps(), '2024-03'), 0);
  await writeLedger([
    { biz: hanbit, team: marketing!, channel: 'RCS', type: 'LMS', price: 35, quantity: 3, at: '2024-05-02 12:00+09' },
  ]);
  const runs = await Promise.all([closeMonth(deps(), '2024-05'), closeMonth(deps(), '2024-05')]);
  assert.equal(runs[0]! + runs[1]!, 1);
  assert.deepEqual(
    (await invoicesOf(hanbit)).map((i) => [i.month, i.supply_krw]),
    [
      ['2024-03', 12345],
      ['2024-05', 105],
    ],
  );
  const lines = await t.app.db.query<{ type: string }>(
    `SELECT l.type FROM invoice_lines l JOIN invoices i ON i.seq = l.invoice_seq WHERE i.biz_seq = $1 AND i.month = '2024-05-01'`,
    [hanbit],
  );
  assert.deepEqual(
    lines.map((line) => line.type),
    ['RCS_LMS'],
  );
  assert.equal((await inboxOf('hanbit_master', 'BILLING_INVOICE')).length, 2);
});

test('a prepaid invoice is paid from the balance; no charges or all refunded: no invoice', async () => {
  const daon = await bizOf('(주)다온마켓');
  const [daonTeam] = await teamsOf(daon);
  const linkcall = await bizOf('(주)링크콜');
  const [linkcallTeam] = await teamsOf(linkcall);
  await setMode(daon, 'PREPAID');
  await writeLedger([
    {
      biz: daon,
      team: daonTeam!,
      channel: 'BRAND_MESSAGE',
      type: 'SMS',
      price: 20,
      quantity: 10,
      at: '2024-03-20 10:00+09',
    },
    {
      biz: daon,
      team: daonTeam!,
      channel: 'BRAND_MESSAGE',
      type: 'SMS',
      price: 30,
      quantity: 1,
      at: '2024-03-20 10:00+09',
    },
    {
      biz: linkcall,
      team: linkcallTeam!,
      channel: 'SMS',
      type: 'SMS',
      price: 13,
      quantity: 2,
      at: '2024-03-20 10:00+09',
    },
    {
      biz: linkcall,
      team: linkcallTeam!,
      kind: 'REFUND',
      channel: 'SMS',
      type: 'SMS',
      price: 13,
      quantity: 2,
      at: '2024-03-20 10:01+09',
    },
  ]);
  assert.equal(await closeMonth(deps(), '2024-03'), 1);
  const [invoice] = await invoicesOf(daon);
  assert.deepEqual(
    [invoice!.status, invoice!.supply_krw, invoice!.vat_krw, invoice!.paid_with],
    ['PAID', 230, 23, '선불 잔액 차감'],
  );
  const detail = InvoiceDetail.parse(
    (await get('daon_master', `/api/billing/invoices/${invoice!.seq}`)).json().resultData,
  );
  assert.deepEqual(
    detail.lines.map((line) => [line.type, line.quantity, line.amountKrw]),
    [
      ['BRAND_MESSAGE_FRIENDS', 10, 200],
      ['BRAND_MESSAGE_OTHERS', 1, 30],
    ],
  );
  assert.ok(detail.paidAt);
  assert.deepEqual(await inboxOf('daon_master', 'BILLING_INVOICE'), []);
  assert.deepEqual(await invoicesOf(linkcall), []);
  assert.deepEqual(await invoicesOf(await bizOf('(주)새싹상점')), []);
});

test('invoices: every role of the business reads the list; another business gets 404', async () => {
  const list = (await get('hanbit_user', '/api/billing/invoices?status=ISSUED')).json().resultData;
  assert.ok(list.total >= 2);
  const items = list.items.map((item: unknown) => InvoiceSummary.parse(item));
  assert.ok(items.every((item: InvoiceSummary) => item.status === 'ISSUED'));
  assert.deepEqual(
    items.slice(0, 2).map((item: InvoiceSummary) => item.month),
    ['2024-05', '2024-03'],
  );
  assert.equal((await get('saessak_master', `/api/billing/invoices/${items[0].seq}`)).statusCode, 404);
  assert.equal((await get('hanbit_user', '/api/billing/invoices?status=LOST')).statusCode, 400);
});

async function useCmsAccount(bizSeq: number, accountNumber: string) {
  const [method] = await t.app.db.query<{ seq: number }>(
    `INSERT INTO payment_methods (biz_seq, kind, label, bank_code, account_number, masked_account, holder_name,
       withdrawal_day, consent_text, consent_version, consent_agreed_at, consent_agreed_by, consent_phone, registered_by)
     VALUES ($1, 'CMS', $2, '004', $3, $4, '김한빛', 25, '출금이체 동의', '2026-11', now(), '김한빛', '01023456789', '김한빛')
     RETURNING seq`,
    [bizSeq, `KB국민은행 ****${accountNumber.slice(-4)} (김한빛)`, accountNumber, `****${accountNumber.slice(-4)}`],
  );
  await t.app.db.query('UPDATE billing_accounts SET default_method_seq = $2 WHERE biz_seq = $1', [bizSeq, method!.seq]);
  return method!.seq;
}

test('CMS collection on the due date: a failed withdrawal leaves it issued, the next day it is overdue (told once)', async () => {
  const hanbit = await bizOf('(주)한빛커머스');
  const method = await useCmsAccount(hanbit, '12345678902222');
  // The day before the due date: nothing to do.
  assert.deepEqual(await collectInvoices(deps(), new Date('2024-04-24T03:00:00Z')), {
    collected: 0,
    failed: 0,
    overdue: 0,
  });
  assert.deepEqual(await collectInvoices(deps(), new Date('2024-04-25T03:00:00Z')), {
    collected: 0,
    failed: 1,
    overdue: 0,
  });
  // Once a day: a second run that day asks the bank nothing.
  assert.deepEqual(await collectInvoices(deps(), new Date('2024-04-25T05:00:00Z')), {
    collected: 0,
    failed: 0,
    overdue: 0,
  });
  assert.equal((await invoicesOf(hanbit))[0]!.status, 'ISSUED');
  assert.match((await inboxOf('hanbit_master', 'BILLING_PAYMENT_FAILED')).at(-1)?.body ?? '', /잔액 부족/);

  assert.deepEqual(await collectInvoices(deps(), new Date('2024-04-26T03:00:00Z')), {
    collected: 0,
    failed: 1,
    overdue: 1,
  });
  assert.equal((await invoicesOf(hanbit))[0]!.status, 'OVERDUE');
  await collectInvoices(deps(), new Date('2024-04-26T09:00:00Z'));
  const overdue = await inboxOf('hanbit_master', 'BILLING_OVERDUE');
  assert.equal(overdue.length, 1);
  assert.match(overdue[0]!.title, /2024년 3월 이용 요금이 연체되었어요/);
  const history = await t.app.db.query<{ kind: string }>(
    'SELECT kind FROM payment_method_events WHERE payment_method_seq = $1 ORDER BY seq',
    [method],
  );
  assert.deepEqual(
    history.map((event) => event.kind),
    ['CHARGE_FAILED', 'CHARGE_FAILED'],
  );
});

test('CMS collection withdraws what is due from the default account: the invoices are paid', async () => {
  const hanbit = await bizOf('(주)한빛커머스');
  await useCmsAccount(hanbit, '12345678905678');
  // March's (overdue) and May's (due June 25th) are both unpaid by then.
  assert.deepEqual(await collectInvoices(deps(), new Date('2024-06-25T03:00:00Z')), {
    collected: 2,
    failed: 0,
    overdue: 0,
  });
  assert.deepEqual(
    (await invoicesOf(hanbit)).map((i) => [i.month, i.status, i.paid_with]),
    [
      ['2024-03', 'PAID', 'CMS 자동이체'],
      ['2024-05', 'PAID', 'CMS 자동이체'],
    ],
  );
});

test('the operator closes a finished month and records a bank transfer', async () => {
  const hanbit = await bizOf('(주)한빛커머스');
  const [marketing] = await teamsOf(hanbit);
  await writeLedger([
    { biz: hanbit, team: marketing!, channel: 'SMS', type: 'MMS', price: 120, quantity: 2, at: '2024-07-15 10:00+09' },
  ]);
  assert.equal((await admin('/admin/api/billing/month-closing', { month: '2024-07' })).json().resultData.created, 1);
  assert.deepEqual((await admin('/admin/api/billing/month-closing', { month: '2024-07' })).json().resultData, {
    created: 0,
    month: '2024-07',
  });
  const thisMonth = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
  const refused = await admin('/admin/api/billing/month-closing', { month: thisMonth });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.json().message, /끝나지 않은 달/);
  assert.equal((await admin('/admin/api/billing/month-closing', { month: '2024-13' })).statusCode, 400);
  assert.equal(
    (await t.app.inject({ method: 'POST', url: '/admin/api/billing/month-closing', payload: {} })).statusCode,
    401,
  );

  const july = (await invoicesOf(hanbit)).find((i) => i.month === '2024-07')!;
  const paid = await admin(`/admin/api/billing/invoices/${july.seq}/payment`, { method: 'BANK_TRANSFER' });
  assert.equal(paid.statusCode, 200, paid.body);
  assert.deepEqual([paid.json().resultData.status, paid.json().resultData.paidWith], ['PAID', '계좌이체']);
  assert.equal(
    (await admin(`/admin/api/billing/invoices/${july.seq}/payment`, { method: 'BANK_TRANSFER' })).statusCode,
    409,
  );
  assert.equal(
    (await admin('/admin/api/billing/invoices/999999/payment', { method: 'BANK_TRANSFER' })).statusCode,
    404,
  );
  assert.equal((await admin(`/admin/api/billing/invoices/${july.seq}/payment`, { method: 'CASH' })).statusCode, 400);
});

test('the month-closing job closes every finished month still open and books itself for the next 1st, 00:05 KST', async () => {
  assert.ok((await unclosedMonths(t.app.db)).length > 0, "the demo's history of earlier months is not closed yet");
  await monthClosingHandler(deps())();
  assert.deepEqual(await unclosedMonths(t.app.db), []);
  const [job] = await t.app.db.query<{ run_at: Date }>(
    `SELECT run_at FROM jobs WHERE kind = $1 AND done_at IS NULL ORDER BY id DESC LIMIT 1`,
    [MONTH_CLOSING],
  );
  assert.equal(job?.run_at.toISOString(), nextClosingRun().toISOString());
  assert.equal(nextClosingRun(new Date('2024-12-15T00:00:00Z')).toISOString(), '2024-12-31T15:05:00.000Z');
  assert.equal(nextClosingRun(new Date('2024-12-31T15:06:00Z')).toISOString(), '2025-01-31T15:05:00.000Z');
});
