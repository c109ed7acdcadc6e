import type { Database } from '../db/database';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import { formatSenderNumber } from './format-sender-number';
import type { CallbackDocumentsRepository } from './callback-documents-repository';
import type { CallbackNumbersRepository } from './callback-numbers-repository';

export interface CallbackReviewDependencies {
  db: Database;
  callbackNumbers: CallbackNumbersRepository;
  callbackDocuments: CallbackDocumentsRepository;
  notifications: NotificationsRepository;
}

export type CallbackDecision = { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string };

/**
 * Decides a PENDING sender number registration, records it in the review history and tells the
 * team's members, in one transaction. With `onlyEventSeq` (the simulator) it decides only when that
 * submission is still the latest step, so a later resubmission is not decided by an old job.
 * Answers false when nothing was pending.
 */
export async function decideCallbackNumber(
  deps: CallbackReviewDependencies,
  seq: number,
  review: CallbackDecision,
  by: 'ADMIN' | 'SIMULATOR',
  onlyEventSeq?: number,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (onlyEventSeq !== undefined && (await deps.callbackDocuments.latestEventSeq(seq, tx)) !== onlyEventSeq)
      return false;
    const approved = review.decision === 'APPROVE';
    const reason = approved ? null : review.reason;
    const decided = await deps.callbackNumbers.decidePending(
      seq,
      { status: approved ? 'APPROVED' : 'REJECTED', reason },
      tx,
    );
    if (!decided) return false;
    await deps.callbackDocuments.addEvent(seq, approved ? 'APPROVED' : 'REJECTED', by, reason, tx);
    const number = formatSenderNumber(decided.number);
    const link = `/service/callback/${seq}`;
    if (approved) {
      await deps.notifications.notify(
        { teamSeq: decided.teamSeq },
        'CALLBACK_APPROVED',
        '발신번호가 승인되었어요',
        `${number}(${decided.label})로 이제 메시지를 보낼 수 있어요.`,
        link,
        { tx },
      );
    } else {
      await deps.notifications.notify(
        { teamSeq: decided.teamSeq },
        'CALLBACK_REJECTED',
        '발신번호 등록이 반려되었어요',
        `${number}(${decided.label}) 반려 사유: ${reason}\n서류를 확인하고 다시 신청해 주세요.`,
        link,
        { tx },
      );
    }
    return true;
  });
}
