import { CMS_CONSENT_TEXT, CMS_CONSENT_VERSION, vatOf } from '@console/contracts/billing';
import { paymentSimulator, simulatorCardNumber } from '../billing/payment-simulator';
import type { Queryable } from '../db/database';

const HANBIT = '(주)한빛커머스';
const DAON = '(주)다온마켓';

async function insertMethod(tx: Queryable, columns: Record<string, unknown>, daysAgo: number): Promise<number> {
  const names = Object.keys(columns);
  const [row] = await tx.query<{ seq: number }>(
    `INSERT INTO payment_methods (${names.join(', ')}, created_at)
     VALUES (${names.map((_, i) => `$${i + 2}`).join(', ')}, now() - make_interval(days => $1)) RETURNING seq`,
    [daysAgo, ...Object.values(columns)],
  );
  return row!.seq;
}

async function insertEvents(tx: Queryable, seq: number, actor: string, events: [string, string, number][]) {
  for (const [kind, detail, daysAgo] of events)
    await tx.query(
      `INSERT INTO payment_method_events (payment_method_seq, kind, detail, actor, created_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))`,
      [seq, kind, detail, actor, daysAgo],
    );
}

/** The default, whether or not the billing account row was written yet. */
const setDefault = (tx: Queryable, bizSeq: number, seq: number) =>
  tx.query(
    `INSERT INTO billing_accounts (biz_seq, default_method_seq) VALUES ($1, $2)
     ON CONFLICT (biz_seq) DO UPDATE SET default_method_seq = EXCLUDED.default_method_seq`,
    [bizSeq, seq],
  );

/** A card of the payment simulator (its key charges like a card registered through the API). */
async function insertCard(tx: Queryable, bizSeq: number, bin: string, actor: string, daysAgo: number) {
  const approval = paymentSimulator.registerCard({
    cardNumber: simulatorCardNumber(bin.slice(-4), bin.slice(0, 4)),
    expiry: '12/30',
    ownerId: '0000000000',
    passwordFirstTwo: '00',
  });
  if (!approval.ok) throw new Error(`demo card ${bin}: ${approval.reason}`);
  const label = `${approval.brand} ****${approval.last4}`;
  const seq = await insertMethod(
    tx,
    {
      biz_seq: bizSeq,
      kind: 'CARD',
      label,
      card_brand: approval.brand,
      card_last4: approval.last4,
      card_expiry: '12/30',
      card_billing_key: approval.billingKey,
      registered_by: actor,
    },
    daysAgo,
  );
  await insertEvents(tx, seq, actor, [['REGISTERED', `${label} (유효기간 12/30)`, daysAgo]]);
  return { seq, label };
}

async function insertPaidTopUp(
  tx: Queryable,
  topUp: { bizSeq: number; method: 'CARD' | 'VIRTUAL_ACCOUNT'; methodSeq: number | null; amountKrw: number },
  paidWith: string,
  actor: string,
  daysAgo: number,
) {
  const [row] = await tx.query<{ seq: number }>(
    `INSERT INTO top_ups (biz_seq, method, status, payment_method_seq, amount_krw, vat_krw, total_krw, paid_with,
       va_bank_code, va_account_number, deposit_deadline, transaction_id, requested_by, created_at, paid_at)
     VALUES ($1, $2, 'PAID', $3, $4::int, $5::int, $4::int + $5::int, $6,
       CASE WHEN $2 = 'VIRTUAL_ACCOUNT' THEN '004' END, CASE WHEN $2 = 'VIRTUAL_ACCOUNT' THEN split_part($6, ' ', 2) END,
       CASE WHEN $2 = 'VIRTUAL_ACCOUNT' THEN now() - make_interval(days => $8) + interval '72 hours' END,
       'demo-' || $2, $7, now() - make_interval(days => $8), now() - make_interval(days => $8) + interval '1 hour')
     RETURNING seq`,
    [topUp.bizSeq, topUp.method, topUp.methodSeq, topUp.amountKrw, vatOf(topUp.amountKrw), paidWith, actor, daysAgo],
  );
  await tx.query(
    `INSERT INTO billing_ledger (biz_seq, kind, amount_krw, top_up_seq, memo, created_at)
     VALUES ($1, 'TOP_UP', $2, $3, $4, now() - make_interval(days => $5) + interval '1 hour')`,
    [
      topUp.bizSeq,
      topUp.amountKrw,
      row!.seq,
      topUp.method === 'CARD' ? `카드 충전 (${paidWith})` : `가상계좌 입금 (${paidWith})`,
      daysAgo,
    ],
  );
}

/**
 * The demo's payment methods: (주)한빛커머스 (postpaid) pays by CMS from a KB국민은행 account on the
 * 25th (its consent recorded) and keeps a corporate card; (주)다온마켓 (prepaid) has a default card
 * and two paid top-ups, by card (20,000원) and by virtual account (10,000원), with their TOP_UP ledger
 * rows. Balances are left to the caller (rebuildBillingTotals after the whole ledger is written).
 */
export async function insertDemoPaymentMethods(tx: Queryable): Promise<void> {
  const businesses = await tx.query<{ biz_seq: number; name: string }>(
    'SELECT biz_seq, name FROM businesses WHERE name = ANY($1::text[])',
    [[HANBIT, DAON]],
  );
  const bizOf = new Map(businesses.map((b) => [b.name, b.biz_seq]));
  const hanbit = bizOf.get(HANBIT);
  if (hanbit !== undefined) {
    const actor = '김한빛';
    const label = 'KB국민은행 ****4567 ((주)한빛커머스)';
    const cms = await insertMethod(
      tx,
      {
        biz_seq: hanbit,
        kind: 'CMS',
        label,
        bank_code: '004',
        account_number: '12345601234567',
        masked_account: '****4567',
        holder_name: '(주)한빛커머스',
        holder_id_masked: '220-81-*****',
        withdrawal_day: 25,
        consent_text: CMS_CONSENT_TEXT,
        consent_version: CMS_CONSENT_VERSION,
        consent_agreed_at: new Date(Date.now() - 60 * 86_400_000),
        consent_agreed_by: actor,
        consent_phone: '01023456789',
        registered_by: actor,
      },
      60,
    );
    await insertEvents(tx, cms, actor, [
      ['ACCOUNT_CHECKED', 'KB국민은행 ****4567 예금주 (주)한빛커머스 확인', 60],
      ['REGISTERED', `매월 25일 출금, 출금이체 동의 (약관 ${CMS_CONSENT_VERSION})`, 60],
      ['SET_DEFAULT', '기본 결제수단으로 설정했어요.', 60],
    ]);
    await insertCard(tx, hanbit, '53103456', actor, 45);
    await setDefault(tx, hanbit, cms);
  }
  const daon = bizOf.get(DAON);
  if (daon !== undefined) {
    const actor = '윤다온';
    const card = await insertCard(tx, daon, '45187890', actor, 40);
    await insertEvents(tx, card.seq, actor, [
      ['SET_DEFAULT', '기본 결제수단으로 설정했어요.', 40],
      ['CHARGED', '충전 22,000원', 40],
    ]);
    await setDefault(tx, daon, card.seq);
    await insertPaidTopUp(
      tx,
      { bizSeq: daon, method: 'CARD', methodSeq: card.seq, amountKrw: 20_000 },
      card.label,
      actor,
      40,
    );
    await insertPaidTopUp(
      tx,
      { bizSeq: daon, method: 'VIRTUAL_ACCOUNT', methodSeq: null, amountKrw: 10_000 },
      'KB국민은행 801234-56-789012',
      actor,
      12,
    );
  }
}
