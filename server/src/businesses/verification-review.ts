import type { Database } from '../db/database';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import type { BizFileRecord, BusinessFilesRepository } from './business-files-repository';
import type { BusinessesRepository } from './businesses-repository';

export interface ReviewDependencies {
  db: Database;
  businesses: BusinessesRepository;
  businessFiles: BusinessFilesRepository;
  notifications: NotificationsRepository;
}

export type ReviewDecision = { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string };

const BIZ_INFO_PATH = '/account/info/biz';

/**
 * Decides a business's pending registration file: approval verifies the business (verificationDate
 * = now); rejection keeps it unverified with the reason. Every user of the business is notified, in
 * the same transaction. Answers the decided file, or null when no file was pending (or, with
 * `onlySeq`, when that file is no longer the pending one).
 */
export async function decideVerification(
  deps: ReviewDependencies,
  bizSeq: number,
  review: ReviewDecision,
  by: 'ADMIN' | 'SIMULATOR',
  onlySeq?: number,
): Promise<BizFileRecord | null> {
  return deps.db.transaction(async (tx) => {
    const approved = review.decision === 'APPROVE';
    const reason = approved ? null : review.reason;
    const file = await deps.businessFiles.decidePending(
      bizSeq,
      { status: approved ? 'APPROVED' : 'REJECTED', reason, by, onlySeq },
      tx,
    );
    if (!file) return null;
    if (approved) {
      await deps.businesses.markVerified(bizSeq, tx);
      await deps.notifications.notify(
        { bizSeq },
        'VERIFICATION_APPROVED',
        '사업자 인증이 끝났어요',
        '이제 메시지 발송과 발신번호·템플릿·발신 프로필 등록을 이용할 수 있어요.',
        BIZ_INFO_PATH,
        { tx },
      );
    } else {
      await deps.notifications.notify(
        { bizSeq },
        'VERIFICATION_REJECTED',
        '사업자등록증이 반려되었어요',
        `반려 사유: ${reason}\n내용을 확인하고 사업자등록증을 다시 올려 주세요.`,
        BIZ_INFO_PATH,
        { tx },
      );
    }
    return file;
  });
}

/** Confirms a value-added provider's sales contract (approve Y) and tells its users. */
export async function confirmProviderContract(deps: ReviewDependencies, bizSeq: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await deps.businesses.approveProvider(bizSeq, tx))) return false;
    await deps.notifications.notify(
      { bizSeq },
      'PROVIDER_APPROVED',
      '부가통신사업자 계약이 확정되었어요',
      '영업 담당자와의 계약이 확정되어 이제 메시지를 보낼 수 있어요.',
      '/console/dashboard',
      { tx },
    );
    return true;
  });
}
