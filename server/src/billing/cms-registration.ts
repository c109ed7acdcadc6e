import { createHash, randomBytes } from 'node:crypto';
import {
  bankName,
  CMS_CONSENT_TEXT,
  CMS_CONSENT_VERSION,
  type CmsAccountCheck,
  type CmsAccountCheckInput,
  type CmsRegistrationInput,
  type PaymentMethodDetail,
} from '@console/contracts/billing';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { conflict, invalidField, rateLimited } from '../http/api-error';
import { ensureBillingAccount } from './billing-ledger';
import { bankSimulator } from './bank-simulator';
import { makeDefaultIfAsked, detailOf } from './payment-methods';
import { addPaymentMethodEvent, insertCmsAccount } from './payment-methods-repository';

type ParsedCheck = z.output<typeof CmsAccountCheckInput>;
type ParsedRegistration = z.output<typeof CmsRegistrationInput>;

export const CMS_CHECKS_PER_HOUR = 10;
export const CMS_CHECK_VALID_MINUTES = 10;
export const CHECK_FIRST = '계좌 확인을 먼저 해 주세요.';
export const CHECK_USED = '이미 등록에 쓴 계좌 확인이에요. 계좌를 다시 확인해 주세요.';
export const CHECK_EXPIRED = `계좌 확인 후 ${CMS_CHECK_VALID_MINUTES}분이 지났어요. 계좌를 다시 확인해 주세요.`;
export const CHECK_OTHER_ACCOUNT = '확인한 계좌와 입력한 계좌가 달라요. 계좌를 다시 확인해 주세요.';
export const CMS_TAKEN = '이미 등록된 자동이체 계좌예요.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** "****5678": screens never show more of an account. */
export const maskAccount = (accountNumber: string) => `****${accountNumber.slice(-4)}`;
/** "90****" (birth date) or "220-81-*****" (business number). */
export const maskHolderId = (holderId: string) =>
  holderId.length === 10 ? `${holderId.slice(0, 3)}-${holderId.slice(3, 5)}-*****` : `${holderId.slice(0, 2)}****`;
export const cmsLabel = (bankCode: string, accountNumber: string, holderName: string) =>
  `${bankName(bankCode)} ${maskAccount(accountNumber)} (${holderName})`;

/**
 * POST /api/billing/cms/account-check: asks the bank whether account and holder agree. A passed check
 * answers a token the registration names (once, for 10 minutes); every check counts towards the
 * business's 10 an hour, so account numbers cannot be probed.
 */
export async function checkCmsAccount(
  db: Database,
  bizSeq: number,
  actor: string,
  input: ParsedCheck,
): Promise<CmsAccountCheck> {
  const outcome = await db.transaction(async (tx) => {
    await ensureBillingAccount(tx, bizSeq);
    await tx.query('SELECT 1 FROM billing_accounts WHERE biz_seq = $1 FOR UPDATE', [bizSeq]);
    const [recent] = await tx.query<{ n: number; retry: number | null }>(
      `SELECT count(*)::int AS n,
              extract(epoch FROM min(created_at) + interval '1 hour' - now())::int AS retry
         FROM cms_account_checks WHERE biz_seq = $1 AND created_at > now() - interval '1 hour'`,
      [bizSeq],
    );
    if ((recent?.n ?? 0) >= CMS_CHECKS_PER_HOUR)
      return { kind: 'LIMITED', retrySeconds: recent?.retry ?? 3600 } as const;
    const answer = bankSimulator.checkAccount(input);
    const token = answer.ok ? randomBytes(24).toString('base64url') : null;
    await tx.query(
      `INSERT INTO cms_account_checks (biz_seq, token_hash, bank_code, account_number, holder_name, failure, checked_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))`,
      [
        bizSeq,
        token && hashToken(token),
        input.bankCode,
        input.accountNumber,
        input.holderName,
        answer.ok ? null : answer.reason,
        actor,
        CMS_CHECK_VALID_MINUTES,
      ],
    );
    return { kind: 'CHECKED', answer, token } as const;
  });
  if (outcome.kind === 'LIMITED')
    throw rateLimited(
      `계좌 확인은 한 시간에 ${CMS_CHECKS_PER_HOUR}번까지 할 수 있어요. 잠시 후 다시 시도해 주세요.`,
      outcome.retrySeconds,
    );
  if (!outcome.answer.ok) throw invalidField(outcome.answer.field, outcome.answer.reason);
  return {
    checkToken: outcome.token!,
    bankName: bankName(input.bankCode),
    maskedAccount: maskAccount(input.accountNumber),
    holderName: input.holderName,
  };
}

/** POST /api/billing/payment-methods/cms: the checked account, its withdrawal day and the recorded consent. */
export async function registerCmsAccount(
  db: Database,
  bizSeq: number,
  actor: string,
  input: ParsedRegistration,
): Promise<PaymentMethodDetail> {
  const seq = await db.transaction(async (tx) => {
    const [check] = await tx.query<{
      seq: number;
      bank_code: string;
      account_number: string;
      holder_name: string;
      created_at: Date;
      expired: boolean;
      used_at: Date | null;
    }>(
      `SELECT seq, bank_code, account_number, holder_name, created_at, used_at, expires_at <= now() AS expired
         FROM cms_account_checks WHERE biz_seq = $1 AND token_hash = $2 FOR UPDATE`,
      [bizSeq, hashToken(input.checkToken)],
    );
    if (!check) throw invalidField('checkToken', CHECK_FIRST);
    if (check.used_at) throw invalidField('checkToken', CHECK_USED);
    if (check.expired) throw invalidField('checkToken', CHECK_EXPIRED);
    if (
      check.bank_code !== input.bankCode ||
      check.account_number !== input.accountNumber ||
      check.holder_name !== input.holderName
    )
      throw invalidField('checkToken', CHECK_OTHER_ACCOUNT);
    await tx.query('UPDATE cms_account_checks SET used_at = now() WHERE seq = $1', [check.seq]);
    const [same] = await tx.query(
      `SELECT 1 FROM payment_methods WHERE biz_seq = $1 AND kind = 'CMS' AND status = 'ACTIVE'
         AND bank_code = $2 AND account_number = $3`,
      [bizSeq, input.bankCode, input.accountNumber],
    );
    if (same) throw conflict(CMS_TAKEN);
    const label = cmsLabel(input.bankCode, input.accountNumber, input.holderName);
    const seq = await insertCmsAccount(tx, {
      bizSeq,
      label,
      bankCode: input.bankCode,
      accountNumber: input.accountNumber,
      maskedAccount: maskAccount(input.accountNumber),
      holderName: input.holderName,
      holderIdMasked: maskHolderId(input.holderId),
      withdrawalDay: input.withdrawalDay,
      consentText: CMS_CONSENT_TEXT,
      consentVersion: CMS_CONSENT_VERSION,
      agreedBy: actor,
      phone: input.phone,
      registeredBy: actor,
    });
    const checked = `${bankName(input.bankCode)} ${maskAccount(input.accountNumber)} 예금주 ${input.holderName} 확인`;
    await addPaymentMethodEvent(tx, seq, 'ACCOUNT_CHECKED', checked, actor, check.created_at);
    await addPaymentMethodEvent(
      tx,
      seq,
      'REGISTERED',
      `매월 ${input.withdrawalDay}일 출금, 출금이체 동의 (약관 ${CMS_CONSENT_VERSION})`,
      actor,
    );
    await makeDefaultIfAsked(tx, bizSeq, seq, actor, input.makeDefault);
    return seq;
  });
  return detailOf(db, bizSeq, seq);
}
