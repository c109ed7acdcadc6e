import { bookJob } from '../jobs/book-job';
import type { Database, Queryable } from '../db/database';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import type { RcsRepository, RcsSubject } from './rcs-repository';

export interface RcsReviewDependencies {
  db: Database;
  rcs: RcsRepository;
  notifications: NotificationsRepository;
}

export type RcsDecision = { decision: 'APPROVE' } | { decision: 'REJECT'; reason: string };

export const RCS_REVIEW = 'rcs.simulated-review';

/** Queues the dev reviewer for a (re)submission when it is on (seconds null = operators only). */
export async function queueRcsReview(
  tx: Queryable,
  seconds: number | null,
  payload: { subject: RcsSubject; seq: number; eventSeq: number; name: string },
) {
  if (seconds === null) return;
  await bookJob(tx, RCS_REVIEW, payload, { afterSeconds: seconds });
}

/** The subject with its particle: 브랜드가 / 템플릿이. */
const WHAT: Record<RcsSubject, string> = { BRAND: 'RCS 브랜드가', TEMPLATE: 'RCS 템플릿이' };

/**
 * Decides a brand or template in REVIEW, records it in the review history and tells the team's
 * members, in one transaction. With `onlyEventSeq` (the simulator) it decides only when that
 * submission is still the latest step. Answers false when nothing was in review.
 */
export async function decideRcs(
  deps: RcsReviewDependencies,
  subject: RcsSubject,
  seq: number,
  review: RcsDecision,
  by: 'ADMIN' | 'SIMULATOR',
  onlyEventSeq?: number,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (onlyEventSeq !== undefined && (await deps.rcs.latestEventSeq(subject, seq, tx)) !== onlyEventSeq) return false;
    const approved = review.decision === 'APPROVE';
    const reason = approved ? null : review.reason;
    const decision = { status: approved ? ('APPROVED' as const) : ('REJECTED' as const), reason };
    const decided =
      subject === 'BRAND'
        ? await deps.rcs.decideBrand(seq, decision, tx)
        : await deps.rcs.decideTemplate(seq, decision, tx);
    if (!decided) return false;
    await deps.rcs.addEvent(subject, seq, approved ? 'APPROVED' : 'REJECTED', by, reason, tx);
    const base = `/console/team/${decided.teamSeq}/rcs/template`;
    const link = subject === 'BRAND' ? base : `${base}/${seq}`;
    const what = WHAT[subject];
    if (approved) {
      const next =
        subject === 'BRAND'
          ? '이제 대화방을 연결하고 템플릿을 등록할 수 있어요.'
          : '이제 이 템플릿으로 RCS를 보낼 수 있어요.';
      await deps.notifications.notify(
        { teamSeq: decided.teamSeq },
        'RCS_APPROVED',
        `${what} 승인되었어요`,
        `'${decided.name}' ${next}`,
        link,
        { tx },
      );
    } else {
      await deps.notifications.notify(
        { teamSeq: decided.teamSeq },
        'RCS_REJECTED',
        `${what} 반려되었어요`,
        `'${decided.name}' 반려 사유: ${reason}\n내용을 고쳐 다시 신청해 주세요.`,
        link,
        { tx },
      );
    }
    return true;
  });
}

/** Names that make the dev reviewer reject, so the REJECTED path can be tried by hand. */
export const SIMULATED_RCS_REJECT_PATTERN = /반려|reject/i;
export const SIMULATED_RCS_REJECT_REASON: Record<RcsSubject, string> = {
  BRAND: '브랜드 이름이 사업자 정보의 상호와 달라요. 상호나 대표 서비스 이름으로 다시 신청해 주세요.',
  TEMPLATE: '정보성 템플릿에 광고성 문구가 들어 있어요. 광고 문구를 빼고 다시 신청해 주세요.',
};

/**
 * The dev stand-in for the carriers' review: RCS_REVIEW_SIMULATOR_SECONDS after a (re)submission it
 * approves it, or rejects it when its name says 반려/reject.
 */
export const rcsReviewHandler = (deps: () => RcsReviewDependencies) => async (payload: Record<string, unknown>) => {
  const seq = Number(payload.seq);
  const eventSeq = Number(payload.eventSeq);
  const subject = payload.subject;
  if (
    !Number.isSafeInteger(seq) ||
    !Number.isSafeInteger(eventSeq) ||
    (subject !== 'BRAND' && subject !== 'TEMPLATE')
  ) {
    throw new Error(`${RCS_REVIEW} without subject/seq/eventSeq: ${JSON.stringify(payload)}`);
  }
  const reject = typeof payload.name === 'string' && SIMULATED_RCS_REJECT_PATTERN.test(payload.name);
  await decideRcs(
    deps(),
    subject,
    seq,
    reject ? { decision: 'REJECT', reason: SIMULATED_RCS_REJECT_REASON[subject] } : { decision: 'APPROVE' },
    'SIMULATOR',
    eventSeq,
  );
};
