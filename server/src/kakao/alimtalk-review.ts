import type { Database, Queryable } from '../db/database';
import { bookJob } from '../jobs/book-job';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import type { AlimtalkTemplatesRepository } from './alimtalk-templates-repository';

export interface AlimtalkReviewDependencies {
  db: Database;
  templates: AlimtalkTemplatesRepository;
  notifications: NotificationsRepository;
}

export type AlimtalkDecision =
  { decision: 'INSPECT' } | { decision: 'APPROVE'; comment?: string } | { decision: 'REJECT'; comment: string };

export const ALIMTALK_REVIEW = 'kakao.simulated-template-review';

/** Queues the dev reviewer's next step for a (re)submission or an inspection start (seconds null = operators only). */
export async function queueAlimtalkReview(
  tx: Queryable,
  seconds: number | null,
  payload: { seq: number; stepSeq: number; name: string },
) {
  if (seconds === null) return;
  await bookJob(tx, ALIMTALK_REVIEW, payload, { afterSeconds: seconds });
}

const linkOf = (teamSeq: number, seq: number) => `/console/team/${teamSeq}/kakao/template/alimtalk/${seq}`;

/**
 * One step of Kakao's review in one transaction: INSPECT takes a REQUESTED template into inspection;
 * APPROVE and REJECT decide a REQUESTED or INSPECTING one (with the reviewer's comment), record it and
 * tell the team's members. With `onlyStepSeq` (the dev reviewer) it acts only while that step is the
 * latest. Answers the step's seq, or null when the template was not in a state for it.
 */
export async function reviewAlimtalkTemplate(
  deps: AlimtalkReviewDependencies,
  seq: number,
  review: AlimtalkDecision,
  onlyStepSeq?: number,
): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    if (onlyStepSeq !== undefined && (await deps.templates.latestStepSeq(seq, tx)) !== onlyStepSeq) return null;
    if (review.decision === 'INSPECT') {
      const moved = await deps.templates.setStatus(seq, 'INSPECTING', ['REQUESTED'], null, tx);
      if (!moved) return null;
      return deps.templates.addComment(seq, { kind: 'INSPECTING', by: 'REVIEWER', body: null, authorName: null }, tx);
    }
    const approved = review.decision === 'APPROVE';
    const comment = review.comment?.trim() || null;
    const decided = await deps.templates.setStatus(
      seq,
      approved ? 'APPROVED' : 'REJECTED',
      ['REQUESTED', 'INSPECTING'],
      approved ? null : comment,
      tx,
    );
    if (!decided) return null;
    const step = await deps.templates.addComment(
      seq,
      { kind: approved ? 'APPROVED' : 'REJECTED', by: 'REVIEWER', body: comment, authorName: null },
      tx,
    );
    if (approved) {
      await deps.notifications.notify(
        { teamSeq: decided.teamSeq },
        'KAKAO_APPROVED',
        '알림톡 템플릿이 승인되었어요',
        `'${decided.name}' 템플릿으로 이제 알림톡을 보낼 수 있어요.`,
        linkOf(decided.teamSeq, seq),
        { tx },
      );
    } else {
      await deps.notifications.notify(
        { teamSeq: decided.teamSeq },
        'KAKAO_REJECTED',
        '알림톡 템플릿이 반려되었어요',
        `'${decided.name}' 반려 사유: ${comment}\n내용을 고쳐 다시 검수를 요청해 주세요.`,
        linkOf(decided.teamSeq, seq),
        { tx },
      );
    }
    return step;
  });
}

/** Names that make the dev reviewer reject, so the REJECTED path can be tried by hand. */
export const SIMULATED_ALIMTALK_REJECT_PATTERN = /반려|reject/i;
export const SIMULATED_ALIMTALK_REJECT_REASON =
  '정보성 메시지의 기준에 맞지 않아요. 광고성 문구를 빼고, 수신자가 요청했거나 거래에 따른 안내임이 드러나게 고쳐 주세요.';

/**
 * The dev stand-in for Kakao's review: KAKAO_REVIEW_SIMULATOR_SECONDS after a (re)submission it starts
 * inspecting, and as long again after that it approves, or rejects when the name says 반려/reject.
 */
export const alimtalkReviewHandler =
  (deps: () => AlimtalkReviewDependencies & { reviewSeconds: number | null }) =>
  async (payload: Record<string, unknown>) => {
    const seq = Number(payload.seq);
    const stepSeq = Number(payload.stepSeq);
    if (!Number.isSafeInteger(seq) || !Number.isSafeInteger(stepSeq))
      throw new Error(`${ALIMTALK_REVIEW} without seq/stepSeq: ${JSON.stringify(payload)}`);
    const dependencies = deps();
    const template = await dependencies.templates.get(null, seq);
    if (!template) return;
    if (template.status === 'REQUESTED') {
      const step = await reviewAlimtalkTemplate(dependencies, seq, { decision: 'INSPECT' }, stepSeq);
      if (step !== null)
        await dependencies.db.transaction((tx) =>
          queueAlimtalkReview(tx, dependencies.reviewSeconds ?? 0, { seq, stepSeq: step, name: template.name }),
        );
      return;
    }
    if (template.status !== 'INSPECTING') return;
    const reject = SIMULATED_ALIMTALK_REJECT_PATTERN.test(template.name);
    await reviewAlimtalkTemplate(
      dependencies,
      seq,
      reject ? { decision: 'REJECT', comment: SIMULATED_ALIMTALK_REJECT_REASON } : { decision: 'APPROVE' },
      stepSeq,
    );
  };
